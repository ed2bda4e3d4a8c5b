// Issue 29 item 3 (decision 093): one change to several products, by id or by the list's filter,
// over GraphQL and REST; all or nothing, one audit entry per product; hostile selections refused
// in French with nothing written.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { createModeAndBags, createProduct } from "../fixtures/catalogue.ts";
import { BULK_LIMIT } from "../../contract/product-bulk.ts";

const BULK = `mutation($i: ProductBulkInput!) { modifierProduitsEnLot(input: $i) { action nombre restentEnRupture } }`;

describeEachDatabase("bulk work on the product list", (kind) => {
  let app: TestApp;
  let token = "";
  let cats: Awaited<ReturnType<typeof createModeAndBags>>["ids"];
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp(kind);
    token = (await signInAs(app, "ADMIN")).accessToken;
    cats = (await createModeAndBags(app.prisma)).ids;
    for (const [key, name, price, stock] of [
      ["robe", "Robe bazin lot", 10_000, 5],
      ["pagne", "Pagne wax lot", 7_999, 0],
      ["sac", "Sac raphia lot", 25_000, 3],
    ] as const)
      ids[key] = (await createProduct(app.prisma, { name, categoryId: cats.mode, price, stock, outOfStock: stock === 0 })).id;
  });
  afterAll(() => app?.stop());

  const admin = (input: object) => gql(app, BULK, { i: input }, bearer(token));
  const rest = async (json: unknown, auth = true) => {
    const res = await fetch(`${app.url}/api/v1/produits/lot`, {
      method: "POST",
      headers: { ...(auth ? bearer(token) : {}), "content-type": "application/json" },
      body: typeof json === "string" ? json : JSON.stringify(json),
    });
    return { status: res.status, body: await res.json() };
  };
  const product = (id: string) => app.prisma.product.findUniqueOrThrow({ where: { id } });
  const audits = (summary: string) => app.prisma.auditEntry.count({ where: { summary } });

  it("sets a promotion on the chosen products, the price paid computed by the server, one audit each", async () => {
    const r = await admin({ ids: [ids.robe, ids.pagne, ids.robe], action: "promotion", pourcentPromotion: 25 });
    expect(r.errors).toBeUndefined();
    expect(r.data.modifierProduitsEnLot).toEqual({ action: "promotion", nombre: 2, restentEnRupture: 0 });
    expect(await product(ids.robe)).toMatchObject({ promotionPercent: 25, finalPrice: 7_500 });
    expect(await product(ids.pagne)).toMatchObject({ promotionPercent: 25, finalPrice: 5_999 });
    expect(await product(ids.sac)).toMatchObject({ promotionPercent: 0, finalPrice: 25_000 });
    expect(await audits("Produit « Robe bazin lot » : promotion de 25 %")).toBe(1);
    // The storefront's list follows at once (the catalogue's caches are told).
    const list = await gql(app, `{ products(search: "bazin lot") { items { prixApresPromotion } } }`);
    expect(list.data.products.items).toEqual([{ prixApresPromotion: 7_500 }]);
    const off = await rest({ ids: [ids.robe, ids.pagne], action: "promotion", pourcentPromotion: 0 });
    expect(off).toMatchObject({ status: 200, body: { success: true, message: "2 produits modifiés.", data: { nombre: 2 } } });
    expect(await product(ids.robe)).toMatchObject({ promotionPercent: 0, finalPrice: 10_000 });
    expect(await audits("Produit « Robe bazin lot » : promotion retirée")).toBe(1);
  });

  it("'À la une' and 'En rupture' for every result of a filter; a product without stock stays out of stock", async () => {
    const featured = await rest({ filtre: { search: "lot", categoryId: cats.mode }, action: "aLaUne", valeur: true });
    expect(featured).toMatchObject({ status: 200, body: { message: "3 produits modifiés.", data: { nombre: 3 } } });
    expect((await app.prisma.product.findMany({ where: { id: { in: Object.values(ids) } } })).every((p) => p.featured)).toBe(true);
    const out = await admin({ filtre: { search: "lot", minPrice: 9_000 }, action: "enRupture", valeur: true });
    expect(out.data.modifierProduitsEnLot.nombre).toBe(2);
    expect((await product(ids.sac)).outOfStock).toBe(true);
    const back = await rest({ ids: Object.values(ids), action: "enRupture", valeur: false });
    expect(back.body).toMatchObject({
      message: "3 produits modifiés. 1 reste en rupture : leur stock est à 0.",
      data: { nombre: 3, restentEnRupture: 1 },
    });
    expect((await product(ids.sac)).outOfStock).toBe(false);
    expect((await product(ids.pagne)).outOfStock).toBe(true);
    expect(await audits("Produit « Pagne wax lot » remis en vente (reste en rupture : stock à 0)")).toBe(1);
  });

  it("moves products to a category and sub-type, checked first", async () => {
    const wrong = await admin({ ids: [ids.sac], action: "categorie", typeProduit: cats.sacs, sousTypeProduit: cats.robes });
    expect(wrong.errors?.[0]).toMatchObject({ message: "Ce sous-type n'appartient pas à la catégorie choisie." });
    expect((await product(ids.sac)).categoryId).toBe(cats.mode);
    const moved = await admin({ ids: [ids.sac], action: "categorie", typeProduit: cats.sacs });
    expect(moved.data.modifierProduitsEnLot.nombre).toBe(1);
    expect(await product(ids.sac)).toMatchObject({ categoryId: cats.sacs, subTypeId: null });
    await admin({ ids: [ids.robe], action: "categorie", typeProduit: cats.mode, sousTypeProduit: cats.robes });
    expect((await product(ids.robe)).subTypeId).toBe(cats.robes);
    expect(await audits("Produit « Robe bazin lot » déplacé vers « Mode › Robes »")).toBe(1);
  });

  it("refuses hostile or empty selections in French, nothing written", async () => {
    const before = await app.prisma.product.findMany({ orderBy: { id: "asc" } });
    const cases: [unknown, string, string?][] = [
      [{ action: "supprimer" }, "Aucun produit choisi.", "ids"],
      [{ ids: [], action: "supprimer" }, "Aucun produit choisi.", "ids"],
      [{ ids: [ids.robe], filtre: {}, action: "supprimer" }, "Choisissez des produits ou un filtre, pas les deux.", "ids"],
      [{ ids: [ids.robe], action: "promotion" }, "La promotion doit être un pourcentage entier entre 0 et 100.", "pourcentPromotion"],
      [{ ids: [ids.robe], action: "aLaUne" }, "Le champ valeur doit valoir true ou false.", "valeur"],
      [{ ids: [ids.robe], action: "categorie" }, "Veuillez sélectionner une catégorie", "typeProduit"],
      [{ ids: [ids.robe], action: "categorie", typeProduit: "inconnue" }, "La catégorie choisie n'existe pas.", "typeProduit"],
      [
        { ids: Array.from({ length: BULK_LIMIT + 1 }, (_, i) => `p${i}`), action: "supprimer" },
        "500 produits au plus par modification groupée.",
        "ids",
      ],
      [{ ids: ["a\u0000b"], action: "supprimer" }, "", undefined],
      [{ filtre: { search: "aucun produit ici" }, action: "supprimer" }, "Aucun produit ne correspond à ce filtre.", "filtre"],
      [{ ids: [ids.robe], action: "vider" }, "Action inconnue : utilisez promotion, aLaUne, enRupture, categorie ou supprimer.", "action"],
      ["[1,2]", "Le corps de la requête doit être un objet JSON."],
    ];
    for (const [body, message, field] of cases) {
      const r = await rest(body);
      expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      if (message) expect(r.body).toMatchObject({ success: false, message, ...(field ? { field } : {}) });
    }
    // One product gone since the list was drawn: the whole batch is refused, the others untouched.
    const gone = await rest({ ids: [ids.robe, "disparu"], action: "aLaUne", valeur: false });
    expect(gone).toMatchObject({
      status: 409,
      body: { message: "Un des produits choisis n'existe plus : rechargez la liste puis recommencez." },
    });
    expect((await rest({ ids: [ids.robe], action: "supprimer" }, false)).status).toBe(401);
    expect(await app.prisma.product.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  });

  it("refuses a filter that counts more than the limit", async () => {
    await app.prisma.product.createMany({
      data: Array.from({ length: BULK_LIMIT + 1 }, (_, i) => ({
        name: `Masse ${i}`,
        sortName: `masse ${i}`,
        searchText: `masse ${i}`,
        price: 1000,
        finalPrice: 1000,
        categoryId: cats.sacs,
        stock: 1,
      })),
    });
    const r = await admin({ filtre: { search: "masse" }, action: "supprimer" });
    expect(r.errors?.[0].message).toBe(
      `Ce filtre compte ${BULK_LIMIT + 1} produits : ${BULK_LIMIT} au plus par modification groupée. Affinez le filtre.`,
    );
    expect(await app.prisma.product.count({ where: { categoryId: cats.sacs, name: { startsWith: "Masse" } } })).toBe(BULK_LIMIT + 1);
    await app.prisma.product.deleteMany({ where: { name: { startsWith: "Masse" } } });
  });

  it("deletes the chosen products with their photos and variants, one audit each", async () => {
    const extra = await createProduct(app.prisma, { name: "Foulard lot", categoryId: cats.sacs, images: 2 });
    const r = await admin({ ids: [ids.pagne, extra.id], action: "supprimer" });
    expect(r.data.modifierProduitsEnLot).toMatchObject({ action: "supprimer", nombre: 2 });
    expect(await app.prisma.product.count({ where: { id: { in: [ids.pagne, extra.id] } } })).toBe(0);
    expect(await app.prisma.productImage.count({ where: { productId: extra.id } })).toBe(0);
    expect(await audits("Produit « Foulard lot » supprimé")).toBe(1);
    expect((await rest({ ids: [ids.pagne], action: "supprimer" })).status).toBe(409);
  });
});
