// What the entry does before it loads the shop's code (main.tsx, decision 047).

/** Resolves once the first-screen photos of a page the server drew (its images fetched with high
 * priority) have loaded or failed: until then they have the connection to themselves. At once for
 * other pages, which show nothing useful without the code. */
export function firstScreenLoaded(root: HTMLElement): Promise<void> {
  const photos = "ssr" in root.dataset ? [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')] : [];
  return Promise.all(photos.filter((p) => !p.complete).map((p) => new Promise<void>((resolve) => {
    p.addEventListener("load", () => resolve(), { once: true });
    p.addEventListener("error", () => resolve(), { once: true });
  }))).then(() => undefined);
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
