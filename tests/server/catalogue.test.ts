import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";

const LIST = `query($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID) {
  products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId) {
    items { nom prix prixApresPromotion }
    pagination { current pages total hasPrev hasNext }
  }
}`;

describeEachDatabase("catalogue GraphQL", (kind) => {
  let app: TestApp;
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp(kind);
    const p = app.prisma;
    const femmes = await createCategory(p, "Vêtements Femme", ["Robes", "Boubous", "Ensembles"]);
    const sacs = await createCategory(p, "Sacs", []);
    const beaute = await createCategory(p, "Beauté", ["Soins", "Parfums"]);
    const [robes, boubous] = femmes.subTypes;
    ids = { femmes: femmes.id, sacs: sacs.id, beaute: beaute.id, robes: robes.id, boubous: boubous.id };
    const made = await Promise.all([
      createProduct(p, {
        name: "Robe Été Wax",
        description: "Coton léger",
        categoryId: femmes.id,
        subTypeId: robes.id,
        price: 25_000,
        promotionPercent: 20,
        featured: true,
        qualityScore: 45,
      }),
      createProduct(p, {
        name: "BOUBOU brodé",
        categoryId: femmes.id,
        subTypeId: boubous.id,
        price: 60_000,
        qualityScore: 30,
        featured: true,
      }),
      createProduct(p, { name: "Écharpe en soie", categoryId: femmes.id, price: 8_000, outOfStock: true, stock: 0 }),
      createProduct(p, {
        name: "Ensemble lin",
        categoryId: femmes.id,
        subTypeId: robes.id,
        price: 40_000,
        outOfStock: true,
        stock: 0,
        featured: true,
      }),
      createProduct(p, { name: "Robe de soirée", categoryId: femmes.id, subTypeId: robes.id, price: 90_000, qualityScore: 10 }),
      createProduct(p, { name: "Sac cabas", categoryId: sacs.id, price: 15_000, promotionPercent: 100 }),
      createProduct(p, { name: "anneau doré", categoryId: sacs.id, price: 1_500, featured: true, qualityScore: 20 }),
      createProduct(p, { name: "Crème karité", categoryId: beaute.id, price: 3_000, promotionPercent: 33, images: 3 }),
    ]);
    for (const m of made) ids[m.name] = m.id;
  });
  afterAll(() => app?.stop());

  it("lists categories by French name with sub-types and counts", async () => {
    const r = await gql(app, `{ categories { nom nbSousTypes nbProduits nbProduitsTotal nbProduitsEnRupture sousTypes { nom } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.categories.map((c: any) => c.nom)).toEqual(["Beauté", "Sacs", "Vêtements Femme"]);
    expect(r.data.categories[2]).toEqual({
      nom: "Vêtements Femme",
      nbSousTypes: 3,
      nbProduits: 3,
      nbProduitsTotal: 5,
      nbProduitsEnRupture: 2,
      sousTypes: [{ nom: "Robes" }, { nom: "Boubous" }, { nom: "Ensembles" }],
    });
    expect(r.data.categories[1].sousTypes).toEqual([]);
  });

  it("returns one category, and null for an unknown id", async () => {
    const r = await gql(app, `query($id: ID!) { category(id: $id) { nom nbProduitsTotal } none: category(id: "nope") { nom } }`, {
      id: ids.sacs,
    });
    expect(r.data).toEqual({ category: { nom: "Sacs", nbProduitsTotal: 2 }, none: null });
  });

  it("sorts alphabetically the French way (accents and case ignored)", async () => {
    const r = await gql(app, LIST, {});
    expect(r.data.products.items.map((p: any) => p.nom)).toEqual([
      "anneau doré",
      "BOUBOU brodé",
      "Crème karité",
      "Écharpe en soie",
      "Ensemble lin",
      "Robe de soirée",
      "Robe Été Wax",
      "Sac cabas",
    ]);
    expect(r.data.products.pagination).toEqual({ current: 1, pages: 1, total: 8, hasPrev: false, hasNext: false });
  });

  it("computes promotion prices on the server and sorts by the price paid", async () => {
    const r = await gql(
      app,
      `{ products(sortBy: prix) { items { nom prix pourcentPromotion prixApresPromotion promotionActive pourcentReduction economie } } }`,
    );
    const byName = Object.fromEntries(r.data.products.items.map((p: any) => [p.nom, p]));
    expect(byName["Robe Été Wax"]).toMatchObject({
      prix: 25_000,
      prixApresPromotion: 20_000,
      promotionActive: true,
      pourcentReduction: 20,
      economie: 5_000,
    });
    expect(byName["Crème karité"]).toMatchObject({ prixApresPromotion: 2_010, pourcentReduction: 33, economie: 990 });
    // 100 % is not an active promotion (DECISIONS): the full price is paid.
    expect(byName["Sac cabas"]).toMatchObject({ prixApresPromotion: 15_000, promotionActive: false, pourcentReduction: 0 });
    const paid = r.data.products.items.map((p: any) => p.prixApresPromotion);
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
  });

  it("puts featured products first with sortBy aLaUne", async () => {
    const r = await gql(app, `{ products(sortBy: aLaUne) { items { nom aLaUne } } }`);
    expect(r.data.products.items.slice(0, 4).map((p: any) => p.nom)).toEqual([
      "anneau doré",
      "BOUBOU brodé",
      "Ensemble lin",
      "Robe Été Wax",
    ]);
  });

  it.each([
    ["ete", ["Robe Été Wax"]],
    ["boubou", ["BOUBOU brodé"]],
    ["  ROBE  ", ["Robe de soirée", "Robe Été Wax"]],
    ["robe wax", ["Robe Été Wax"]],
    ["coton", ["Robe Été Wax"]],
    ["CRÈME", ["Crème karité"]],
    ["introuvable", []],
    ["100%_", []],
  ])("searches %j without accents or case over name and description", async (search, expected) => {
    const r = await gql(app, LIST, { search });
    expect(r.errors).toBeUndefined();
    expect(r.data.products.items.map((p: any) => p.nom)).toEqual(expected);
  });

  it("takes % and _ in a search literally instead of as wildcards", async () => {
    for (const search of ["%", "_", "r%e", "\\"]) {
      const r = await gql(app, LIST, { search });
      expect(r.data.products, search).toEqual({
        items: [],
        pagination: { current: 1, pages: 1, total: 0, hasPrev: false, hasNext: false },
      });
    }
  });

  it("combines a search with sort, filters and pages, the total counting every match", async () => {
    const byPrice = await gql(app, LIST, { search: "e", sortBy: "prix", maxPrice: 30_000 });
    expect(byPrice.data.products.items.map((p: any) => p.nom)).toEqual(["anneau doré", "Crème karité", "Écharpe en soie", "Robe Été Wax"]);
    const featured = await gql(app, LIST, { search: "ro", sortBy: "aLaUne", categoryId: ids.femmes });
    expect(featured.data.products.items.map((p: any) => p.nom)).toEqual(["BOUBOU brodé", "Robe Été Wax", "Robe de soirée"]);
    const page2 = await gql(app, LIST, { search: "robe", limit: 1, page: 2, subTypeId: ids.robes });
    expect(page2.data.products).toEqual({
      items: [{ nom: "Robe Été Wax", prix: 25_000, prixApresPromotion: 20_000 }],
      pagination: { current: 2, pages: 2, total: 2, hasPrev: true, hasNext: false },
    });
    const beyond = await gql(app, LIST, { search: "robe", limit: 1, page: 9 });
    expect(beyond.data.products).toEqual({ items: [], pagination: { current: 9, pages: 2, total: 2, hasPrev: true, hasNext: false } });
  });

  it("filters by category, sub-type and price paid", async () => {
    const cat = await gql(app, LIST, { categoryId: ids.sacs });
    expect(cat.data.products.items.map((p: any) => p.nom)).toEqual(["anneau doré", "Sac cabas"]);
    const sub = await gql(app, LIST, { subTypeId: ids.robes });
    expect(sub.data.products.pagination.total).toBe(3);
    const price = await gql(app, LIST, { minPrice: 2_010, maxPrice: 20_000 });
    expect(price.data.products.items.map((p: any) => p.nom)).toEqual(["Crème karité", "Écharpe en soie", "Robe Été Wax", "Sac cabas"]);
  });

  it("paginates and answers an empty page beyond the last", async () => {
    const p2 = await gql(app, LIST, { page: 2, limit: 3 });
    expect(p2.data.products.items.map((p: any) => p.nom)).toEqual(["Écharpe en soie", "Ensemble lin", "Robe de soirée"]);
    expect(p2.data.products.pagination).toEqual({ current: 2, pages: 3, total: 8, hasPrev: true, hasNext: true });
    const beyond = await gql(app, LIST, { page: 40, limit: 3 });
    expect(beyond.data.products).toEqual({ items: [], pagination: { current: 40, pages: 3, total: 8, hasPrev: true, hasNext: false } });
  });

  it.each([
    [{ limit: 0 }, "Le nombre de produits par page doit être un entier entre 1 et 100.", "limit"],
    [{ limit: 10_000 }, "Le nombre de produits par page doit être un entier entre 1 et 100.", "limit"],
    [{ page: 0 }, "Le numéro de page doit être un entier supérieur ou égal à 1.", "page"],
    [{ minPrice: 5_000, maxPrice: 1_000 }, "Le prix minimum ne peut pas être supérieur au prix maximum.", "minPrice"],
    [{ minPrice: -1 }, "Les prix minimum et maximum doivent être des nombres entiers positifs (FCFA).", "minPrice"],
    [{ search: "x".repeat(5000) } as Record<string, unknown>, "La recherche ne peut pas dépasser 200 caractères.", "search"],
  ])("refuses bad list arguments (case %#) with a French message", async (vars, message, field) => {
    const r = await gql(app, LIST, vars);
    expect(r.status).toBe(200);
    expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT", field } });
  });

  it("refuses wrong argument types without a 500", async () => {
    const r = await gql(app, LIST, { page: "deux", sortBy: "cher" });
    expect(r.status).toBeLessThan(500);
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.map((e) => e.message).join(" ")).toMatch(/\$page/);
  });

  it("returns one product with its category, sub-type and images, null when unknown", async () => {
    const r = await gql(
      app,
      `query($id: ID!) { product(id: $id) { nom etoiles typeProduit { nom } sousTypeProduit { nom } images { url thumbnailUrl srcSet isPrimary } imagePrincipale { url } } none: product(id: "inconnu") { nom } }`,
      { id: ids["Robe Été Wax"] },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.none).toBeNull();
    const p = r.data.product;
    expect(p).toMatchObject({
      nom: "Robe Été Wax",
      etoiles: 4,
      typeProduit: { nom: "Vêtements Femme" },
      sousTypeProduit: { nom: "Robes" },
    });
    expect(p.images[0].url).toMatch(/^\/uploads\/products\/test\/Robe-t-Wax-0-1600\.webp$/);
    expect(p.images[0].thumbnailUrl).toMatch(/-200\.webp$/);
    // Pages choose among the sizes up to 800 px; the largest is the full-screen view's alone.
    expect(p.images[0].srcSet.split(", ").map((s: string) => s.split(" ")[1])).toEqual(["200w", "480w", "800w"]);
    expect(p.imagePrincipale.url).toBe(p.images[0].url);
  });

  it("chooses best products across the catalogue: featured, then quality; two a category first, the rest past the cap", async () => {
    const r = await gql(app, `{ bestProducts { typeProduit { nom } produits { nom enRupture aLaUne } } }`);
    const names = (g: any) => g.produits.map((p: any) => p.nom);
    expect(r.data.bestProducts.map((g: any) => g.typeProduit.nom)).toEqual(["Vêtements Femme", "Sacs", "Beauté"]);
    // Robe de soirée, third of its category, only comes once every category has had its two.
    expect(r.data.bestProducts.map(names)).toEqual([
      ["Robe Été Wax", "BOUBOU brodé", "Robe de soirée"],
      ["anneau doré", "Sac cabas"],
      ["Crème karité"],
    ]);
    expect(r.data.bestProducts.flatMap((g: any) => g.produits).every((p: any) => !p.enRupture)).toBe(true);
  });

  it("names only the categories with a product when asked (the shop's menus)", async () => {
    const empty = await createCategory(app.prisma, "Vide");
    try {
      const r = await gql(app, `{ all: categories { nom } menus: categories(withProducts: true) { nom } }`);
      expect(r.data.all.map((c: any) => c.nom)).toContain("Vide");
      expect(r.data.menus.map((c: any) => c.nom)).toEqual(["Beauté", "Sacs", "Vêtements Femme"]);
    } finally {
      await app.prisma.category.delete({ where: { id: empty.id } });
    }
  });

  it("recommends the same sub-type first, in stock first, never the product itself", async () => {
    const r = await gql(app, `query($id: ID!) { recommendations(productId: $id) { nom } }`, { id: ids["Robe Été Wax"] });
    expect(r.data.recommendations.map((p: any) => p.nom)).toEqual(["Robe de soirée", "Ensemble lin", "BOUBOU brodé", "Écharpe en soie"]);
    const none = await gql(app, `{ recommendations(productId: "inconnu") { nom } }`);
    expect(none.data.recommendations).toEqual([]);
  });

  it("publishes the shop configuration", async () => {
    const r = await gql(
      app,
      `{ boutique { nom slug whatsapp clePanier urlPublique livraison { dakarPrix dakarDelai regionsPrix regionsDelai } } }`,
    );
    expect(r.data.boutique).toEqual({
      nom: "Boutique en Ligne",
      slug: "boutique",
      whatsapp: "221770000000",
      clePanier: "boutique_cart",
      urlPublique: "http://shop.test",
      livraison: { dakarPrix: 2000, dakarDelai: "24 h", regionsPrix: "Sur devis", regionsDelai: "2 à 4 jours" },
    });
  });

  it("serves cached catalogue reads until a catalogue write, then the fresh data", async () => {
    const q = `{ products(search: "nouveaute") { pagination { total } } }`;
    expect((await gql(app, q)).data.products.pagination.total).toBe(0);
    await createProduct(app.prisma, { name: "Nouveauté pagne", categoryId: ids.sacs });
    expect((await gql(app, q)).data.products.pagination.total).toBe(0); // still the cached answer
    app.services.events.changed();
    expect((await gql(app, q)).data.products.pagination.total).toBe(1);
    await app.prisma.product.deleteMany({ where: { name: "Nouveauté pagne" } });
    app.services.events.changed();
  });

  it("refuses excessively deep or aliased queries", async () => {
    const deep = await gql(
      app,
      `{ categories { sousTypes { typeProduit { sousTypes { typeProduit { sousTypes { typeProduit { sousTypes { typeProduit { sousTypes { nom } } } } } } } } } } }`,
    );
    expect(deep.errors?.[0].message).toMatch(/Requête trop profonde/);
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: boutique { nom }`).join(" ");
    expect((await gql(app, `{ ${aliases} }`)).errors?.[0].message).toMatch(/Trop d'alias/);
  });
});

