// Issue 25 end to end, on desktop and on a phone: a seller creates a dress in three sizes and two
// colours with a stock per combination and a photo per colour; a shopper picks 'M / Bleu', sees
// Bleu's photo, adds two; the cart and the WhatsApp message name the combination; a sold-out
// combination cannot be chosen; the /pro size filter finds the dress. One journey, assertions grouped.
import type { Page } from "@playwright/test";
import { expect, test } from "./hydrated.ts";
import { seriousViolations } from "./axe.ts";
import { api, pngFiles, signIn, SUPER_ADMIN } from "./admin-helpers.ts";

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const addValues = async (page: Page, option: "Taille" | "Couleur", values: string[]) => {
  const field = page.getByLabel(`Nouvelle valeur (${option})`);
  for (const v of values) {
    await field.fill(v);
    await field.press("Enter");
  }
};

test("a dress in three sizes and two colours, from the form to the WhatsApp message and the size filter", async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const s = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const { login } = await api(request, `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`, {
    i: SUPER_ADMIN.email,
    p: SUPER_ADMIN.password,
  });
  const { createCategory: category } = await api(
    request,
    `mutation($n: String!) { createCategory(input: { nom: $n }) { id } }`,
    { n: `Robes ${s}` },
    login.accessToken,
  );
  const name = `Robe wax Dakar ${s}`;

  // The seller: sizes typed, a duplicate refused, colours, the grid and its refusals, a photo per colour.
  await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password, `/admin/categories/${category.id}/produits/add`);
  await page.getByLabel("Nom du produit").fill(name);
  await page.getByLabel("Prix de base (FCFA)").fill("15000");
  await page.getByRole("switch", { name: "Vendu en plusieurs tailles" }).check();
  await expect(page.getByRole("textbox", { name: "Stock", exact: true })).toHaveCount(0);
  await addValues(page, "Taille", ["S", "M", "L", " m "]);
  await expect(page.getByText("La valeur « m » existe déjà pour Taille")).toBeVisible();
  await page.getByRole("switch", { name: "Vendu en plusieurs couleurs" }).check();
  await addValues(page, "Couleur", ["Bleu", "Rouge"]);
  await expect(page.getByTestId("combination")).toHaveCount(6);
  await page.getByRole("button", { name: "Créer le produit" }).click();
  await expect(toast(page, "Indiquez le stock de Taille S, Couleur Bleu")).toBeVisible();
  await page.getByLabel("Stock pour toutes").fill("4");
  await page.getByRole("button", { name: "Mettre tout à 4" }).click();
  await page.getByLabel("Stock de Taille M, Couleur Bleu").fill("2");
  await page.getByLabel("Stock de Taille L, Couleur Bleu").fill("0");
  await page.getByRole("switch", { name: "En vente : Taille S, Couleur Rouge" }).uncheck();
  await expect(page.getByText("Stock total : 14")).toBeVisible(); // 4 + 2 + 4 + 0 + 4, S/Rouge off
  await page.locator('input[type="file"][multiple]').setInputFiles(await pngFiles({ "rouge.png": "#c0392b", "bleu.png": "#2c3e90" }));
  await expect(page.getByText("2/5")).toBeVisible();
  await page.getByLabel("Couleur de rouge.png").selectOption("Rouge");
  await page.getByLabel("Couleur de bleu.png").selectOption("Bleu");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Créer le produit" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/categories/${category.id}/produits$`));
  await expect(page.getByText("Stock : 14")).toBeVisible();

  const { products } = await api(request, `query($q: String) { products(search: $q) { items { id images { url couleur } } } }`, {
    q: name,
  });
  const dress = products.items[0];
  const bluePhoto = dress.images.find((i: { couleur: string | null }) => i.couleur === "Bleu").url as string;

  // The shopper: a radio group per option, 'Choisissez une taille' first, L crossed out in Bleu.
  await page.goto(`/produits/${dress.id}`);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Choisissez une taille" })).toBeVisible();
  await page
    .getByRole("group", { name: /^Couleur/ })
    .getByRole("radio", { name: "Bleu" })
    .check({ force: true });
  await expect(main.getByRole("img", { name }).first()).toHaveAttribute("src", bluePhoto);
  const sizes = page.getByRole("group", { name: /^Taille/ });
  await expect(sizes.getByRole("radio", { name: "L (épuisé)" })).toBeDisabled();
  await sizes.getByRole("radio", { name: "M", exact: true }).focus();
  await page.keyboard.press("ArrowRight"); // the arrows move within the group, skipping L
  await expect(sizes.getByRole("radio", { name: "S", exact: true })).toBeChecked();
  await sizes.getByRole("radio", { name: "M", exact: true }).check({ force: true });
  await expect(page.getByTestId("stock-note")).toHaveText("Plus que 2 en stock");
  await main.getByRole("button", { name: "Augmenter la quantité" }).click();
  await expect(main.getByRole("button", { name: "Augmenter la quantité" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(toast(page, `2 x ${name} (Taille M, Couleur Bleu) ajouté(s) à votre panier.`)).toBeVisible();

  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByRole("link", { name: `${name} (Taille M, Couleur Bleu)` })).toBeVisible();
  const href = await page.getByTestId("order-link").getAttribute("href");
  expect(decodeURIComponent(href!.split("?text=")[1])).toContain(`2 x ${name} (Taille M, Couleur Bleu) — 15 000 FCFA = 30 000 FCFA`);
  expect(await seriousViolations(page)).toEqual([]);

  // /pro: the category's sizes, in the URL; M finds the dress.
  await page.goto(`/pro?categorie=${category.id}`);
  if (info.project.name === "mobile") await page.getByRole("button", { name: /^Filtres/ }).click();
  const sizeFilter = page.getByLabel("Taille", { exact: true });
  await expect(sizeFilter.locator("option")).toHaveText(["Toutes les tailles", "S", "M", "L"]);
  await sizeFilter.selectOption("M");
  await expect(page).toHaveURL(/taille=M/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
