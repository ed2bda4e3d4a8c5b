import { expect, it } from "vitest";
import { clampView, MAX_SCALE, swipeTarget, zoomAt } from "../../client/src/features/product/zoom.ts";

it("zooms around the point under the fingers: that point stays where it is", () => {
  const view = { scale: 1, x: 0, y: 0 };
  const zoomed = zoomAt(view, 2, 100, -50);
  expect(zoomed).toEqual({ scale: 2, x: -100, y: 50 });
  // The photo point under (100, -50) before, (100 - x) / scale, is still under it after.
  expect((100 - zoomed.x) / zoomed.scale).toBe((100 - view.x) / view.scale);
  expect(zoomAt(zoomed, 1, 100, -50)).toEqual(view);
});

it("keeps the scale between 1 and the maximum", () => {
  expect(zoomAt({ scale: 3, x: 0, y: 0 }, 10, 0, 0).scale).toBe(MAX_SCALE);
  expect(zoomAt({ scale: 1.2, x: 0, y: 0 }, 0.5, 0, 0).scale).toBe(1);
});

it("never lets the photo be dragged away from the stage's edges", () => {
  // A 390 px photo at scale 2 (780 px) in a 390 × 700 stage: 195 px of slack sideways, 40 up and down.
  expect(clampView({ scale: 2, x: 500, y: 500 }, 390, 390, 700)).toEqual({ scale: 2, x: 195, y: 40 });
  expect(clampView({ scale: 2, x: -100, y: -20 }, 390, 390, 700)).toEqual({ scale: 2, x: -100, y: -20 });
  expect(clampView({ scale: 1.5, x: 0, y: 90 }, 390, 390, 700)).toEqual({ scale: 1.5, x: 0, y: 0 });
  expect(clampView({ scale: 1, x: 40, y: 0 }, 390, 390, 700)).toEqual({ scale: 1, x: 0, y: 0 });
});

it("a swipe goes to the neighbouring photo past a fifth of the width or after a flick, never past the ends", () => {
  expect(swipeTarget(1, 5, -100, 0.1, 390)).toBe(2);
  expect(swipeTarget(1, 5, 100, 0.1, 390)).toBe(0);
  expect(swipeTarget(1, 5, -50, 0.1, 390)).toBe(1);
  expect(swipeTarget(1, 5, -50, -0.8, 390)).toBe(2);
  expect(swipeTarget(1, 5, -5, -0.8, 390)).toBe(1);
  expect(swipeTarget(0, 5, 200, 1, 390)).toBe(0);
  expect(swipeTarget(4, 5, -200, -1, 390)).toBe(4);
});
