import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { apiTokens, menuSettled, openMenu, useTokens, type Tokens } from "./admin-helpers.ts";
import { holdOperation } from "./hold.ts";

// Each project (desktop, 390 px) builds its own uniquely named category with two sub-types and
// three products, so the list's figures do not depend on what other specs create or delete.
interface Fixture {
  tokens: Tokens;
  token: string;
  suffix: string;
  categoryId: string;
  categoryName: string;
  typeA: { id: string; nom: string };
  typeB: { id: string; nom: string };
  promoId: string;
  ruptureId: string;
  alphaId: string;
}
let fx: Fixture;

async function gql(request: APIRequestContext, query: string, variables: object = {}, token?: string) {
  const r = await request.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await r.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function createProduct(request: APIRequestContext, input: object) {
  const data = await gql(request, "mutation($input: ProductInput!) { createProduct(input: $input) { id } }", { input }, fx.token);
  return data.createProduct.id as string;
}

const reference = (nom: string, id: string) => nom.slice(0, 3).toUpperCase() + id.slice(-6);

/** A card's menu item chosen once the scoped list is settled: its title and count are in (on a busy
 * machine the category's name arrived after the cards, moved them, and the click on the open menu's
 * item landed beside it, closing the menu). */
async function chooseAction(page: Page, product: string, item: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Produits · ${fx.categoryName}`);
  await expect(page.getByTestId("product-count")).toBeVisible();
  await page.getByRole("button", { name: `Actions pour ${product}` }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toHaveAttribute("data-state", "open");
  await menuSettled(menu);
  await menu.getByRole("menuitem", { name: item }).click();
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test.beforeAll(async ({ request }, info) => {
  const suffix = `${info.project.name}-${Math.random().toString(36).slice(2, 8)}`;
  // One session for the whole file: each test puts its tokens in its page (beforeEach).
  const tokens = await apiTokens(request);
  const token = tokens.accessToken;
  const categoryName = `Essai liste ${suffix}`;
  const created = await gql(
    request,
    "mutation($input: CategoryInput!) { createCategory(input: $input) { id sousTypes { id nom } } }",
    { input: { nom: categoryName, sousTypes: [{ nom: `Type A ${suffix}` }, { nom: `Type B ${suffix}` }] } },
    token,
  );
  const [typeA, typeB] = created.createCategory.sousTypes;
  fx = {
    tokens,
    token,
    suffix,
    categoryId: created.createCategory.id,
    categoryName,
    typeA,
    typeB,
    promoId: "",
    ruptureId: "",
    alphaId: "",
  };
  const base = { typeProduit: fx.categoryId, stock: 5 };
  fx.promoId = await createProduct(request, {
    ...base,
    nom: `Promo ${suffix}`,
    prix: 20000,
    pourcentPromotion: 25,
    aLaUne: true,
    sousTypeProduit: typeA.id,
  });
  fx.ruptureId = await createProduct(request, {
    ...base,
    nom: `Rupture ${suffix}`,
    prix: 5000,
    enRupture: true,
    stock: 0,
    sousTypeProduit: typeB.id,
  });
  fx.alphaId = await createProduct(request, {
    ...base,
    nom: `Alpha ${suffix}`,
    prix: 30000,
    description: "Pagne tissé main.",
    sousTypeProduit: typeA.id,
    stock: 2,
  });
});

// Signed in without loading a page: each test opens its own first screen.
test.beforeEach(async ({ page }) => {
  await useTokens(page, fx.tokens);
});

const cards = (page: Page) => page.getByTestId("admin-product-card");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name }) });
const cardNames = (page: Page) => cards(page).getByRole("heading").allInnerTexts();

test("search waits for the typing to stop, keeps the term in the URL and finds the products", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
  await openMenu(page, "Produits");
  await expect(page).toHaveURL(/\/admin\/produits$/);
  await expect(cards(page).first()).toBeVisible();
  const searched: string[] = [];
  page.on("request", (r) => {
    const body = r.method() === "POST" && r.url().endsWith("/graphql") ? r.postDataJSON() : null;
    if (body?.operationName === "AdminProductList" && body.variables.search) searched.push(body.variables.search);
  });
  await page.getByRole("searchbox", { name: "Rechercher des produits" }).pressSequentially(fx.suffix);
  await expect(page).toHaveURL(new RegExp(`search=${fx.suffix}`));
  await expect(cards(page)).toHaveCount(3);
  expect((await cardNames(page)).every((n) => n.includes(fx.suffix))).toBe(true);
  await expect(page.getByTestId("product-count")).toHaveText("3 produits · Page 1 sur 1");
  // Debounced: one request per pause in the typing, not one per key.
  expect(searched.length).toBeLessThan(fx.suffix.length);
  expect(searched.at(-1)).toBe(fx.suffix);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Rechercher des produits" })).toHaveValue(fx.suffix);
  await expect(cards(page)).toHaveCount(3);
});

test("price filters, sorts and 'Effacer les filtres' on a category's list", async ({ page }) => {
  await page.goto(`/admin/categories/${fx.categoryId}/produits`);
  await expect(cards(page)).toHaveCount(3);
  expect(await cardNames(page)).toEqual([`Alpha ${fx.suffix}`, `Promo ${fx.suffix}`, `Rupture ${fx.suffix}`]);

  await page.getByLabel("Trier par").selectOption("prix");
  await expect(page).toHaveURL(/sortBy=prix/);
  await expect.poll(() => cardNames(page)).toEqual([`Rupture ${fx.suffix}`, `Promo ${fx.suffix}`, `Alpha ${fx.suffix}`]);
  await page.getByLabel("Trier par").selectOption("aLaUne");
  await expect.poll(() => cardNames(page)).toEqual([`Promo ${fx.suffix}`, `Alpha ${fx.suffix}`, `Rupture ${fx.suffix}`]);

  await page.getByRole("button", { name: "Filtres avancés" }).click();
  await page.getByLabel("Prix minimum (FCFA)").fill("10 000");
  await page.getByLabel("Prix maximum (FCFA)").fill("20000");
  await expect(page).toHaveURL(/minPrice=10000/);
  await expect(page).toHaveURL(/maxPrice=20000/);
  await expect.poll(() => cardNames(page)).toEqual([`Promo ${fx.suffix}`]); // pays 15 000, Alpha 30 000, Rupture 5 000
  await page.reload();
  await expect(page.getByLabel("Prix minimum (FCFA)")).toHaveValue("10000");
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("button", { name: "Effacer les filtres" }).click();
  await expect(page).not.toHaveURL(/Price=/);
  await expect(page.getByLabel("Prix minimum (FCFA)")).toHaveValue("");
  await expect(cards(page)).toHaveCount(3);
  await expect(page).toHaveURL(/sortBy=aLaUne/);

  // The two stock filters, in the URL (ruptures are low stock too).
  await page.getByLabel("Stock", { exact: true }).selectOption("rupture");
  await expect(page).toHaveURL(/stock=rupture/);
  await expect.poll(() => cardNames(page)).toEqual([`Rupture ${fx.suffix}`]);
  await page.getByLabel("Stock", { exact: true }).selectOption("bas");
  await expect.poll(() => cardNames(page)).toEqual([`Alpha ${fx.suffix}`, `Rupture ${fx.suffix}`]);
});

test("page size, pagination window and grid/list view survive a reload; a new sort goes back to page 1", async ({ page }) => {
  await page.goto("/admin/produits");
  await expect(cards(page)).toHaveCount(20);
  const total = Number((await page.getByTestId("product-count").innerText()).match(/^(\d+)/)![1]);
  const pages = Math.ceil(total / 10);
  await page.getByLabel("Par page").selectOption("10");
  await expect(page).toHaveURL(/limit=10/);
  await expect(cards(page)).toHaveCount(10);
  const bar = page.getByRole("navigation", { name: "Pagination" });
  await bar.getByRole("button", { name: "3", exact: true }).click();
  await expect(page).toHaveURL(/page=3/);
  await bar.getByRole("button", { name: "5", exact: true }).click();
  await bar.getByRole("button", { name: "6", exact: true }).click();
  await expect(page.getByTestId("product-count")).toHaveText(`${total} produits · Page 6 sur ${pages}`);
  // 5 numbers around the current page, the first and last, ellipses between.
  const numbers = (await bar.getByRole("button").allInnerTexts()).filter((t) => /^\d+$/.test(t)).map(Number);
  expect(numbers).toEqual([1, 4, 5, 6, 7, 8, pages]);
  await expect(bar.getByText("…")).toHaveCount(2);
  await page.getByRole("button", { name: "Affichage en liste" }).click();
  await expect(page).toHaveURL(/vue=liste/);
  await expect(page).toHaveURL(/page=6/);
  await page.reload();
  await expect(page.getByRole("button", { name: "Affichage en liste" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Par page")).toHaveValue("10");
  await expect(bar.getByRole("button", { name: "6", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Trier par").selectOption("prix");
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByTestId("product-count")).toHaveText(`${total} produits · Page 1 sur ${pages}`);
});

test("scoped lists name their category or sub-type and add products there", async ({ page }) => {
  await page.goto(`/admin/categories/${fx.categoryId}/produits`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Produits · ${fx.categoryName}`);
  await expect(page.getByRole("navigation", { name: "breadcrumb" })).toContainText(`Produits · ${fx.categoryName}`);
  await expect(page.getByRole("link", { name: "Nouveau produit" })).toHaveAttribute(
    "href",
    `/admin/categories/${fx.categoryId}/produits/add`,
  );
  await expect(cards(page)).toHaveCount(3);

  await page.goto(`/admin/categories/${fx.categoryId}/type/${fx.typeA.id}`);
  await expect(page).toHaveURL(new RegExp(`/type/${fx.typeA.id}/produits$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Produits · ${fx.typeA.nom}`);
  await expect(page.getByRole("link", { name: "Nouveau produit" })).toHaveAttribute(
    "href",
    `/admin/categories/${fx.categoryId}/type/${fx.typeA.id}/produits/add`,
  );
  await expect.poll(() => cardNames(page)).toEqual([`Alpha ${fx.suffix}`, `Promo ${fx.suffix}`]);

  await page.goto("/admin/produits");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produits");
  await expect(page.getByRole("link", { name: "Nouveau produit" })).toHaveAttribute("href", "/admin/produits/add");
});

