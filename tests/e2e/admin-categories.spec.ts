import { seriousViolations } from "./axe.ts";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiTokens, openMenu, useTokens, type Tokens } from "./admin-helpers.ts";
import { holdOperation } from "./hold.ts";

// One category per browser project, followed from creation to deletion (serial: each step uses the last).
// Each test goes through several screens and axe runs (slow on a loaded machine): 90 s each.
test.describe.configure({ mode: "serial", timeout: 90_000 });

let name = "";
let tokens: Tokens;
const types = ["Robes", "Pagnes"]; // the second is renamed on the way (issue 22)

test.beforeAll(async ({ request }, testInfo) => {
  name = `Catégorie e2e ${testInfo.project.name} ${Math.random().toString(36).slice(2, 8)}`;
  tokens = await apiTokens(request); // one session for the file
});

// Signed in without loading a page: each test opens its own first screen.
test.beforeEach(async ({ page }) => {
  await useTokens(page, tokens);
});

/** The back-office's home, the dashboard, as after a login. */
async function openAdmin(page: Page) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Opens `path` with `operationName` held: axe on the loading state, then on the loaded screen. */
async function checkLoadingAndLoaded(page: Page, path: string, operationName: string, loadingText: string, loaded: () => Promise<void>) {
  const release = await holdOperation(page, operationName);
  await page.goto(path);
  await expect(page.getByRole("status").filter({ hasText: loadingText })).toBeAttached();
  await expectAccessible(page);
  release();
  await page.unroute("**/graphql");
  await loaded();
  await expectAccessible(page);
}

async function expectRecentActivity(page: Page, text: string) {
  await openMenu(page, "Overview");
  await expect(page.getByRole("region", { name: "Activité récente" }).getByText(text)).toBeVisible();
}

const card = (page: Page) => page.getByRole("listitem").filter({ has: page.getByRole("button", { name, exact: true }) });

test("dashboard, category list and form: no serious or critical violation, loading states included", async ({ page }) => {
  await checkLoadingAndLoaded(page, "/admin", "Dashboard", "Chargement du tableau de bord…", async () => {
    await expect(page.getByRole("list", { name: "Statistiques" }).getByText("Catégories")).toBeVisible();
    await expect(page.getByText("sur 30 jours").first()).toBeVisible();
  });
  await checkLoadingAndLoaded(page, "/admin/categories", "AdminCategoryList", "Chargement des catégories…", async () => {
    await expect(page.getByRole("button", { name: "Accessoires", exact: true })).toBeVisible();
  });
  await page.getByRole("link", { name: "Nouvelle catégorie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nouvelle catégorie" })).toBeVisible();
  await expectAccessible(page);
});

test("create a category with sub-types: every validation message, counters, Ctrl+Enter", async ({ page }) => {
  await openAdmin(page);
  await page.getByRole("link", { name: "Nouvelle catégorie" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/add$/);
  const nameField = page.getByRole("textbox", { name: /^Nom/ });
  const create = page.getByRole("button", { name: "Créer la catégorie" });

  await create.click();
  await expect(page.getByText("Le nom est requis")).toBeVisible();

  await nameField.fill("n".repeat(120));
  await expect(page.getByText("120/150")).not.toHaveAttribute("data-warning");
  await nameField.fill("n".repeat(151));
  await expect(page.getByText("151/150")).toHaveAttribute("data-warning", "true");
  await expect(page.getByText("Le nom ne peut pas dépasser 150 caractères")).toBeVisible();
  await nameField.fill(name);
  await expect(page.getByText(/Le nom/)).toHaveCount(0);

  const addType = page.getByRole("button", { name: "Ajouter un type" });
  await addType.click();
  await expect(page.getByText("Le type ne peut pas être vide")).toBeVisible();
  const first = page.getByRole("textbox", { name: "Type 1" });
  await first.fill("t".repeat(31));
  await expect(page.getByText("Le type ne peut pas dépasser 30 caractères")).toBeVisible();
  await expect(page.getByText("31/30")).toHaveAttribute("data-warning", "true");
  await first.fill(types[0]);
  await addType.click();
  await page.getByRole("textbox", { name: "Type 2" }).fill(` ${types[0].toLowerCase()} `);
  await expect(page.getByText("Ce type existe déjà")).toBeVisible();
  await page.getByRole("textbox", { name: "Type 2" }).fill(types[1]);
  for (const n of [3, 4, 5]) {
    await addType.click();
    await page.getByRole("textbox", { name: `Type ${n}` }).fill(`Type numéro ${n}`);
  }
  await expect(addType).toBeDisabled();
  await expect(page.getByText("5 types au maximum")).toBeVisible();
  for (const n of [5, 4, 3]) await page.getByRole("button", { name: `Retirer le type ${n}` }).click();
  await expect(page.getByRole("textbox", { name: /^Type \d/ })).toHaveCount(2);
  await expect(addType).toBeEnabled();

  await nameField.press("Control+Enter");
  await expect(page.getByText("La catégorie a été créée avec succès !")).toBeVisible();
  await expect(nameField).toHaveValue(""); // create starts over
  await expect(page.getByRole("textbox", { name: /^Type \d/ })).toHaveCount(0);

  await expectRecentActivity(page, `Catégorie « ${name} » créée`);
});

test("edit it: the description is saved and the list comes back after the success message", async ({ page }) => {
  await checkLoadingAndLoaded(page, "/admin/categories", "AdminCategoryList", "Chargement des catégories…", async () => {
    await expect(card(page)).toBeVisible();
  });
  await card(page)
    .getByRole("link", { name: `Modifier ${name}` })
    .click();
  await expect(page).toHaveURL(/\/admin\/categories\/update\/[^/]+$/);
  const description = page.getByRole("textbox", { name: /^Description/ });
  await expect(page.getByRole("textbox", { name: "Type 2" })).toHaveValue(types[1]);
  await expectAccessible(page);
  const text = "Tenues de fête cousues à Dakar, du wax au bazin riche, pour toutes les cérémonies de l'année.";
  await description.fill(text);
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.getByText("La catégorie a été modifiée avec succès !")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories$/); // 2 s later
  // Cut at 80 characters on the card.
  await expect(card(page).getByText(`${text.slice(0, 80)}…`, { exact: true })).toBeVisible();

  await expectRecentActivity(page, `Catégorie « ${name} » modifiée`);
});

