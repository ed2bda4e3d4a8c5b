// Geometry of the full-screen photo view, kept pure so it can be tested without a browser.
// A view is a scale and a translation (CSS px) applied around the stage's centre to a square photo.

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** a double tap or a click zooms straight to this */
export const TAP_SCALE = 2.5;
export const STEP = 1.5;
export const UNZOOMED: View = { scale: 1, x: 0, y: 0 };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Keeps the scale within bounds and the photo (a square of side `side` centred in a `width` ×
 * `height` stage) over the stage: it can't be dragged away leaving an empty band beside it. */
export function clampView(v: View, side: number, width: number, height: number): View {
  const scale = clamp(v.scale, MIN_SCALE, MAX_SCALE);
  const maxX = Math.max(0, (side * scale - width) / 2);
  const maxY = Math.max(0, (side * scale - height) / 2);
  return { scale, x: clamp(v.x, -maxX, maxX), y: clamp(v.y, -maxY, maxY) };
}

/** Zooms to `scale` (kept within bounds) keeping the point (px, py), measured from the stage's
 * centre, where it is: the detail under the fingers or the cursor stays under them. */
export function zoomAt(v: View, scale: number, px: number, py: number): View {
  const s = clamp(scale, MIN_SCALE, MAX_SCALE);
  const k = s / v.scale;
  return { scale: s, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
}

/** Where a horizontal swipe of `dx` px at `speed` px/ms ends, on a stage `width` px wide: the
 * neighbouring photo past a fifth of the width or after a quick flick, else back to the same one. */
export function swipeTarget(index: number, count: number, dx: number, speed: number, width: number): number {
  const far = Math.abs(dx) > width / 5 || (Math.abs(speed) > 0.4 && Math.abs(dx) > 12);
  return far ? clamp(index - Math.sign(dx), 0, count - 1) : index;
}
