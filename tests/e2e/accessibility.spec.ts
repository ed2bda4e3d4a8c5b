// Issue 11: axe on states the page-load checks of storefront.spec.ts do not reach: a cart with a
// product in it, and loading states (the GraphQL answer held back so the page stays loading).
import { expect, test } from "./hydrated.ts";
import { seriousViolations } from "./axe.ts";
import { signIn, openMenu } from "./admin-helpers.ts";
import { holdOperation } from "./hold.ts";

test("no serious or critical accessibility violation on /cart with a product in it", async ({ page, request }) => {
  const r = await request.post("/graphql", {
    data: { query: `{ products(limit: 1, sortBy: aLaUne) { items { id nom prixApresPromotion stock images { thumbnailUrl } } } }` },
  });
  const p = (await r.json()).data.products.items[0];
  const line = {
    productId: p.id,
    name: p.nom,
    unitPrice: p.prixApresPromotion,
    imageUrl: p.images[0]?.thumbnailUrl ?? null,
    stock: p.stock,
    quantity: 1,
  };
  await page.addInitScript((l) => localStorage.setItem("boutique_cart", JSON.stringify([l])), line);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(await seriousViolations(page)).toEqual([]);
});

test("no serious or critical accessibility violation while the product list loads", async ({ page }) => {
  await page.goto("/cart");
  await holdOperation(page, "ProductList");
  await page.getByRole("link", { name: "Découvrir nos produits" }).click();
  await expect(page).toHaveURL(/\/pro$/);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /chargement/i })
      .first(),
  ).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
});

test("no serious or critical accessibility violation while the administrators list loads", async ({ page }) => {
  await signIn(page);
  await holdOperation(page, "AdminList");
  await openMenu(page, "Utilisateurs");
  await expect(page).toHaveURL(/\/admin\/utilisateurs$/);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /chargement/i })
      .first(),
  ).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
});

test("no serious or critical accessibility violation while new results load over the old ones", async ({ page }) => {
  await page.goto("/pro");
  await holdOperation(page, "ProductList");
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "2", exact: true }).click();
  await expect(page.locator("[aria-busy=true]").filter({ has: page.getByTestId("product-card") })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
