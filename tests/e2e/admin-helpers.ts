import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { dataDirPointer } from "./data-dir.ts";
import { ACCESS_KEY, REFRESH_KEY } from "../../client/src/lib/auth/tokens.ts";

export const SUPER_ADMIN = { email: "admin@boutique.local", password: "MotDePasse!2026" };

const LOGIN = "mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken refreshToken } }";

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Logs in through the API (the `login` mutation): the two tokens. */
export async function apiTokens(request: APIRequestContext, email = SUPER_ADMIN.email, password = SUPER_ADMIN.password): Promise<Tokens> {
  const res = await request.post("/graphql", { data: { query: LOGIN, variables: { i: email, p: password } } });
  const body = (await res.json()) as { data?: { login?: Tokens }; errors?: unknown };
  if (!body.data?.login) throw new Error(`login ${email}: ${res.status()} ${JSON.stringify(body.errors)}`);
  return body.data.login;
}

/** Puts the tokens where the back-office keeps them (localStorage, SPEC §7 keys), then opens `to`
 * if given. A spec whose tests share one session logs in once (apiTokens in beforeAll) and calls
 * this in beforeEach: no password hashed and no page loaded per test for the login. */
export async function useTokens(page: Page, { accessToken, refreshToken }: Tokens, to?: string) {
  await page.goto("/robots.txt"); // the shop's origin, without loading the app
  await page.evaluate(
    ([keys, tokens]) => {
      localStorage.setItem(keys[0], tokens[0]);
      localStorage.setItem(keys[1], tokens[1]);
    },
    [
      [ACCESS_KEY, REFRESH_KEY],
      [accessToken, refreshToken],
    ],
  );
  if (to) await page.goto(to);
}

/** Logs in through the API, puts the tokens where the back-office keeps them and opens `to`: for
 * the specs that are not about the login screens (those use loginByEmail). */
export async function signIn(page: Page, email = SUPER_ADMIN.email, password = SUPER_ADMIN.password, to = "/admin") {
  await useTokens(page, await apiTokens(page.request, email, password), to);
}

/** Logs in through the login form (the login screens' own specs). */
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
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
        const mails = files
          .map((f) => ({
            stat: fs.statSync(path.join(outbox, f)),
            body: decodeQuotedPrintable(fs.readFileSync(path.join(outbox, f), "utf8")),
          }))
          .filter((m) => m.stat.mtimeMs >= after && m.body.toLowerCase().includes(to.toLowerCase()))
          .sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs);
        for (const m of mails) {
          const match = m.body.match(new RegExp(`https?://[^\\s"'<>]+(/admin/${route}\\?[^\\s"'<>]+)`));
          if (match) {
            link = match[1].replace(/&amp;/g, "&");
            return true;
          }
        }
        return false;
      },
      { message: `no ${route} link mailed to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return link;
}

/** A GraphQL call through Playwright's request context; its errors thrown. */
export async function api(request: APIRequestContext, query: string, variables: object = {}, token?: string) {
  const r = await request.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await r.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Real PNG files on disk, one colour each. */
export async function pngFiles(names: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-png-"));
  return Promise.all(
    Object.entries(names).map(async ([name, colour]) => {
      const file = path.join(dir, name);
      await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
        .png()
        .toFile(file);
      return file;
    }),
  );
}

/** Waits for an opened menu's animation to end: a click while its items still move can be lost
 * (a fresh clone's run clicked 'Modifier' so, and the menu stayed open). */
export const menuSettled = (menu: Locator) =>
  menu.evaluate((el) => Promise.allSettled(el.getAnimations({ subtree: true }).map((a) => a.finished)));
