// Orders (issue 26, decisions 070/071) over real HTTP on the embedded database: every refusal of
// item 5 with nothing written, prices recomputed and flagged, idempotency, the throttles, the status
// rules with stock and audit, the pasted message, the CSV exports and the tracking view's privacy.
// The confirmation race on both databases: orders-race.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { bearer, signInAs } from "./session.ts";
import { expectContract } from "./contract.ts";
import { orderMessage } from "../../client/src/lib/whatsapp.ts";
import { formatOrderReference, newOrderReference, normalizeOrderReference } from "../../contract/order-reference.ts";
import { csvCell } from "../../server/src/lib/csv.ts";
import { fetchRetry } from "./fetch-retry.ts";

let app: TestApp;
let token = "";
let adminEmail = "";
let categoryId = "";
let plain = { id: "", name: "" };
let promo = { id: "" };
let dress = { id: "", m: "", l: "" };
let address = 0;
/** A fresh caller address (TRUST_PROXY=1): each test's orders are throttled on their own. */
const nextIp = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  app = await startTestApp("pglite", { TRUST_PROXY: "1" });
  const admin = await signInAs(app, "ADMIN");
  token = admin.accessToken;
  adminEmail = admin.email;
  categoryId = (await createCategory(app.prisma, "Mode")).id;
  const p = await createProduct(app.prisma, { name: "Sac en cuir", categoryId, price: 20_000, stock: 5 });
  plain = { id: p.id, name: p.name };
  promo = { id: (await createProduct(app.prisma, { name: "Boubou brodé", categoryId, price: 15_000, promotionPercent: 20, stock: 3 })).id };
  const d = await createProduct(app.prisma, { name: "Robe wax", categoryId, price: 12_500, stock: 0 });
  await app.prisma.product.update({ where: { id: d.id }, data: { options: [{ nom: "Taille", valeurs: ["M", "L"] }], stock: 3 } });
  const m = await app.prisma.productVariant.create({ data: { productId: d.id, size: "M", sizeKey: "m", stock: 2, position: 0 } });
  const l = await app.prisma.productVariant.create({ data: { productId: d.id, size: "L", sizeKey: "l", stock: 1, position: 1 } });
  dress = { id: d.id, m: m.id, l: l.id };
});
afterAll(() => app?.stop());

async function rest(method: string, path: string, opts: { json?: unknown; raw?: string; ip?: string; auth?: boolean; type?: string } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": opts.ip ?? "192.0.2.1" };
  if (opts.auth) Object.assign(headers, bearer(token));
  if (opts.json !== undefined || opts.raw !== undefined) headers["content-type"] = opts.type ?? "application/json";
  const res = await fetchRetry(`${app.url}/api/v1${path}`, {
    method,
    headers,
    body: opts.raw ?? (opts.json !== undefined ? JSON.stringify(opts.json) : undefined),
  });
  // Decoded keeping the BOM (res.text() drops it): the CSV test checks it is there.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  if ((res.headers.get("content-type") ?? "").startsWith("text/csv"))
    return { status: res.status, body: null as any, text, headers: res.headers };
  const body = JSON.parse(text);
  expectContract(method, path, res.status, body);
  return { status: res.status, body, text, headers: res.headers };
}

const place = (body: unknown, ip = nextIp()) => rest("POST", "/commandes", { json: body, ip });
const counts = async () => [
  await app.prisma.order.count(),
  await app.prisma.orderLine.count(),
  await app.prisma.orderStatusChange.count(),
  await app.prisma.auditEntry.count(),
];

describe("order references", () => {
  it("are 8 characters without look-alikes, read with or without the dash in any case", () => {
    const refs = Array.from({ length: 200 }, newOrderReference);
    for (const r of refs) expect(r).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(new Set(refs).size).toBe(200);
    expect(normalizeOrderReference("k7m2-qx9p")).toBe("K7M2QX9P");
    expect(normalizeOrderReference(" K7M2QX9P ")).toBe("K7M2QX9P");
    expect(formatOrderReference("K7M2QX9P")).toBe("K7M2-QX9P");
    for (const bad of ["K7M2-QX9", "K7M2-QX9O", "K7M2-QX91", "K7M2--QX9P", "", "K7M2-QX9P-K7M2", 12345678, null])
      expect(normalizeOrderReference(bad)).toBeNull();
  });
});

