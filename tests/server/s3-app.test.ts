// The shop on S3-compatible storage (decision 040): photos sent through GraphQL land in the bucket,
// never on the instance's disk, and are served at /uploads/… by the server (streamed from the
// bucket) or from S3_PUBLIC_URL (a CDN or public bucket) when it is set.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { builtClientRoot, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { upload } from "./multipart.ts";
import { failingStorage } from "./failing-storage.ts";
import { startS3Server, type TestS3 } from "./s3-server.ts";
import { createCategory } from "../fixtures/catalogue.ts";
import { createApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/env.ts";
import { StorageUnavailableError } from "../../server/src/storage/index.ts";
import { EARLY_INPUT_HASHES } from "../../server/src/http/security-headers.ts";

const CREATE = `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) { id images { url thumbnailUrl srcSet } } }`;
const UPDATE = `mutation($id: ID!, $images: [File!]) { updateProduct(id: $id, input: {}, images: $images) { images { url } } }`;

const photo = (side: number, color: string) =>
  sharp({ create: { width: side, height: side, channels: 3, background: color } })
    .png()
    .toBuffer();
const asFiles = (files: Buffer[]) =>
  Object.fromEntries(files.map((f, i) => [`variables.images.${i}`, [f, `photo${i}.png`] as [Buffer, string]]));

/** The shop on the bucket: an admin token, a category, and product creation with photos. */
async function startShop(s3: TestS3, env: Record<string, string> = {}, storage?: ReturnType<typeof failingStorage>) {
  const app = await startTestApp("pglite", { ...s3.env, ROOT: builtClientRoot(), ...env }, undefined, storage?.wrap);
  const token = (await signInAs(app, "ADMIN")).accessToken;
  const categoryId = (await createCategory(app.prisma, "Photos")).id;
  const create = async (nom: string, photos: Buffer[]) =>
    upload(
      app,
      token,
      CREATE,
      { input: { nom, prix: 5000, stock: 5, typeProduit: categoryId }, images: photos.map(() => null) },
      asFiles(photos),
    );
  return { app, token, create };
}

const productObjects = async (s3: TestS3, id: string) =>
  Object.keys(await s3.objects())
    .filter((k) => k.startsWith(`products/${id}/`))
    .sort();

describe("photos in an S3 bucket, served by the shop", () => {
  let s3: TestS3;
  let shop: Awaited<ReturnType<typeof startShop>>;
  let app: TestApp;
  const storage = failingStorage();
  beforeAll(async () => {
    s3 = await startS3Server();
    shop = await startShop(s3, {}, storage);
    app = shop.app;
  });
  afterAll(async () => {
    await app?.stop();
    await s3?.close();
  });
  beforeEach(() => storage.reset());

  it("draws the banners into the bucket on start and writes nothing under DATA_DIR/uploads", async () => {
    const banners = Object.keys(await s3.objects()).filter((k) => k.startsWith("banners/"));
    expect(banners).toHaveLength(12);
    expect(fs.existsSync(path.join(app.dataDir, "uploads"))).toBe(false);
  });

  it("stores a product's photos in the bucket and streams them at /uploads/… with the local disk's headers", async () => {
    const r = await shop.create("Calebasse", [await photo(900, "#8a2d3b"), await photo(300, "#2d8a3b")]);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const { id, images } = r.data.createProduct;
    const objects = await s3.objects();
    expect(await productObjects(s3, id)).toHaveLength(4); // 200/480/800 + 200
    expect(images[0].url).toMatch(new RegExp(`^/uploads/products/${id}/[0-9a-f]{12}-800\\.webp$`));
    expect(fs.existsSync(path.join(app.dataDir, "uploads"))).toBe(false);

    const res = await fetch(app.url + images[0].url);
    const body = Buffer.from(await res.arrayBuffer());
    expect([res.status, res.headers.get("content-type"), res.headers.get("cache-control")]).toEqual([
      200,
      "image/webp",
      "public, max-age=31536000, immutable",
    ]);
    expect(Number(res.headers.get("content-length"))).toBe(objects[decodeURIComponent(images[0].url.slice("/uploads/".length))]);
    expect((await sharp(body).metadata()).width).toBe(800);
    const etag = res.headers.get("etag")!;
    expect((await fetch(app.url + images[0].url, { headers: { "if-none-match": etag } })).status).toBe(304);
    const head = await fetch(app.url + images[0].thumbnailUrl, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length"), head.headers.get("content-type")]).toEqual([
      200,
      String(objects[decodeURIComponent(images[0].thumbnailUrl.slice("/uploads/".length))]),
      "image/webp",
    ]);
  });

  it("answers 404 'Image non disponible' for missing objects, dot paths and keys escaping their folder", async () => {
    expect((await fetch(`${app.url}/uploads/banners/banniere-1-800.webp`)).status).toBe(200);
    for (const p of [
      "/uploads/products/absent-800.webp",
      "/uploads/banners%2F..%2Fbanners%2Fbanniere-1-800.webp",
      "/uploads/banners%2F..%2F.env",
      "/uploads/.s3rver",
      "/uploads/%E0%A4%A",
      "/uploads/banners//banniere-1-800.webp",
    ]) {
      const res = await fetch(app.url + p);
      expect([p, res.status, res.headers.get("content-type"), await res.text()]).toEqual([
        p,
        404,
        "text/plain; charset=utf-8",
        "Image non disponible",
      ]);
    }
  });

  it("puts the photos' absolute address in the product page's link preview", async () => {
    const r = await shop.create("Panier rond", [await photo(500, "#334455")]);
    const { id, images } = r.data.createProduct;
    const html = await (await fetch(`${app.url}/produits/${id}`)).text();
    expect(html).toContain(`<meta property="og:image" content="http://shop.test${images[0].url}" />`);
  });

  it("removes the replaced photos' objects after an update, and every object of a deleted product", async () => {
    const r = await shop.create("Tabouret", [await photo(500, "#102030"), await photo(500, "#302010")]);
    const id = r.data.createProduct.id;
    const before = await productObjects(s3, id);
    expect(before).toHaveLength(4);
    const updated = await upload(app, shop.token, UPDATE, { id, images: [null] }, asFiles([await photo(500, "#aa0000")]));
    expect(updated.errors).toBeUndefined();
    const after = await productObjects(s3, id);
    expect(after).toHaveLength(2);
    expect(after.some((k) => before.includes(k))).toBe(false);
    expect((await fetch(app.url + updated.data.updateProduct.images[0].url)).status).toBe(200);
    expect((await gql(app, `mutation($id: ID!) { deleteProduct(id: $id) }`, { id }, bearer(shop.token))).data).toEqual({
      deleteProduct: true,
    });
    expect(await productObjects(s3, id)).toEqual([]);
  });

  it("a bucket failing in the middle of a creation leaves no product, no image row and no object", async () => {
    const before = {
      products: await app.prisma.product.count(),
      images: await app.prisma.productImage.count(),
      objects: await s3.objects(),
    };
    storage.failOnWrite(3); // the second photo's first width: the first photo is wholly in the bucket
    const r = await shop.create("Natte", [await photo(500, "#0a0b0c"), await photo(500, "#0c0b0a")]);
    expect(r.errors?.[0].extensions?.code).toBe("INTERNAL_SERVER_ERROR");
    expect({
      products: await app.prisma.product.count(),
      images: await app.prisma.productImage.count(),
      objects: await s3.objects(),
    }).toEqual(before);
  });

  it("answers 503 in French while the bucket is unreachable", async () => {
    const r = await shop.create("Dernier", [await photo(300, "#445566")]);
    await s3.close();
    const res = await fetch(app.url + r.data.createProduct.images[0].url);
    expect([res.status, res.headers.get("retry-after"), await res.text()]).toEqual([
      503,
      "5",
      "Image momentanément indisponible, réessayez dans un instant.",
    ]);
  });
});

