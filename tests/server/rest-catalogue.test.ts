import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { expectContract } from "./contract.ts";

describeEachDatabase("REST /api/v1 catalogue reads", (kind) => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  const get = async (path: string) => {
    const res = await fetch(`${app.url}/api/v1${path}`);
    const body = await res.json();
    if (res.status !== 405 && !(res.status === 404 && body.message === "Route inconnue")) expectContract("GET", path, res.status, body);
    return { status: res.status, type: res.headers.get("content-type"), body };
  };

  beforeAll(async () => {
    app = await startTestApp(kind);
    const p = app.prisma;
    const femmes = await createCategory(p, "Vêtements Femme", ["Robes", "Boubous"]);
    const sacs = await createCategory(p, "Sacs");
    Object.assign(ids, { femmes: femmes.id, sacs: sacs.id, robes: femmes.subTypes[0].id });
    const robe = await createProduct(p, {
      name: "Robe Été Wax",
      categoryId: femmes.id,
      subTypeId: femmes.subTypes[0].id,
      price: 25_000,
      promotionPercent: 20,
      featured: true,
      qualityScore: 44,
      images: 2,
    });
    const robe2 = await createProduct(p, {
      name: "Robe de soirée",
      categoryId: femmes.id,
      subTypeId: femmes.subTypes[0].id,
      price: 90_000,
      featured: true,
    });
    await createProduct(p, {
      name: "Boubou brodé",
      categoryId: femmes.id,
      subTypeId: femmes.subTypes[1].id,
      price: 60_000,
      outOfStock: true,
      stock: 0,
    });
    await createProduct(p, { name: "Sac cabas", categoryId: sacs.id, price: 15_000 });
    Object.assign(ids, { robe: robe.id, robe2: robe2.id });
  });
  afterAll(() => app?.stop());

  it("lists categories with sub-types and counts, with and without the trailing slash", async () => {
    const r = await get("/types/");
    expect(r.status).toBe(200);
    expect(r.type).toContain("application/json");
    expect(r.body.success).toBe(true);
    expect(r.body.data.map((c: any) => c.nom)).toEqual(["Sacs", "Vêtements Femme"]);
    const femmes = r.body.data[1];
    expect(femmes).toMatchObject({ _id: ids.femmes, nbSousTypes: 2, nbProduits: 2, nbProduitsTotal: 3, nbProduitsEnRupture: 1 });
    expect(femmes.sousTypes.map((s: any) => s.nom)).toEqual(["Robes", "Boubous"]);
    expect((await get("/types")).body).toEqual(r.body);
  });

  it("returns one category, also with a trailing slash, and 404 for an unknown id", async () => {
    expect((await get(`/types/${ids.femmes}`)).body.data.nom).toBe("Vêtements Femme");
    expect((await get(`/types/${ids.femmes}/`)).body.data._id).toBe(ids.femmes);
    expect(await get("/types/inconnu")).toMatchObject({ status: 404, body: { success: false, message: "Catégorie introuvable" } });
  });

  it("lists products with filters, sorts and the full pagination object", async () => {
    const r = await get(`/produits?type=${ids.femmes}&sortBy=prix&limit=2`);
    expect(r.body.success).toBe(true);
    expect(r.body.data.map((p: any) => p.nom)).toEqual(["Robe Été Wax", "Boubou brodé"]);
    expect(r.body.pagination).toEqual({ current: 1, pages: 2, total: 3, hasPrev: false, hasNext: true });
    expect((await get(`/produits/?subtype=${ids.robes}&search=ETE`)).body.data.map((p: any) => p.nom)).toEqual(["Robe Été Wax"]);
    expect((await get("/produits?minPrice=20000&maxPrice=30000")).body.data.map((p: any) => p.prixApresPromotion)).toEqual([20_000]);
    expect((await get("/produits?page=9")).body).toMatchObject({
      success: true,
      data: [],
      pagination: { current: 9, total: 4, hasNext: false },
    });
  });

  it("answers bad list parameters with a French 400", async () => {
    for (const [query, message] of [
      ["page=abc", /page doit être un nombre entier/],
      ["page=0", /page/],
      ["limit=0", /par page/],
      ["limit=10000", /par page/],
      ["minPrice=5000&maxPrice=100", /minimum ne peut pas être supérieur/],
      ["sortBy=random", /Tri inconnu/],
      [`search=${"a".repeat(5000)}`, /200 caractères/],
      ["minPrice=-3", /entiers positifs/],
    ] as const) {
      const r = await get(`/produits?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toMatch(message);
    }
  });

  it("returns one product with SPEC fields, 404 'Produit non trouvé' when unknown", async () => {
    const r = await get(`/produits/${ids.robe}`);
    expect(r.body.data).toMatchObject({
      _id: ids.robe,
      nom: "Robe Été Wax",
      prix: 25_000,
      pourcentPromotion: 20,
      prixApresPromotion: 20_000,
      enRupture: false,
      aLaUne: true,
      scoreQualite: 44,
      typeProduit: { _id: ids.femmes, nom: "Vêtements Femme" },
      sousTypeProduit: { _id: ids.robes, nom: "Robes" },
    });
    expect(r.body.data.images).toHaveLength(2);
    expect(r.body.data.imagePrincipale).toMatchObject({ isAvailable: true });
    expect(r.body.data.imagePrincipale.url).toBe(r.body.data.images[0].url);
    expect(await get("/produits/inconnu")).toMatchObject({ status: 404, body: { success: false, message: "Produit non trouvé" } });
  });

  it("gives the same answers as GraphQL on the same data", async () => {
    const fields =
      "id nom description prix pourcentPromotion prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne brouillon scoreQualite etoiles typeProduit { id nom } sousTypeProduit { id nom } images { id url thumbnailUrl srcSet width height isPrimary isAvailable alt filename size couleur } options { nom valeurs } variantes { id taille couleur stock actif disponible } createdAt updatedAt";
    const g = await gql(
      app,
      `{ products(sortBy: prix, limit: 10) { items { ${fields} } pagination { current pages total hasPrev hasNext } } }`,
    );
    const r = await get("/produits?sortBy=prix&limit=10");
    const strip = (o: any): any =>
      Array.isArray(o)
        ? o.map(strip)
        : o && typeof o === "object"
          ? Object.fromEntries(
              Object.entries(o)
                .filter(([k]) => k !== "_id")
                .map(([k, v]) => [k, strip(v)]),
            )
          : o;
    const restItems = r.body.data.map(({ imagePrincipale: _i, ...p }: any) => strip(p));
    expect(restItems).toEqual(g.data.products.items);
    expect(r.body.pagination).toEqual(g.data.products.pagination);
  });

  it("groups best products and recommends without the product itself", async () => {
    const best = await get("/produits/best");
    // Same shape as before (groups with typeProduit and produits), chosen across the catalogue.
    expect(best.body.data.map((g: any) => g.typeProduit.nom)).toEqual(["Vêtements Femme", "Sacs"]);
    expect(best.body.data.map((g: any) => g.produits.map((p: any) => p.nom))).toEqual([["Robe Été Wax", "Robe de soirée"], ["Sac cabas"]]);
    const rec = await get(`/produits/${ids.robe}/recommendations`);
    expect(rec.body.success).toBe(true);
    expect(rec.body.data.recommendations[0]._id).toBe(ids.robe2);
    expect(rec.body.data.recommendations.some((p: any) => p._id === ids.robe)).toBe(false);
    expect((await get("/produits/inconnu/recommendations")).status).toBe(404);
  });

  it("answers unknown routes, wrong methods and broken addresses cleanly", async () => {
    expect(await get("/nimporte/quoi")).toMatchObject({ status: 404, body: { success: false, message: "Route inconnue" } });
    const del = await fetch(`${app.url}/api/v1/produits/best`, { method: "PATCH" });
    expect(del.status).toBe(405);
    expect((await del.json()).success).toBe(false);
    const broken = await fetch(`${app.url}/api/v1/produits/%E0%A4%A`);
    expect([broken.status, (await broken.json()).message]).toEqual([400, "Adresse invalide."]);
  });
});

describeEachDatabase("REST /api/v1 documentation", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.stop());

  it("documents every route in an OpenAPI 3.1 document, and nothing that does not exist", async () => {
    const { ROUTES } = await import("../../server/src/rest/index.ts");
    const doc = await (await fetch(`${app.url}/api/v1/openapi.json`)).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0].url).toBe("http://shop.test/api/v1");
    const documented = Object.entries(doc.paths)
      .flatMap(([p, ops]: [string, any]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    const routed = ROUTES.filter((r) => !["/openapi.json", "/docs"].includes(r.path))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`)
      .sort();
    expect(documented).toEqual(routed);
  });

  it("renders a readable docs page", async () => {
    const res = await fetch(`${app.url}/api/v1/docs`);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("/produits/{id}/recommendations");
    expect(html).toContain("openapi.json");
  });
});