test("cards show badges (Rupture first), the promotion and the reference", async ({ page }) => {
  await page.goto(`/admin/categories/${fx.categoryId}/produits`);
  const promo = card(page, `Promo ${fx.suffix}`);
  await expect(promo.getByText("À la une")).toBeVisible();
  await expect(promo.getByText("-25%")).toBeVisible();
  await expect(promo.getByText(/^15\s000\sFCFA$/)).toBeVisible();
  await expect(promo.locator("s")).toHaveText(/^20\s000\sFCFA$/);
  await expect(promo.getByTestId("product-reference")).toHaveText(reference("Promo", fx.promoId));
  const rupture = card(page, `Rupture ${fx.suffix}`);
  await expect(rupture.locator(".chakra-badge").first()).toHaveText("Rupture");
  await expect(rupture.getByTestId("product-reference")).toHaveText(`RUP${fx.ruptureId.slice(-6)}`);
  await expect(card(page, `Alpha ${fx.suffix}`).locator(".chakra-badge")).toHaveText(["Stock bas"]); // 2 left: at 3 or less
  await expect(promo.getByText(/^(Stock bas|Rupture)$/)).toHaveCount(0);
});

test("a card's photos turn like a carousel", async ({ page, request }) => {
  const { products } = await gql(request, "{ products(limit: 100) { items { id nom images { id } } } }");
  const withPhotos = products.items.find((p: { images: unknown[] }) => p.images.length >= 2);
  test.skip(!withPhotos, "no demo product has two photos");
  await page.goto(`/admin/produits?search=${encodeURIComponent(withPhotos.nom)}`);
  const c = card(page, withPhotos.nom).first();
  await expect(c.getByText(`1/${withPhotos.images.length}`)).toBeVisible();
  await c.getByRole("button", { name: `Photo suivante de ${withPhotos.nom}` }).click();
  await expect(c.getByText(`2/${withPhotos.images.length}`)).toBeVisible();
});