describe("placing an order", () => {
  it("recomputes every price (promotion and combination), keeps copies and flags a price that differs", async () => {
    const reference = newOrderReference();
    const r = await place({
      reference: formatOrderReference(reference).toLowerCase(),
      lignes: [
        { produitId: plain.id, quantite: 2, prixUnitaire: 20_000 },
        { produitId: promo.id, quantite: 1, prixUnitaire: 15_000 },
        { produitId: dress.id, varianteId: dress.m, quantite: 1 },
      ],
      client: { nom: " Awa  Ndiaye ", telephone: "+221 77 123 45 67", zone: "dakar", adresse: "Sacré-Cœur 3" },
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      reference: formatOrderReference(reference),
      statut: "nouvelle",
      total: 40_000 + 12_000 + 12_500,
      nombreArticles: 4,
      confirmeeLe: null,
    });
    expect(r.body.data.lignes).toEqual([
      { nom: "Sac en cuir", variante: null, quantite: 2, prixUnitaire: 20_000, total: 40_000 },
      { nom: "Boubou brodé", variante: null, quantite: 1, prixUnitaire: 12_000, total: 12_000 },
      { nom: "Robe wax", variante: "Taille M", quantite: 1, prixUnitaire: 12_500, total: 12_500 },
    ]);
    // No personal data in the public answer.
    expect(r.text).not.toMatch(/Ndiaye|771234567|Sacré|"id"|historique|client/);
    const detail = await rest("GET", `/commandes/${reference}`, { auth: true });
    expect(detail.body.data.client).toEqual({ nom: "Awa Ndiaye", telephone: "+221771234567", zone: "dakar", adresse: "Sacré-Cœur 3" });
    expect(detail.body.data.lignes.map((l: any) => [l.prixAffiche, l.prixDifferent])).toEqual([
      [20_000, false],
      [15_000, true],
      [null, false],
    ]);
    expect(detail.body.data.historique).toEqual([{ de: null, vers: "nouvelle", par: null, le: expect.any(String) }]);
    // Placing moves no stock.
    expect((await app.prisma.product.findUnique({ where: { id: plain.id } }))!.stock).toBe(5);
  });

  it("accepts an order without any customer field, and the same reference twice records one order (200, not throttled)", async () => {
    const reference = newOrderReference();
    const ip = nextIp();
    const body = { reference, lignes: [{ produitId: plain.id, quantite: 1 }] };
    expect((await place(body, ip)).status).toBe(201);
    for (let i = 0; i < 6; i++) {
      const again = await place({ ...body, reference: formatOrderReference(reference) }, ip);
      expect(again.status).toBe(200);
      expect(again.body.data.reference).toBe(formatOrderReference(reference));
    }
    expect(await app.prisma.order.count({ where: { reference } })).toBe(1);
    // Sent twice at once: one order.
    const twin = newOrderReference();
    const both = await Promise.all([place({ ...body, reference: twin }), place({ ...body, reference: twin })]);
    expect(both.map((b) => b.status).sort()).toEqual([200, 201]);
    expect(await app.prisma.order.count({ where: { reference: twin } })).toBe(1);
  });

  it("refuses every malformed order with a French 400 and writes nothing", async () => {
    const ok = { produitId: plain.id, quantite: 1 };
    const cases: [unknown, RegExp][] = [
      [{ reference: newOrderReference(), lignes: [] }, /aucune ligne/],
      [{ reference: newOrderReference() }, /lignes doit être une liste/],
      [{ reference: newOrderReference(), lignes: Array.from({ length: 51 }, () => ok) }, /au plus 50 lignes/],
      [{ reference: newOrderReference(), lignes: [{ ...ok, quantite: 0 }] }, /entre 1 et 99/],
      [{ reference: newOrderReference(), lignes: [{ ...ok, quantite: 100 }] }, /entre 1 et 99/],
      [{ reference: newOrderReference(), lignes: [{ ...ok, quantite: 1.5 }] }, /nombre entier/],
      [{ reference: newOrderReference(), lignes: [{ ...ok, quantite: "2" }] }, /nombre entier/],
      [{ reference: newOrderReference(), lignes: [ok, { ...ok, quantite: 99 }] }, /entre 1 et 99/],
      [{ reference: newOrderReference(), lignes: [{ produitId: "inconnu", quantite: 1 }] }, /Produit inconnu/],
      [{ reference: newOrderReference(), lignes: [{ produitId: dress.id, quantite: 1 }] }, /choisissez une combinaison/],
      [{ reference: newOrderReference(), lignes: [{ produitId: dress.id, varianteId: "autre", quantite: 1 }] }, /Combinaison inconnue/],
      [{ reference: newOrderReference(), lignes: [{ ...ok, varianteId: dress.m }] }, /pas de tailles/],
      [{ reference: "K7M2-QX9O", lignes: [ok] }, /Référence de commande invalide/],
      [{ reference: "K7M2", lignes: [ok] }, /Référence de commande invalide/],
      [{ reference: ["K7M2QX9P"], lignes: [ok] }, /Référence de commande invalide/],
      [{ reference: newOrderReference(), lignes: { 0: ok } }, /liste/],
      [{ reference: newOrderReference(), lignes: ["x"] }, /objet/],
      [{ reference: newOrderReference(), lignes: [{ produitId: 12, quantite: 1 }] }, /texte/],
      [{ reference: newOrderReference(), lignes: [{ ...ok, prixUnitaire: "20000" }] }, /prix unitaire/],
      [{ reference: newOrderReference(), lignes: [ok], client: "Awa" }, /client doit être un objet/],
      [{ reference: newOrderReference(), lignes: [ok], client: { nom: 42 } }, /nom doit être un texte/],
      [{ reference: newOrderReference(), lignes: [ok], client: { nom: "A".repeat(81) } }, /80 caractères/],
      [{ reference: newOrderReference(), lignes: [ok], client: { adresse: "A".repeat(301) } }, /300 caractères/],
      [{ reference: newOrderReference(), lignes: [ok], client: { telephone: "771234567" } }, /indicatif/],
      [{ reference: newOrderReference(), lignes: [ok], client: { zone: "paris" } }, /dakar ou regions/],
      [{ reference: newOrderReference(), lignes: [ok], client: { nom: "Awa\u0000" } }, /caractère nul/],
      [[{ reference: newOrderReference() }], /objet JSON/],
    ];
    const before = await counts();
    for (const [body, message] of cases) {
      const r = await place(body);
      expect(r.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    const nul = await rest("POST", "/commandes", {
      raw: '{"reference":"K7M2QX9P","lignes":[{"produitId":"a\\u0000","quantite":1}]}',
      ip: nextIp(),
    });
    expect([nul.status, nul.body.message]).toEqual([400, expect.stringMatching(/caractère nul/)]);
    const broken = await rest("POST", "/commandes", { raw: '{"reference":', ip: nextIp() });
    expect(broken.status).toBe(400);
    const big = await rest("POST", "/commandes", {
      raw: JSON.stringify({ reference: newOrderReference(), lignes: [{ produitId: plain.id, quantite: 1 }], x: "a".repeat(40_000) }),
      ip: nextIp(),
    });
    expect(big.status).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it("throttles placing per address (5 a minute, French 429) without writing the refused order", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await place({ reference: newOrderReference(), lignes: [{ produitId: plain.id, quantite: 1 }] }, ip)).status).toBe(201);
    const before = await counts();
    const refused = await place({ reference: newOrderReference(), lignes: [{ produitId: plain.id, quantite: 1 }] }, ip);
    expect([refused.status, refused.body.message]).toEqual([429, expect.stringMatching(/Trop de commandes.*réessayez/)]);
    expect(await counts()).toEqual(before);
    expect((await place({ reference: newOrderReference(), lignes: [{ produitId: plain.id, quantite: 1 }] })).status).toBe(201); // another address
  });
});

describe("tracking", () => {
  it("answers status, lines and total without personal data; unknown is 404; guessing is throttled (30 a minute)", async () => {
    const reference = newOrderReference();
    await place({
      reference,
      lignes: [{ produitId: plain.id, quantite: 1 }],
      client: { nom: "Fatou Sall", telephone: "+221770000001", adresse: "Médina" },
    });
    const ip = nextIp();
    const r = await rest("GET", `/commandes/${formatOrderReference(reference).toLowerCase()}/suivi`, { ip });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual([
      "annuleeLe",
      "confirmeeLe",
      "creeLe",
      "lignes",
      "livreeLe",
      "nombreArticles",
      "reference",
      "statut",
      "total",
    ]);
    expect(r.text).not.toMatch(/Fatou|770000001|Médina|produitId/);
    const unknown = await rest("GET", `/commandes/${newOrderReference()}/suivi`, { ip });
    expect([unknown.status, unknown.body.message]).toEqual([404, "Commande introuvable"]);
    expect((await rest("GET", "/commandes/abc/suivi", { ip })).status).toBe(400);
    for (let i = 2; i < 30; i++) await rest("GET", `/commandes/${newOrderReference()}/suivi`, { ip });
    const refused = await rest("GET", `/commandes/${reference}/suivi`, { ip });
    expect([refused.status, refused.body.message]).toEqual([429, expect.stringMatching(/Trop de consultations/)]);
  });
});

describe("the seller's desk", () => {
  it("confirms (stock taken, caches cleared), delivers; refuses forbidden moves (409 naming both statuses); audits each change", async () => {
    const reference = newOrderReference();
    await place({
      reference,
      lignes: [
        { produitId: dress.id, varianteId: dress.m, quantite: 2 },
        { produitId: plain.id, quantite: 1 },
      ],
    });
    const stockBefore = (await app.prisma.product.findUnique({ where: { id: plain.id } }))!.stock;
    // The storefront's product answer is cached, then must show the new stock at once.
    await rest("GET", `/produits/${dress.id}`);
    const confirmed = await rest("PUT", `/commandes/${reference}/statut`, { auth: true, json: { statut: "confirmee" } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ statut: "confirmee", confirmeeLe: expect.any(String) });
    expect(confirmed.body.data.historique.map((h: any) => [h.de, h.vers, h.par])).toEqual([
      [null, "nouvelle", null],
      ["nouvelle", "confirmee", expect.stringContaining("Awa Diop")],
    ]);
    const dressNow = await rest("GET", `/produits/${dress.id}`);
    expect(dressNow.body.data.variantes.map((v: any) => [v.taille, v.stock, v.disponible])).toEqual([
      ["M", 0, false],
      ["L", 1, true],
    ]);
    expect([dressNow.body.data.stock, dressNow.body.data.enRupture]).toEqual([1, false]);
    expect((await app.prisma.product.findUnique({ where: { id: plain.id } }))!.stock).toBe(stockBefore - 1);

    const again = await rest("PUT", `/commandes/${reference}/statut`, { auth: true, json: { statut: "confirmee" } });
    expect([again.status, again.body.message]).toEqual([409, expect.stringMatching(/« Confirmée ».*« Confirmée »/)]);
    expect((await rest("PUT", `/commandes/${reference}/statut`, { auth: true, json: { statut: "livree" } })).status).toBe(200);
    const late = await rest("PUT", `/commandes/${reference}/statut`, { auth: true, json: { statut: "annulee" } });
    expect([late.status, late.body.message]).toEqual([409, expect.stringMatching(/« Livrée ».*« Annulée »/)]);
    expect((await rest("PUT", `/commandes/${reference}/statut`, { auth: true, json: { statut: "nouvelle" } })).status).toBe(400);
    expect((await rest("PUT", `/commandes/${reference}/statut`, { auth: true, json: { statut: ["livree"] } })).status).toBe(400);
    expect((await rest("PUT", `/commandes/${reference}/statut`, { json: { statut: "livree" } })).status).toBe(401);
    expect((await rest("PUT", `/commandes/${newOrderReference()}/statut`, { auth: true, json: { statut: "livree" } })).status).toBe(404);

    const order = await app.prisma.order.findUnique({ where: { reference } });
    const audit = await app.prisma.auditEntry.findMany({
      where: { entityId: order!.id },
      orderBy: { createdAt: "asc" },
      include: { actor: true },
    });
    expect(audit.map((a) => [a.action, a.summary, a.actor?.email ?? null])).toEqual([
      ["create", expect.stringMatching(/reçue \(3 articles/), null],
      ["status", `Commande ${formatOrderReference(reference)} : Nouvelle → Confirmée`, adminEmail],
      ["status", `Commande ${formatOrderReference(reference)} : Confirmée → Livrée`, adminEmail],
    ]);
    const activity = await rest("GET", "/dashboard/recent-activity?limit=5", { auth: true });
    expect(activity.body.data[0]).toMatchObject({ title: expect.stringContaining("Confirmée → Livrée"), entityType: "Order" });
  });

  it("refuses a whole confirmation when one line lacks stock (409 naming product, combination and stock); cancelling a confirmed order gives the stock back", async () => {
    await app.prisma.productVariant.update({ where: { id: dress.l }, data: { stock: 1 } });
    const short = newOrderReference();
    await place({
      reference: short,
      lignes: [
        { produitId: plain.id, quantite: 1 },
        { produitId: dress.id, varianteId: dress.l, quantite: 2 },
      ],
    });
    const plainBefore = (await app.prisma.product.findUnique({ where: { id: plain.id } }))!.stock;
    const refused = await rest("PUT", `/commandes/${short}/statut`, { auth: true, json: { statut: "confirmee" } });
    expect([refused.status, refused.body.message]).toEqual([409, "Stock insuffisant pour Robe wax (Taille L) : 1 en stock"]);
    expect((await app.prisma.product.findUnique({ where: { id: plain.id } }))!.stock).toBe(plainBefore);
    expect((await app.prisma.order.findUnique({ where: { reference: short } }))!.status).toBe("nouvelle");

    const ok = newOrderReference();
    await place({ reference: ok, lignes: [{ produitId: plain.id, quantite: plainBefore }] });
    await rest("PUT", `/commandes/${ok}/statut`, { auth: true, json: { statut: "confirmee" } });
    expect(await app.prisma.product.findUnique({ where: { id: plain.id } })).toMatchObject({ stock: 0, outOfStock: true });
    const cancelled = await rest("PUT", `/commandes/${ok}/statut`, { auth: true, json: { statut: "annulee" } });
    expect(cancelled.body.data).toMatchObject({ statut: "annulee", annuleeLe: expect.any(String) });
    expect(await app.prisma.product.findUnique({ where: { id: plain.id } })).toMatchObject({ stock: plainBefore, outOfStock: false });
    // Cancelling a new order moves no stock.
    await rest("PUT", `/commandes/${short}/statut`, { auth: true, json: { statut: "annulee" } });
    expect((await app.prisma.product.findUnique({ where: { id: plain.id } }))!.stock).toBe(plainBefore);
  });

  it("lists with filters, search (reference, name, phone, product) and pagination; admin only", async () => {
    const reference = newOrderReference();
    await place({ reference, lignes: [{ produitId: promo.id, quantite: 1 }], client: { nom: "Mariama Bâ", telephone: "+221781112233" } });
    const search = async (q: string) => (await rest("GET", `/commandes?${q}`, { auth: true })).body;
    expect((await search(`search=${formatOrderReference(reference).toLowerCase()}`)).data.map((o: any) => o.reference)).toEqual([
      formatOrderReference(reference),
    ]);
    expect((await search("search=mariama")).data.map((o: any) => o.reference)).toEqual([formatOrderReference(reference)]);
    expect((await search("search=781112")).data.map((o: any) => o.reference)).toEqual([formatOrderReference(reference)]);
    // A reference's digits are no phone number: "X781-112" does not find the order of +221781112233.
    expect((await search("search=X781-112")).data).toEqual([]);
    expect((await search("search=boubou")).data.map((o: any) => o.reference)).toContain(formatOrderReference(reference));
    const page = await search("limit=2&page=2");
    expect(page.pagination).toMatchObject({ page: 2, limit: 2, total: await app.prisma.order.count() });
    expect((await search("statut=annulee")).data.every((o: any) => o.statut === "annulee")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`du=${today}&au=${today}`)).pagination.total).toBe(await app.prisma.order.count());
    expect((await search("au=2020-01-01")).pagination.total).toBe(0);
    for (const bad of ["statut=x", "du=2026-02-30", "page=0", "limit=101", `search=${"a".repeat(101)}`, "du=2026-05-02&au=2026-05-01"]) {
      expect((await rest("GET", `/commandes?${bad}`, { auth: true })).status, bad).toBe(400);
    }
    expect((await rest("GET", "/commandes")).status).toBe(401);
    expect((await rest("GET", `/commandes/${reference}`)).status).toBe(401);
  });
});

