import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { api, apiTokens, menuSettled, useTokens, type Tokens } from "./admin-helpers.ts";

// Issue 29 item 3 (decision 093): bulk work on the product list as a seller meets it, on a laptop
// and on a phone: products chosen one by one, a page, or every result of the filter; each change
// confirmed with how many it covers; and 'Dupliquer', which opens the form on a copy with its photos.
// The products are this spec's own (a category per project and run): the worker's shop is shared.
test.describe.configure({ mode: "serial" });

const COUNT = 12;
let tokens: Tokens;
let tag = "";
const categories = { from: "", to: "", toName: "" };

test.beforeAll(async ({ request }, info) => {
  tokens = await apiTokens(request);
  tag = `${info.project.name}-${Date.now().toString(36)}`;
  const create = "mutation($input: CategoryInput!) { createCategory(input: $input) { id } }";
  categories.from = (await api(request, create, { input: { nom: `Lot départ ${tag}` } }, tokens.accessToken)).createCategory.id;
  categories.toName = `Lot arrivée ${tag}`;
  categories.to = (await api(request, create, { input: { nom: categories.toName } }, tokens.accessToken)).createCategory.id;
  for (let i = 1; i <= COUNT; i++)
    await api(
      request,
      "mutation($input: ProductInput!) { createProduct(input: $input) { id } }",
      { input: { nom: `Article ${String(i).padStart(2, "0")} ${tag}`, prix: 10_000, stock: 4, typeProduit: categories.from } },
      tokens.accessToken,
    );
});

test.beforeEach(async ({ page }) => {
  await useTokens(page, tokens);
});

const listOf = async (request: Parameters<typeof api>[0], categoryId: string) =>
  (
    await api(
      request,
      "query($c: ID) { products(categoryId: $c, limit: 100) { items { id nom prixApresPromotion aLaUne } } }",
      { c: categoryId },
      tokens.accessToken,
    )
  ).products.items as { id: string; nom: string; prixApresPromotion: number; aLaUne: boolean }[];

async function openList(page: Page, categoryId: string, query = "") {
  await page.goto(`/admin/categories/${categoryId}/produits${query}`);
  await expect(page.getByTestId("product-count")).toBeVisible();
}