test("detail: promotion block, badges, reference, rupture alert and missing description", async ({ page }) => {
  await page.goto(`/admin/categories/${fx.categoryId}/produits`);
  await chooseAction(page, `Promo ${fx.suffix}`, "Modifier");
  await expect(page).toHaveURL(new RegExp(`/admin/produits/update/${fx.promoId}$`));
  await page.goBack();
  await chooseAction(page, `Promo ${fx.suffix}`, "Voir les détails");
  await expect(page).toHaveURL(new RegExp(`/admin/produits/${fx.promoId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Promo ${fx.suffix}`);
  await expect(page.getByText(`Référence : ${reference("Promo", fx.promoId)}`)).toBeVisible();
  await expect(page.getByText("-25% DE RÉDUCTION")).toBeVisible();
  await expect(page.getByText(/^Économie de 5\s000\sFCFA$/)).toBeVisible();
  await expect(page.getByText(fx.typeA.nom)).toBeVisible();
  await expect(page.getByText(fx.categoryName)).toBeVisible();
  await expect(page.getByText("Aucune description disponible pour ce produit.")).toBeVisible();
  await expect(page.getByText("Produit en rupture de stock")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Modifier" })).toHaveAttribute("href", `/admin/produits/update/${fx.promoId}`);
  await expect(page.getByRole("link", { name: "Dupliquer" })).toHaveAttribute("href", `/admin/produits/add?copie=${fx.promoId}`);

  await page.goto(`/admin/produits/${fx.ruptureId}`);
  await expect(page.getByRole("alert").filter({ hasText: "Produit en rupture de stock" })).toBeVisible();
  await expect(page.getByText("DE RÉDUCTION")).toHaveCount(0);
  await page.goto(`/admin/produits/${fx.alphaId}`);
  await expect(page.getByText("Pagne tissé main.")).toBeVisible();
});

test("delete from a card's menu: confirmation, toast, gone from the list and the storefront", async ({ page, request }) => {
  const name = `Jetable ${fx.suffix}`;
  const id = await createProduct(request, { nom: name, prix: 1000, stock: 1, typeProduit: fx.categoryId });
  await page.goto(`/admin/categories/${fx.categoryId}/produits`);
  await expect(cards(page)).toHaveCount(4);
  await page.getByRole("button", { name: `Actions pour ${name}` }).click();
  await expect(page.getByRole("menuitem", { name: "Voir les détails" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("menuitem", { name: "Supprimer" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Supprimer ce produit ?" });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Suppression réussie")).toBeVisible();
  await expect(page.getByText("Le produit a été supprimé avec succès")).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(card(page, name)).toHaveCount(0);
  await expect(page.getByTestId("product-count")).toHaveText("3 produits · Page 1 sur 1");
  await page.goto(`/produits/${id}`);
  await expect(page.getByText("Produit non trouvé")).toBeVisible();
});

test("delete from the detail page goes back to the product list", async ({ page, request }) => {
  const name = `Jetable détail ${fx.suffix}`;
  const id = await createProduct(request, { nom: name, prix: 1000, stock: 1, typeProduit: fx.categoryId });
  await page.goto(`/admin/produits/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page).toHaveURL(/\/admin\/produits$/);
  await expect(page.getByText("Le produit a été supprimé avec succès")).toBeVisible();
  await page.getByRole("searchbox", { name: "Rechercher des produits" }).fill(name);
  await expect(page.getByRole("heading", { name: "Aucun produit trouvé" })).toBeVisible();
  await page.goto(`/produits/${id}`);
  await expect(page.getByText("Produit non trouvé")).toBeVisible();
});

test("invalid id and unknown product", async ({ page }) => {
  await page.goto("/admin/produits/update");
  await expect(page.getByRole("heading", { name: "ID de produit invalide" })).toBeVisible();
  await expectNoSeriousViolations(page);
  let asked = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/graphql") && r.postDataJSON()?.operationName === "AdminProductDetail") asked++;
  });
  await page.goto("/admin/produits/cm0000000000000000inconnu");
  await expect(page.getByRole("heading", { name: "Produit non trouvé" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toBe(1); // a missing product is an answer, not a reason to ask again
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Retour aux produits" }).click();
  await expect(page).toHaveURL(/\/admin\/produits$/);
});

test("a failed load shows 'Erreur de chargement' with the server message, and 'Réessayer' loads again", async ({ page }) => {
  let fail = true;
  await page.route("**/graphql", async (route) => {
    if (fail && route.request().postDataJSON()?.operationName === "AdminProductList") {
      await route.fulfill({ json: { errors: [{ message: "Base de données indisponible" }] } });
    } else await route.fallback();
  });
  await page.goto(`/admin/categories/${fx.categoryId}/produits`);
  await expect(page.getByRole("heading", { name: "Erreur de chargement" })).toBeVisible();
  await expect(page.getByText("Base de données indisponible")).toBeVisible();
  await expectNoSeriousViolations(page);
  fail = false;
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(cards(page)).toHaveCount(3);

  await page.route("**/graphql", async (route) => {
    if (route.request().postDataJSON()?.operationName === "AdminProductDetail")
      await route.fulfill({ json: { errors: [{ message: "Service indisponible" }] } });
    else await route.fallback();
  });
  await page.goto(`/admin/produits/${fx.promoId}`);
  await expect(page.getByRole("heading", { name: "Erreur lors du chargement du produit" })).toBeVisible();
  await expect(page.getByText("Service indisponible")).toBeVisible();
  await page.unrouteAll({ behavior: "wait" });
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Promo ${fx.suffix}`);
});

test("dark theme: no serious or critical accessibility violation on the list and the detail", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto(`/admin/categories/${fx.categoryId}/produits?vue=liste`);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Filtres avancés" }).click();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: `Actions pour Promo ${fx.suffix}` }).click();
  await expect(page.getByRole("menuitem", { name: "Supprimer" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await page.goto(`/admin/produits/${fx.promoId}`);
  await expect(page.getByText("-25% DE RÉDUCTION")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`/admin/produits/${fx.ruptureId}`);
  await expect(page.getByText("Produit en rupture de stock")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("no serious or critical accessibility violation on the list and the detail, loading states included", async ({ page }) => {
  const releaseList = await holdOperation(page, "AdminProductList");
  await page.goto(`/admin/categories/${fx.categoryId}/produits`);
  await expect(page.getByRole("status").filter({ hasText: "Chargement des produits…" })).toBeAttached();
  await expectNoSeriousViolations(page);
  releaseList();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Filtres avancés" }).click();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Affichage en liste" }).click();
  await expectNoSeriousViolations(page);

  await page.unrouteAll({ behavior: "wait" });
  const releaseDetail = await holdOperation(page, "AdminProductDetail");
  await page.goto(`/admin/produits/${fx.ruptureId}`);
  await expect(page.getByRole("status").filter({ hasText: "Chargement du produit…" })).toBeAttached();
  await expectNoSeriousViolations(page);
  releaseDetail();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Rupture ${fx.suffix}`);
  await expectNoSeriousViolations(page);
});
