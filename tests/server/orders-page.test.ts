// The shopper's tracking page /commande/{reference} (issue 26) drawn on the server from the
// client's source entry: the order's timeline, lines and total without personal data, noindex,
// 404 'Commande introuvable' for an unknown or malformed reference, never served from a cache.
import { afterAll, beforeAll, expect, it } from "vitest";
import { builtClientRoot, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import type { ServerEntry } from "../../server/src/http/ssr.ts";
import { formatOrderReference, newOrderReference } from "../../contract/order-reference.ts";
import { fetchRetry } from "./fetch-retry.ts";

const ENTRY = "../../client/src/entry-server.tsx";
const entry = () => import(ENTRY) as Promise<ServerEntry>;

let app: TestApp;
const reference = newOrderReference();

beforeAll(async () => {
  app = await startTestApp("pglite", { ROOT: builtClientRoot() }, undefined, undefined, entry);
  const cat = await createCategory(app.prisma, "Bijoux");
  const p = await createProduct(app.prisma, { name: "Collier perles", categoryId: cat.id, price: 12_500, stock: 4 });
  const r = await fetchRetry(`${app.url}/api/v1/commandes`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      reference,
      lignes: [{ produitId: p.id, quantite: 2 }],
      client: { nom: "Aïssatou Diallo", telephone: "+221770000009", adresse: "Plateau" },
    }),
  });
  expect(r.status).toBe(201);
});
afterAll(() => app?.stop());

const page = async (path: string) => {
  const res = await fetchRetry(app.url + path, { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" } });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

it("draws the order's timeline, lines and total, without personal data, marked noindex; any spelling of the reference", async () => {
  const { status, html, headers } = await page(`/commande/${formatOrderReference(reference).toLowerCase()}`);
  expect(status).toBe(200);
  expect(headers.get("x-robots-tag")).toBe("noindex");
  expect(headers.get("cache-control")).toBe("no-store");
  expect(html).toContain('<meta name="robots" content="noindex" />');
  // React separates text parts with empty comments; read as a browser shows it.
  const body = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script/.exec(html)![1].replace(/<!-- -->/g, "");
  expect(body).toContain(`Commande n° ${formatOrderReference(reference)}`);
  expect(body).toMatch(/Reçue/);
  expect(body).toContain("Confirmée (à venir)");
  expect(body).toContain("2 × Collier perles");
  expect(body).toContain("25\u202f000\u202fFCFA");
  expect(html).not.toMatch(/Aïssatou|770000009|Plateau/);
});

it("answers 404 'Commande introuvable' for an unknown or malformed reference", async () => {
  for (const path of [`/commande/${newOrderReference()}`, "/commande/pas-une-ref"]) {
    const { status, html } = await page(path);
    expect(status, path).toBe(404);
    expect(html).toContain("Commande introuvable");
  }
});

it("shows a status change at once: neither the page nor the GraphQL answer is kept", async () => {
  const query = "query($r: String!) { suiviCommande(reference: $r) { statut } }";
  expect((await gql(app, query, { r: reference })).data.suiviCommande.statut).toBe("nouvelle");
  const admin = await app.prisma.adminUser.create({ data: { email: "vendeur@boutique.test", fullName: "Vendeur" } });
  await app.services.orders.changeStatus(admin.id, reference, "confirmee");
  await app.services.orders.changeStatus(admin.id, reference, "livree");
  expect((await gql(app, query, { r: reference })).data.suiviCommande.statut).toBe("livree");
  const { html } = await page(`/commande/${reference}`);
  expect(html).not.toContain("(à venir)");
  expect(html).toContain("Livrée");
});
