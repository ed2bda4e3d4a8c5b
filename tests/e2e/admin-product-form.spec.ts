import fs from "node:fs";
import path from "node:path";
import { seriousViolations } from "./axe.ts";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api, apiTokens, pngFiles, useTokens, type Tokens } from "./admin-helpers.ts";
import { dataDirPointer } from "./data-dir.ts";
import { holdGraphql, holdOperation } from "./hold.ts";

const suffix = () => Math.random().toString(36).slice(2, 8);

// One session for the file: the pages and the API calls use its tokens.
let tokens: Tokens;
test.beforeAll(async ({ request }) => {
  tokens = await apiTokens(request);
});
const adminToken = async (_request: APIRequestContext) => tokens.accessToken;

const uploadsDir = () => path.join(fs.readFileSync(dataDirPointer(), "utf8").trim(), "uploads");
const fileOf = (url: string) => path.join(uploadsDir(), decodeURIComponent(url.replace(/^\/uploads\//, "")));
/** originalName is shown to signed-in administrators only. */
const productImages = async (request: APIRequestContext, id: string, token: string) =>
  (await api(request, `query($id: ID!) { product(id: $id) { images { originalName url } } }`, { id }, token)).product.images as {
    originalName: string;
    url: string;
  }[];

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const fileInput = (page: Page) => page.locator('input[type="file"][multiple]');

// Signed in without loading a page: each test opens its own first screen.
test.beforeEach(async ({ page }) => {
  await useTokens(page, tokens);
});

test("a product created with two photos from a sub-type, re-ordered, given new photos and marked out of stock", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const s = suffix();
  const { createCategory: category } = await api(
    request,
    `mutation($n: String!) { createCategory(input: { nom: $n, sousTypes: [{ nom: "Wax" }, { nom: "Bazin" }] }) { id sousTypes { id nom } } }`,
    { n: `Pagnes ${s}` },
    token,
  );
  const bazin = category.sousTypes.find((t: { nom: string }) => t.nom === "Bazin").id;
  const name = `Boubou ${s}`;

  await page.goto(`/admin/categories/${category.id}/type/${bazin}/produits/add`);
  await expect(page.getByRole("heading", { name: "Créer un produit" })).toBeVisible();
  await expect(page.getByLabel("Catégorie")).toBeDisabled();
  await expect(page.getByLabel("Catégorie")).toHaveValue(category.id);
  await expect(page.getByLabel("Sous-type")).toHaveValue(bazin);
  await expect(page.getByLabel("Sous-type")).toBeDisabled();
  await expectAxeClean(page);
  await page.getByLabel("Nom du produit").fill(name);
  await page.getByLabel("Prix de base (FCFA)").fill("10000");
  await page.getByLabel("Promotion (%)").fill("25");
  await page.getByRole("textbox", { name: "Stock", exact: true }).fill("6");
  await expect(page.getByText("Prix final après promotion")).toBeVisible();
  await expect(page.getByText("7 500 FCFA")).toBeVisible();
  await expect(page.getByText("Économie réalisée")).toBeVisible();
  await expect(page.getByText("2 500 FCFA")).toBeVisible();
  await fileInput(page).setInputFiles(await pngFiles({ "rouge.png": "#c0392b", "bleu.png": "#2c3e90" }));
  await expect(page.getByText("2/5")).toBeVisible();
  await expect(page.getByText("Nouveau", { exact: true })).toHaveCount(2);
  await page.getByRole("button", { name: "Créer le produit" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/categories/${category.id}/type/${bazin}/produits$`));
  await expect(toast(page, "Produit créé avec succès")).toBeVisible();

  const { products } = await api(
    request,
    `query($q: String) { products(search: $q) { items { id prixApresPromotion sousTypeProduit { id } } } }`,
    { q: name },
  );
  expect(products.items).toHaveLength(1);
  const product = products.items[0];
  expect([product.prixApresPromotion, product.sousTypeProduit.id]).toEqual([7500, bazin]);
  const created = await productImages(request, product.id, token);
  expect(created.map((i) => i.originalName)).toEqual(["rouge.png", "bleu.png"]);

  // Re-order the existing photos: the blue one becomes the main photo, on the shop too.
  await page.goto(`/admin/produits/update/${product.id}`);
  await expect(page.getByRole("heading", { name: "Modifier le produit" })).toBeVisible();
  await expect(page.getByText("Existant", { exact: true })).toHaveCount(2);
  await page.getByRole("button", { name: "Mettre en premier : bleu.png" }).click();
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page).toHaveURL(/\/admin\/produits$/);
  const reordered = await productImages(request, product.id, token);
  expect(reordered.map((i) => i.originalName)).toEqual(["bleu.png", "rouge.png"]);
  await page.goto(`/produits/${product.id}`);
  await expect(page.getByRole("img", { name }).first()).toHaveAttribute("src", reordered[0].url);

  // One photo replaced and another added, then one removed, each on its own; a removed photo's file
  // leaves the disk once the change is saved, the others stay.
  for (const image of reordered) expect(fs.existsSync(fileOf(image.url))).toBe(true);
  await page.goto(`/admin/produits/update/${product.id}`);
  await page.getByLabel("Remplacer : rouge.png").setInputFiles(await pngFiles({ "vert.png": "#1e8449" }));
  await fileInput(page).setInputFiles(await pngFiles({ "jaune.png": "#f1c40f" }));
  await expect(page.getByText("3/5")).toBeVisible();
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page).toHaveURL(/\/admin\/produits$/);
  const replaced = await productImages(request, product.id, token);
  expect(replaced.map((i) => i.originalName)).toEqual(["bleu.png", "vert.png", "jaune.png"]);
  expect(replaced[0].url).toBe(reordered[0].url);
  await expect.poll(() => fs.existsSync(fileOf(reordered[1].url))).toBe(false);
  await page.goto(`/admin/produits/update/${product.id}`);
  await page.getByRole("button", { name: "Retirer : bleu.png" }).click();
  await expect(page.getByText("2/5")).toBeVisible();
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page).toHaveURL(/\/admin\/produits$/);
  expect((await productImages(request, product.id, token)).map((i) => i.originalName)).toEqual(["vert.png", "jaune.png"]);
  await expect.poll(() => fs.existsSync(fileOf(reordered[0].url))).toBe(false);
  expect(fs.existsSync(fileOf(replaced[2].url))).toBe(true);

  // Out of stock: the shop says so.
  await page.goto(`/admin/produits/update/${product.id}`);
  await page.getByRole("switch", { name: "En rupture" }).check();
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(toast(page, "Produit modifié avec succès")).toBeVisible();
  await page.goto(`/produits/${product.id}`);
  // The page's own button (phones also show it in the bottom bar).
  await expect(page.getByRole("main").getByRole("button", { name: "Non disponible" })).toBeDisabled();
});

test("validation messages, and the sub-type follows the category", async ({ page, request }) => {
  const token = await adminToken(request);
  const s = suffix();
  const { createCategory: withTypes } = await api(
    request,
    `mutation($n: String!) { createCategory(input: { nom: $n, sousTypes: [{ nom: "Sacs" }, { nom: "Ceintures" }] }) { id sousTypes { id } } }`,
    { n: `Maroquinerie ${s}` },
    token,
  );
  const { createCategory: bare } = await api(
    request,
    `mutation($n: String!) { createCategory(input: { nom: $n }) { id } }`,
    { n: `Parfums ${s}` },
    token,
  );
  await page.goto("/admin/produits/add");
  const subType = page.getByLabel("Sous-type");
  await expect(subType).toBeDisabled();
  await expect(subType).toContainText("Sélectionnez d'abord une catégorie");

  // Enter in a field submits the form (the toasts pile up over the bottom-right button).
  await page.getByRole("button", { name: "Créer le produit" }).click();
  await expect(toast(page, "Le nom du produit est requis")).toBeVisible();
  await page.getByLabel("Nom du produit").fill(`Sac ${s}`);
  await page.getByLabel("Nom du produit").press("Enter");
  await expect(toast(page, "Le prix doit être supérieur à 0")).toBeVisible();
  await page.getByLabel("Prix de base (FCFA)").fill("5000");
  await page.getByLabel("Prix de base (FCFA)").press("Enter");
  await expect(toast(page, "Veuillez sélectionner une catégorie")).toBeVisible();

  await page.getByLabel("Catégorie").selectOption(withTypes.id);
  await expect(subType).toBeEnabled();
  await expect(subType).toHaveValue(withTypes.sousTypes[0].id);
  await page.getByLabel("Catégorie").selectOption(bare.id);
  await expect(subType).toBeDisabled();
  await expect(subType).toContainText("Aucun sous-type disponible");
  await page.getByLabel("Nom du produit").press("Enter");
  await expect(toast(page, "Le stock est requis")).toBeVisible();
  await page.getByRole("textbox", { name: "Stock", exact: true }).fill("-3");
  await page.getByLabel("Nom du produit").press("Enter");
  await expect(toast(page, "Le stock doit être un nombre entier de 0 à 1 000 000")).toBeVisible();
  await page.getByRole("textbox", { name: "Stock", exact: true }).fill("3");
  await page.getByLabel("Nom du produit").press("Enter");
  await expect(page).toHaveURL(/\/admin\/produits$/);
});

test("refuses a 6 MB file and a text file renamed .png", async ({ page }) => {
  await page.goto("/admin/produits/add");
  await fileInput(page).setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(toast(page, "Fichier trop volumineux")).toBeVisible();
  await expect(toast(page, "Le fichier enorme.png dépasse la limite de 5MB")).toBeVisible();
  await expect(page.getByText("0/5")).toBeVisible();

  // The browser calls it image/png from its name: its first bytes tell, as soon as it is picked.
  await fileInput(page).setInputFiles({ name: "faux.png", mimeType: "image/png", buffer: Buffer.from("ceci n'est pas une image") });
  await expect(toast(page, "Le fichier faux.png n'est pas une image PNG, JPG, GIF ou WebP")).toBeVisible();
  await expect(page.getByText("0/5")).toBeVisible();
});

test("leaving a form with unsaved changes asks first, through a link and the back button", async ({ page }) => {
  await page.goto("/admin"); // the page Back returns to
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/produits/add");
  await page.getByLabel("Nom du produit").fill("Brouillon");
  const dialog = page.getByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
  await page.getByRole("link", { name: "Annuler" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/produits\/add$/);
  await expect(page.getByLabel("Nom du produit")).toHaveValue("Brouillon");

  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Quitter la page" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("no serious or critical accessibility violation on the product form, loading included", async ({ page }) => {
  const release = await holdOperation(page, "ProductFormCategories");
  await page.goto("/admin/produits/add");
  await expect(page.getByRole("status").filter({ hasText: "Chargement du formulaire…" })).toBeAttached();
  await expectAxeClean(page);
  release();
  await expect(page.getByRole("heading", { name: "Créer un produit" })).toBeVisible();
  await page.getByLabel("Prix de base (FCFA)").fill("8000");
  await page.getByLabel("Promotion (%)").fill("10");
  await fileInput(page).setInputFiles(await pngFiles({ "a.png": "#884422", "b.png": "#224488" }));
  await expect(page.getByText("2/5")).toBeVisible();
  await expectAxeClean(page);

  // While the photos are sent: busy label and progress bar, checked too.
  const send = await holdGraphql(page, (request) => request.headers()["content-type"]?.startsWith("multipart/form-data") === true);
  await page.getByLabel("Nom du produit").fill(`Axe ${suffix()}`);
  await page.getByRole("textbox", { name: "Stock", exact: true }).fill("2");
  await page.getByLabel("Catégorie").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Créer le produit" }).click();
  await expect(page.getByRole("button", { name: "Création..." })).toBeDisabled();
  await expect(page.getByRole("progressbar", { name: "Envoi des images" })).toBeVisible();
  await expectAxeClean(page);
  send();
  await expect(page).toHaveURL(/\/admin\/produits$/);
});

test("the edit form in dark theme, and its load failure with 'Réessayer'", async ({ page, request }) => {
  const { products } = await api(request, `{ products(limit: 1, sortBy: alphabet) { items { id nom } } }`);
  let failures = 1;
  await page.route("**/graphql", async (route) => {
    if (failures > 0 && route.request().postData()?.includes("ProductFormProduct")) {
      failures--;
      await route.abort();
    } else await route.continue();
  });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`/admin/produits/update/${products.items[0].id}`);
  await expect(page.getByRole("heading", { name: "Erreur de chargement" })).toBeVisible();
  await expect(page.getByText("Erreur réseau")).toBeVisible();
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByRole("heading", { name: "Modifier le produit" })).toBeVisible();
  await expect(page.getByLabel("Nom du produit")).toHaveValue(products.items[0].nom);
  await expect(page.getByRole("button", { name: "Sauvegarder" })).toBeVisible();
  await page.getByLabel("Promotion (%)").fill("15");
  await expect(page.getByText("Économie réalisée")).toBeVisible();
  await expectAxeClean(page);
});
