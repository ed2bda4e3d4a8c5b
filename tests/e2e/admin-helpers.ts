import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { dataDirPointer } from "./data-dir.ts";

export const SUPER_ADMIN = { email: "admin@boutique.local", password: "MotDePasse!2026" };

export async function loginByEmail(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Adresse email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

export async function logout(page: Page) {
  await page.getByText("Administration Panel v1.0").waitFor();
  if (await page.getByRole("button", { name: "Ouvrir la navigation" }).isVisible()) {
    await page.getByRole("button", { name: "Ouvrir la navigation" }).click();
    await page.getByRole("dialog", { name: "Navigation" }).getByRole("button", { name: "Déconnexion" }).click();
  } else {
    await page.getByRole("button", { name: "Déconnexion" }).click();
  }
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** Opens a sidebar entry on desktop, or through the Navigation panel on phones. */
export async function openMenu(page: Page, label: string) {
  await page.getByText("Administration Panel v1.0").waitFor(); // the layout is on screen
  const burger = page.getByRole("button", { name: "Ouvrir la navigation" });
  if (await burger.isVisible()) {
    await burger.click();
    await page.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: label }).click();
  } else {
    await page.getByRole("navigation", { name: "Menu d'administration" }).getByRole("link", { name: label }).click();
  }
}

function decodeQuotedPrintable(text: string) {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** The path and query of the newest link to `route` mailed to `to` (from DATA_DIR/outbox/*.eml). */
export async function linkFromOutbox(to: string, route: "reset-password" | "verify-account", after = 0): Promise<string> {
  const outbox = path.join(fs.readFileSync(dataDirPointer(), "utf8").trim(), "outbox");
  let link = "";
  await expect.poll(() => {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
    const mails = files
      .map((f) => ({ stat: fs.statSync(path.join(outbox, f)), body: decodeQuotedPrintable(fs.readFileSync(path.join(outbox, f), "utf8")) }))
      .filter((m) => m.stat.mtimeMs >= after && m.body.toLowerCase().includes(to.toLowerCase()))
      .sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs);
    for (const m of mails) {
      const match = m.body.match(new RegExp(`https?://[^\\s"'<>]+(/admin/${route}\\?[^\\s"'<>]+)`));
      if (match) { link = match[1].replace(/&amp;/g, "&"); return true; }
    }
    return false;
  }, { message: `no ${route} link mailed to ${to}`, timeout: 10_000 }).toBe(true);
  return link;
}