describe("recording from a pasted message", () => {
  const shop = {
    name: "Boutique",
    whatsapp: "221770000000",
    publicUrl: "http://shop.test",
    dakarPrice: 2000,
    dakarDelay: "24 h",
    regionsDelay: "2-4 jours",
  };

  it("reads our message (reference, lines by their links, combination by its label, customer fields); unmatched lines are returned", async () => {
    const reference = newOrderReference();
    const body = orderMessage(shop, [
      { productId: plain.id, name: "Sac en cuir", unitPrice: 19_000, imageUrl: null, stock: 5, quantity: 1 },
      {
        productId: dress.id,
        name: "Robe wax",
        unitPrice: 12_500,
        imageUrl: null,
        stock: 1,
        quantity: 1,
        selectedVariant: dress.l,
        variantLabel: "Taille L",
      },
      { productId: "disparu", name: "Pagne tissé", unitPrice: 9_000, imageUrl: null, stock: 1, quantity: 2 },
    ]).split("\n");
    // Decision 070's lines: the reference after the greeting, customer fields before the total, the tracking link last.
    body.splice(1, 0, `Commande n° ${formatOrderReference(reference)}`);
    body.splice(
      body.findIndex((l) => l.startsWith("Total")),
      0,
      "Nom : Khady Fall",
      "Téléphone : +221 76 000 00 02",
      "Zone : Régions",
      "Adresse : Thiès",
    );
    body.push(`Suivre ma commande : http://shop.test/commande/${formatOrderReference(reference)}`);
    const r = await rest("POST", "/commandes/depuis-message", { auth: true, json: { message: body.join("\n") } });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      reference: formatOrderReference(reference),
      source: "message",
      statut: "nouvelle",
      client: { nom: "Khady Fall", telephone: "+221760000002", zone: "regions", adresse: "Thiès" },
    });
    expect(r.body.data.lignes.map((l: any) => [l.nom, l.variante, l.quantite, l.prixUnitaire, l.prixAffiche, l.prixDifferent])).toEqual([
      ["Sac en cuir", null, 1, 20_000, 19_000, true],
      ["Robe wax", "Taille L", 1, 12_500, 12_500, false],
    ]);
    expect(r.body.nonReconnues).toEqual(["2 x Pagne tissé — 9 000 FCFA = 18 000 FCFA"]);
    expect(r.body.data.historique[0].par).toContain("Awa Diop");
    const twice = await rest("POST", "/commandes/depuis-message", { auth: true, json: { message: body.join("\n") } });
    expect([twice.status, twice.body.message]).toEqual([409, expect.stringContaining("déjà enregistrée")]);
  });

  it("refuses a message with nothing it can match (400), a wrong type, and callers without a token", async () => {
    const before = await counts();
    const none = await rest("POST", "/commandes/depuis-message", { auth: true, json: { message: "Bonjour, vous avez des robes ?" } });
    expect([none.status, none.body.message]).toEqual([400, expect.stringContaining("Aucune ligne")]);
    expect((await rest("POST", "/commandes/depuis-message", { auth: true, json: { message: 12 } })).status).toBe(400);
    expect((await rest("POST", "/commandes/depuis-message", { auth: true, json: { message: "x".repeat(20_001) } })).status).toBe(400);
    expect(
      (await rest("POST", "/commandes/depuis-message", { json: { message: "1 x Sac en cuir — 20 000 FCFA = 20 000 FCFA" } })).status,
    ).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe("CSV exports", () => {
  /** A `;` CSV as a spreadsheet reads it: quoted cells may hold `;`, quotes and line breaks. */
  function parseCsv(text: string) {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows: string[][] = [[]];
    let cell = "",
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
        rows.at(-1)!.push(cell);
        cell = "";
      } else if (c === "\r" && text[i + 1] === "\n") {
        rows.at(-1)!.push(cell);
        cell = "";
        rows.push([]);
        i++;
      } else cell += c;
    }
    rows.pop();
    return rows;
  }

  it("exports the filtered orders one row a line, formula-safe, and the product list", async () => {
    const reference = newOrderReference();
    await place({
      reference,
      lignes: [
        { produitId: plain.id, quantite: 1 },
        { produitId: promo.id, quantite: 2 },
      ],
      client: { nom: '=HYPERLINK("x";"y")', adresse: 'Rue 1; porte "B"' },
    });
    const r = await rest("GET", `/commandes/export.csv?search=${reference}`, { auth: true });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(r.headers.get("content-disposition")).toMatch(/attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(r.text);
    expect(rows[0]).toEqual([
      "Référence",
      "Date",
      "Statut",
      "Client",
      "Téléphone",
      "Zone",
      "Adresse",
      "Produit",
      "Combinaison",
      "Quantité",
      "Prix unitaire (FCFA)",
      "Total ligne (FCFA)",
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[3], row[6], row[7], row[9], row[10], row[11]])).toEqual([
      [formatOrderReference(reference), "Nouvelle", `'=HYPERLINK("x";"y")`, 'Rue 1; porte "B"', "Sac en cuir", "1", "20000", "20000"],
      [formatOrderReference(reference), "Nouvelle", `'=HYPERLINK("x";"y")`, 'Rue 1; porte "B"', "Boubou brodé", "2", "12000", "24000"],
    ]);
    expect([csvCell("+221"), csvCell("-1"), csvCell("@x"), csvCell(-1), csvCell("a\nb")]).toEqual(["'+221", "'-1", "'@x", "-1", '"a\nb"']);
    const products = parseCsv((await rest("GET", "/produits/export.csv?search=boubou", { auth: true })).text);
    expect(products).toEqual([
      [
        "Référence",
        "Nom",
        "Catégorie",
        "Sous-type",
        "Prix (FCFA)",
        "Promotion (%)",
        "Prix final (FCFA)",
        "Stock",
        "Indicateurs",
        "Description",
      ],
      [promo.id, "Boubou brodé", "Mode", "", "15000", "20", "12000", "3", "En promotion", ""],
    ]);
    expect((await rest("GET", "/commandes/export.csv")).status).toBe(401);
    expect((await rest("GET", "/produits/export.csv")).status).toBe(401);
  });
});

