// The file storage contract (decision 040), the same on the local disk and on a real S3-compatible
// server; then the S3_* configuration checks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/env.ts";
import { createLocalStorage, type FileStorage } from "../../server/src/storage/index.ts";
import { createS3Storage } from "../../server/src/storage/s3.ts";
import { startS3Server, type TestS3 } from "./s3-server.ts";

const all = async (storage: FileStorage) => {
  const keys = [];
  for await (const k of storage.list()) keys.push(k);
  return keys.sort();
};

function contract(name: string, open: () => Promise<{ storage: FileStorage; close(): Promise<void> }>) {
  describe(`file storage contract [${name}]`, () => {
    let storage: FileStorage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(() => close?.());

    it("puts, then gets the same bytes with size, type and etag; head and exists agree", async () => {
      await storage.put("products/p1/abc-200.webp", Buffer.from("RIFF-petite"), "image/webp");
      const got = await storage.get("products/p1/abc-200.webp");
      expect(got).toMatchObject({ size: 11, contentType: "image/webp" });
      expect(got!.etag).toMatch(/^".+"$/);
      expect(await text(got!.body)).toBe("RIFF-petite");
      const { body: _, ...info } = got!;
      expect(await storage.head("products/p1/abc-200.webp")).toEqual(info);
      expect(await storage.exists("products/p1/abc-200.webp")).toBe(true);
    });

    it("replaces an object written again under the same key", async () => {
      await storage.put("banners/banniere-1-800.webp", Buffer.from("ancienne"), "image/webp");
      await storage.put("banners/banniere-1-800.webp", Buffer.from("nouvelle bannière"), "image/webp");
      const got = await storage.get("banners/banniere-1-800.webp");
      expect([got!.size, await text(got!.body)]).toEqual([Buffer.byteLength("nouvelle bannière"), "nouvelle bannière"]);
    });

    it("answers null / false for a missing key, and for keys that are not plain paths", async () => {
      for (const key of ["products/absent.webp", "../secret.txt", "products/../banners/x.webp", ".env", "products/.cache/x", "a//b", ""]) {
        expect([key, await storage.get(key), await storage.head(key), await storage.exists(key)]).toEqual([key, null, null, false]);
      }
    });

    it("refuses to write a key that is not a plain path", async () => {
      for (const key of ["../dehors.webp", "products/.cache.webp", "a\\b.webp"]) {
        await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/clé de stockage invalide/);
      }
    });

    it("removes the listed objects, ignores missing ones and keeps the others", async () => {
      await storage.put("products/p2/x-200.webp", Buffer.from("a"), "image/webp");
      await storage.put("products/p2/x-480.webp", Buffer.from("b"), "image/webp");
      await storage.remove(["products/p2/x-200.webp", "products/p2/jamais-ecrit.webp", "products/p2/x-480.webp"]);
      expect(await storage.exists("products/p2/x-200.webp")).toBe(false);
      expect(await storage.exists("products/p2/x-480.webp")).toBe(false);
      expect(await storage.exists("products/p1/abc-200.webp")).toBe(true);
      await storage.remove([]);
    });

    it("lists every key", async () => {
      expect(await all(storage)).toEqual(["banners/banniere-1-800.webp", "products/p1/abc-200.webp"]);
    });

    it("gives /uploads/ addresses with each path segment encoded", () => {
      expect(storage.publicUrl("products/Robe été/a b-800.webp")).toBe("/uploads/products/Robe%20%C3%A9t%C3%A9/a%20b-800.webp");
    });
  });
}

contract("disque local", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-storage-"));
  return { storage: createLocalStorage(path.join(dir, "uploads")), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
});

contract("S3 (s3rver)", async () => {
  const s3 = await startS3Server();
  return { storage: createS3Storage(loadConfig(s3.env)), close: () => s3.close() };
});

