import { expect, test } from "./hydrated.ts";
import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";

async function gql(request: APIRequestContext, query: string, variables?: object) {
  const r = await request.post("/graphql", { data: { query, variables } });
  return (await r.json()).data;
}
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1000) < 768;
/** On phones price, page size and view sit in the 'Filtres' bottom sheet (issue 13). */
async function openFiltersOnPhone(page: Page) {
  if (!isMobile(page)) return;
  await page.getByRole("button", { name: /^Filtres/ }).click();
  await expect(page.getByRole("dialog", { name: "Filtres" })).toBeVisible();
}
const fcfa = (text: string) => Number(text.replace(/\D/g, ""));
async function paidPrices(page: Page) {
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  const texts = await cards.locator("p.chakra-text:has-text('FCFA'):not(s)").allInnerTexts();
  return texts.map(fcfa);
}

test("home: carousel, benefits, at most 8 best products, testimonials, shop title", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Boutique en Ligne");
  await expect(page.getByRole("region", { name: "Nouveautés de la boutique" })).toBeVisible();
  await expect(page.getByText("Livraison rapide")).toBeVisible();
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(8);
  await expect(page.getByRole("heading", { name: "Ils nous font confiance" })).toBeVisible();
  await page.getByRole("button", { name: "Afficher l'image 3" }).click();
  await expect(page.getByRole("button", { name: "Afficher l'image 3" })).toHaveAttribute("aria-current", "true");
});

test("browse a category and a sub-type from the header", async ({ page, request }) => {
  const { categories } = await gql(request, "{ categories { id nom sousTypes { id nom } } }");
  const withTypes =
    categories.find((c: any) => c.sousTypes.length >= 3 && categories.indexOf(c) < 5) ?? categories.find((c: any) => c.sousTypes.length);
  await page.goto("/");
  if (isMobile(page)) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("button", { name: withTypes.nom }).click();
    await page.getByRole("link", { name: withTypes.sousTypes[1].nom, exact: true }).click();
  } else {
    const nav = page.getByRole("navigation", { name: "Catégories" });
    const index = categories.indexOf(withTypes);
    if (index < 5) {
      await nav.getByRole("link", { name: withTypes.nom }).hover();
      await nav.getByRole("link", { name: withTypes.sousTypes[1].nom, exact: true }).click();
    } else {
      await nav.getByRole("button", { name: "Plus" }).hover();
      await nav.getByRole("link", { name: withTypes.sousTypes[1].nom, exact: true }).click();
    }
  }
  await expect(page).toHaveURL(new RegExp(`/pro\\?categorie=${withTypes.id}&type=${withTypes.sousTypes[1].id}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${withTypes.nom} · ${withTypes.sousTypes[1].nom}`);
  await expect(page.getByTestId("product-card").first()).toContainText(withTypes.nom, { ignoreCase: true });
});

test("search ignores accents and case, drops the category, and empty text is ignored", async ({ page }) => {
  await page.goto("/pro?categorie=xyz");
  const box = page.getByRole("searchbox", { name: "Rechercher un produit" }).first();
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/pro\?categorie=xyz$/);
  await box.fill("  BOUBOU  ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/pro\?search=BOUBOU$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Résultats pour « BOUBOU »");
  await expect(page.getByTestId("product-card").first()).toContainText(/boubou/i);
  const names = await page.getByTestId("product-card").getByRole("heading").allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(n.toLowerCase()).toContain("boubou");
  await box.fill("zzzzintrouvable");
  await box.press("Enter");
  await expect(page.getByText("Aucun produit trouvé")).toBeVisible();
});

