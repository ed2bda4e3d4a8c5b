import fs from "node:fs";
import path from "node:path";
// Product rows read by the hand-written statement (services/product-rows.ts) are exactly what
// Prisma's findMany returns for the same shape, on both databases; shapes it does not read compile
// to null (the service then asks Prisma), and its column table is Prisma's.
import { afterAll, beforeAll, expect, it } from "vitest";
import { Prisma } from "../../server/src/generated/prisma/client.ts";
import { CATALOGUE_MODELS, PRODUCT_RELATIONS, compileProductRows, readProductRows } from "../../server/src/services/product-rows.ts";
import { PRODUCT_INCLUDE } from "../../server/src/rest/views.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { describeEachDatabase, startTestApp, type TestApp } from "./helpers.ts";

const PRIMARY_IMAGE = { orderBy: [{ isPrimary: "desc" }, { position: "asc" }, { id: "asc" }], take: 1 };
const CARD = {
  id: true,
  name: true,
  price: true,
  finalPrice: true,
  promotionPercent: true,
  stock: true,
  outOfStock: true,
  featured: true,
  qualityScore: true,
};

/** What the storefront's documents and the REST views send (captured from Pothos), and edge cases. */
const SHAPES: Record<string, object> = {
  "liste de la vitrine": { select: { category: true, images: PRIMARY_IMAGE, ...CARD } },
  "vérification du panier": { select: { images: PRIMARY_IMAGE, id: true, name: true, finalPrice: true, stock: true, outOfStock: true } },
  "vue REST (include)": { include: PRODUCT_INCLUDE },
  "toutes les colonnes": {},
  "sélections imbriquées": {
    select: {
      id: true,
      createdAt: true,
      updatedAt: true,
      category: { select: { name: true, createdAt: true } },
      subType: { select: { id: true, name: true, position: true } },
      images: { select: { storageKey: true, widths: true, createdAt: true }, orderBy: [{ position: "desc" }, { id: "asc" }], take: 2 },
    },
  },
  "photos sans limite": { select: { id: true, images: { orderBy: [{ position: "asc" }, { id: "asc" }] } } },
  "include partiel": { include: { subType: true } },
  combinaisons: {
    select: {
      id: true,
      options: true,
      stock: true,
      variants: {
        select: { id: true, size: true, color: true, stock: true, enabled: true },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      },
    },
  },
};

it("has the catalogue models' columns as Prisma declares them", () => {
  const prisma = {
    Category: Prisma.CategoryScalarFieldEnum,
    SubType: Prisma.SubTypeScalarFieldEnum,
    ProductImage: Prisma.ProductImageScalarFieldEnum,
    ProductVariant: Prisma.ProductVariantScalarFieldEnum,
    Product: Prisma.ProductScalarFieldEnum,
  };
  for (const [name, model] of Object.entries(CATALOGUE_MODELS)) {
    expect(Object.keys(model.columns).sort(), name).toEqual(Object.keys(prisma[name as keyof typeof prisma]).sort());
  }
});

it("reads columns under their fields' names: prisma/schema.prisma renames none (@map, @@map)", () => {
  const schema = fs.readFileSync(path.resolve(import.meta.dirname, "../../prisma/schema.prisma"), "utf8");
  expect(schema).not.toMatch(/@@?map\b/);
});

it("joins the product's relations as Prisma's data model declares them", () => {
  const joins = Object.fromEntries(Object.entries(PRODUCT_RELATIONS).map(([name, r]) => [name, [r.model.table, r.many, r.join("p", "r")]]));
  expect(joins).toEqual({
    category: ["Category", false, 'r.id = p."categoryId"'],
    subType: ["SubType", false, 'r.id = p."subTypeId"'],
    images: ["ProductImage", true, 'r."productId" = p.id'],
    variants: ["ProductVariant", true, 'r."productId" = p.id'],
  });
  expect(CATALOGUE_MODELS.ProductImage.columns.widths).toBe("intList");
  expect(CATALOGUE_MODELS.Product.columns.options).toBe("json");
  expect(CATALOGUE_MODELS.Product.columns.createdAt).toBe("date");
});

