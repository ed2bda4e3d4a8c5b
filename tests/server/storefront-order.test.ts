// Issue 29 item 2 (decision 092): the seller orders the categories and hides one; a product can be a
// draft. Shoppers' answers (GraphQL without a token, REST, search, counts, sitemap, orders) never
// show a hidden category, its products or a draft; a signed-in administrator sees them all.
import { afterAll, beforeAll, expect, it } from "vitest";
import { builtClientRoot, describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { createProduct } from "../fixtures/catalogue.ts";
import { CATEGORY_ORDER_STALE } from "../../server/src/services/categories.ts";
import { newOrderReference } from "../../contract/order-reference.ts";

const CREATE = `mutation($i: CategoryInput!) { createCategory(input: $i) { id position masquee } }`;
const UPDATE = `mutation($id: ID!, $i: CategoryInput!) { updateCategory(id: $id, input: $i) { id masquee } }`;
const REORDER = `mutation($ids: [ID!]!) { reorderCategories(ids: $ids) { id nom } }`;
const DRAFT = `mutation($id: ID!, $b: Boolean) { updateProduct(id: $id, input: { brouillon: $b }) { id brouillon } }`;
const CATEGORIES = `{ categories { id nom masquee nbProduitsTotal } }`;
const MENUS = `{ categories(withProducts: true) { id } }`;
const LIST = `query($s: String, $c: ID) { products(search: $s, categoryId: $c, limit: 100) { items { id } pagination { total } } }`;

describeEachDatabase("the storefront shows what the seller chose, in the seller's order", (kind) => {
  let app: TestApp;
  let token = "";
  const ids = { a: "", b: "", c: "" };
  const products = { shown: "", draft: "", inHidden: "" };
  beforeAll(async () => {
    app = await startTestApp(kind, { ROOT: builtClientRoot(), PUBLIC_URL: "https://boutique.example" });
    token = (await signInAs(app, "ADMIN")).accessToken;
    for (const [key, nom] of [
      ["a", "Alpha"],
      ["b", "Bêta"],
      ["c", "Gamma"],
    ] as const) {
      const r = await admin(CREATE, { i: { nom } });
      expect(r.errors).toBeUndefined();
      ids[key] = r.data.createCategory.id;
    }
    products.shown = (await createProduct(app.prisma, { name: "Pagne visible", categoryId: ids.a, featured: true })).id;
    products.draft = (await createProduct(app.prisma, { name: "Pagne brouillon", categoryId: ids.a, featured: true })).id;
    products.inHidden = (await createProduct(app.prisma, { name: "Pagne caché", categoryId: ids.c, featured: true })).id;
  });
  afterAll(() => app?.stop());

  function admin(query: string, variables?: Record<string, unknown>) {
    return gql(app, query, variables, bearer(token));
  }
  const rest = async (method: string, p: string, json?: unknown, auth = true) => {
    const res = await fetch(`${app.url}/api/v1${p}`, {
      method,
      headers: { ...(auth ? bearer(token) : {}), "content-type": "application/json" },
      body: json === undefined ? undefined : typeof json === "string" ? json : JSON.stringify(json),
    });
    return { status: res.status, body: await res.json() };
  };
  const publicIds = async (query: string, variables?: Record<string, unknown>) => JSON.stringify((await gql(app, query, variables)).data);

  it("a new category goes last; the order sent is kept and used by GraphQL and REST", async () => {
    const created = (await admin(CATEGORIES)).data.categories.map((c: { id: string }) => c.id);
    expect(created).toEqual([ids.a, ids.b, ids.c]);
    const r = await admin(REORDER, { ids: [ids.c, ids.a, ids.b] });
    expect(r.errors).toBeUndefined();
    expect(r.data.reorderCategories.map((c: { id: string }) => c.id)).toEqual([ids.c, ids.a, ids.b]);
    expect((await gql(app, CATEGORIES)).data.categories.map((c: { id: string }) => c.id)).toEqual([ids.c, ids.a, ids.b]);
    expect((await rest("GET", "/types", undefined, false)).body.data.map((c: { id: string }) => c.id)).toEqual([ids.c, ids.a, ids.b]);
    const back = await rest("PUT", "/types/ordre", { ids: [ids.a, ids.b, ids.c] });
    expect(back.status).toBe(200);
    expect(back.body.data.map((c: { id: string }) => c.id)).toEqual([ids.a, ids.b, ids.c]);
    expect((await rest("GET", "/types", undefined, false)).body.data.map((c: { id: string }) => c.id)).toEqual([ids.a, ids.b, ids.c]);
    const audit = await app.prisma.auditEntry.count({ where: { summary: "Ordre des catégories modifié" } });
    expect(audit).toBe(2);
  });

  it("refuses a stale or hostile order with a French message, nothing written", async () => {
    const before = await app.prisma.category.findMany({ select: { id: true, position: true }, orderBy: { id: "asc" } });
    const stale = await rest("PUT", "/types/ordre", { ids: [ids.b, ids.a] });
    expect(stale).toMatchObject({ status: 409, body: { success: false, message: CATEGORY_ORDER_STALE } });
    const unknown = await admin(REORDER, { ids: [ids.b, ids.a, "inconnue"] });
    expect(unknown.errors?.[0].message).toBe(CATEGORY_ORDER_STALE);
    expect((await rest("PUT", "/types/ordre", { ids: [ids.a, ids.a, ids.b, ids.c] })).body.message).toBe(
      "Une même catégorie est envoyée deux fois.",
    );
    for (const body of [{ ids: "abc" }, { ids: [1, 2, 3] }, { ids: null }, [ids.a], "null"]) {
      const r = await rest("PUT", "/types/ordre", body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(/liste|identifiant|objet JSON|texte/);
    }
    const nul = await rest("PUT", "/types/ordre", { ids: [ids.a, "b\u0000", ids.c] });
    expect(nul.status).toBe(400);
    expect((await rest("PUT", "/types/ordre", { ids: [ids.b, ids.a, ids.c] }, false)).status).toBe(401);
    expect((await gql(app, REORDER, { ids: [ids.b, ids.a, ids.c] })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await app.prisma.category.findMany({ select: { id: true, position: true }, orderBy: { id: "asc" } })).toEqual(before);
  });

  it("a hidden category and a draft are in no shopper's answer, and in every administrator's", async () => {
    expect((await admin(UPDATE, { id: ids.c, i: { masquee: true } })).data.updateCategory.masquee).toBe(true);
    expect((await admin(DRAFT, { id: products.draft, b: true })).data.updateProduct.brouillon).toBe(true);
    expect(await rest("PUT", `/types/${ids.b}`, { masquee: "oui" })).toMatchObject({
      status: 400,
      body: { message: "Le champ masquee doit être vrai ou faux." },
    });

    const hiddenOnes = [ids.c, products.draft, products.inHidden];
    const shopperAnswers = [
      await publicIds(CATEGORIES),
      await publicIds(MENUS),
      await publicIds(LIST),
      await publicIds(LIST, { s: "pagne" }),
      await publicIds(LIST, { c: ids.c }),
      await publicIds(`{ bestProducts { typeProduit { id } produits { id } } }`),
      await publicIds(`query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }`, { ids: hiddenOnes }),
      await publicIds(`query($id: ID!) { recommendations(productId: $id) { id } }`, { id: products.shown }),
      JSON.stringify((await rest("GET", "/types", undefined, false)).body),
      JSON.stringify((await rest("GET", "/produits?search=pagne", undefined, false)).body),
      JSON.stringify((await rest("GET", "/produits/best", undefined, false)).body),
      await (await fetch(`${app.url}/sitemap.xml`)).text(),
    ];
    for (const answer of shopperAnswers) for (const id of hiddenOnes) expect(answer).not.toContain(id);
    expect(shopperAnswers[0]).toContain(ids.a);
    expect((await gql(app, LIST, { s: "pagne" })).data.products.pagination.total).toBe(1);
    expect((await gql(app, LIST)).data.products.pagination.total).toBe(1);
    const a = (await gql(app, CATEGORIES)).data.categories.find((c: { id: string }) => c.id === ids.a);
    expect(a.nbProduitsTotal, "a draft is not counted for shoppers").toBe(1);

    for (const id of [products.draft, products.inHidden]) {
      expect((await gql(app, `query($id: ID!) { product(id: $id) { id } }`, { id })).data.product).toBeNull();
      expect((await rest("GET", `/produits/${id}`, undefined, false)).status).toBe(404);
      expect((await fetch(`${app.url}/produits/${id}`)).status, "the storefront's not-found").toBe(404);
    }
    expect((await rest("GET", `/types/${ids.c}`, undefined, false)).status).toBe(404);

    // The administrator's preview and back-office lists.
    expect((await admin(`query($id: ID!) { product(id: $id) { id brouillon } }`, { id: products.draft })).data.product).toEqual({
      id: products.draft,
      brouillon: true,
    });
    expect((await admin(LIST)).data.products).toMatchObject({ pagination: { total: 3 }, items: { length: 3 } });
    expect((await admin(LIST, { s: "pagne" })).data.products.items).toHaveLength(3);
    const DRAFTS = `query($b: Boolean) { products(brouillon: $b) { items { id } pagination { total } } }`;
    expect((await admin(DRAFTS, { b: true })).data.products).toEqual({ items: [{ id: products.draft }], pagination: { total: 1 } });
    expect((await admin(DRAFTS, { b: false })).data.products.pagination.total).toBe(2);
    expect((await gql(app, DRAFTS, { b: true })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const all = (await admin(CATEGORIES)).data.categories;
    expect(all.map((c: { id: string; masquee: boolean }) => [c.id, c.masquee])).toEqual([
      [ids.a, false],
      [ids.b, false],
      [ids.c, true],
    ]);
  });

  it("a draft cannot be ordered: the same refusal as a product that no longer exists", async () => {
    const order = (productId: string) =>
      rest("POST", "/commandes", { reference: newOrderReference(), lignes: [{ produitId: productId, quantite: 1 }] }, false);
    const refused = await order(products.draft);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("il n'existe plus");
    expect((await order(products.inHidden)).body.message).toBe(refused.body.message);
  });

  it("showing the category and publishing the draft bring them back, counts included", async () => {
    await admin(UPDATE, { id: ids.c, i: { masquee: false } });
    await admin(DRAFT, { id: products.draft, b: false });
    expect((await gql(app, LIST)).data.products.pagination.total).toBe(3);
    expect((await gql(app, LIST, { s: "pagne" })).data.products.items).toHaveLength(3);
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    for (const id of Object.values(products)) expect(sitemap).toContain(id);
  });
});