test("sort by price, filter by price, paginate; the URL keeps it through reload and Back", async ({ page }) => {
  await page.goto("/pro");
  await page.getByLabel("Trier par").selectOption("prix");
  await expect(page).toHaveURL(/sortBy=prix/);
  // The previous list stays on screen while the new one loads: wait for the new one.
  const ascending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1] <= n);
  await expect.poll(async () => ascending(await paidPrices(page))).toBe(true);

  await openFiltersOnPhone(page);
  await page.getByLabel("Prix min (FCFA)").fill("5 000");
  await page.getByLabel("Prix max (FCFA)").fill("20000");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/minPrice=5000&maxPrice=20000/);
  await expect.poll(async () => (await paidPrices(page)).every((p) => p >= 5000 && p <= 20000)).toBe(true);
  await openFiltersOnPhone(page);
  await page.getByRole("button", { name: "Réinitialiser" }).click();
  await expect(page).not.toHaveURL(/minPrice/);

  await openFiltersOnPhone(page);
  await page.getByLabel("Par page").selectOption("10");
  if (isMobile(page)) await page.keyboard.press("Escape");
  await expect(page.getByTestId("product-card")).toHaveCount(10);
  const firstOnPage1 = await page.getByTestId("product-card").getByRole("heading").first().innerText();
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");
  const firstOnPage2 = await page.getByTestId("product-card").getByRole("heading").first().innerText();
  expect(firstOnPage2).not.toBe(firstOnPage1);
  await page.reload();
  await expect(page.getByTestId("product-card").getByRole("heading").first()).toHaveText(firstOnPage2);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByTestId("product-card").getByRole("heading").first()).toHaveText(firstOnPage1);
});

