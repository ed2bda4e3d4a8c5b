import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api, apiTokens, useTokens, type Tokens } from "./admin-helpers.ts";

// Issue 29 item 2 (decision 092): the seller's order of the categories reaches the storefront's
// header; a hidden category and a draft leave the storefront; the admin's 'Aperçu' still shows a
// draft. One category and two products of its own per run; the shop's order and flags are put
// back at the end (serial: each step uses the last).
test.describe.configure({ mode: "serial", timeout: 90_000 });

let tokens: Tokens;
let original: string[] = [];
const mine = { category: "", name: "", shown: "", shownName: "", draft: "", draftName: "" };

const CATEGORY_IDS = `{ categories { id } }`;
const REORDER = `mutation($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }`;
const ids = async (request: APIRequestContext, token?: string) =>
  ((await api(request, CATEGORY_IDS, {}, token)).categories as { id: string }[]).map((c) => c.id);

async function createProduct(request: APIRequestContext, nom: string) {
  const data = await api(
    request,
    `mutation($i: ProductInput!) { createProduct(input: $i) { id } }`,
    { i: { nom, prix: 12_000, stock: 5, typeProduit: mine.category } },
    tokens.accessToken,
  );
  return data.createProduct.id as string;
}

test.beforeAll(async ({ request }, testInfo) => {
  tokens = await apiTokens(request);
  const s = `${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  mine.name = `Ordre e2e ${s}`;
  mine.category = (
    await api(request, `mutation($i: CategoryInput!) { createCategory(input: $i) { id } }`, { i: { nom: mine.name } }, tokens.accessToken)
  ).createCategory.id;
  mine.shownName = `Boubou ordre ${s}`;
  mine.draftName = `Brouillon ordre ${s}`;
  mine.shown = await createProduct(request, mine.shownName);
  mine.draft = await createProduct(request, mine.draftName);
  original = (await ids(request, tokens.accessToken)).filter((id) => id !== mine.category);
});

test.afterAll(async ({ request }) => {
  // The shop as it was for the other specs: its order, and this category last and hidden (out of the header's five).
  await api(request, REORDER, { ids: [...original, mine.category] }, tokens.accessToken);
  await api(
    request,
    `mutation($id: ID!) { updateCategory(id: $id, input: { masquee: true }) { id } }`,
    { id: mine.category },
    tokens.accessToken,
  );
});

test.beforeEach(async ({ page }) => {
  await useTokens(page, tokens);
});

const card = (page: Page, name: string) =>
  page.getByTestId("admin-category-card").filter({ has: page.getByRole("button", { name, exact: true }) });
/** The category names the header (a phone: its menu) shows, in their order. */
async function headerCategories(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const menu = phone ? page.getByRole("dialog") : page.getByRole("navigation", { name: "Catégories" });
  await expect(menu.getByRole("link", { name: "Tous les produits" })).toBeVisible();
  const texts = (await menu.locator("a, button").allInnerTexts()).map((t) => t.trim());
  return texts.filter((t) => t !== "Tous les produits" && t !== "Livraison" && t !== "FAQ" && t !== "Plus" && t !== "");
}

test("reorder with 'Monter' and 'Descendre' (mouse and keyboard): the storefront's header follows", async ({ page, request }) => {
  // Second in the shop: one 'Monter' makes it first.
  await api(request, REORDER, { ids: [original[0], mine.category, ...original.slice(1)] }, tokens.accessToken);
  await page.goto("/admin/categories");
  const cards = page.getByTestId("admin-category-card");
  await expect(cards.nth(1)).toContainText(mine.name);
  await card(page, mine.name)
    .getByRole("button", { name: `Monter ${mine.name}` })
    .click();
  await expect(page.getByText("Ordre enregistré").first()).toBeVisible();
  await expect(cards.first()).toContainText(mine.name);
  await expect(card(page, mine.name).getByRole("button", { name: `Monter ${mine.name}` })).toBeDisabled();
  expect((await ids(request))[0]).toBe(mine.category);

  await page.goto("/");
  expect((await headerCategories(page))[0]).toBe(mine.name);

  // From the keyboard: back to second.
  await page.goto("/admin/categories");
  const down = card(page, mine.name).getByRole("button", { name: `Descendre ${mine.name}` });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(cards.nth(1)).toContainText(mine.name);
  await expect.poll(async () => (await ids(request))[1]).toBe(mine.category);
  await page.goto("/");
  expect((await headerCategories(page))[1]).toBe(mine.name);
});

test("a product saved as 'Brouillon' leaves /pro; the admin's 'Aperçu' opens it", async ({ page, request, browser }) => {
  await page.goto(`/admin/produits/update/${mine.draft}`);
  const draftSwitch = page.getByRole("switch", { name: "Brouillon" });
  await expect(draftSwitch).not.toBeChecked();
  await draftSwitch.check();
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.getByText("Produit modifié avec succès").first()).toBeVisible();

  await page.goto(`/admin/produits/${mine.draft}`);
  await expect(page.getByText("Brouillon", { exact: true })).toBeVisible();
  const [preview] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Aperçu" }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/apercu/${mine.draft}$`));
  await expect(preview.getByRole("heading", { level: 1, name: mine.draftName })).toBeVisible();

  await page.goto(`/pro?search=${encodeURIComponent("ordre")}`);
  await expect(page.getByRole("link", { name: mine.shownName }).first()).toBeVisible();
  await expect(page.getByText(mine.draftName)).toHaveCount(0);

  // A shopper (no session): the product page and the preview both say it does not exist.
  const shopper = await browser.newContext();
  const visitor = await shopper.newPage();
  await visitor.goto(`/produits/${mine.draft}`);
  await expect(visitor.getByText("Produit non trouvé")).toBeVisible();
  await visitor.goto(`/apercu/${mine.draft}`);
  await expect(visitor.getByText("Produit non trouvé")).toBeVisible();
  await shopper.close();
  expect((await api(request, `query($id: ID!) { product(id: $id) { id } }`, { id: mine.draft })).product).toBeNull();
});

test("a hidden category leaves the header and its products the storefront; the back-office shows 'Masquée'", async ({ page }) => {
  await page.goto(`/admin/categories/update/${mine.category}`);
  await page.getByRole("switch", { name: /Masquée/ }).check();
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.getByText("La catégorie a été modifiée avec succès !").first()).toBeVisible();
  await page.goto("/admin/categories");
  await expect(card(page, mine.name).getByText("Masquée", { exact: true })).toBeVisible();

  await page.goto("/");
  expect(await headerCategories(page)).not.toContain(mine.name);
  await page.goto(`/produits/${mine.shown}`);
  await expect(page.getByText("Produit non trouvé")).toBeVisible();
});
