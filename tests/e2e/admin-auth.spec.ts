import { expect, test } from "@playwright/test";
import { loginByEmail, logout, SUPER_ADMIN } from "./admin-helpers.ts";

test("a protected page sends the visitor to the login page, then back there after login", async ({ page }) => {
  await page.goto("/admin/compte");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page).toHaveTitle("Admin - Gestion de la boutique");
  await page.getByLabel("Adresse email").fill(SUPER_ADMIN.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/compte$/);
  await expect(page.getByText("Super Administrateur")).toBeVisible();

  // Logged in, the guest-only pages send back to the dashboard.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Vue d'ensemble" })).toBeVisible();
  await logout(page);
  await page.goto("/");
  await expect(page).toHaveTitle("Boutique en Ligne");
});

test("login by email lands on the dashboard, replacing the login page in history", async ({ page }) => {
  await page.goto("/");
  await loginByEmail(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/admin\/login/);
});

test("the login form checks its fields before calling the server", async ({ page }) => {
  await page.goto("/admin/login");
  const alert = page.getByRole("alert");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(alert).toHaveText("Veuillez remplir tous les champs");
  await page.getByLabel("Adresse email").fill("pas-un-email");
  await page.getByLabel("Mot de passe", { exact: true }).fill("secret");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(alert).toHaveText("Veuillez saisir une adresse email valide");

  await page.getByRole("button", { name: "Téléphone" }).click();
  const dial = page.getByLabel("Indicatif");
  await expect(dial).toHaveValue("+221");
  await expect(dial.locator("option")).toHaveText([
    /\+221/,
    /\+33/,
    /\+1$/,
    /\+44/,
    /\+49/,
    /\+34/,
    /\+39/,
    /\+212/,
    /\+213/,
    /\+216/,
    /\+225/,
  ]);
  await page.getByLabel("Numéro de téléphone").fill("77 12");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(alert).toHaveText("Veuillez saisir un numéro de téléphone valide");

  const password = page.getByLabel("Mot de passe", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Masquer le mot de passe" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("a wrong password is refused with the server's message", async ({ page }) => {
  await loginByEmail(page, SUPER_ADMIN.email, "PasLeBon!2026");
  await expect(page.getByRole("alert")).toHaveText("Identifiants invalides");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("reset and verification links without a valid token say so", async ({ page }) => {
  await page.goto("/admin/reset-password");
  await expect(page.getByRole("heading", { name: "Lien invalide" })).toBeVisible();
  await expect(page.getByText("Token de réinitialisation manquant")).toBeVisible();

  await page.goto("/admin/reset-password?token=inconnu");
  await page.getByLabel("Nouveau mot de passe").fill("abcdefgh");
  await page.getByLabel("Confirmer le mot de passe").fill("abcdefgh");
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(page.getByRole("heading", { name: "Lien invalide" })).toBeVisible();

  await page.goto("/admin/reset-password?token=inconnu&invitation=1");
  await expect(page.getByRole("heading", { name: "Créer votre mot de passe" })).toBeVisible();

  await page.goto("/admin/verify-account");
  await expect(page.getByRole("heading", { name: "Échec de la vérification" })).toBeVisible();
  await expect(page.getByText("Token de vérification manquant")).toBeVisible();
  await page.goto("/admin/verify-account?token=inconnu");
  await expect(page.getByRole("heading", { name: "Échec de la vérification" })).toBeVisible();
  await page.getByRole("link", { name: "Demander un nouvel email de vérification" }).click();
  await expect(page).toHaveURL(/\/admin\/verification$/);
});

test("the verification request always answers 'Email envoyé'", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Renvoyer la vérification" }).click();
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("alert")).toHaveText("Veuillez saisir votre adresse email");
  await page.getByLabel("Adresse email").fill("personne@exemple.sn");
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("heading", { name: "Email envoyé" })).toBeVisible();
});

test("the theme chosen on the auth pages survives a reload", async ({ page }) => {
  await page.goto("/admin/forget");
  const html = page.locator("html");
  const startsDark = (await html.getAttribute("class"))?.includes("dark") ?? false;
  await page.getByRole("button", { name: startsDark ? "Passer au thème clair" : "Passer au thème sombre" }).click();
  const expected = startsDark ? "light" : "dark";
  await expect(html).toHaveClass(new RegExp(`\\b${expected}\\b`));
  await page.reload();
  await expect(html).toHaveClass(new RegExp(`\\b${expected}\\b`));
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe(expected);
});
