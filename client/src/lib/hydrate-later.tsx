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

// The events React treats as discrete (a tap, a key, a choice): each opens the parts around its target.
const DISCRETE = ["pointerdown", "mousedown", "touchstart", "click", "keydown", "input", "change", "submit", "focusin"];
function openAround(event: Event) {
  let at = event.target instanceof Element ? event.target.closest("[data-hydrate-later]") : null;
  while (at) {
    openers.get(at.getAttribute("data-hydrate-later")!)?.();
    at = at.parentElement?.closest("[data-hydrate-later]") ?? null;
  }
}

/** The listeners stay while a part waits: parts inside the page are reached after the page. */
let listening = false;
function listen(on: boolean) {
  if (on === listening) return;
  listening = on;
  for (const type of DISCRETE) {
    if (on) document.addEventListener(type, openAround, true);
    else document.removeEventListener(type, openAround, true);
  }
}

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
function gateFor(id: string): Promise<void> {
  const known = gates.get(id);
  if (known) return known;
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
    if (!openers.size) listen(false);
  };
  // The wrapper has no box of its own (display: contents): its first drawn child is watched.
  const wrapper = document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`);
  const box = wrapper && [...wrapper.children].find((c) => c.tagName !== "STYLE");
  const observer =
    box &&
    new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) open();
      },
      { rootMargin: "200px" },
    );
  if (box && observer) {
    observer.observe(box);
    whenIdle(open);
  } else open();
  gates.set(id, gate);
  if (!opened) {
    openers.set(id, open);
    listen(true);
  }
  return gate;
}

/** The server drew this part (its wrapper, under the id React gives it while hydrating): React is
 * adopting it now. A part drawn in the browser gets an id of another form and no wrapper matches. */
const drawnByServer = (id: string) =>
  typeof document !== "undefined" && document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`) !== null;

function Gate({ children }: { children: ReactNode }) {
  const id = useId();
  if (drawnByServer(id)) use(gateFor(id));
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