describeEachDatabase("list totals kept by the database", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { RESPONSE_CACHE: "false" });
  });
  afterAll(() => app?.stop());

  const total = async (args = "") => (await gql(app, `{ products${args} { pagination { total } } }`)).data.products.pagination.total;

  it("stay exact through inserts, moves between sub-types, sub-type deletion and product deletion", async () => {
    const p = app.prisma;
    const cat = await createCategory(p, "Chaussures", ["Sandales", "Babouches"]);
    const other = await createCategory(p, "Sacs");
    const [sandales, babouches] = cat.subTypes;
    const made = await Promise.all(
      [1, 2, 3].map((n) => createProduct(p, { name: `Sandale ${n}`, categoryId: cat.id, subTypeId: sandales.id })),
    );
    await createProduct(p, { name: "Sac", categoryId: other.id });
    expect([await total(), await total(`(categoryId: "${cat.id}")`), await total(`(subTypeId: "${sandales.id}")`)]).toEqual([4, 3, 3]);

    await p.product.update({ where: { id: made[0].id }, data: { subTypeId: babouches.id } });
    expect([await total(`(subTypeId: "${sandales.id}")`), await total(`(subTypeId: "${babouches.id}")`)]).toEqual([2, 1]);

    // A used sub-type is not deleted (RESTRICT, decision 062); emptied in bulk, its products stay in the category.
    await expect(p.subType.delete({ where: { id: sandales.id } })).rejects.toMatchObject({ code: "P2003" });
    await p.product.updateMany({ where: { subTypeId: sandales.id }, data: { subTypeId: null } });
    await p.subType.delete({ where: { id: sandales.id } });
    expect([await total(`(subTypeId: "${sandales.id}")`), await total(`(categoryId: "${cat.id}")`)]).toEqual([0, 3]);

    await p.product.update({ where: { id: made[1].id }, data: { categoryId: other.id } });
    await p.product.delete({ where: { id: made[2].id } });
    expect([await total(), await total(`(categoryId: "${cat.id}")`), await total(`(categoryId: "${other.id}")`)]).toEqual([3, 1, 2]);
    expect(await total(`(categoryId: "${cat.id}", subTypeId: "${babouches.id}")`)).toBe(
      await p.product.count({ where: { categoryId: cat.id, subTypeId: babouches.id } }),
    );
    expect(await total(`(search: "sandale")`)).toBe(2);
  });
});
