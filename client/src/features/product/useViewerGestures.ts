// Fingers, mouse and wheel on the full-screen photo view. Moves are written straight to the
// elements' transforms (GPU-composited, no React render per frame: smooth on a cheap phone);
// React only hears of the results (the photo shown, the scale for the buttons).
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { clampView, swipeTarget, TAP_SCALE, UNZOOMED, zoomAt, type View } from "./zoom.ts";

interface Options {
  /** the whole view: wheel events never reach the page behind it */
  area: RefObject<HTMLElement | null>;
  /** where the photo is shown: receives the pointers */
  stage: RefObject<HTMLElement | null>;
  /** the row of photos, moved while swiping */
  strip: RefObject<HTMLElement | null>;
  /** the current photo, scaled and moved */
  layer: RefObject<HTMLElement | null>;
  index: number;
  count: number;
  onIndex: (index: number) => void;
  onScale: (scale: number) => void;
}

interface Gesture {
  x: number;
  y: number;
  t: number;
  view: View;
  pinch?: { dist: number; mx: number; my: number };
}
type Point = { x: number; y: number };

const DOUBLE_TAP_MS = 300;
const MOVE_THRESHOLD = 8;
const transition = () => (window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "none" : "transform 0.25s ease-out");

export function useViewerGestures({ area, stage, strip, layer, index, count, onIndex, onScale }: Options) {
  const view = useRef<View>(UNZOOMED);
  const painted = useRef<HTMLElement | null>(null);
  // The listeners are attached once; they read the latest props from here.
  const latest = useRef({ index, count, onIndex, onScale });
  latest.current = { index, count, onIndex, onScale };

  const paint = (animate: boolean) => {
    const el = layer.current;
    if (!el) return;
    const v = view.current;
    el.style.transition = animate ? transition() : "none";
    el.style.transform = `translate3d(${v.x}px, ${v.y}px, 0) scale(${v.scale})`;
  };
  const setView = (v: View, animate: boolean) => {
    const el = stage.current;
    if (!el) return;
    view.current = clampView(v, Math.min(el.clientWidth, el.clientHeight), el.clientWidth, el.clientHeight);
    paint(animate);
  };
  const moveStrip = (dx: number, animate: boolean) => {
    const el = strip.current;
    if (!el) return;
    el.style.transition = animate ? transition() : "none";
    el.style.transform = `translate3d(calc(${-latest.current.index * 100}% + ${dx}px), 0, 0)`;
  };
  const report = () => latest.current.onScale(view.current.scale);

  // A new photo starts unzoomed; the row slides to it (at once when the view opens).
  const opened = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the helpers read refs only: the index is the one input
  useLayoutEffect(() => {
    if (painted.current && painted.current !== layer.current) painted.current.style.transform = "";
    painted.current = layer.current;
    view.current = UNZOOMED;
    paint(false);
    moveStrip(0, opened.current);
    opened.current = true;
    report();
  }, [index]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attached once: the listeners read refs and `latest`
  useEffect(() => {
    const el = stage.current;
    const whole = area.current;
    if (!el || !whole) return;
    const pointers = new Map<number, Point>();
    let gesture: Gesture | null = null;
    let moved = false;
    let lastTap = { t: 0, x: 0, y: 0 };
    const fromCentre = (p: Point) => {
      const r = el.getBoundingClientRect();
      return { x: p.x - (r.left + r.width / 2), y: p.y - (r.top + r.height / 2) };
    };
    const begin = () => {
      const [a, b] = pointers.values();
      gesture = { x: a.x, y: a.y, t: performance.now(), view: view.current };
      if (b) gesture.pinch = { dist: Math.hypot(a.x - b.x, a.y - b.y) || 1, mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
    };
    const toggleZoomAt = (p: Point) => {
      const c = fromCentre(p);
      setView(view.current.scale > 1 ? UNZOOMED : zoomAt(view.current, TAP_SCALE, c.x, c.y), true);
      report();
    };
    const tap = (e: PointerEvent) => {
      // A click zooms at once; on a touch screen a single tap is too easy to make by accident.
      if (e.pointerType === "mouse") return toggleZoomAt({ x: e.clientX, y: e.clientY });
      // When the finger touched, not when the handler ran: on a busy phone two taps queued behind a
      // long task are handled together, and would read as a double tap.
      const now = e.timeStamp;
      if (now - lastTap.t < DOUBLE_TAP_MS && Math.hypot(e.clientX - lastTap.x, e.clientY - lastTap.y) < 30) {
        lastTap = { t: 0, x: 0, y: 0 };
        toggleZoomAt({ x: e.clientX, y: e.clientY });
      } else {
        lastTap = { t: now, x: e.clientX, y: e.clientY };
      }
    };

    const down = (e: PointerEvent) => {
      if (e.pointerType === "mouse" && e.button !== 0) return;
      el.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      begin();
    };
    const move = (e: PointerEvent) => {
      if (!pointers.has(e.pointerId) || !gesture) return;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const g = gesture;
      const [a, b] = pointers.values();
      if (b && g.pinch) {
        const at = fromCentre({ x: g.pinch.mx, y: g.pinch.my });
        const zoomed = zoomAt(g.view, (g.view.scale * Math.hypot(a.x - b.x, a.y - b.y)) / g.pinch.dist, at.x, at.y);
        moved = true;
        return setView({ ...zoomed, x: zoomed.x + (a.x + b.x) / 2 - g.pinch.mx, y: zoomed.y + (a.y + b.y) / 2 - g.pinch.my }, false);
      }
      const dx = e.clientX - g.x;
      const dy = e.clientY - g.y;
      if (!moved && Math.hypot(dx, dy) < MOVE_THRESHOLD) return;
      moved = true;
      if (g.view.scale > 1) return setView({ ...g.view, x: g.view.x + dx, y: g.view.y + dy }, false);
      // Unzoomed: the row follows the finger, with resistance past the first and last photos.
      const { index: i, count: n } = latest.current;
      moveStrip((i === 0 && dx > 0) || (i === n - 1 && dx < 0) ? dx / 3 : dx, false);
    };
    const up = (e: PointerEvent) => {
      if (!pointers.delete(e.pointerId)) return;
      // One finger lifted after a pinch: the other one goes on moving the photo.
      if (pointers.size) return begin();
      const g = gesture;
      gesture = null;
      if (!g) return;
      if (!moved) return tap(e);
      moved = false;
      if (g.view.scale === 1 && !g.pinch && view.current.scale === 1) {
        const { index: i, count: n, onIndex } = latest.current;
        const dx = e.clientX - g.x;
        const target = swipeTarget(i, n, dx, dx / Math.max(1, performance.now() - g.t), el.clientWidth);
        return target === i ? moveStrip(0, true) : onIndex(target);
      }
      // A pinch let go just above the smallest scale settles on it.
      if (view.current.scale < 1.05) setView(UNZOOMED, true);
      report();
    };
    const cancel = (e: PointerEvent) => {
      if (!pointers.delete(e.pointerId) || pointers.size) return;
      gesture = null;
      moved = false;
      moveStrip(0, true);
      report();
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const c = fromCentre({ x: e.clientX, y: e.clientY });
      setView(zoomAt(view.current, view.current.scale * Math.exp(-e.deltaY * 0.002), c.x, c.y), false);
      report();
    };
    const resize = () => {
      setView(UNZOOMED, false);
      moveStrip(0, false);
      report();
    };

    el.addEventListener("pointerdown", down);
    el.addEventListener("pointermove", move);
    el.addEventListener("pointerup", up);
    el.addEventListener("pointercancel", cancel);
    whole.addEventListener("wheel", wheel, { passive: false });
    window.addEventListener("resize", resize);
    return () => {
      el.removeEventListener("pointerdown", down);
      el.removeEventListener("pointermove", move);
      el.removeEventListener("pointerup", up);
      el.removeEventListener("pointercancel", cancel);
      whole.removeEventListener("wheel", wheel);
      window.removeEventListener("resize", resize);
    };
  }, []);

  /** Zoom buttons and keys: around the middle of the photo. */
  const zoomBy = (factor: number) => {
    setView(zoomAt(view.current, view.current.scale * factor, 0, 0), true);
    report();
  };
  return { zoomBy };
}
