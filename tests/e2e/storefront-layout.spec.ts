// Issue 24, items 2-9: the storefront's layout on a 390 px phone and a 1280 × 800 desktop.
import { expect, test } from "./hydrated.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { SUPER_ADMIN } from "./admin-helpers.ts";

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1000) < 768;

async function gql(request: APIRequestContext, query: string, variables?: object, token?: string) {
  const r = await request.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await r.json()).data;
}

interface Product {
  id: string;
  nom: string;
  prixApresPromotion: number;
  stock: number;
  enRupture: boolean;
  images: { thumbnailUrl: string }[];
}

/** Three cart lines: the longest names in stock, the dearest (five-digit amounts) among them. */
async function threeLines(request: APIRequestContext) {
  const { products } = await gql(
    request,
    "{ products(limit: 100) { items { id nom prixApresPromotion stock enRupture images { thumbnailUrl } } } }",
  );
  const items = (products.items as Product[]).filter((p) => !p.enRupture && p.stock > 2 && p.prixApresPromotion >= 10_000);
  items.sort((a, b) => b.nom.length - a.nom.length);
  return items.slice(0, 3).map((p) => ({
    productId: p.id,
    name: p.nom,
    unitPrice: p.prixApresPromotion,
    imageUrl: p.images[0]?.thumbnailUrl ?? null,
    stock: p.stock,
    quantity: 1,
  }));
}

