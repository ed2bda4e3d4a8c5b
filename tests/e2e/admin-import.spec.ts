import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { api, apiTokens, useTokens, type Tokens } from "./admin-helpers.ts";

// Issue 29 item 4: the catalogue import as a seller meets it, on a laptop and on a phone. A file with
// errors is answered line by line and column by column and cannot be imported; a clean one creates
// its products only once she confirms, and a second file modifies one of them by its reference.
// The products are this spec's own (a tag per project and run): the worker's shop is shared.
test.describe.configure({ mode: "serial" });

const HEADER = "Référence;Nom;Catégorie;Sous-type;Prix (FCFA);Promotion (%);Prix final (FCFA);Stock;Indicateurs;Description";
let tokens: Tokens;
let tag = "";
let category = "";

test.beforeAll(async ({ request }, info) => {
  tokens = await apiTokens(request);
  tag = `${info.project.name}-${Date.now().toString(36)}`;
  const { categories } = await api(request, "{ categories { nom } }");
  category = categories[0].nom;
});

const csv = (lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join("\r\n")}\r\n`, "utf8");

async function checkFile(page: Page, name: string, bytes: Buffer) {
  await page.getByLabel("Fichier CSV ou ZIP").setInputFiles({ name, mimeType: "text/csv", buffer: bytes });
  await page.getByRole("button", { name: "Vérifier le fichier" }).click();
  const result = page.getByRole("region", { name: "Résultat de la vérification" });
  await expect(result).toBeVisible();
  return result;
}

const found = async (request: Parameters<typeof api>[0], search: string) =>
  (
    await api(
      request,
      `query($s: String) { adminProducts: products(search: $s, limit: 10) { items { id nom prix } } }`,
      { s: search },
      tokens.accessToken,
    )
  ).adminProducts.items as { id: string; nom: string; prix: number }[];

test("a file with errors is answered line by line and column by column, and nothing is imported", async ({ page, request }) => {
  await useTokens(page, tokens, "/admin/produits");
  await page.getByRole("link", { name: "Importer" }).click();
  await expect(page.getByRole("heading", { name: "Importer des produits", level: 1 })).toBeVisible();

  const result = await checkFile(
    page,
    "erreurs.csv",
    csv([
      `;Robe ${tag};${category};;12 500;;;3;;`,
      `;Sac ${tag};${category};;douze mille;;;1;;`,
      `;=1+1;${category};;5000;;;1;;`,
      `;Pagne ${tag};Catégorie inconnue ${tag};;5000;;;1;;`,
    ]),
  );
  await expect(result.getByText("3 lignes ont des erreurs", { exact: false })).toBeVisible();
  const lines = result.getByTestId("import-line");
  await expect(lines).toHaveCount(4);
  await expect(lines.filter({ hasText: "Colonne « Prix (FCFA) »" })).toHaveCount(1);
  await expect(lines.filter({ hasText: "Colonne « Nom »" }).filter({ hasText: "formule" })).toHaveCount(1);
  await expect(lines.filter({ hasText: "Colonne « Catégorie »" })).toHaveCount(1);
  await expect(lines.first().getByRole("cell").first()).not.toHaveText("2"); // errors first: line 2 is clean
  await expect(result.getByRole("button", { name: /^Importer/ })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone the table scrolls inside its box; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await found(request, tag)).toEqual([]);
});

test("a clean file is imported once confirmed; a second one modifies a product by its reference", async ({ page, request }) => {
  await useTokens(page, tokens, "/admin/produits/import");
  const created = await checkFile(
    page,
    "nouveautes.csv",
    csv([`;Robe ${tag};${category};;12 500;10;;3;À la une;Coton`, `;Sac ${tag};${category};;"8 000,00";;;2;;Cuir`]),
  );
  await expect(created.getByText("Rien n'est encore écrit", { exact: false })).toBeVisible();
  expect(await found(request, tag)).toEqual([]); // the check wrote nothing
  await created.getByRole("button", { name: "Importer 2 produits" }).click();
  await expect(created.getByText("Import terminé : 2 produits créés, 0 produit modifié.")).toBeVisible();
  const products = await found(request, tag);
  expect(products.map((p) => [p.nom, p.prix]).sort()).toEqual([
    [`Robe ${tag}`, 12_500],
    [`Sac ${tag}`, 8_000],
  ]);

  const robe = products.find((p) => p.nom.startsWith("Robe"))!;
  const modified = await checkFile(page, "prix.csv", csv([`${robe.id};Robe ${tag};${category};;13.900;;;3;;Coton`]));
  await expect(modified.getByTestId("import-line")).toContainText(["Modifier"]);
  await modified.getByRole("button", { name: "Importer 1 produit" }).click();
  await expect(modified.getByText("Import terminé : 0 produit créé, 1 produit modifié.")).toBeVisible();
  expect((await found(request, `Robe ${tag}`)).map((p) => p.prix)).toEqual([13_900]);

  await modified.getByRole("link", { name: "Voir les produits" }).click();
  await expect(page).toHaveURL(/\/admin\/produits$/);
  await page.getByRole("searchbox").first().fill(tag);
  await expect(page.getByText(`Sac ${tag}`)).toBeVisible();
});
