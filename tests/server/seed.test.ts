import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { isShopImageKey } from "../../server/src/services/media.ts";

const isWebp = (b: Buffer) => b.subarray(0, 4).toString() === "RIFF" && b.subarray(8, 12).toString() === "WEBP";

describeEachDatabase("demo catalogue seeded on first start", (kind) => {
  let app: TestApp;
  // The demo seed draws 470 photos: ~45 s on a quiet 2-core machine, minutes on a busy one.
  beforeAll(async () => {
    app = await startTestApp(kind, { SEED_DEMO: "true" });
  }, 600_000);
  afterAll(() => app?.stop());

  it("has at least 8 categories, some with 3-5 sub-types and one with none", async () => {
    const { data } = await gql(app, "{ categories { nom accroche nbSousTypes nbProduitsTotal } }");
    expect(data.categories.length).toBeGreaterThanOrEqual(8);
    expect(data.categories.some((c: any) => c.nbSousTypes === 0)).toBe(true);
    expect(data.categories.filter((c: any) => c.nbSousTypes >= 3 && c.nbSousTypes <= 5).length).toBeGreaterThanOrEqual(3);
    expect(data.categories.every((c: any) => c.nbSousTypes <= 5 && c.nbProduitsTotal > 0 && c.accroche)).toBe(true);
  });

  it("has at least 150 products in the market's price range with realistic shares of promotions, stock-outs and featured items", async () => {
    const products = await app.prisma.product.findMany({ include: { images: true } });
    const share = (f: (p: (typeof products)[number]) => boolean) => products.filter(f).length / products.length;
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(products.every((p) => p.price >= 1500 && p.price <= 150_000 && Number.isInteger(p.price))).toBe(true);
    expect(share((p) => p.promotionPercent > 0)).toBeGreaterThan(0.12);
    expect(share((p) => p.promotionPercent > 0)).toBeLessThan(0.3);
    expect(share((p) => p.outOfStock)).toBeGreaterThan(0.04);
    expect(share((p) => p.outOfStock)).toBeLessThan(0.18);
    expect(share((p) => p.featured)).toBeGreaterThan(0.08);
    expect(share((p) => p.featured)).toBeLessThan(0.25);
    expect(new Set(products.map((p) => p.qualityScore)).size).toBeGreaterThan(10);
    expect(products.every((p) => p.images.length >= 1 && p.images.length <= 5 && p.description.length > 20)).toBe(true);
    expect(products.filter((p) => p.outOfStock).every((p) => p.stock === 0)).toBe(true);
  });

  it("sells clothes and shoes by size with a stock per size, some sold out, a few in several colours with a photo of each; the rest keeps a plain stock", async () => {
    const products = await app.prisma.product.findMany({ include: { variants: true, images: true, category: true } });
    const sized = products.filter((p) => p.variants.length);
    expect(new Set(sized.map((p) => p.category.name))).toEqual(new Set(["Vêtements Femme", "Vêtements Homme", "Chaussures"]));
    expect(
      sized.every((p) => p.stock === p.variants.reduce((sum, v) => sum + (v.enabled ? v.stock : 0), 0) && (p.stock > 0 || p.outOfStock)),
    ).toBe(true);
    expect(sized.filter((p) => !p.outOfStock && p.variants.some((v) => v.stock === 0)).length).toBeGreaterThan(5);
    const coloured = sized.filter((p) => (p.options as { nom: string }[]).some((o) => o.nom === "Couleur"));
    expect(coloured.length).toBeGreaterThanOrEqual(3);
    for (const p of coloured) {
      const colours = (p.options as { nom: string; valeurs: string[] }[]).find((o) => o.nom === "Couleur")!.valeurs;
      expect(colours.length).toBeGreaterThanOrEqual(2);
      expect(colours.every((c) => p.images.some((i) => i.color === c))).toBe(true);
    }
    expect(
      products.filter((p) => !p.variants.length).every((p) => (p.options as unknown[]).length === 0 && (p.stock > 0 || p.outOfStock)),
    ).toBe(true);
    const shoes = await gql(app, `{ categories { id nom } }`);
    const chaussures = shoes.data.categories.find((c: { nom: string }) => c.nom === "Chaussures").id;
    const { data } = await gql(app, `query($c: ID) { productSizes(categoryId: $c) }`, { c: chaussures });
    expect(data.productSizes.length).toBeGreaterThanOrEqual(5);
    expect(data.productSizes.every((s: string) => /^\d\d$/.test(s))).toBe(true);
  });

  it("stores every photo as WebP in each size and serves it with a long cache", async () => {
    const images = await app.prisma.productImage.findMany();
    // Read without blocking: 1 880 files read in one go outlasted, on a loaded machine, the 5 s the
    // in-process server keeps an idle connection, and the next request met its closing (ECONNRESET).
    for (const image of images) {
      for (const w of image.widths)
        expect(isWebp(await fs.promises.readFile(path.join(app.dataDir, "uploads", `${image.storageKey}-${w}.webp`)))).toBe(true);
    }
    // /uploads serves only the keys the shop writes (issue 22): the demo's are among them.
    expect(images.flatMap((i) => i.widths.map((w) => `${i.storageKey}-${w}.webp`)).filter((key) => !isShopImageKey(key))).toEqual([]);
    const { data } = await gql(app, "{ products(limit: 1) { items { imagePrincipale { url srcSet } } } }");
    const res = await fetch(app.url + data.products.items[0].imagePrincipale.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(isWebp(Buffer.from(await res.arrayBuffer()))).toBe(true);
  });

  it("finds French names without accents", async () => {
    const { data } = await gql(app, `{ products(search: "ete legere") { items { nom } } }`);
    expect(data.products.items.length).toBeGreaterThan(0);
    expect(data.products.items.every((p: any) => /été légère/i.test(p.nom))).toBe(true);
  });
});

describeEachDatabase("home carousel banners", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 60_000);
  afterAll(() => app?.stop());

  it("serves 6 wide WebP banners with French taglines, even without the demo catalogue", async () => {
    const { data } = await gql(app, "{ bannieres { id url srcSet largeur hauteur accroche alt } }");
    expect(data.bannieres).toHaveLength(6);
    for (const b of data.bannieres) {
      expect(b.largeur).toBeGreaterThan(b.hauteur);
      expect(b.accroche.length).toBeGreaterThan(5);
      const res = await fetch(app.url + b.url);
      expect(res.status).toBe(200);
      expect(isWebp(Buffer.from(await res.arrayBuffer()))).toBe(true);
    }
  });
});
