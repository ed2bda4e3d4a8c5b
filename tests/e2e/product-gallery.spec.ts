// Issue 13 item 4: the product page's photos swipe on a touch screen, and a tap opens a
// full-screen view that zooms and is the only place asking for the largest photo size.
import { expect, test } from "./hydrated.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";

interface Photo {
  url: string;
}
interface Product {
  id: string;
  nom: string;
  images: Photo[];
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1000) < 768;

/** A demo product with at least three photos. */
async function productWithPhotos(request: APIRequestContext): Promise<Product> {
  const r = await request.post("/graphql", {
    data: { query: "{ products(limit: 60, sortBy: alphabet) { items { id nom images { url } } } }" },
  });
  const product = (await r.json()).data.products.items.find((p: Product) => p.images.length >= 3);
  expect(product, "the demo catalogue has a product with three photos or more").toBeTruthy();
  return product;
}

type Point = { x: number; y: number };
type TouchEvent = { type: "touchStart" | "touchMove" | "touchEnd"; touchPoints: Point[] };
/** Touch events sent to Chromium's own touch input (native scrolling, pointer events) in one burst,
 * each stamped `stepMs` after the one before: sent one by one and stamped as they arrive, a loaded
 * machine spread two taps past a double tap's 300 ms, or bunched a slow drag into a fling. */
async function touchEvents(page: Page, events: TouchEvent[], stepMs: number) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  await Promise.all(events.map((e, k) => cdp.send("Input.dispatchTouchEvent", { ...e, timestamp: start + (k * stepMs) / 1000 })));
  await cdp.detach();
}
/** Each finger goes in a straight line from its start to its end in ten steps, 20 ms apart. */
function touchMove(page: Page, fingers: [Point, Point][]) {
  const at = (k: number) => fingers.map(([a, b]) => ({ x: a.x + ((b.x - a.x) * k) / 10, y: a.y + ((b.y - a.y) * k) / 10 }));
  const moves = Array.from({ length: 10 }, (_, k): TouchEvent => ({ type: "touchMove", touchPoints: at(k + 1) }));
  return touchEvents(page, [{ type: "touchStart", touchPoints: at(0) }, ...moves, { type: "touchEnd", touchPoints: [] }], 20);
}
/** Two taps at one point, 100 ms apart. */
const doubleTap = (page: Page, x: number, y: number) => {
  const tap: TouchEvent[] = [
    { type: "touchStart", touchPoints: [{ x, y }] },
    { type: "touchEnd", touchPoints: [] },
  ];
  return touchEvents(page, [...tap, ...tap], 50);
};
const swipe = (page: Page, x: number, y: number, dx: number) =>
  touchMove(page, [
    [
      { x, y },
      { x: x + dx, y },
    ],
  ]);

/** The scale of the photo shown in the full-screen view, read from its computed transform. */
const scaleOf = (page: Page) => page.getByTestId("zoom-layer").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);

