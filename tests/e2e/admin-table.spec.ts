import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { apiTokens, useTokens, type Tokens } from "./admin-helpers.ts";

// Issue 29 item 6: the admin product list's dense table (a dozen products on a laptop's screen, the
// name kept in sight on a phone) and the dashboard's cards opening the list they count. The seeded
// demo shop of this worker has more than 20 products.
let tokens: Tokens;
test.beforeAll(async ({ request }) => {
  tokens = await apiTokens(request);
});

const COLUMNS = ["Photo", "Nom", "Catégorie", "Prix", "Promotion", "Stock", "Indicateurs"];
const rows = (page: Page) => page.getByTestId("product-row");

/** The rows drawn whole inside the window. */
const rowsInView = (page: Page) =>
  rows(page)
    .evaluateAll((els) =>
      els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    )
    .then((els) => els.length);

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the table view shows a seller's columns, 10 rows and more in one screen, and is kept @desktop-only", async ({ page }) => {
    await useTokens(page, tokens, "/admin/produits");
    await expect(page.getByTestId("admin-product-card").first()).toBeVisible();
    await page.getByRole("button", { name: "Affichage en tableau" }).click();
    await expect(page).toHaveURL(/vue=tableau/);
    const table = page.getByTestId("product-table");
    await expect(table.getByRole("columnheader")).toHaveText(["Sélectionner les produits de la page", ...COLUMNS, "Actions"]);
    await expect(rows(page)).toHaveCount(20);
    expect(await rowsInView(page)).toBeGreaterThanOrEqual(10);
    // Each row: a thumbnail loaded lazily, the name linked to its product, a price in FCFA, the menu.
    const first = rows(page).first();
    await expect(first.locator("img")).toHaveAttribute("loading", "lazy");
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/admin\/produits\/[^/]+$/);
    await expect(first).toContainText("FCFA");
    await expect(first.getByRole("button", { name: /^Actions pour / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByRole("button", { name: "Affichage en tableau" })).toHaveAttribute("aria-pressed", "true");
    await expect(rows(page)).toHaveCount(20);
    // Remembered: the menu's link (no `vue`) opens the table again, until the grid is chosen.
    await page.goto("/admin/produits?sortBy=prix");
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Affichage en tableau" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Affichage en grille" }).click();
    await expect(page.getByTestId("admin-product-card").first()).toBeVisible();
    await page.goto("/admin/produits");
    await expect(page.getByTestId("admin-product-card").first()).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test("each dashboard card opens the list it counts, with the same number @desktop-only", async ({ page }) => {
    const cards = [
      { list: "Statistiques", title: "Produits", url: /\/admin\/produits$/, count: "product-count" },
      { list: "Statistiques", title: "En rupture", url: /\/admin\/produits\?stock=rupture$/, count: "product-count" },
      { list: "Statistiques", title: "En promotion", url: /\/admin\/produits\?promotion=oui$/, count: "product-count" },
      {
        list: "Commandes et ventes",
        title: "Commandes sur 7 jours",
        url: /\/admin\/commandes\?du=\d{4}-\d{2}-\d{2}$/,
        count: "order-count",
      },
    ];
    await useTokens(page, tokens, "/admin");
    for (const card of cards) {
      await page.goto("/admin");
      const item = page
        .getByRole("list", { name: card.list })
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: card.title, exact: true }) });
      const link = item.getByRole("link");
      // The card's first paragraph is its number (the title is the link).
      const value = (await item.locator("p").first().innerText()).replace(/\D/g, "");
      if (card.title === "Produits") expect(Number(value), "the demo shop has products").toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(card.url);
      await expect(page.getByTestId(card.count), card.title).toHaveText(new RegExp(`^${value} (produit|commande)`));
    }
    await page.goto("/admin");
    await expect(page.getByRole("list", { name: "Statistiques" }).getByRole("link", { name: "En rupture" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("on a phone the table scrolls sideways and keeps the name in sight", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "the 390 px layout");
  await useTokens(page, tokens, "/admin/produits?vue=tableau");
  await expect(rows(page)).toHaveCount(20);
  const area = page.getByTestId("product-table").locator("xpath=..");
  const sizes = await area.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client); // the table scrolls, not the page
  expect(sizes.page).toBeLessThanOrEqual(390); // a hidden header cell once widened the page to 853 px
  const name = rows(page).first().getByRole("link");
  await area.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => area.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const box = (await name.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.width).toBeGreaterThanOrEqual(120);
  await expect(name).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
});
