/** Wheel zoom steps and bounds of the image viewer (frontend-behaviour §10). */
export const ZOOM_STEP = 0.25;
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 8;

/** The scale after one wheel notch: up when scrolling up (negative delta), down otherwise. */
export function wheelZoom(scale: number, deltaY: number): number {
  if (deltaY === 0) return scale;
  const next = scale + (deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP);
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, next));
}

/** Double click cycles 1× → 2× → 4× → 1×; any other scale goes back to 1×. */
export function nextDoubleClickZoom(scale: number): number {
  if (scale === 1) return 2;
  if (scale === 2) return 4;
  return 1;
}
