// Parts of a server-drawn page below its first screen, adopted by React (hydrated) after the first
// screen (decision 050): the page's first hydration, and its commit in one task, only cover what a
// shopper sees first. Each part hydrates when it comes near the screen, or when the browser is
// idle, one per idle period. A tap on a part not hydrated yet opens its gate before React sees the
// event (a listener on the document, which hears it first), so React hydrates the part at once and
// handles the tap: React drops a discrete event on a part that stays suspended, and a part on
// screen could still be waiting for its intersection callback (decision 077). Outside the first
// hydration (pages drawn in the browser) the content renders at once.
import { Suspense, use, useId, type ReactNode } from "react";

const gates = new Map<string, Promise<void>>();
const openers = new Map<string, () => void>();

// The events React treats as discrete (a tap, a key, a choice): each opens the parts around its
// target. React may also meet a part for the first time while it handles such an event (it
// hydrates the part synchronously to deliver it): the event's target is kept until the next task,
// and a part drawn around it opens at once instead of waiting (a replayed early tap, lost at load 12
// when it came before React had reached the part: decision 089).
const DISCRETE = ["pointerdown", "mousedown", "touchstart", "click", "keydown", "input", "change", "submit", "focusin"];
let eventTarget: Node | null = null;
function openAround(event: Event) {
  if (!(event.target instanceof Element)) return;
  if (!eventTarget) setTimeout(() => (eventTarget = null), 0);
  eventTarget = event.target;
  let at = event.target.closest("[data-hydrate-later]");
  while (at) {
    openers.get(at.getAttribute("data-hydrate-later")!)?.();
    at = at.parentElement?.closest("[data-hydrate-later]") ?? null;
  }
}
// Heard before React's own listeners (the document is above its root), from the code's start.
if (typeof document !== "undefined") for (const type of DISCRETE) document.addEventListener(type, openAround, true);

// One part per idle period: each is drawn and committed in its own short tasks.
const waiting: (() => void)[] = [];
const idle = (run: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(run) : setTimeout(run, 0));
function openNextWhenIdle() {
  idle(() => {
    waiting.shift()?.();
    if (waiting.length) openNextWhenIdle();
  });
}
function whenIdle(open: () => void) {
  waiting.push(open);
  if (waiting.length === 1) openNextWhenIdle();
}

/** Opens when the part's box nears the viewport or in an idle period. Marked fulfilled the way
 * React's `use` reads it, so a render after that does not suspend again. */
function gateFor(id: string): Promise<void> | null {
  const known = gates.get(id);
  if (known) return known;
  // The server drew this part (its wrapper, under the id React gives it while hydrating): React is
  // adopting it now. A part drawn in the browser gets an id of another form and no wrapper matches.
  const wrapper = document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`);
  if (!wrapper) return null;
  let resolve!: () => void;
  const gate = new Promise<void>((r) => {
    resolve = r;
  });
  let opened = false;
  const open = () => {
    if (opened) return;
    opened = true;
    observer?.disconnect();
    openers.delete(id);
    Object.assign(gate, { status: "fulfilled", value: undefined });
    resolve();
  };
  // The wrapper has no box of its own (display: contents): its first drawn child is watched.
  const box = [...wrapper.children].find((c) => c.tagName !== "STYLE");
  const observer =
    box &&
    new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) open();
      },
      { rootMargin: "200px" },
    );
  if (box && observer && !(eventTarget && wrapper.contains(eventTarget))) {
    observer.observe(box);
    whenIdle(open);
  } else open();
  gates.set(id, gate);
  if (!opened) openers.set(id, open);
  return gate;
}

function Gate({ children }: { children: ReactNode }) {
  const id = useId();
  const gate = typeof document === "undefined" ? null : gateFor(id);
  if (gate) use(gate);
  return (
    <div data-hydrate-later={id} style={{ display: "contents" }}>
      {children}
    </div>
  );
}

export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