describe("GraphQL (same service, same rules)", () => {
  const ip = () => ({ "x-forwarded-for": nextIp() });
  const PLACE =
    "mutation($input: OrderInput!) { passerCommande(input: $input) { reference statut total nombreArticles lignes { nom variante quantite prixUnitaire total } } }";

  it("places, tracks (null when unknown), changes status and answers the dashboard's figures", async () => {
    const reference = newOrderReference();
    const placed = await gql(
      app,
      PLACE,
      { input: { reference, lignes: [{ produitId: promo.id, quantite: 2, prixUnitaire: 12_000 }] } },
      ip(),
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data.passerCommande).toMatchObject({
      reference: formatOrderReference(reference),
      statut: "nouvelle",
      total: 24_000,
      nombreArticles: 2,
    });
    const refused = await gql(
      app,
      PLACE,
      { input: { reference: newOrderReference(), lignes: [{ produitId: promo.id, quantite: 100 }] } },
      ip(),
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: "La quantité doit être comprise entre 1 et 99.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const nul = await gql(app, PLACE, { input: { reference: newOrderReference(), lignes: [{ produitId: "a\u0000", quantite: 1 }] } }, ip());
    expect(nul.errors?.[0].message).toMatch(/caractère nul/);

    const track = "query($r: String!) { suiviCommande(reference: $r) { reference statut confirmeeLe lignes { nom } } }";
    expect((await gql(app, track, { r: newOrderReference() }, ip())).data.suiviCommande).toBeNull();
    expect((await gql(app, track, { r: reference.toLowerCase() }, ip())).data.suiviCommande).toMatchObject({
      statut: "nouvelle",
      confirmeeLe: null,
    });
    const noPersonal = await gql(app, "query($r: String!) { suiviCommande(reference: $r) { client { nom } } }", { r: reference }, ip());
    expect(noPersonal.errors?.[0].message).toBeDefined();

    const adminOnly = await gql(app, "{ commandesNouvelles }", {}, ip());
    expect(adminOnly.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const auth = { ...bearer(token), ...ip() };
    const before = (await gql(app, "{ commandesNouvelles }", {}, auth)).data.commandesNouvelles;
    expect(before).toBe(await app.prisma.order.count({ where: { status: "nouvelle" } }));
    const change =
      "mutation($r: String!, $s: OrderStatus!) { changerStatutCommande(reference: $r, statut: $s) { statut confirmeeLe historique { de vers par } } }";
    const confirmed = await gql(app, change, { r: formatOrderReference(reference), s: "confirmee" }, auth);
    expect(confirmed.data.changerStatutCommande).toMatchObject({
      statut: "confirmee",
      historique: [
        { de: null, vers: "nouvelle", par: null },
        { de: "nouvelle", vers: "confirmee" },
      ],
    });
    const forbidden = await gql(app, change, { r: reference, s: "confirmee" }, auth);
    expect(forbidden.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });

    const list = await gql(
      app,
      "query($s: String) { commandes(search: $s, limit: 5) { items { reference client { nom } lignes { prixDifferent } } pagination { page pages total limit } } }",
      { s: reference },
      auth,
    );
    expect(list.data.commandes).toMatchObject({
      items: [{ reference: formatOrderReference(reference), lignes: [{ prixDifferent: false }] }],
      pagination: { page: 1, total: 1, limit: 5 },
    });

    const figures = await gql(
      app,
      "{ tableauCommandes { commandesAujourdhui commandes7Jours ventes7Jours ventes30Jours panierMoyen meilleuresVentes { produitId nom quantite produit { id nom } } stocksBas { id nom stock } } }",
      {},
      auth,
    );
    expect(figures.errors).toBeUndefined();
    const f = figures.data.tableauCommandes;
    const total = await app.prisma.order.count();
    expect([f.commandesAujourdhui, f.commandes7Jours]).toEqual([total, total]);
    const sold = await app.prisma.order.findMany({ where: { status: { in: ["confirmee", "livree"] } } });
    expect(f.ventes7Jours).toBe(sold.reduce((n, o) => n + o.total, 0));
    expect(f.panierMoyen).toBe(Math.round(f.ventes30Jours / sold.length));
    expect(f.meilleuresVentes.find((b: any) => b.produitId === promo.id)).toMatchObject({
      nom: "Boubou brodé",
      quantite: 2,
      produit: { id: promo.id },
    });
    expect(f.stocksBas.every((p: any) => p.stock <= 3)).toBe(true);
    expect(f.stocksBas.map((p: any) => p.id)).toContain(dress.id);
  });
});