it("leaves to Prisma what it does not read", () => {
  const refused = [
    { select: { id: true, _count: { select: { images: true } } } },
    { select: { id: true, images: { where: { isPrimary: true } } } },
    { select: { id: true, images: { take: -1 } } },
    { select: { id: true, images: { orderBy: { nope: "asc" } } } },
    { select: { id: true, images: { orderBy: { position: "sideways" } } } },
    { select: { id: true, category: { select: { subTypes: true } } } },
    { select: { id: true, category: { take: 1 } } },
    { select: { id: true, name: { nested: true } } },
    { select: { id: true, unknown: true } },
    { select: { id: true }, include: { category: true } },
  ];
  for (const shape of refused) expect(compileProductRows(shape as never), JSON.stringify(shape)).toBeNull();
  expect(compileProductRows({ select: { id: true, name: false } })).not.toBeNull();
});

describeEachDatabase("Lignes de produits sans Prisma", (kind) => {
  let app: TestApp;
  const ids: string[] = [];

  beforeAll(async () => {
    app = await startTestApp(kind);
    const robes = await createCategory(app.prisma, "Robes", ["Wax", "Bazin"]);
    const sacs = await createCategory(app.prisma, "Sacs");
    await app.prisma.category.update({ where: { id: sacs.id }, data: { tagline: "Tout « en cuir » \\ d'ici", description: null } });
    ids.push(
      (
        await createProduct(app.prisma, {
          name: "Robe wax « été »",
          categoryId: robes.id,
          subTypeId: robes.subTypes[0].id,
          price: 25_000,
          promotionPercent: 10,
          images: 3,
          featured: true,
        })
      ).id,
      (await createProduct(app.prisma, { name: "Sac sans sous-type ni photo", categoryId: sacs.id, images: 0, outOfStock: true, stock: 0 }))
        .id,
      (
        await createProduct(app.prisma, {
          name: "Boubou bazin",
          categoryId: robes.id,
          subTypeId: robes.subTypes[1].id,
          description: "Brodé à la main\n$& $1",
          images: 2,
        })
      ).id,
    );
    // Photos whose order depends on more than one key.
    await app.prisma.productImage.updateMany({ where: { productId: ids[2] }, data: { position: 0, isPrimary: false } });
    await app.prisma.product.update({
      where: { id: ids[0] },
      data: {
        options: [
          { nom: "Taille", valeurs: ["S", "M"] },
          { nom: "Couleur", valeurs: ["Bleu « nuit »"] },
        ],
        variants: {
          create: [
            { size: "S", sizeKey: "s", color: "Bleu « nuit »", stock: 2, position: 0 },
            { size: "M", sizeKey: "m", color: "Bleu « nuit »", stock: 0, enabled: false, position: 1 },
          ],
        },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`reads "${name}" exactly as Prisma does`, async () => {
      const statement = compileProductRows(shape);
      expect(statement).not.toBeNull();
      const fast = await readProductRows(app.db.sql, statement!, [...ids, "inconnu"]);
      const prisma = await app.prisma.product.findMany({ ...shape, where: { id: { in: ids } } } as never);
      const byId = (rows: unknown[]) => new Map((rows as { id: string }[]).map((r) => [r.id, r]));
      expect(byId(fast)).toEqual(byId(prisma));
    });
  }

  it("reads dates as UTC whatever the server's time zone", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    await app.prisma.product.update({ where: { id: ids[1] }, data: { createdAt: at } });
    const zone = process.env.TZ;
    process.env.TZ = "America/Montevideo"; // UTC−3 all year: a date read as local time would move
    try {
      const [row] = await readProductRows(app.db.sql, compileProductRows({ select: { id: true, createdAt: true } })!, [ids[1]]);
      expect((row.createdAt as Date).toISOString()).toBe(at.toISOString());
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("answers the service's lists with the same products in the same order", async () => {
    const wanted = [ids[2], "inconnu", ids[0], ids[1]];
    const rows = await app.services.catalogue.productsByIds(wanted, { include: PRODUCT_INCLUDE });
    expect(rows.map((r) => r.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(rows[0].images.map((i) => i.position)).toEqual([0, 0]);
    expect(rows[0].createdAt).toBeInstanceOf(Date);
    expect(await app.services.catalogue.productsByIds([], { include: PRODUCT_INCLUDE })).toEqual([]);
  });
});