describe("photos in an S3 bucket, served from S3_PUBLIC_URL", () => {
  let s3: TestS3;
  let shop: Awaited<ReturnType<typeof startShop>>;
  let publicUrl = "";
  beforeAll(async () => {
    s3 = await startS3Server();
    publicUrl = `${s3.endpoint}/${s3.bucket}`; // s3rver answers unsigned reads, like a public bucket
    shop = await startShop(s3, { S3_PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await shop?.app.stop();
    await s3?.close();
  });

  it("gives the photos' and banners' addresses on the public URL, which serves them", async () => {
    const r = await shop.create("Bracelet", [await photo(500, "#8a2d3b")]);
    const { id, images } = r.data.createProduct;
    expect(images[0].url).toMatch(new RegExp(`^${publicUrl}/products/${id}/[0-9a-f]{12}-480\\.webp$`));
    expect(images[0].srcSet).toBe(`${images[0].thumbnailUrl} 200w, ${images[0].url} 480w`);
    const res = await fetch(images[0].url);
    expect([res.status, res.headers.get("content-type"), res.headers.get("cache-control")]).toEqual([
      200,
      "image/webp",
      "public, max-age=31536000, immutable",
    ]);
    const banners = (await gql(shop.app, `{ bannieres { url } }`)).data.bannieres;
    expect(banners[0].url).toBe(`${publicUrl}/banners/banniere-1-1600.webp`);
    // Addresses handed out before the switch keep working: the shop still streams /uploads/….
    expect((await fetch(`${shop.app.url}/uploads/products/${images[0].url.slice(publicUrl.length + "/products/".length)}`)).status).toBe(
      200,
    );
  });

  it("allows the public URL's origin for images (and the service worker's fetches of them) only, and uses the absolute address in link previews", async () => {
    const r = await shop.create("Collier", [await photo(300, "#2d8a3b")]);
    const { id, images } = r.data.createProduct;
    const res = await fetch(`${shop.app.url}/produits/${id}`);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint};`);
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint};`);
    // Scripts from the shop only, and the early-input one by its hash (decision 065).
    expect(csp).toContain(`script-src 'self' ${EARLY_INPUT_HASHES.join(" ")};`);
    expect(await res.text()).toContain(`<meta property="og:image" content="${images[0].url}" />`);
  });
});