async function api(request: APIRequestContext, query: string, variables: object = {}, token?: string) {
  const body = await (
    await request.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} })
  ).json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

test("rename a type that holds a product: the product keeps it; removing it is refused in the form (issue 22)", async ({
  page,
  request,
}) => {
  const token = tokens.accessToken;
  const { categories } = await api(request, "{ categories { id nom sousTypes { id nom } } }");
  const category = (categories as { id: string; nom: string; sousTypes: { id: string; nom: string }[] }[]).find((c) => c.nom === name)!;
  const pagnes = category.sousTypes.find((s) => s.nom === types[1])!;
  const product = (
    await api(
      request,
      "mutation($i: ProductInput!) { createProduct(input: $i) { id } }",
      { i: { nom: `Wax ${name}`, prix: 5000, stock: 5, typeProduit: category.id, sousTypeProduit: pagnes.id } },
      token,
    )
  ).createProduct.id as string;
  const subTypeOf = async () =>
    (await api(request, "query($id: ID!) { product(id: $id) { sousTypeProduit { id nom } } }", { id: product }, token)).product
      .sousTypeProduit;

  await page.goto(`/admin/categories/update/${category.id}`);
  const second = page.getByRole("textbox", { name: "Type 2" });
  await expect(second).toHaveValue(types[1]);
  types[1] = "Pagnes wax";
  await second.fill(types[1]);
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.getByText("La catégorie a été modifiée avec succès !")).toBeVisible();
  expect(await subTypeOf()).toEqual({ id: pagnes.id, nom: types[1] });
  await expect(page).toHaveURL(/\/admin\/categories$/); // 2 s later

  await page.goto(`/admin/categories/${category.id}/type`);
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: types[1], exact: true }) })).toContainText(
    "1 produit",
  );

  await page.goto(`/admin/categories/update/${category.id}`);
  await expect(page.getByRole("textbox", { name: "Type 2" })).toHaveValue(types[1]);
  await page.getByRole("button", { name: "Retirer le type 2" }).click();
  await page.getByRole("button", { name: "Sauvegarder" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    `Impossible de supprimer le type « ${types[1]} » : 1 produit l'utilise.`,
  );
  await expectAccessible(page);
  expect(await subTypeOf()).toEqual({ id: pagnes.id, nom: types[1] });

  // The next steps delete the types, then the category: they must be empty.
  await api(request, "mutation($id: ID!) { deleteProduct(id: $id) }", { id: product }, token);
});