/** Boxes of the elements under 44 × 44 px among those named (CSS selectors), visible ones only. */
async function smallTargets(page: Page, selectors: string[]) {
  return page.evaluate(
    (list) =>
      list.flatMap((s) =>
        [...document.querySelectorAll<HTMLElement>(s)]
          .filter((el) => el.checkVisibility())
          .map((el) => ({ s, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width < 44 || r.height < 44)
          .map(({ s, r }) => `${s} ${Math.round(r.width)}×${Math.round(r.height)}`),
      ),
    selectors,
  );
}

/** WCAG contrast ratio of the first empty star's colour on its card. */
async function emptyStarContrast(page: Page) {
  return page.evaluate(() => {
    const star = document.querySelector('[data-testid="product-card"] [role="img"] > span')!;
    const card = star.closest('[data-testid="product-card"]')!;
    const rgb = (c: string) =>
      c
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const lum = ([r, g, b]: number[]) =>
      [r, g, b]
        .map((v) => {
          v /= 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        })
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const [a, b] = [lum(rgb(getComputedStyle(star).color)), lum(rgb(getComputedStyle(card).backgroundColor))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

test("/pro: a bottom bar only where it carries something, WhatsApp covering nothing, a full row of products on 1280 × 800, 44 px targets, visible empty stars", async ({
  page,
}) => {
  if (!isMobile(page)) await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/pro");
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  const whatsapp = page.getByRole("link", { name: "Nous écrire sur WhatsApp" });
  await expect(whatsapp).toBeVisible();
  if (isMobile(page)) {
    // No bar with nothing but the WhatsApp button: it sits in the header, compact.
    await expect(page.getByTestId("bottom-bar")).toBeHidden();
    const [button, header] = await Promise.all([whatsapp.boundingBox(), page.locator("header").boundingBox()]);
    expect(button!.y + button!.height).toBeLessThanOrEqual(header!.y + header!.height);
    expect(await smallTargets(page, ["header a", "header button", "header input"])).toEqual([]);
  } else {
    // The first row (four cards) whole in the first screen; the banner comes after the products.
    const bottoms = await cards.evaluateAll((all) => all.slice(0, 4).map((c) => c.getBoundingClientRect().bottom));
    expect(bottoms).toHaveLength(4);
    for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(800);
    const banner = page.getByRole("region", { name: "Notre sélection" });
    await expect(banner).toBeAttached();
    expect((await banner.boundingBox())!.y).toBeGreaterThan((await cards.last().boundingBox())!.y);
    expect(await smallTargets(page, ["header a[href='/cart']", "header button", "header input", "nav[aria-label='Catégories'] a"])).toEqual(
      [],
    );
  }
  expect(
    await smallTargets(page, ["main [data-testid='product-card'] button", "nav[aria-label='Pagination'] button", "main select"]),
  ).toEqual([]);
  expect(await emptyStarContrast(page)).toBeGreaterThanOrEqual(3);

  // The end of the page is reachable: the footer's last line is not under anything.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole("contentinfo").getByText(/© \d{4}/);
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(
    await last.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.right - 2, r.bottom - 2));
    }),
  ).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});

test("cart with three lines: total and 'Commander sur WhatsApp' in view, whole names, amounts that never wrap", async ({
  page,
  request,
}) => {
  const lines = await threeLines(request);
  expect(lines).toHaveLength(3);
  await page.addInitScript((l) => {
    if (!localStorage.getItem("boutique_cart")) localStorage.setItem("boutique_cart", JSON.stringify(l));
  }, lines);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  await expect(page.getByTestId("order-link")).toBeAttached(); // prices and stock checked
  const total = lines.reduce((sum, l) => sum + l.unitPrice, 0);
  const shown = `${new Intl.NumberFormat("fr-FR").format(total).replace(/\s/g, "\u202f")}\u202fFCFA`;
  if (isMobile(page)) {
    const bar = page.getByTestId("order-bar");
    await expect(bar).toBeInViewport({ ratio: 1 });
    expect(await bar.getByTestId("order-bar-total").textContent()).toBe(shown);
    await expect(bar.getByRole("link", { name: "Commander sur WhatsApp" })).toHaveAttribute(
      "href",
      (await page.getByTestId("order-link").getAttribute("href"))!,
    );
    expect(await seriousViolations(page)).toEqual([]);
    // Once the summary's own button shows, the bar gives the page its room back.
    await page.getByTestId("order-link").scrollIntoViewIfNeeded();
    await expect(bar).toHaveCount(0);
    await expect(page.getByTestId("bottom-bar")).toBeHidden();
  } else {
    await expect(page.getByTestId("order-link")).toBeInViewport();
    await expect(page.getByTestId("cart-total")).toBeInViewport();
  }
  expect(await page.getByTestId("cart-total").textContent()).toBe(shown);
  // Names whole (the colour at their end shows), on as many lines as they need.
  for (const [i, l] of lines.entries()) {
    const name = page.getByTestId("cart-line").nth(i).getByRole("link", { name: l.name, exact: true });
    await expect(name).toBeVisible();
    expect(
      await name.evaluate((el) => {
        const p = el.parentElement!;
        return p.scrollHeight <= p.clientHeight + 1 && getComputedStyle(p).webkitLineClamp === "none";
      }),
    ).toBe(true);
  }
  // No amount breaks: every space inside or after a number is a narrow no-break one, and each shows on one line.
  const text = await page.locator("main").innerText();
  expect(text).toMatch(/\d\u202fFCFA/);
  expect(text).not.toMatch(/\d[ \u00a0]\d{3}\b|\d[ \u00a0]FCFA/);
  const oneLine = await page.getByTestId("cart-line").evaluateAll((rows) =>
    rows.flatMap((row) =>
      [...row.querySelectorAll("p")]
        .filter((p) => /FCFA/.test(p.textContent ?? ""))
        .map((p) => {
          const range = document.createRange();
          const node = [...p.childNodes].find((n) => /FCFA/.test(n.textContent ?? ""))!;
          range.selectNodeContents(node);
          const amount = /[\d\u202f]+FCFA/.exec(node.textContent!)!;
          range.setStart(node.nodeType === Node.TEXT_NODE ? node : node.firstChild!, amount.index);
          range.setEnd(node.nodeType === Node.TEXT_NODE ? node : node.firstChild!, amount.index + amount[0].length);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
    ),
  );
  expect(oneLine.length).toBeGreaterThanOrEqual(6);
  expect(oneLine.every((n) => n === 1)).toBe(true);
});

test("a failed load says so with 'Réessayer' (product page, home); 'Retour aux produits' returns to the list left", async ({
  page,
  request,
}) => {
  const { categories } = await gql(request, "{ categories(withProducts: true) { id nbProduitsTotal } }");
  const category = categories.find((c: { nbProduitsTotal: number }) => c.nbProduitsTotal > 10);
  const list = `/pro?categorie=${category.id}&sortBy=prix&limit=10&page=2`;
  await page.goto(list);
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  let failing = true;
  await page.route("**/graphql", (route) =>
    failing && /query (ProductDetail|Home)\b/.test(route.request().postData() ?? "")
      ? route.abort("internetdisconnected")
      : route.fallback(),
  );

  const first = page.getByTestId("product-card").first().getByRole("heading").getByRole("link");
  const name = await first.textContent();
  await first.click();
  await expect(page.getByRole("heading", { name: "Erreur de chargement" })).toBeVisible();
  await expect(page.getByText("Produit non trouvé")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  failing = false;
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: name! })).toBeVisible();
  await page.getByRole("link", { name: "Retour aux produits" }).click();
  await expect(page).toHaveURL(list);
  await expect(page.getByTestId("product-card").first()).toBeVisible();

  // Home: no empty banner box, the products section says it failed.
  failing = true;
  await page.locator('header a[href="/"]').click();
  await expect(page).toHaveURL(/\/$/);
  const best = page.getByRole("region", { name: "Nos meilleurs produits" });
  await expect(best.getByRole("heading", { name: "Erreur de chargement" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Nouveautés de la boutique" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  failing = false;
  await best.getByRole("button", { name: "Réessayer" }).click();
  await expect(best.getByTestId("product-card").first()).toBeVisible();
});

test("home best products come from across the catalogue, two a category at most; a category with no product is in no menu", async ({
  page,
  request,
}) => {
  test.skip(isMobile(page), "the choice is the server's; the menus' filter too");
  const { bestProducts } = await gql(request, "{ bestProducts { typeProduit { id } produits { id nom } } }");
  const chosen = bestProducts.flatMap((g: { typeProduit: { id: string }; produits: { nom: string }[] }) =>
    g.produits.map((p) => ({ ...p, category: g.typeProduit.id })),
  );
  expect(chosen).toHaveLength(8);
  const perCategory = new Map<string, number>();
  for (const p of chosen as { category: string }[]) perCategory.set(p.category, (perCategory.get(p.category) ?? 0) + 1);
  expect(perCategory.size).toBeGreaterThanOrEqual(4);
  expect([...perCategory.values()].every((n) => n <= 2)).toBe(true);

  const { login } = await gql(request, "mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }", {
    i: SUPER_ADMIN.email,
    p: SUPER_ADMIN.password,
  });
  const { createCategory: empty } = await gql(
    request,
    'mutation { createCategory(input: { nom: "Catégorie sans produit" }) { id } }',
    undefined,
    login.accessToken,
  );
  try {
    await page.goto("/");
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(8);
    expect(await cards.getByRole("heading").allTextContents()).toEqual(chosen.map((p: { nom: string }) => p.nom));
    const nav = page.getByRole("navigation", { name: "Catégories" });
    await expect(nav.getByRole("link").first()).toBeVisible();
    expect(await nav.textContent()).not.toContain("Catégorie sans produit");
    expect(await page.locator("header").innerHTML()).not.toContain(empty.id);
  } finally {
    await gql(request, "mutation($id: ID!) { deleteCategory(id: $id) }", { id: empty.id }, login.accessToken);
  }
});
