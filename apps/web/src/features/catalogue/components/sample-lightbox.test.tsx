// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { SampleGallery } from './sample-gallery';

afterEach(cleanup);

const photos = [
  { url: '/files/oak.jpg', alt: 'Oak Plank' },
  { url: '/files/oak-close-up.jpg', alt: 'Oak Plank, close-up' },
];

describe('SampleLightbox', () => {
  it('opens on the main photo, goes between photos with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithMessages(<SampleGallery name="Oak Plank" photos={photos} />);
    const opener = screen.getAllByRole('button', { name: 'Zoom into Oak Plank' })[0]!;
    await user.click(opener);
    // the lightbox's code loads on the first open: longer than a second on a busy machine
    const dialog = await screen.findByRole('dialog', { name: 'Oak Plank' }, { timeout: 5000 });
    expect(dialog.querySelector('img')?.getAttribute('alt')).toBe('Oak Plank');
    // focus is held inside the dialog
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog').querySelector('img')?.getAttribute('alt')).toBe('Oak Plank, close-up');
    expect(screen.getByText(/Photo 2 of 2/)).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(/Photo 1 of 2/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('zooms with its buttons and the keyboard, and closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithMessages(<SampleGallery name="Oak Plank" photos={photos} />);
    await user.click(screen.getAllByRole('button', { name: 'Zoom into Oak Plank, close-up' })[0]!);
    const frame = await screen.findByTestId('lightbox-frame');
    expect(frame.dataset.zoom).toBe('1.00');
    expect((screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(frame.dataset.zoom).toBe('1.50');
    await user.keyboard('0');
    expect(frame.dataset.zoom).toBe('1.00');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('zooms into a photo on a double tap and back out on the next', async () => {
    const user = userEvent.setup();
    renderWithMessages(<SampleGallery name="Oak Plank" photos={photos} />);
    await user.click(screen.getAllByRole('button', { name: 'Zoom into Oak Plank' })[0]!);
    const frame = await screen.findByTestId('lightbox-frame');
    const tap = (timeStamp: number) => {
      fireEvent.pointerDown(frame, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10, timeStamp });
      fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10, timeStamp });
    };
    tap(1000);
    expect(frame.dataset.zoom).toBe('1.00');
    tap(1100);
    expect(frame.dataset.zoom).toBe('2.50');
    tap(2000);
    tap(2100);
    expect(frame.dataset.zoom).toBe('1.00');
  });
});
