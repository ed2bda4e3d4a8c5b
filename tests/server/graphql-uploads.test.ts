// Photo uploads over GraphQL multipart (decision 031): the same rules as REST, and nothing lost or
// left behind when a file is refused or the storage fails half-way.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDatabase, startTestApp, type TestApp } from "./helpers.ts";
import { signInAs } from "./session.ts";
import { upload } from "./multipart.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { failingStorage } from "./failing-storage.ts";

const CREATE = `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) {
  id images { originalName isPrimary width height size url thumbnailUrl srcSet isAvailable } } }`;
const UPDATE = `mutation($id: ID!, $images: [File!]) { updateProduct(id: $id, input: { nom: "Remplacé" }, images: $images) { nom images { originalName url } } }`;

const photo = (side: number, color: string) =>
  sharp({ create: { width: side, height: side, channels: 3, background: color } })
    .png()
    .toBuffer();
const asFiles = (files: [Buffer, string][]) => Object.fromEntries(files.map((f, i) => [`variables.images.${i}`, f]));
const nulls = (n: number) => Array.from({ length: n }, () => null);

describeEachDatabase("GraphQL multipart photo uploads", (kind) => {
  let app: TestApp;
  let token = "";
  let categoryId = "";
  const storage = failingStorage();
  const logged: unknown[] = [];
  beforeAll(async () => {
    app = await startTestApp(kind, {}, (m) => logged.push(m), storage.wrap);
    token = (await signInAs(app, "ADMIN")).accessToken;
    categoryId = (await createCategory(app.prisma, "Photos")).id;
  });
  afterAll(() => app?.stop());
  beforeEach(() => {
    storage.reset();
    logged.length = 0;
  });

  const productFiles = () => {
    const dir = path.join(app.dataDir, "uploads", "products");
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true })
          .map(String)
          .filter((f) => f.endsWith(".webp"))
          .sort()
      : [];
  };
  const fileOf = (url: string) => path.join(app.dataDir, "uploads", decodeURIComponent(url.replace(/^\/uploads\//, "")));
  const rows = async () => ({
    products: await app.prisma.product.count(),
    images: await app.prisma.productImage.count(),
    audit: await app.prisma.auditEntry.count(),
  });
  const create = (nom: string, files: [Buffer, string][], t = token) =>
    upload(app, t, CREATE, { input: { nom, prix: 5000, stock: 5, typeProduit: categoryId }, images: nulls(files.length) }, asFiles(files));

  it("stores every WebP width on disk and answers the image fields", async () => {
    const r = await create("Calebasse", [
      [await photo(900, "#8a2d3b"), "grande.png"],
      [await photo(300, "#2d8a3b"), "petite.png"],
      [await photo(1700, "#2d3b8a"), "immense.png"],
    ]);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const [big, small, huge] = r.data.createProduct.images;
    expect(big).toMatchObject({ originalName: "grande.png", isPrimary: true, width: 800, height: 800, isAvailable: true });
    expect(small).toMatchObject({ originalName: "petite.png", isPrimary: false, width: 200, height: 200 });
    expect(huge).toMatchObject({ originalName: "immense.png", width: 1600, height: 1600 });
    expect(big.size).toBe((await photo(900, "#8a2d3b")).length);
    // Widths above the photo's side are not made up: 900 px gives 200/480/800, 300 px only 200.
    const widths = (srcSet: string) => srcSet.split(", ").map((s) => s.split(" ")[1]);
    expect(widths(big.srcSet)).toEqual(["200w", "480w", "800w"]);
    expect(widths(small.srcSet)).toEqual(["200w"]);
    // 1700 px also gives the full-screen view's 1600: its url, never offered to pages in the srcset.
    expect(widths(huge.srcSet)).toEqual(["200w", "480w", "800w"]);
    expect(huge.url).toMatch(/-1600\.webp$/);
    expect((await sharp(fs.readFileSync(fileOf(huge.url))).metadata()).width).toBe(1600);
    const id = r.data.createProduct.id;
    expect(productFiles().filter((f) => f.startsWith(id))).toHaveLength(8);
    for (const url of [big.url, big.thumbnailUrl, small.url]) {
      const meta = await sharp(fs.readFileSync(fileOf(url))).metadata();
      expect(meta.format).toBe("webp");
    }
    expect((await sharp(fs.readFileSync(fileOf(big.url))).metadata()).width).toBe(800);
    expect((await sharp(fs.readFileSync(fileOf(big.thumbnailUrl))).metadata()).width).toBe(200);
  });

  it("refuses a 6 MB file, a text file renamed .png and 6 files with REST's messages, leaving database and disk unchanged", async () => {
    const before = { ...(await rows()), files: productFiles() };
    const huge = Buffer.concat([await photo(100, "#000000"), Buffer.alloc(6 * 1024 * 1024 - 1000)]);
    const six = await Promise.all(Array.from({ length: 6 }, async (_, i) => [await photo(60, "#123456"), `p${i}.png`] as [Buffer, string]));
    const cases: [[Buffer, string][], string][] = [
      [[[huge, "enorme.png"]], "Le fichier enorme.png dépasse la limite de 5MB"],
      [
        [
          [await photo(100, "#ffffff"), "ok.png"],
          [Buffer.from("ceci n'est pas une image\n"), "texte.png"],
        ],
        "Le fichier texte.png n'est pas une image acceptée (JPEG, PNG, WebP ou GIF).",
      ],
      [six, "5 images au plus par produit."],
    ];
    for (const [files, message] of cases) {
      const r = await create("Refusé", files);
      expect(r.data ?? null).toBeNull(); // a limit of the form is refused before Yoga: no data at all
      expect(r.errors?.map((e: { message: string }) => e.message)).toEqual([message]);
    }
    expect(await app.prisma.product.count({ where: { name: "Refusé" } })).toBe(0);
    expect({ ...(await rows()), files: productFiles() }).toEqual(before);
  });

  it("lets 5 files of 5 MB through the body limits (above Yoga's 25 000 000-byte default) to the per-file checks", async () => {
    const full = Buffer.alloc(5 * 1024 * 1024, "a"); // exactly the per-file limit
    const r = await create(
      "Cinq fois 5 Mo",
      Array.from({ length: 5 }, (_, i) => [full, `texte${i}.png`] as [Buffer, string]),
    );
    expect(r.errors?.map((e: { message: string }) => e.message)).toEqual([
      "Le fichier texte0.png n'est pas une image acceptée (JPEG, PNG, WebP ou GIF).",
    ]);
  });

  it("never answers a multipart request from the response cache: anonymous, it is refused; with a token, read fresh", async () => {
    const read = `{ products(categoryId: "${categoryId}") { pagination { total } } }`;
    const anonymous = await upload(app, "", read, {}, {});
    expect([anonymous.status, anonymous.errors?.[0].message]).toEqual([401, "Authentification requise"]);
    const count = async () => (await upload(app, token, read, {}, {})).data.products.pagination.total;
    const before = await count();
    await createProduct(app.prisma, { name: "Ajouté sans événement", categoryId }); // no cache-clearing event
    expect(await count()).toBe(before + 1);
  });

  it("refuses an upload sent without an administrator's token", async () => {
    const before = productFiles();
    const r = await create("Anonyme", [[await photo(100, "#abcdef"), "a.png"]], "");
    expect([r.status, r.errors?.[0].extensions?.code]).toEqual([401, "UNAUTHENTICATED"]);
    expect(productFiles()).toEqual(before);
  });

  it("an update with new photos removes the old files from disk after success", async () => {
    const created = await create("Panier", [
      [await photo(500, "#334455"), "a.png"],
      [await photo(500, "#554433"), "b.png"],
    ]);
    const id = created.data.createProduct.id;
    const oldFiles = productFiles().filter((f) => f.startsWith(id));
    expect(oldFiles).toHaveLength(4);
    const r = await upload(app, token, UPDATE, { id, images: [null] }, asFiles([[await photo(500, "#aa0000"), "neuf.png"]]));
    expect(r.data.updateProduct.images.map((i: { originalName: string }) => i.originalName)).toEqual(["neuf.png"]);
    const now = productFiles().filter((f) => f.startsWith(id));
    expect(now).toHaveLength(2);
    expect(now.some((f) => oldFiles.includes(f))).toBe(false);
    expect(fs.existsSync(fileOf(r.data.updateProduct.images[0].url))).toBe(true);
  });

  it("a storage failure in the middle of an update keeps the product, its image rows and old files, and removes the new files", async () => {
    const created = await create("Tabouret", [[await photo(900, "#102030"), "a.png"]]);
    const id = created.data.createProduct.id;
    const product = await app.prisma.product.findUniqueOrThrow({ where: { id }, include: { images: true } });
    const oldFiles = productFiles().filter((f) => f.startsWith(id));
    const before = { ...(await rows()), files: productFiles() };
    // Two 900 px photos make 3 files each: the 5th write fails, after the first photo is fully on disk.
    storage.failOnWrite(5);
    const r = await upload(
      app,
      token,
      UPDATE,
      { id, images: [null, null] },
      asFiles([
        [await photo(900, "#aa0000"), "n1.png"],
        [await photo(900, "#00aa00"), "n2.png"],
      ]),
    );
    expect(r.errors?.[0]).toMatchObject({ message: "Une erreur est survenue", extensions: { code: "INTERNAL_SERVER_ERROR" } });
    expect(String(logged[0])).toMatch(/disque plein \(test\)/);
    expect(await app.prisma.product.findUniqueOrThrow({ where: { id }, include: { images: true } })).toEqual(product);
    expect({ ...(await rows()), files: productFiles() }).toEqual(before);
    expect(oldFiles).toHaveLength(3);
    for (const f of oldFiles) expect(fs.existsSync(path.join(app.dataDir, "uploads", "products", f))).toBe(true);
  });

  it("a storage failure during create leaves no product, no image row and no file", async () => {
    const before = { ...(await rows()), files: productFiles() };
    storage.failOnWrite(3);
    const r = await create("Natte", [
      [await photo(500, "#0a0b0c"), "a.png"],
      [await photo(500, "#0c0b0a"), "b.png"],
    ]);
    expect(r.errors?.[0].extensions?.code).toBe("INTERNAL_SERVER_ERROR");
    expect(String(logged[0])).toMatch(/disque plein \(test\)/);
    expect(await app.prisma.product.count({ where: { name: "Natte" } })).toBe(0);
    expect({ ...(await rows()), files: productFiles() }).toEqual(before);
  });
});
