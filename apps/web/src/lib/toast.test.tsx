// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMessages } from '../test/i18n';
import { ToastArea, toast } from './toast';

describe('toasts', () => {
  it('shows the toasts asked for before the library loaded, then the next ones', async () => {
    const { container } = renderWithMessages(<ToastArea />);
    // nothing on the page, nothing loaded, until a toast is asked for
    expect(container.innerHTML).toBe('');
    act(() => {
      toast.success('Saved to your board');
      toast.error('Could not reach Samplebank');
    });
    expect(await screen.findByText('Saved to your board')).toBeTruthy();
    expect(await screen.findByText('Could not reach Samplebank')).toBeTruthy();
    act(() => toast.info('Added to cart'));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
  });
});
