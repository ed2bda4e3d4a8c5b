// Issue 26 end to end (decision 072): a shopper fills the cart, fills some details and taps; the
// wa.me address carries the reference; the seller sees the order within 2 s, confirms it; the
// storefront shows the lower stock; the tracking page (JavaScript off) says 'Confirmée'; cancelling
// gives the stock back. A tap whose record fails arrives when the connection returns. A pasted
// message is recorded; both CSV exports are downloaded and parsed. On a 390 px phone: the shopper's
// part only. Few tests, assertions grouped (issue 23's time budget).
import fs from "node:fs";
import type { APIRequestContext, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./hydrated.ts";
import { seriousViolations } from "./axe.ts";
import { api, signIn, SUPER_ADMIN } from "./admin-helpers.ts";
import { formatOrderReference, newOrderReference } from "../../contract/order-reference.ts";
import { holdOperation } from "./hold.ts";

const LOGIN = `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`;
const phone = (info: TestInfo) => info.project.name === "mobile";

interface Made {
  id: string;
  nom: string;
  prix: number;
  token: string;
}
/** A product of its own (stock 5) in a category of its own: no other spec moves its stock. */
async function product(request: APIRequestContext, info: TestInfo, prix = 7_500): Promise<Made> {
  const s = `${info.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const token = (await api(request, LOGIN, { i: SUPER_ADMIN.email, p: SUPER_ADMIN.password })).login.accessToken as string;
  const { createCategory: c } = await api(
    request,
    `mutation($n: String!) { createCategory(input: { nom: $n }) { id } }`,
    { n: `Commandes ${s}` },
    token,
  );
  const nom = `Sac wax ${s}`;
  const { createProduct: p } = await api(
    request,
    `mutation($n: String!, $c: ID!, $p: Int!) { createProduct(input: { nom: $n, typeProduit: $c, prix: $p, stock: 5 }) { id } }`,
    { n: nom, c: c.id, p: prix },
    token,
  );
  return { id: p.id, nom, prix, token };
}

const stockOf = async (request: APIRequestContext, id: string) =>
  (await api(request, `query($id: ID!) { product(id: $id) { stock } }`, { id })).product.stock as number;

/** The cart as the shop keeps it, then the cart page, its prices and stock checked. */
async function fillCart(page: Page, p: Made, quantity: number) {
  await page.goto("/robots.txt");
  await page.evaluate(([line]) => localStorage.setItem("boutique_cart", JSON.stringify([line])), [
    { productId: p.id, name: p.nom, unitPrice: p.prix, imageUrl: null, stock: 5, quantity },
  ] as const);
  await page.goto("/cart");
  await expect(page.getByTestId("order-link")).toBeAttached();
}

/** Taps 'Commander sur WhatsApp'; the wa.me page is answered here (no Internet in tests). */
async function tap(page: Page, context: BrowserContext) {
  await context.route("https://wa.me/**", (r) => r.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("order-link").click()]);
  const url = popup.url();
  await popup.close();
  return decodeURIComponent(new URL(url).searchParams.get("text") ?? "");
}

const recorded = (request: APIRequestContext, ref: string) => async () => (await request.get(`/api/v1/commandes/${ref}/suivi`)).status();

/** A ';' CSV with a BOM (decision 070): its rows as arrays (quoted cells unquoted). */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0), "BOM").toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [],
    cell = "",
    quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ";") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

async function download(page: Page, button: ReturnType<Page["getByRole"]>) {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return parseCsv(fs.readFileSync((await file.path())!, "utf8"));
}

test("a cart becomes an order: reference in the message, seller confirms within 2 s, stock moves, tracking, cancel", async ({
  page,
  context,
  request,
  browser,
}, info) => {
  test.setTimeout(120_000); // one journey; ~25 s on a quiet machine
  const p = await product(request, info);
  await fillCart(page, p, 2);

  // The shopper's details: a wrong phone is explained and left out; the fields are remembered.
  await page.getByLabel("Téléphone").fill("12");
  await page.getByLabel("Nom").fill("Awa Diop");
  await expect(page.getByText("Veuillez saisir un numéro sénégalais valide")).toBeVisible();
  await page.getByLabel("Téléphone").fill("77 123 45 67");
  await page.getByLabel("Zone de livraison").selectOption("dakar");
  await expect(page.getByText("Veuillez saisir un numéro sénégalais valide")).toHaveCount(0);
  const ref = (await page.getByTestId("order-reference").textContent())!;
  expect(ref).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  if (phone(info)) expect(await seriousViolations(page)).toEqual([]);

  // The seller's list is open (desktop) before the order exists.
  const seller = phone(info) ? null : await context.newPage();
  if (seller) {
    await signIn(seller, SUPER_ADMIN.email, SUPER_ADMIN.password, "/admin/commandes");
    await expect(seller.getByTestId("order-count")).toBeVisible({ timeout: 15_000 });
    await page.bringToFront();
  }

  const text = await tap(page, context);
  const lines = text.split("\n");
  expect(lines[1]).toBe(`Commande n° ${ref}`);
  expect(lines.at(-1)).toMatch(new RegExp(`^Suivre ma commande : https?://[^/\\s]+/commande/${ref}$`));
  expect(text).toContain("Nom : Awa Diop\nTéléphone : +221 77 123 45 67\nZone de livraison : Dakar\n\nTotal : 15 000 FCFA");
  await expect.poll(recorded(request, ref)).toBe(200);
  if (seller) {
    // The seller's list shows it within 2 s of its arrival.
    const arrived = Date.now();
    await seller.bringToFront();
    await expect(seller.getByTestId("order-row").filter({ hasText: ref })).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - arrived).toBeLessThan(2_000);
    await page.bringToFront();
  }
  // The page says where to follow it. A second tap on the same cart is the same order; a changed
  // cart is a new one, with a new reference.
  await expect(page.getByTestId("order-sent")).toContainText(`Commande n° ${ref} transmise`);
  await expect(page.getByTestId("order-reference")).toHaveText(ref);
  expect((await tap(page, context)).split("\n")[1]).toBe(`Commande n° ${ref}`);
  await page.getByRole("button", { name: `Augmenter la quantité de ${p.nom}` }).click();
  await expect(page.getByTestId("order-reference")).not.toHaveText(ref);
  await page.reload();
  await expect(page.getByLabel("Nom")).toHaveValue("Awa Diop");

  // Tracking, on the shopper's device: 'Reçue', the lines, no personal data.
  await page.goto(`/commande/${ref.toLowerCase().replace("-", "")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Commande n° ${ref}`);
  await expect(page.getByTestId("order-status")).toHaveText("Reçue");
  await expect(page.getByTestId("order-line")).toContainText(`${p.nom}`);
  await expect(page.getByText("Awa Diop")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/commande/ZZZZ-ZZZZ");
  await expect(page.getByText("Commande introuvable")).toBeVisible();
  if (!seller) return; // the seller's part runs on desktop
  const admin = seller;

  // The seller: the count of new orders, the order's details.
  await admin.bringToFront();
  await expect(admin.getByTestId("new-orders-count")).toBeVisible();
  await admin.getByRole("link", { name: ref }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Commande ${ref}`);
  await expect(admin.getByTestId("admin-order-line")).toContainText("2 × 7 500");
  await expect(admin.getByText("+221771234567").or(admin.getByText("+221 77 123 45 67"))).toBeVisible();
  const reply = decodeURIComponent((await admin.getByTestId("reply-link").getAttribute("href"))!);
  expect(reply).toMatch(/^https:\/\/wa\.me\/221771234567\?text=Bonjour Awa Diop, nous avons bien reçu votre commande n° /);
  expect(reply).toContain(ref);
  expect(await seriousViolations(admin)).toEqual([]);

  await admin.getByRole("button", { name: "Confirmer" }).click();
  const dialog = admin.getByRole("alertdialog");
  await expect(dialog).toContainText("Confirmer la commande ?");
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await expect(admin.getByTestId("status-badge")).toHaveText("Confirmée");
  expect(await stockOf(request, p.id)).toBe(3);

  // The storefront shows the lower stock; the tracking page, drawn by the server with JavaScript off, 'Confirmée'.
  await page.bringToFront();
  await page.goto(`/produits/${p.id}`);
  await expect(page.getByTestId("stock-note")).toContainText("3 en stock");
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(`/commande/${ref}`);
  await expect(plain.getByTestId("order-status")).toHaveText("Confirmée");
  await expect(plain.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  await noJs.close();

  // Cancelling a confirmed order gives the stock back.
  await admin.bringToFront();
  await admin.getByRole("button", { name: "Annuler la commande" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Annuler la commande" }).click();
  await expect(admin.getByTestId("status-badge")).toHaveText("Annulée");
  expect(await stockOf(request, p.id)).toBe(5);
  await expect(admin.getByTestId("order-history")).toContainText("Confirmée → Annulée");
});

// The outbox is the same code on a phone: desktop only.
test(
  "a tap whose record fails is kept and arrives when the connection returns",
  { tag: "@desktop-only" },
  async ({ page, context, request }, info) => {
    const p = await product(request, info);
    await fillCart(page, p, 1);
    const ref = (await page.getByTestId("order-reference").textContent())!;
    // The connection drops as the shopper taps: the record's POST gets no answer.
    await context.route("**/api/v1/commandes", (r) => r.abort("internetdisconnected"));
    const text = await tap(page, context);
    expect(text).toContain(`Commande n° ${ref}`); // the link never waited on the server
    await expect(page.getByTestId("order-sent")).toBeVisible();
    expect(await recorded(request, ref)()).toBe(404);
    await context.unroute("**/api/v1/commandes");
    await context.setOffline(true);
    await context.setOffline(false); // the connection returns: the kept order leaves
    await expect.poll(recorded(request, ref)).toBe(200);
  },
);

// Back-office forms run on desktop.
test(
  "a pasted message is recorded, its unknown line shown; orders and products export as CSV",
  { tag: "@desktop-only" },
  async ({ page, request }, info) => {
    const p = await product(request, info, 4_000);
    const ref = formatOrderReference(newOrderReference());
    await signIn(page, SUPER_ADMIN.email, SUPER_ADMIN.password, "/admin/commandes/depuis-message");
    const base = new URL(page.url()).origin;
    const message = [
      "Bonjour Boutique en Ligne, je souhaite commander :",
      `Commande n° ${ref}`,
      "",
      `3 x ${p.nom} — 4 000 FCFA = 12 000 FCFA`,
      "1 x Pagne introuvable — 1 000 FCFA = 1 000 FCFA",
      "",
      "Total : 13 000 FCFA",
      "",
      "Liens des produits :",
      `- ${p.nom} : ${base}/produits/${p.id}`,
      "- Pagne introuvable : https://ailleurs.example/produits/nope",
    ].join("\n");
    await page.getByLabel("Message de commande").fill(message);
    await page.getByRole("button", { name: "Enregistrer la commande" }).click();
    await expect(page.getByTestId("paste-result")).toContainText(`Commande ${ref} enregistrée`);
    await expect(page.getByTestId("unmatched-lines")).toContainText("Pagne introuvable");
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Voir la commande" }).click();
    await expect(page.getByTestId("admin-order-total")).toContainText("12 000");
    // The list's loading state, held open, is announced and passes axe.
    const release = await holdOperation(page, "AdminCommandes");
    await page.goto(`/admin/commandes?search=${encodeURIComponent(ref)}`);
    await expect(page.getByRole("status").filter({ hasText: "Chargement des commandes…" })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
    release();
    await expect(page.getByTestId("order-row")).toHaveCount(1);
    await page.unroute("**/graphql");
    const orders = await download(page, page.getByRole("button", { name: "Exporter (CSV)" }));
    expect(orders.length).toBeGreaterThanOrEqual(2);
    const row = orders.find((r) => r.some((c) => formatOrderReference(c) === ref));
    expect(row, JSON.stringify(orders)).toBeDefined();
    expect(row!.join(";")).toContain(p.nom);

    await page.goto(`/admin/produits?search=${encodeURIComponent(p.nom)}`);
    const products = await download(page, page.getByRole("button", { name: "Exporter (CSV)" }));
    expect(products[0].join(";").toLowerCase()).toContain("nom");
    expect(
      products
        .slice(1)
        .map((r) => r.join(";"))
        .join("\n"),
    ).toContain(p.nom);
  },
);
