// What the entry does before it loads the shop's code (main.tsx, decision 047).

/** Resolves once the first-screen photos of a page the server drew (its images fetched with high
 * priority) have loaded or failed and are on screen: until then they have the connection, and the
 * CPU, to themselves. At once for other pages, which show nothing useful without the code. */
export function firstScreenLoaded(root: HTMLElement): Promise<void> {
  if (!("ssr" in root.dataset)) return Promise.resolve();
  const photos = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(photos.map(loaded)).then((ok) => shown(photos.filter((_, i) => ok[i])));
}

const loaded = (photo: HTMLImageElement) =>
  new Promise<boolean>((resolve) => {
    if (photo.complete) return resolve(photo.naturalWidth > 0);
    photo.addEventListener("load", () => resolve(true), { once: true });
    photo.addEventListener("error", () => resolve(false), { once: true });
  });

/** The longest the code waits for a loaded photo to be reported on screen (a photo hidden by the
 * layout, or smaller than a text block, never is). */
export const SHOWN_LIMIT_MS = 1000;

/** A photo's load event comes before the frame that draws it, and on a busy phone that frame can
 * reach the screen long after: code started meanwhile would take the CPU from it (decision 050).
 * Where the browser reports its largest paints, wait for one of these photos; elsewhere for the
 * next frame. */
function shown(photos: HTMLImageElement[]): Promise<void> {
  if (!photos.length || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint")) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => photos.includes((e as PerformanceEntry & { element: Element | null }).element as HTMLImageElement)))
        done();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    const timer = setTimeout(done, SHOWN_LIMIT_MS);
  });
}

/** The page's own chunks (listed by the server in data-chunks) download alongside the code
 * instead of after it. */
export function preloadPageChunks(root: HTMLElement) {
  for (const href of root.dataset.chunks?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}
