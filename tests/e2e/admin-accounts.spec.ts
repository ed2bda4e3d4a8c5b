import { expect, test, type Page } from "@playwright/test";
import { linkFromOutbox, loginByEmail, signIn, logout, openMenu } from "./admin-helpers.ts";

// One invited administrator per browser project walks through the whole account life cycle.
test.describe.configure({ mode: "serial" });

let email = "";
let phone = "";
let password = "Bienvenue2026";

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook uses from this pattern; none here
test.beforeAll(({}, info) => {
  const tag = info.project.name;
  email = `aminata.${tag}.${Date.now()}@boutique.local`;
  phone = tag === "mobile" ? "771112233" : "771112244";
});

async function saveProfile(page: Page) {
  await page.getByRole("button", { name: "Sauvegarder" }).click();
}

test("a super admin invites an administrator, who creates a password and logs in", async ({ page, browser }) => {
  await signIn(page);
  await openMenu(page, "Utilisateurs");
  await expect(page.getByRole("heading", { name: "Utilisateurs" })).toBeVisible();
  await page.getByRole("link", { name: "Inviter un administrateur" }).click();
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByRole("alert")).toHaveText("Veuillez saisir une adresse email");
  await page.getByLabel("Adresse email").fill("aminata@");
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByRole("alert")).toHaveText("Veuillez saisir une adresse email valide");
  await page.getByLabel("Adresse email").fill(email);
  await page.getByLabel("Prénom (facultatif)").fill("Aminata");
  await page.getByLabel("Nom (facultatif)", { exact: true }).fill("Diallo");
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText("Administrateur créé avec succès ! Un email d'invitation a été envoyé.")).toBeVisible();
  const firstLink = await linkFromOutbox(email, "reset-password");
  await page.goto(`/admin/utilisateurs?q=${encodeURIComponent(email)}`);
  const pending = page.getByRole("main").getByRole("listitem").filter({ hasText: email });
  await expect(pending.getByText("Aminata Diallo")).toBeVisible(); // the invitation's name, not the email twice
  await expect(pending.getByText("En attente", { exact: true })).toBeVisible(); // not 'Actif' before the password
  await expect(pending.getByText("Actif", { exact: true })).toHaveCount(0);

  // The invitee lost the email: a new link, the first one still works too.
  await pending.getByRole("button", { name: "Renvoyer l'invitation" }).click();
  await expect(page.getByText(`Invitation renvoyée à ${email}.`)).toBeVisible();
  let link = firstLink;
  await expect.poll(async () => (link = await linkFromOutbox(email, "reset-password"))).not.toBe(firstLink);
  expect(link).toContain("invitation=1");
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: "Créer votre mot de passe" })).toBeVisible();
  await invitee.getByLabel("Nouveau mot de passe", { exact: true }).fill(password);
  await invitee.getByLabel("Confirmer le mot de passe").fill("Autre2026");
  await invitee.getByRole("button", { name: "Créer mon mot de passe" }).click();
  await expect(invitee.getByRole("alert")).toHaveText("Les mots de passe ne correspondent pas");
  await invitee.getByLabel("Confirmer le mot de passe").fill(password);
  await invitee.getByRole("button", { name: "Créer mon mot de passe" }).click();
  await expect(invitee.getByRole("heading", { name: "Compte activé" })).toBeVisible();
  await invitee.getByRole("link", { name: "Se connecter" }).click();

  await loginByEmail(invitee, email, password);
  await expect(invitee).toHaveURL(/\/admin$/);
  // An administrator sees no Utilisateurs entry and is sent back from its pages.
  await invitee.goto("/admin/utilisateurs");
  await expect(invitee).toHaveURL(/\/admin$/);
  await invitee.context().close();
});

test("the new administrator edits the profile, then logs in by phone", async ({ page }) => {
  await signIn(page, email, password);
  await openMenu(page, "Mon compte");
  await expect(page.getByText("Administrateur", { exact: true })).toBeVisible();
  await expect(page.getByText(/Membre depuis/)).toBeVisible();

  await page.getByRole("button", { name: "Modifier" }).click();
  const alert = page.getByRole("alert");
  await page.getByLabel("Nom", { exact: true }).fill("");
  await saveProfile(page);
  await expect(alert).toHaveText("Le nom et le prénom sont obligatoires.");
  await page.getByLabel("Nom", { exact: true }).fill("Sow");
  await page.getByLabel("Prénom").fill("Aminata");
  await page.getByLabel("Nom complet").fill("Aminata Sow");
  await page.getByLabel("Email").fill("");
  await saveProfile(page);
  await expect(alert).toHaveText("L'adresse email est obligatoire.");
  await page.getByLabel("Email").fill("aminata@");
  await saveProfile(page);
  await expect(alert).toHaveText("Veuillez saisir une adresse email valide.");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Téléphone").fill("1234");
  await saveProfile(page);
  await expect(alert).toHaveText("Le numéro de téléphone doit contenir entre 8 et 15 chiffres.");
  await page.getByLabel("Téléphone").fill(phone);
  await saveProfile(page);
  await expect(page.getByText("Profil mis à jour avec succès")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Aminata Sow" })).toBeVisible();
  await expect(page.getByText(`+221 ${phone}`)).toBeVisible();

  await logout(page);
  await page.getByRole("button", { name: "Téléphone" }).click();
  await page.getByLabel("Numéro de téléphone").fill(phone);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a super admin cannot change their own email or phone, and is told so", async ({ page }) => {
  await signIn(page);
  await openMenu(page, "Mon compte");
  await page.getByRole("button", { name: "Modifier" }).click();
  await expect(
    page.getByText("En tant que super administrateur, vous ne pouvez pas modifier votre adresse email ni votre numéro de téléphone."),
  ).toBeVisible();
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByLabel("Téléphone")).toBeDisabled();
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page.getByRole("button", { name: "Modifier" })).toBeVisible();
});

