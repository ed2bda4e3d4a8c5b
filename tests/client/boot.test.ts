// The entry's loader (decisions 047, 050): on a page the server drew, the shop's code waits for the
// first screen's photos, then for them to be on screen; elsewhere it loads at once. The page's
// chunks are preloaded from data-chunks.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { firstScreenLoaded, preloadPageChunks, SHOWN_LIMIT_MS } from "../../client/src/lib/boot.ts";

// jsdom draws no frames and reports no paints: the test plays the browser's part.
let frames: FrameRequestCallback[] = [];
let paints: ((entries: { element: Element }[]) => void) | null = null;
class LargestPaints {
  static supportedEntryTypes = ["largest-contentful-paint"];
  constructor(report: (list: { getEntries: () => { element: Element }[] }) => void) {
    paints = (entries) => report({ getEntries: () => entries });
  }
  observe() {
    /* entries come through `paints` */
  }
  disconnect() {
    paints = null;
  }
}
const drawFrame = () => {
  const due = frames;
  frames = [];
  due.forEach((f) => f(0));
};

beforeEach(() => {
  vi.stubGlobal("requestAnimationFrame", (f: FrameRequestCallback) => frames.push(f));
});
afterEach(() => {
  document.body.innerHTML = "";
  document.head.innerHTML = "";
  frames = [];
  paints = null;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  return done;
};

function page(html: string, ssr = true) {
  const root = document.createElement("div");
  if (ssr) root.dataset.ssr = "";
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

it("waits for every high-priority photo of a server-drawn page, loaded or failed, then for a frame", async () => {
  vi.stubGlobal("PerformanceObserver", undefined);
  const root = page('<img src="/a.webp" fetchpriority="high"><img src="/b.webp" fetchPriority="high"><img src="/c.webp" loading="lazy">');
  const [a, b] = root.querySelectorAll("img");
  const ready = firstScreenLoaded(root);
  expect(await settled(ready)).toBe(false);
  a.dispatchEvent(new Event("load"));
  b.dispatchEvent(new Event("error"));
  expect(await settled(ready)).toBe(false);
  drawFrame();
  expect(await settled(ready)).toBe(true);
});

it("where the browser reports its largest paints, waits until one of the loaded photos is reported", async () => {
  vi.stubGlobal("PerformanceObserver", LargestPaints);
  const root = page('<h1>Robe</h1><img src="/a.webp" fetchpriority="high">');
  const ready = firstScreenLoaded(root);
  root.querySelector("img")!.dispatchEvent(new Event("load"));
  expect(await settled(ready)).toBe(false);
  paints!([{ element: root.querySelector("h1")! }]);
  expect(await settled(ready)).toBe(false);
  paints!([{ element: root.querySelector("img")! }]);
  expect(await settled(ready)).toBe(true);
});

it("does not wait for a photo that is never reported (hidden, or smaller than a text) beyond its limit", async () => {
  vi.useFakeTimers();
  vi.stubGlobal("PerformanceObserver", LargestPaints);
  const root = page('<img src="/a.webp" fetchpriority="high">');
  let done = false;
  void firstScreenLoaded(root).then(() => {
    done = true;
  });
  root.querySelector("img")!.dispatchEvent(new Event("load"));
  await vi.advanceTimersByTimeAsync(SHOWN_LIMIT_MS - 1);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

it("loads the code at once on pages the browser draws; after a frame on a server page without a photo", async () => {
  expect(await settled(firstScreenLoaded(page('<img src="/a.webp" fetchpriority="high">', false)))).toBe(true);
  const noPhoto = firstScreenLoaded(page('<img src="/a.webp">'));
  expect(await settled(noPhoto)).toBe(false);
  drawFrame();
  expect(await settled(noPhoto)).toBe(true);
});

it("preloads the chunks the server listed", () => {
  const root = page("");
  preloadPageChunks(root);
  expect(document.head.querySelectorAll("link")).toHaveLength(0);
  root.dataset.chunks = "/assets/StorefrontApp-1.js /assets/ProductListPage-2.js";
  preloadPageChunks(root);
  const links = [...document.head.querySelectorAll("link")];
  expect(links.map((l) => [l.rel, l.getAttribute("href"), l.crossOrigin])).toEqual([
    ["modulepreload", "/assets/StorefrontApp-1.js", ""],
    ["modulepreload", "/assets/ProductListPage-2.js", ""],
  ]);
});
