// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { PriceFilter } from './price-filter';

beforeAll(async () => {
  // the slider is loaded lazily: load its module first, so a busy machine cannot outlast findAllByRole's wait
  await import('./price-slider');
  // Radix's slider measures itself; jsdom has no ResizeObserver
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

function setup(value: [number, number] = [100, 500]) {
  const onChange = vi.fn();
  renderWithMessages(<PriceFilter value={value} onChange={onChange} />);
  return {
    onChange,
    min: screen.getByLabelText('Minimum price (RM)') as HTMLInputElement,
    max: screen.getByLabelText('Maximum price (RM)') as HTMLInputElement,
  };
}

describe('PriceFilter', () => {
  it('ignores non-numeric typing', () => {
    const { min, onChange } = setup();
    fireEvent.change(min, { target: { value: '1x' } });
    expect(min.value).toBe('100');
    fireEvent.blur(min);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a minimum on Enter, capped at the current maximum', () => {
    const { min, onChange } = setup();
    fireEvent.change(min, { target: { value: '900' } });
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith([500, 500]);
    expect(min.value).toBe('500');
  });

  it('applies a maximum on blur, between the current minimum and 1000', () => {
    const { max, onChange } = setup();
    fireEvent.change(max, { target: { value: '2000' } });
    fireEvent.blur(max);
    expect(onChange).toHaveBeenLastCalledWith([100, 1000]);
    fireEvent.change(max, { target: { value: '50' } });
    fireEvent.blur(max);
    expect(onChange).toHaveBeenLastCalledWith([100, 100]);
  });

  it('offers a slider from 0 to 1000 with two thumbs, once a pointer or the keyboard reaches the filter', async () => {
    setup([0, 1000]);
    // drawn in place, its library not loaded, until someone reaches it
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    fireEvent.focusIn(screen.getAllByRole('textbox')[0] as HTMLElement);
    const thumbs = await screen.findAllByRole('slider');
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0]?.getAttribute('aria-valuemin')).toBe('0');
    expect(thumbs[1]?.getAttribute('aria-valuemax')).toBe('1000');
  });
});