test("the administrator changes the password, with each rule checked first", async ({ page }) => {
  await signIn(page, email, password);
  await openMenu(page, "Mon compte");
  await page.getByRole("tab", { name: "Sécurité" }).click();
  const submit = page.getByRole("button", { name: "Changer le mot de passe" });
  const alert = page.getByRole("alert");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Mot de passe actuel").fill(password);
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("court");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Confirmer le nouveau mot de passe").fill("court");
  await submit.click();
  await expect(alert).toHaveText("Le nouveau mot de passe doit contenir au moins 8 caractères.");
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Nouveau2026!");
  await page.getByLabel("Confirmer le nouveau mot de passe").fill("Nouveau2027!");
  await submit.click();
  await expect(alert).toHaveText("Les mots de passe ne correspondent pas.");
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmer le nouveau mot de passe").fill(password);
  await submit.click();
  await expect(alert).toHaveText("Le nouveau mot de passe doit être différent de l'ancien.");
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Nouveau2026!");
  await page.getByLabel("Confirmer le nouveau mot de passe").fill("Nouveau2026!");
  await submit.click();
  await expect(page.getByText("Mot de passe modifié avec succès")).toBeVisible();
  await expect(page.getByLabel("Mot de passe actuel")).toHaveValue("");
  password = "Nouveau2026!";

  await logout(page);
  await loginByEmail(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
});

test("blocking ends the administrator's open session on the next click; unblocking lets them back", async ({ page, browser }) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, email, password);
  await expect(staff).toHaveURL(/\/admin$/);

  await signIn(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/utilisateurs");
  await page.getByLabel("Rechercher par email ou nom complet").fill(email);
  const rows = page.getByRole("main").getByRole("listitem");
  const row = rows.filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/[.]/g, "\\.")}`));
  await page.reload(); // the search is kept in the address
  await expect(page.getByLabel("Rechercher par email ou nom complet")).toHaveValue(email);
  await expect(rows).toHaveCount(1);
  await row.getByRole("button", { name: "Bloquer" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Bloquer cet administrateur ?");
  await dialog.getByRole("button", { name: "Bloquer" }).click();
  await expect(row.getByText("Bloqué", { exact: true })).toBeVisible();
  await expect(row.getByText("Actif", { exact: true })).toHaveCount(0); // one status badge
  await expect(row.getByRole("button", { name: "Débloquer" })).toBeVisible();

  await openMenu(staff, "Mon compte");
  await expect(staff).toHaveURL(/\/admin\/login$/);

  await row.getByRole("button", { name: "Débloquer" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Débloquer" }).click();
  await expect(row.getByText("Bloqué", { exact: true })).toHaveCount(0);
  await expect(row.getByText("Actif", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Bloquer" })).toBeVisible();

  // Logged out by the server, not by choice: the next login returns to the page they were opening.
  await loginByEmail(staff, email, password);
  await expect(staff).toHaveURL(/\/admin\/compte$/);

  await row.getByRole("link", { name: "Voir" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Aminata Sow" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dernières connexions" })).toBeVisible();
  await staff.context().close();
});

test("forgotten password: request, mailed link, new password, login", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  // The address changes before the new page is drawn, and the login page has an 'Adresse email' too:
  // on a busy machine the fill went to the login form, leaving this one empty.
  await expect(page.getByRole("button", { name: "Envoyer le lien" })).toBeVisible();
  await page.getByLabel("Adresse email").fill("aminata");
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("alert")).toHaveText("Veuillez saisir une adresse email valide");
  const sentAfter = Date.now() - 1000;
  await page.getByLabel("Adresse email").fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByRole("heading", { name: "Email envoyé" })).toBeVisible();

  const link = await linkFromOutbox(email, "reset-password", sentAfter);
  expect(link).not.toContain("invitation=1");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Réinitialiser le mot de passe" })).toBeVisible();
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("abcdefg");
  await page.getByLabel("Confirmer le mot de passe").fill("abcdefg");
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(page.getByRole("alert")).toHaveText("Le mot de passe doit contenir au moins 8 caractères");
  password = "Retour2026";
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmer le mot de passe").fill(password);
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(page.getByRole("heading", { name: "Mot de passe modifié" })).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("Encore2026");
  await page.getByLabel("Confirmer le mot de passe").fill("Encore2026");
  await page.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await expect(page.getByRole("heading", { name: "Lien invalide" })).toBeVisible();

  await loginByEmail(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
});
