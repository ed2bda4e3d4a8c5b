// The entry's loader (decision 047): on a page the server drew, the shop's code waits for the
// first screen's photos; elsewhere it loads at once. The page's chunks are preloaded from data-chunks.
import { afterEach, expect, it } from "vitest";
import { firstScreenLoaded, preloadPageChunks } from "../../client/src/lib/boot.ts";

afterEach(() => { document.body.innerHTML = ""; document.head.innerHTML = ""; });

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => { done = true; });
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

function page(html: string, ssr = true) {
  const root = document.createElement("div");
  if (ssr) root.dataset.ssr = "";
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

it("waits for every high-priority photo of a server-drawn page, loaded or failed, not for the others", async () => {
  const root = page('<img src="/a.webp" fetchpriority="high"><img src="/b.webp" fetchPriority="high"><img src="/c.webp" loading="lazy">');
  const [a, b] = root.querySelectorAll("img");
  const ready = firstScreenLoaded(root);
  expect(await settled(ready)).toBe(false);
  a.dispatchEvent(new Event("load"));
  expect(await settled(ready)).toBe(false);
  b.dispatchEvent(new Event("error"));
  expect(await settled(ready)).toBe(true);
});

it("loads the code at once on pages the browser draws, or without a photo to wait for", async () => {
  expect(await settled(firstScreenLoaded(page('<img src="/a.webp" fetchpriority="high">', false)))).toBe(true);
  expect(await settled(firstScreenLoaded(page('<img src="/a.webp">')))).toBe(true);
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