test("open it from the list, then delete its sub-types down to none and land on its products", async ({ page }) => {
  await openAdmin(page);
  await openMenu(page, "Catégories");
  await card(page).getByRole("button", { name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/[^/]+\/type$/);
  const id = page.url().split("/").at(-2)!;
  await expect(page.getByRole("navigation", { name: "breadcrumb" }).getByText(`Types · ${name}`)).toBeVisible();
  await expect(page.getByText("2 sous-types")).toBeVisible();
  await expectAccessible(page);
  await checkLoadingAndLoaded(page, `/admin/categories/${id}/type`, "CategoryTypes", "Chargement des types…", async () => {
    await expect(page.getByRole("link", { name: types[0], exact: true })).toBeVisible();
  });
  await expect(page.getByRole("link", { name: types[1], exact: true })).toHaveAttribute(
    "href",
    new RegExp(`/admin/categories/${id}/type/[^/]+/produits$`),
  );
  await expect(page.getByRole("link", { name: "Nouveau type" })).toHaveAttribute("href", `/admin/categories/update/${id}`);

  await page.getByRole("button", { name: `Actions pour ${types[0]}` }).click();
  await page.getByRole("menuitem", { name: "Supprimer" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("1 sous-type", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: types[0], exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: `Actions pour ${types[1]}` }).click();
  await page.getByRole("menuitem", { name: "Supprimer" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Plus de types disponibles, redirection vers les produits")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/categories/${id}/produits$`)); // 1.5 s later

  // Without sub-types the card and the types screen both lead to the products.
  await page.goto(`/admin/categories/${id}/type`);
  await expect(page).toHaveURL(new RegExp(`/admin/categories/${id}/produits$`));
});

test("delete it, and refuse deleting a demo category that still has products", async ({ page, request }) => {
  await openAdmin(page);
  await openMenu(page, "Catégories");
  await card(page)
    .getByRole("button", { name: `Supprimer ${name}` })
    .click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(name);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Suppression réussie")).toBeVisible();
  await expect(card(page)).toHaveCount(0);

  const { data } = await (await request.post("/graphql", { data: { query: "{ categories { nom nbProduitsTotal } }" } })).json();
  const demo = (data.categories as { nom: string; nbProduitsTotal: number }[]).find((c) => c.nbProduitsTotal > 0)!;
  await page.getByRole("button", { name: `Supprimer ${demo.nom}`, exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Erreur de suppression")).toBeVisible();
  await expect(
    page.getByText(
      "Impossible de supprimer cette catégorie car elle contient encore des produits. Veuillez d'abord supprimer tous les produits associés.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: demo.nom, exact: true })).toBeVisible();

  await expectRecentActivity(page, `Catégorie « ${name} » supprimée`);
});

/** Answers `operationName` once with a bare HTTP 500 (no server message), then lets it through. */
async function failOnce(page: Page, operationName: string) {
  let failed = false;
  await page.route("**/graphql", async (route) => {
    if (!failed && route.request().postDataJSON()?.operationName === operationName) {
      failed = true;
      await route.fulfill({ status: 500, contentType: "text/plain", body: "panne" });
    } else await route.fallback();
  });
}

test("load failures show SPEC §8 texts, and 'Réessayer' loads again", async ({ page }) => {
  // No page is open yet: the dashboard's first request is the one that fails.
  await failOnce(page, "Dashboard");
  await page.goto("/admin");
  const dashboardError = page.getByRole("alert").filter({ hasText: "Erreur lors du chargement des données" });
  await expect(dashboardError).toBeVisible();
  await expectAccessible(page);
  await dashboardError.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByRole("region", { name: "Activité récente" })).toBeVisible();

  await failOnce(page, "AdminCategoryList");
  await openMenu(page, "Catégories");
  await expect(page.getByText("Erreur lors du chargement des catégories").first()).toBeVisible(); // toast and error state
  await expect(page.getByRole("heading", { name: "Erreur de chargement" })).toBeVisible();
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByRole("button", { name: "Accessoires", exact: true })).toBeVisible();
});

test("leaving the category form with unsaved changes asks first", async ({ page }) => {
  await page.goto("/admin/categories/add");
  await page.getByRole("textbox", { name: /^Nom/ }).fill("Brouillon");
  await page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: "Accueil" }).click(); // on phones too
  const dialog = page.getByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Quitter la page" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("dark theme: dashboard, categories, types and form stay accessible", async ({ page, request }) => {
  await page.emulateMedia({ colorScheme: "dark" }); // no stored choice: the system preference applies
  await page.goto("/admin");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("region", { name: "Activité récente" })).toBeVisible();
  await expectAccessible(page);
  await openMenu(page, "Catégories");
  await expect(page.getByRole("button", { name: "Accessoires", exact: true })).toBeVisible();
  await expectAccessible(page);
  const { data } = await (await request.post("/graphql", { data: { query: "{ categories { id nbSousTypes } }" } })).json();
  const withTypes = (data.categories as { id: string; nbSousTypes: number }[]).find((c) => c.nbSousTypes > 0)!;
  await page.goto(`/admin/categories/${withTypes.id}/type`);
  await expect(page.getByRole("link", { name: "Nouveau type" })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/admin/categories/update/${withTypes.id}`);
  await page.getByRole("button", { name: "Sauvegarder" }).waitFor();
  await expectAccessible(page);
});