describe("a shop configured on an unreachable or missing bucket", () => {
  it("does not start, and says in French what to check", async () => {
    const closed = net.createServer();
    const port = await new Promise<number>((r) => closed.listen(0, "127.0.0.1", () => r((closed.address() as net.AddressInfo).port)));
    await new Promise((r) => closed.close(r));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-s3-down-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: "pglite:memory://",
      LOG_LEVEL: "silent",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: "photos",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
    const failure = await createApp(config).catch((e: unknown) => e);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect((failure as Error).message).toBe(
      `Stockage des photos : le bucket « photos » sur http://127.0.0.1:${port} est injoignable ou refuse l'accès (connect ECONNREFUSED 127.0.0.1:${port}). Vérifiez S3_ENDPOINT, S3_BUCKET, S3_REGION et les clés.`,
    );
  });

  it("does not start on a bucket that does not exist", async () => {
    const s3 = await startS3Server();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-s3-absent-"));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "pglite:memory://", LOG_LEVEL: "silent", ...s3.env, S3_BUCKET: "absent" });
    const failure = await createApp(config).catch((e: unknown) => e);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await s3.close();
    expect((failure as Error).message).toBe(
      `Stockage des photos : le bucket « absent » sur ${s3.endpoint} est injoignable ou refuse l'accès (The specified bucket does not exist). Vérifiez S3_ENDPOINT, S3_BUCKET, S3_REGION et les clés.`,
    );
  });
});
