// Issue 13 (items 1 and 2): the storefront on a 390 × 844 phone, desktop kept as it was, and sharing.
import { expect, test } from "./hydrated.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";

interface Product {
  id: string;
  nom: string;
  prixApresPromotion: number;
  stock: number;
  enRupture: boolean;
  images: { thumbnailUrl: string }[];
}

async function gql(request: APIRequestContext, query: string) {
  return (await (await request.post("/graphql", { data: { query } })).json()).data;
}
/** A product in stock with a description, so its page scrolls on a phone. */
async function productInStock(request: APIRequestContext): Promise<Product> {
  const { products } = await gql(
    request,
    "{ products(limit: 40, sortBy: prix) { items { id nom prixApresPromotion stock enRupture images { thumbnailUrl } options { nom } } } }",
  );
  return products.items.find((p: Product & { options: unknown[] }) => !p.enRupture && p.stock > 2 && p.options.length === 0); // no size to choose
}
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1000) < 768;

/** French grouping as the page shows it (narrow no-break spaces) and as a message carries it (plain spaces). */
const fcfa = (n: number) => `${new Intl.NumberFormat("fr-FR").format(n).replace(/\s/g, "\u202f")}\u202fFCFA`;
const fcfaText = (n: number) => fcfa(n).replaceAll("\u202f", " ");

test("/pro on a phone: at least two whole product cards in the first screen", async ({ page }) => {
  test.skip(!isMobile(page), "desktop keeps its banner and filter bar above the grid");
  await page.goto("/pro");
  await expect(page.getByTestId("product-card").nth(1)).toBeVisible();
  // No bottom bar on /pro (issue 24): whole cards (photo, title, price and button) in the first screen.
  await expect(page.getByTestId("bottom-bar")).toBeHidden();
  const visibleBottom = page.viewportSize()!.height;
  const inFirstScreen = await page.getByTestId("product-card").evaluateAll(
    (cards, bottom) =>
      cards.filter((c) => {
        const r = c.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= bottom;
      }).length,
    visibleBottom,
  );
  expect(inFirstScreen).toBeGreaterThanOrEqual(2);
});

test("/pro: the 'Filtres' sheet counts active filters, applies a price filter; the sort is one tap away", async ({ page }) => {
  await page.goto("/pro");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  if (!isMobile(page)) {
    // Desktop layout as before: every control in the bar, no sheet.
    await expect(page.getByRole("button", { name: /^Filtres/ })).toHaveCount(0);
    await expect(page.getByLabel("Prix min (FCFA)")).toBeVisible();
    await expect(page.getByLabel("Par page")).toBeVisible();
    return;
  }
  await expect(page.getByLabel("Prix min (FCFA)")).toHaveCount(0);
  await page.getByLabel("Trier par").selectOption("prix");
  await expect(page).toHaveURL(/sortBy=prix/);

  await page.getByRole("button", { name: "Filtres (Aucun filtre actif)" }).click();
  const sheet = page.getByRole("dialog", { name: "Filtres" });
  await expect(sheet.getByTestId("active-filters")).toHaveText("Aucun filtre actif");
  expect(await seriousViolations(page)).toEqual([]);
  await sheet.getByLabel("Prix min (FCFA)").fill("5 000");
  await sheet.getByLabel("Prix max (FCFA)").fill("40000");
  await sheet.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/sortBy=prix/);
  await expect(page).toHaveURL(/minPrice=5000&maxPrice=40000|maxPrice=40000&minPrice=5000/);
  await expect(sheet).toBeHidden();

  // The previous list stays on screen while the filtered one loads: wait for the filtered one.
  const prices = page.getByTestId("product-card").locator("p", { hasText: "FCFA" });
  await expect
    .poll(async () => {
      const paid = (await prices.allInnerTexts()).map((t) => Number(t.replace(/\D/g, "")));
      return paid.length > 0 && paid.every((n, i) => n >= 5000 && n <= 40000 && (i === 0 || paid[i - 1] <= n));
    })
    .toBe(true);

  await page.getByRole("button", { name: "Filtres (2 filtres actifs)" }).click();
  await expect(sheet.getByTestId("active-filters")).toHaveText("2 filtres actifs");
  await expect(sheet.getByLabel("Prix min (FCFA)")).toHaveValue("5000");
});

test("product page on a phone: the bottom bar keeps the price and 'Ajouter au panier' once the main button is off screen", async ({
  page,
  request,
}) => {
  const p = await productInStock(request);
  await page.goto(`/produits/${p.id}`);
  // The product's own button comes before those of the recommended products' cards.
  const main = page.getByRole("main").getByRole("button", { name: "Ajouter au panier" }).first();
  await expect(main).toBeVisible();
  const bar = page.getByTestId("buy-bar");
  if (!isMobile(page)) {
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(main).not.toBeInViewport();
    await expect(bar).toHaveCount(0);
    return;
  }
  await main.scrollIntoViewIfNeeded();
  await expect(main).toBeInViewport();
  await expect(bar).toHaveCount(0);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(fcfa(p.prixApresPromotion));
  expect(await seriousViolations(page)).toEqual([]);
  await bar.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByText("Produit ajouté au panier !")).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("boutique_cart") ?? "[]"));
  expect(stored).toEqual([expect.objectContaining({ productId: p.id, quantity: 1 })]);
});