test("the photos swipe (or scroll) to the next one; the position and the thumbnails follow", async ({ page, request }) => {
  const p = await productWithPhotos(request);
  const count = p.images.length;
  await page.goto(`/produits/${p.id}`);
  const track = page.getByTestId("gallery-track");
  const position = page.getByTestId("gallery-position");
  await expect(position).toContainText(`1 / ${count}`);
  const box = (await track.boundingBox())!;
  if (isMobile(page)) {
    // 70 % of the width: past the half, the browser settles on the next photo even without a flick.
    await swipe(page, box.x + box.width * 0.85, box.y + box.height / 2, -box.width * 0.7);
  } else {
    // A trackpad's sideways scroll on a computer.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(box.width, 0);
  }
  await expect(position).toContainText(`2 / ${count}`);
  await expect.poll(() => track.evaluate((el) => el.scrollLeft / el.clientWidth)).toBe(1);
  await expect(page.getByRole("button", { name: "Voir la photo 2", exact: true })).toHaveAttribute("aria-current", "true");

  // Thumbnails and the keyboard move the row too.
  await page.getByRole("button", { name: "Voir la photo 3", exact: true }).click();
  await expect(position).toContainText(`3 / ${count}`);
  await expect.poll(() => track.evaluate((el) => el.scrollLeft / el.clientWidth)).toBe(2);
  await page.getByRole("button", { name: new RegExp(`^Agrandir la photo 3 sur ${count}`) }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(position).toContainText(`2 / ${count}`);
  await expect(page.getByRole("button", { name: new RegExp(`^Agrandir la photo 2 sur ${count}`) })).toBeFocused();
});

test("a tap opens the full-screen view: largest size only there, zoom, another photo, Escape and 'Fermer' give the focus back", async ({
  page,
  request,
}) => {
  const p = await productWithPhotos(request);
  const count = p.images.length;
  const largest = p.images.map((i) => new URL(i.url, "http://x").pathname);
  expect(largest[0]).toMatch(/-1600\.webp$/);
  const requested: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image") requested.push(new URL(r.url()).pathname);
  });
  await page.goto(`/produits/${p.id}`);
  await page.waitForLoadState("networkidle");
  const photoOf = (u: string) => u.replace(/-\d+\.webp$/, "");
  expect(
    requested.some((u) => photoOf(u) === photoOf(largest[0])),
    "the page shows the first photo in a page size",
  ).toBe(true);
  expect(
    requested.filter((u) => largest.includes(u)),
    "the page itself never asks for the largest size",
  ).toEqual([]);

  const first = page.getByRole("button", { name: new RegExp(`^Agrandir la photo 1 sur ${count}`) });
  if (isMobile(page)) await first.tap();
  else await first.click();
  const viewer = page.getByRole("dialog", { name: `Photos : ${p.nom}` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Fermer" })).toBeFocused();
  await expect.poll(() => requested.includes(largest[0]), { message: "the view asks for the largest size" }).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Zoom: pinch and double tap on a phone (a click on a computer) at the photo's middle, then the buttons.
  const stage = (await page.getByTestId("photo-stage").boundingBox())!;
  const [cx, cy] = [stage.x + stage.width / 2, stage.y + stage.height / 2];
  if (isMobile(page)) {
    await touchMove(page, [
      [
        { x: cx - 40, y: cy },
        { x: cx - 120, y: cy },
      ],
      [
        { x: cx + 40, y: cy },
        { x: cx + 120, y: cy },
      ],
    ]);
    await expect.poll(() => scaleOf(page)).toBeCloseTo(3, 5);
    await doubleTap(page, cx, cy);
    await expect.poll(() => scaleOf(page)).toBe(1);
    await doubleTap(page, cx, cy);
  } else {
    await page.mouse.click(cx, cy);
  }
  await expect.poll(() => scaleOf(page)).toBe(2.5);
  await viewer.getByRole("button", { name: "Zoom arrière" }).click();
  await expect.poll(() => scaleOf(page)).toBeCloseTo(2.5 / 1.5, 5);
  await viewer.getByRole("button", { name: "Zoom avant" }).click();
  await expect.poll(() => scaleOf(page)).toBeCloseTo(2.5, 5);

  // Next photo: a swipe on a phone, the arrow key on a computer; it starts unzoomed, in its largest size.
  if (isMobile(page)) {
    await doubleTap(page, cx, cy);
    await expect.poll(() => scaleOf(page)).toBe(1);
    await swipe(page, cx + stage.width / 4, cy, -stage.width / 2);
  } else {
    await page.keyboard.press("ArrowRight");
  }
  await expect(viewer).toContainText(`2 / ${count}`);
  await expect.poll(() => scaleOf(page)).toBe(1);
  await expect.poll(() => requested.includes(largest[1])).toBe(true);

  // Escape closes the view; the page shows the photo seen last, and its button has the focus.
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId("gallery-position")).toContainText(`2 / ${count}`);
  await expect(page.getByRole("button", { name: new RegExp(`^Agrandir la photo 2 sur ${count}`) })).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`2 / ${count}`);
  await viewer.getByRole("button", { name: "Fermer" }).click();
  await expect(viewer).toBeHidden();
  await expect(page.getByRole("button", { name: new RegExp(`^Agrandir la photo 2 sur ${count}`) })).toBeFocused();
});

test("the first photo stays the largest paint, with its priority hints, and nothing moves while the page loads", async ({
  page,
  request,
}) => {
  const p = await productWithPhotos(request);
  await page.addInitScript(() => {
    const seen = { shifts: 0, lcp: "" };
    Object.defineProperty(window, "__paint", { value: seen });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) seen.shifts += e.value;
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { url: string })[]) seen.lcp = e.url;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  // Second visit: fonts and photos come from the cache, as for a shopper back on the page (on a
  // first visit the shop name in the page shell moves by a few pixels when its font arrives).
  await page.goto(`/produits/${p.id}`);
  await page.waitForLoadState("networkidle");
  await page.goto(`/produits/${p.id}`);
  await page.waitForLoadState("networkidle");
  const firstPhoto = page.getByTestId("gallery-track").locator("img").first();
  await expect(firstPhoto).toHaveAttribute("fetchpriority", "high");
  await expect(firstPhoto).toHaveAttribute("loading", "eager");
  const seen = await page.evaluate(() => (window as unknown as { __paint: { shifts: number; lcp: string } }).__paint);
  expect(seen.shifts).toBe(0);
  expect(seen.lcp.replace(/-\d+\.webp$/, "")).toBe(new URL(p.images[0].url, seen.lcp).href.replace(/-\d+\.webp$/, ""));
  expect(seen.lcp).not.toMatch(/-1600\.webp$/);
});