test("product page: add within the stock, badge, cart kept after reload, WhatsApp order link", async ({ page, request }) => {
  const { products } = await gql(
    request,
    `{ products(limit: 100, sortBy: prix) { items { id nom stock enRupture prixApresPromotion options { nom } } } }`,
  );
  const product = products.items.find((p: any) => !p.enRupture && p.stock >= 2 && p.stock <= 6 && p.options.length === 0); // sold as one: no size to choose
  await page.goto(`/produits/${product.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.nom);
  const plus = page.getByRole("button", { name: "Augmenter la quantité" });
  for (let i = 1; i < product.stock; i++) await plus.click();
  await expect(page.getByTestId("quantity")).toHaveText(String(product.stock));
  await expect(plus).toBeDisabled();
  await page.getByRole("button", { name: "Ajouter au panier" }).first().click();
  await expect(page.getByText(`${product.stock} x ${product.nom} ajouté(s) à votre panier.`)).toBeVisible();
  await expect(page.getByTestId("quantity")).toHaveCount(0); // nothing left to add: the picker is gone
  await expect(page.getByTestId("cart-badge")).toHaveText(String(product.stock));

  await page.reload();
  await expect(page.getByTestId("cart-badge")).toHaveText(String(product.stock));
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByText("À calculer")).toBeVisible();
  const href = await page.getByTestId("order-link").getAttribute("href");
  expect(href).toMatch(/^https:\/\/wa\.me\/221770000000\?text=/);
  const text = decodeURIComponent(href!.split("?text=")[1]);
  const unit = product.prixApresPromotion.toLocaleString("fr-FR").replace(/\s/g, " ");
  const total = (product.prixApresPromotion * product.stock).toLocaleString("fr-FR").replace(/\s/g, " ");
  expect(text).toContain(`Bonjour Boutique en Ligne`);
  expect(text).toContain(`${product.stock} x ${product.nom} — ${unit} FCFA = ${total} FCFA`);
  expect(text).toContain(`Total : ${total} FCFA`);
  expect(text).toContain(`/produits/${product.id}`);

  await page.getByRole("button", { name: `Diminuer la quantité de ${product.nom}` }).click();
  await expect(page.getByTestId("line-quantity")).toHaveText(String(product.stock - 1));
  await page.getByRole("button", { name: `Retirer ${product.nom} du panier` }).click();
  await expect(page.getByText("Votre panier est vide")).toBeVisible();
});

test("out-of-stock products cannot be added from the list or their page", async ({ page, request }) => {
  const { products } = await gql(request, `{ products(limit: 100) { items { id nom enRupture } } }`);
  const out = products.items.find((p: any) => p.enRupture);
  await page.goto(`/produits/${out.id}`);
  await expect(page.getByText("Ce produit est actuellement en rupture de stock.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Non disponible" })).toBeDisabled();
  await page.goto(`/pro?search=${encodeURIComponent(out.nom)}`);
  const card = page.getByTestId("product-card").filter({ hasText: out.nom }).first();
  await expect(card.getByText("Rupture")).toBeVisible();
  await expect(card.getByRole("button", { name: "Non disponible" })).toBeDisabled();
});

test("a cart holding a product that no longer exists says so and leaves it out of the order", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem(
      "boutique_cart",
      JSON.stringify([{ productId: "disparu", name: "Ancien pagne", unitPrice: 5000, imageUrl: null, stock: 3, quantity: 1 }]),
    ),
  );
  await page.goto("/cart");
  await expect(page.getByText("Ce produit n'est plus disponible.")).toBeVisible();
  await expect(page.getByTestId("order-link")).toHaveCount(0);
});

test("FAQ filters by category and text; delivery page; unknown routes get the 404 page", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.locator("[data-scope=accordion][data-part=item]")).toHaveCount(15);
  await page.getByRole("button", { name: "Paiement", exact: true }).click();
  await expect(page.locator("[data-scope=accordion][data-part=item]")).toHaveCount(3);
  await page.getByRole("searchbox", { name: "Rechercher une question" }).fill("CARTE");
  await expect(page.locator("[data-scope=accordion][data-part=item]")).toHaveCount(1);
  await page.getByRole("button", { name: "Livraison", exact: true }).click();
  await expect(page.getByText("Aucune question trouvée")).toBeVisible();
  await page.goto("/livraison");
  await expect(page.getByRole("main").getByText("2 000 FCFA")).toBeVisible();
  await page.goto("/cette/page/nexiste/pas");
  await expect(page.getByRole("heading", { name: "Page Introuvable" })).toBeVisible();
  await expect(page.getByRole("link", { name: /WhatsApp/ }).first()).toHaveAttribute("href", /wa\.me\/221770000000/);
});

test("product links preview on WhatsApp: Open Graph tags in the served HTML", async ({ request }) => {
  // Other specs add photo-less products to the shared shop: take one with a photo.
  const { products } = await gql(request, `{ products(limit: 50) { items { id nom imagePrincipale { url } } } }`);
  const product = products.items.find((p: { imagePrincipale: unknown }) => p.imagePrincipale);
  const html = await (await request.get(`/produits/${product.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${product.nom.replace(/'/g, "&#39;")}`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\.webp" \/>/);
});

test("the first screen of /, /pro and a product page comes with the HTML: no GraphQL round trip", async ({ page, request }) => {
  const { products } = await gql(request, `{ products(limit: 1, sortBy: aLaUne) { items { id nom } } }`);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/graphql")) asked.push(r.url());
  });
  await page.goto("/pro?sortBy=prix&limit=10");
  await expect(page.getByTestId("product-card")).toHaveCount(10);
  await page.goto("/");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await page.goto(`/produits/${products.items[0].id}`);
  await expect(page.getByRole("heading", { level: 1, name: products.items[0].nom })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  // Moving on inside the shop asks the server as usual.
  await page.getByRole("link", { name: "Retour aux produits" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Tous les produits" })).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
});

for (const path of ["/", "/pro", "/cart", "/faq"]) {
  test(`no serious or critical accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("no serious or critical accessibility violation on a product page", async ({ page, request }) => {
  const { products } = await gql(request, `{ products(limit: 1, sortBy: aLaUne) { items { id } } }`);
  await page.goto(`/produits/${products.items[0].id}`);
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the WhatsApp button names the product and its link; out of stock, it asks to be told when back", async ({ page, request }) => {
  const { products, boutique } = await gql(request, `{ boutique { urlPublique } products(limit: 100) { items { id nom enRupture } } }`);
  const inStock = products.items.find((p: any) => !p.enRupture);
  const out = products.items.find((p: any) => p.enRupture);
  const question = async () => {
    const href = await page.getByRole("link", { name: "Nous écrire sur WhatsApp" }).getAttribute("href");
    return new URL(href!).searchParams.get("text");
  };
  // Drawn by the server already: a tap before the code sends the same message.
  const html = await (await request.get(`/produits/${out.id}`)).text();
  expect(decodeURIComponent(html.match(/href="https:\/\/wa\.me\/\d+\?text=([^"]+)"/)![1])).toContain(
    `${out.nom} (${boutique.urlPublique}/produits/${out.id})`,
  );
  await page.goto(`/produits/${out.id}`);
  await expect.poll(question).toContain(`je suis intéressée par ${out.nom} (${boutique.urlPublique}/produits/${out.id})`);
  expect(await question()).toContain("me prévenir quand il sera de nouveau disponible");
  await page.goto(`/produits/${inStock.id}`);
  await expect.poll(question).toContain(`${inStock.nom} (${boutique.urlPublique}/produits/${inStock.id})`);
  expect(await question()).not.toContain("prévenir");
  await page.getByRole("link", { name: "Retour aux produits" }).click();
  await expect(page).toHaveURL(/\/pro/);
  await expect.poll(question).toMatch(/^Bonjour .*, j'ai une question\.$/);
});
