import { describe, expect, it } from 'vitest';
import { contain, FITTED, MAX_SCALE, panBy, pinch, TAP_SCALE, toggleZoom, zoomAt } from './zoom-view';

const frame = { width: 400, height: 300 };

describe('zoom view', () => {
  it('keeps the point under the cursor in place when zooming', () => {
    const view = zoomAt(FITTED, 2, { x: 100, y: 60 }, frame);
    expect(view.scale).toBe(2);
    // the photo's point that was at (100, 60) is still there: 100 = x + 100 * 2
    expect(view).toEqual({ scale: 2, x: -100, y: -60 });
  });

  it('never zooms out past the fitted photo nor in past the largest scale', () => {
    expect(zoomAt(FITTED, 0.5, { x: 10, y: 10 }, frame)).toEqual(FITTED);
    expect(zoomAt(FITTED, 100, { x: 10, y: 10 }, frame).scale).toBe(MAX_SCALE);
  });

  it('pans a zoomed photo but never past its edges', () => {
    const zoomed = zoomAt(FITTED, 2, { x: 200, y: 150 }, frame);
    expect(panBy(zoomed, 50, 0, frame).x).toBe(zoomed.x + 50);
    expect(panBy(zoomed, 5000, 5000, frame)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -5000, -5000, frame)).toEqual({ scale: 2, x: -400, y: -300 });
    expect(panBy(FITTED, 80, 80, frame)).toEqual(FITTED);
  });

  it('zooms into the point tapped, and back out on the next double tap', () => {
    const zoomed = toggleZoom(FITTED, { x: 0, y: 0 }, frame);
    expect(zoomed).toEqual({ scale: TAP_SCALE, x: 0, y: 0 });
    expect(toggleZoom(zoomed, { x: 50, y: 50 }, frame)).toEqual(FITTED);
  });

  it('scales with the spread of two fingers and follows their midpoint', () => {
    const start = FITTED;
    const view = pinch(start, { x: 200, y: 150 }, 100, { x: 220, y: 150 }, 200, frame);
    expect(view.scale).toBe(2);
    // the photo's point under the fingers at the start (200, 150) is under their midpoint now
    expect(view.x + 200 * 2).toBeCloseTo(220);
    expect(view.y + 150 * 2).toBeCloseTo(150);
  });

  it('moves an offset that escaped the frame back inside it', () => {
    expect(contain({ scale: 1, x: -30, y: 20 }, frame)).toEqual(FITTED);
  });
});
