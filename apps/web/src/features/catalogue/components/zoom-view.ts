// The arithmetic of a zoomable photo: a scale and an offset (translate, then scale, from the top left corner) kept so
// that the photo always covers its frame and never leaves an empty edge. Pure functions, tested on their own.

/** How the photo is shown: `scale` 1 fits the frame; `x` and `y` move it, in the frame's pixels. */
export type ZoomView = { scale: number; x: number; y: number };
export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

export const FITTED: ZoomView = { scale: 1, x: 0, y: 0 };
/** The nearest a photo goes: the largest picture (1280 px) is then about three screen pixels a pixel on a laptop. */
export const MAX_SCALE = 4;
/** Where a double tap or a click takes a fitted photo. */
export const TAP_SCALE = 2.5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view moved back inside the frame: at scale s the photo spans s times the frame, so it may move (s - 1) of it. */
export function contain(view: ZoomView, frame: Size): ZoomView {
  const scale = clamp(view.scale, 1, MAX_SCALE);
  return {
    scale,
    x: clamp(view.x, frame.width * (1 - scale), 0),
    y: clamp(view.y, frame.height * (1 - scale), 0),
  };
}

/** Zooms by `factor` keeping the point under `at` (frame pixels) where it is, as a pinch or a wheel does. */
export function zoomAt(view: ZoomView, factor: number, at: Point, frame: Size): ZoomView {
  const scale = clamp(view.scale * factor, 1, MAX_SCALE);
  const ratio = scale / view.scale;
  return contain({ scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio }, frame);
}

/** Moves a zoomed photo by a drag of (dx, dy) pixels. */
export function panBy(view: ZoomView, dx: number, dy: number, frame: Size): ZoomView {
  return contain({ ...view, x: view.x + dx, y: view.y + dy }, frame);
}

/** A double tap or a click: into the point tapped when the photo is fitted, back to fitted when it is zoomed. */
export function toggleZoom(view: ZoomView, at: Point, frame: Size): ZoomView {
  return view.scale > 1.01 ? FITTED : zoomAt(view, TAP_SCALE / view.scale, at, frame);
}

/**
 * A pinch in progress: from the view when two fingers went down (`start`, their midpoint `from` and distance
 * `startDistance`) to their midpoint `to` and distance `distance` now. The photo scales with the fingers' spread and
 * follows their midpoint.
 */
export function pinch(
  start: ZoomView,
  from: Point,
  startDistance: number,
  to: Point,
  distance: number,
  frame: Size,
): ZoomView {
  const scale = clamp(start.scale * (distance / Math.max(1, startDistance)), 1, MAX_SCALE);
  const ratio = scale / start.scale;
  return contain({ scale, x: to.x - (from.x - start.x) * ratio, y: to.y - (from.y - start.y) * ratio }, frame);
}