async function choose(page: Page, item: string) {
  await page.getByRole("button", { name: "Modifier la sélection" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toHaveAttribute("data-state", "open");
  await menuSettled(menu);
  await menu.getByRole("menuitem", { name: item }).click();
}

test("two products chosen by hand get a promotion once confirmed; a wrong percentage is refused first", async ({ page, request }) => {
  await openList(page, categories.from);
  await page.getByRole("checkbox", { name: `Sélectionner Article 01 ${tag}`, exact: true }).check();
  await page.getByRole("checkbox", { name: `Sélectionner Article 02 ${tag}`, exact: true }).check();
  await expect(page.getByTestId("bulk-count")).toHaveText("2 produits sélectionnés");
  await choose(page, "Appliquer une promotion…");
  const dialog = page.getByRole("alertdialog", { name: "Appliquer une promotion à 2 produits ?" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Promotion (%)").fill("120");
  await dialog.getByRole("button", { name: "Appliquer" }).click();
  await expect(dialog.getByText("La promotion doit être un pourcentage entier entre 0 et 100.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel("Promotion (%)").fill("20");
  await dialog.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByText("2 produits modifiés.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("bulk-count")).toBeHidden();
  const prices = Object.fromEntries((await listOf(request, categories.from)).map((p) => [p.nom, p.prixApresPromotion]));
  expect(prices[`Article 01 ${tag}`]).toBe(8_000);
  expect(prices[`Article 02 ${tag}`]).toBe(8_000);
  expect(prices[`Article 03 ${tag}`]).toBe(10_000);
});

test("a page, then every result of the filter, goes 'À la une'", async ({ page, request }) => {
  await openList(page, categories.from, "?limit=10");
  await page.getByLabel("Sélectionner les produits de la page").check();
  await expect(page.getByTestId("bulk-count")).toHaveText("10 produits sélectionnés");
  await page.getByRole("button", { name: `Sélectionner les ${COUNT} résultats du filtre` }).click();
  await expect(page.getByTestId("bulk-count")).toHaveText(`Les ${COUNT} produits du filtre sélectionnés`);
  expect(await seriousViolations(page)).toEqual([]);
  await choose(page, "Mettre à la une");
  const dialog = page.getByRole("alertdialog", { name: `Mettre ${COUNT} produits à la une ?` });
  await dialog.getByRole("button", { name: "Mettre à la une" }).click();
  await expect(page.getByText(`${COUNT} produits modifiés.`)).toBeVisible();
  expect((await listOf(request, categories.from)).every((p) => p.aLaUne)).toBe(true);
});

test("every product moves to another category, then is deleted after a confirmation naming how many", async ({ page, request }) => {
  await openList(page, categories.from, "?limit=50");
  await page.getByLabel("Sélectionner les produits de la page").check();
  await choose(page, "Changer de catégorie…");
  const move = page.getByRole("alertdialog", { name: `Changer la catégorie de ${COUNT} produits ?` });
  await move.getByLabel("Catégorie").selectOption({ label: categories.toName });
  await move.getByRole("button", { name: "Déplacer" }).click();
  await expect(page.getByText(`${COUNT} produits modifiés.`)).toBeVisible();
  await expect(page.getByText("Aucun produit trouvé")).toBeVisible();
  expect(await listOf(request, categories.to)).toHaveLength(COUNT);

  await openList(page, categories.to, "?limit=50");
  await page.getByLabel("Sélectionner les produits de la page").check();
  await page.getByRole("region", { name: "Sélection" }).getByRole("button", { name: "Supprimer" }).click();
  const removal = page.getByRole("alertdialog", { name: `Supprimer ${COUNT} produits ?` });
  await expect(removal).toContainText(`Les ${COUNT} produits seront supprimés définitivement, avec leurs photos.`);
  await removal.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText(`${COUNT} produits supprimés.`)).toBeVisible();
  await expect(page.getByText("Aucun produit trouvé")).toBeVisible();
  expect(await listOf(request, categories.to)).toHaveLength(0);
});

test("'Dupliquer' opens the form on a draft copy, photos included", async ({ page, request }) => {
  const { products } = await api(request, "{ products(limit: 100) { items { id nom images { id } } } }", {}, tokens.accessToken);
  const source = products.items.find((p: { images: unknown[] }) => p.images.length >= 2);
  test.skip(!source, "no demo product has two photos");
  await page.goto(`/admin/produits?search=${encodeURIComponent(source.nom)}`);
  await expect(page.getByTestId("product-count")).toBeVisible();
  await page
    .getByRole("button", { name: `Actions pour ${source.nom}` })
    .first()
    .click();
  await page.getByRole("menu").getByRole("menuitem", { name: "Dupliquer" }).click();
  await expect(page.getByRole("heading", { name: "Dupliquer le produit" })).toBeVisible();
  const name = `${source.nom} (copie)`;
  await expect(page.getByLabel("Nom du produit")).toHaveValue(name);
  await expect(page.getByRole("button", { name: /^Retirer : / })).toHaveCount(source.images.length);
  await expect(page.getByRole("switch", { name: "Brouillon" })).toBeChecked();
  await page.getByRole("button", { name: "Créer le produit" }).click();
  await expect(page.getByText("Produit créé avec succès")).toBeVisible();
  const copies = (
    await api(
      request,
      "query($s: String) { products(search: $s, limit: 10, brouillon: true) { items { id nom brouillon images { id } } } }",
      { s: name },
      tokens.accessToken,
    )
  ).products.items.filter((p: { nom: string }) => p.nom === name);
  expect(copies).toHaveLength(1);
  expect(copies[0].images).toHaveLength(source.images.length);
  await api(request, "mutation($id: ID!) { deleteProduct(id: $id) }", { id: copies[0].id }, tokens.accessToken);
});