describe("local storage hardening", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-storage-"));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-outside-"));
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it("neither reads nor lists a symbolic link, a folder or a half-written temporary file", async () => {
    const storage = createLocalStorage(dir);
    await storage.put("products/p/a-200.webp", Buffer.from("ok"), "image/webp");
    fs.writeFileSync(path.join(outside, "secret.txt"), "secret");
    fs.symlinkSync(path.join(outside, "secret.txt"), path.join(dir, "products/p/lien.webp"));
    fs.symlinkSync(outside, path.join(dir, "dossier"));
    fs.writeFileSync(path.join(dir, "products/p/.a-480.webp.123.tmp"), "moitié");
    for (const key of ["products/p/lien.webp", "dossier/secret.txt", "products/p", "products/p/.a-480.webp.123.tmp"])
      expect([key, await storage.get(key)]).toEqual([key, null]);
    expect(await all(storage)).toEqual(["products/p/a-200.webp"]);
  });
});

describe("S3 objects", () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3?.close());

  it("carry their type and a year of immutable caching; S3_PUBLIC_URL gives absolute addresses", async () => {
    const storage = createS3Storage(loadConfig({ ...s3.env, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}/` }));
    await storage.put("products/p/z y-800.webp", Buffer.from("RIFF"), "image/webp");
    const url = storage.publicUrl("products/p/z y-800.webp");
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/products/p/z%20y-800.webp`);
    const res = await fetch(url);
    expect([res.status, res.headers.get("content-type"), res.headers.get("cache-control"), await res.text()]).toEqual([
      200,
      "image/webp",
      "public, max-age=31536000, immutable",
      "RIFF",
    ]);
    expect(await s3.objects()).toEqual({ "products/p/z y-800.webp": 4 });
  });

  it("are refused to an unknown access key", async () => {
    const storage = createS3Storage(loadConfig({ ...s3.env, S3_ACCESS_KEY_ID: "INCONNUE" }));
    await expect(storage.put("products/p/refus-200.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/Access Key Id/);
    expect(Object.keys(await s3.objects())).not.toContain("products/p/refus-200.webp");
  });
});

describe("S3 configuration", () => {
  const message = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return "";
    } catch (e) {
      return (e as Error).message;
    }
  };

  it("needs a bucket as soon as any S3_* variable is set, and both keys or none", () => {
    expect(message({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "cle" })).toBe(
      [
        "Configuration invalide :",
        "  - S3_BUCKET : nom du bucket des photos, obligatoire dès qu'une variable S3_* est définie (ici : S3_ENDPOINT, S3_ACCESS_KEY_ID)",
        "  - S3_SECRET_ACCESS_KEY : S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble : les deux, ou aucun (identifiants AWS de l'environnement)",
      ].join("\n"),
    );
  });

  it("checks the bucket name, the addresses and the path-style flag", () => {
    expect(
      message({
        S3_BUCKET: "Mes_Photos",
        S3_ENDPOINT: "minio:9000",
        S3_PUBLIC_URL: "https://cdn.example.sn/?v=1",
        S3_FORCE_PATH_STYLE: "oui",
      }),
    ).toBe(
      [
        "Configuration invalide :",
        "  - S3_ENDPOINT : doit être une URL http(s) complète, sans ? ni #, par exemple https://s3.fr-par.scw.cloud",
        "  - S3_BUCKET : 3 à 63 caractères : lettres minuscules, chiffres, points et tirets",
        "  - S3_PUBLIC_URL : doit être une URL http(s) complète, sans ? ni #, par exemple https://photos.boutique.example.sn",
        "  - S3_FORCE_PATH_STYLE : true ou false",
      ].join("\n"),
    );
  });

  it("defaults: path-style with an endpoint (MinIO and most S3-compatible servers), virtual-hosted on AWS", () => {
    const pick = (env: Record<string, string>) => {
      const c = loadConfig(env);
      return [c.S3_REGION, c.S3_FORCE_PATH_STYLE, c.S3_PUBLIC_URL];
    };
    expect(pick({ S3_BUCKET: "photos", S3_ENDPOINT: "http://127.0.0.1:9000/" })).toEqual(["us-east-1", true, undefined]);
    expect(pick({ S3_BUCKET: "photos", S3_REGION: "eu-west-3", S3_PUBLIC_URL: "https://cdn.example.sn/photos/" })).toEqual([
      "eu-west-3",
      false,
      "https://cdn.example.sn/photos",
    ]);
    expect(pick({ S3_BUCKET: "photos", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "false" })).toEqual([
      "us-east-1",
      false,
      undefined,
    ]);
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
  });
});