test("product page on a phone: an unavailable product's bar says 'Non disponible'", async ({ page, request }) => {
  test.skip(!isMobile(page), "the bar is for phones");
  const { products } = await gql(request, "{ products(limit: 100) { items { id enRupture } } }");
  const out = products.items.find((p: { enRupture: boolean }) => p.enRupture);
  test.skip(!out, "the demo catalogue has no product out of stock");
  await page.goto(`/produits/${out.id}`);
  await expect(page.getByRole("main").getByRole("button", { name: "Non disponible" })).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("buy-bar").getByRole("button", { name: "Non disponible" })).toBeDisabled();
});

/** Interactive elements the WhatsApp button's box overlaps. Page content is clipped to what the
 * fixed header and the phone's bottom bar leave visible; the bar's own controls count in full.
 * Elements are clipped by their scrolling or overflow-hidden ancestors too (a product's photos
 * beside the one shown sit outside the row's box, out of sight). */
async function coveredByWhatsApp(page: Page) {
  return page.evaluate(() => {
    const wa = document.querySelector('a[aria-label="Nous écrire sur WhatsApp"]')!.getBoundingClientRect();
    const bar = document.querySelector('[data-testid="bottom-bar"]');
    const top = document.querySelector("header")!.getBoundingClientRect().bottom;
    const bottom = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    const clipped = (el: HTMLElement) => {
      const b = el.getBoundingClientRect();
      let [x0, x1, y0, y1] = [b.left, b.right, b.top, b.bottom];
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        const box = a.getBoundingClientRect();
        if (style.overflowX !== "visible") [x0, x1] = [Math.max(x0, box.left), Math.min(x1, box.right)];
        if (style.overflowY !== "visible") [y0, y1] = [Math.max(y0, box.top), Math.min(y1, box.bottom)];
      }
      return { left: x0, right: x1, top: y0, bottom: y1, width: x1 - x0, height: y1 - y0 };
    };
    const hits: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("a, button, input, select")) {
      if (el.getAttribute("aria-label") === "Nous écrire sur WhatsApp" || !el.checkVisibility({ visibilityProperty: true })) continue;
      const r = clipped(el);
      if (r.width <= 0 || r.height <= 0) continue;
      const inBar = bar?.contains(el);
      const y0 = inBar ? r.top : Math.max(r.top, top);
      const y1 = inBar ? r.bottom : Math.min(r.bottom, bottom);
      if (y0 < y1 && r.left < wa.right && r.right > wa.left && y0 < wa.bottom && y1 > wa.top)
        hits.push(`${el.tagName} ${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}`);
    }
    return hits;
  });
}

test("the WhatsApp button covers no link, button or field on /, /pro, a product page and /cart, at the top and scrolled", async ({
  page,
  request,
}) => {
  const p = await productInStock(request);
  const line = {
    productId: p.id,
    name: p.nom,
    unitPrice: p.prixApresPromotion,
    imageUrl: p.images[0]?.thumbnailUrl ?? null,
    stock: p.stock,
    quantity: 1,
  };
  await page.addInitScript((l) => {
    if (!localStorage.getItem("boutique_cart")) localStorage.setItem("boutique_cart", JSON.stringify([l]));
  }, line);
  for (const url of ["/", "/pro", `/produits/${p.id}`, "/cart"]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
    await expect(page.getByRole("link", { name: "Nous écrire sur WhatsApp" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await coveredByWhatsApp(page), `${url} at the top`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY > 0)).toBe(true);
    if (isMobile(page)) expect(await coveredByWhatsApp(page), `${url} half way`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1))
      .toBe(true);
    expect(await coveredByWhatsApp(page), `${url} at the end`).toEqual([]);
  }
});

test("'Partager' without a share sheet opens WhatsApp with the name, the price in FCFA and the link", async ({ page, request }) => {
  const p = await productInStock(request);
  const { boutique } = await gql(request, "{ boutique { urlPublique } }");
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.goto(`/produits/${p.id}`);
  const share = page.getByRole("link", { name: "Partager" });
  const text = `${p.nom} — ${fcfaText(p.prixApresPromotion)}\n${boutique.urlPublique}/produits/${p.id}`;
  await expect(share).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(text)}`);
  await expect(share).toHaveAttribute("target", "_blank");
});

test("'Partager' with a share sheet hands it the product", async ({ page, request }) => {
  const p = await productInStock(request);
  const { boutique } = await gql(request, "{ boutique { urlPublique } }");
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(window, "__shared", { value: shared });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: unknown) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto(`/produits/${p.id}`);
  await page.getByRole("button", { name: "Partager" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
    .toEqual([{ title: p.nom, text: `${p.nom} — ${fcfaText(p.prixApresPromotion)}`, url: `${boutique.urlPublique}/produits/${p.id}` }]);
});
