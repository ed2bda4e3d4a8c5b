// npm run storage:migrate (decision 040): a shop's local photos and banners copied to the bucket,
// a second run copying nothing; the French refusals when S3 is not configured or not reachable.
import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "./helpers.ts";
import { signInAs } from "./session.ts";
import { upload } from "./multipart.ts";
import { startS3Server, type TestS3 } from "./s3-server.ts";
import { createCategory } from "../fixtures/catalogue.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The npm script's command, with the shop's environment (no S3_* from the caller's). */
function migrate(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("S3_")));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/storage-migrate.ts"],
      { cwd: ROOT, env: { ...inherited, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true", ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const filesUnder = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .map((f) => [f.split(path.sep).join("/"), fs.statSync(path.join(dir, f)).size]),
  );

describe("npm run storage:migrate", () => {
  let s3: TestS3;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-migrate-"));
  const shopEnv = { DATA_DIR: dataDir };
  let photoUrl = "";
  let localFiles: Record<string, number> = {};
  beforeAll(async () => {
    s3 = await startS3Server();
    // A shop on the local disk: its banners and a product with two photos sent through GraphQL.
    const app = await startTestApp("pglite", shopEnv);
    const token = (await signInAs(app, "ADMIN")).accessToken;
    const categoryId = (await createCategory(app.prisma, "Paniers")).id;
    const photos = await Promise.all(
      ["#8a2d3b", "#2d8a3b"].map((c) =>
        sharp({ create: { width: 600, height: 600, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const r = await upload(
      app,
      token,
      `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) { images { url } } }`,
      { input: { nom: "Panier tressé", prix: 9000, stock: 5, typeProduit: categoryId }, images: [null, null] },
      { "variables.images.0": [photos[0], "a.png"], "variables.images.1": [photos[1], "b.png"] },
    );
    photoUrl = r.data.createProduct.images[0].url;
    await app.stop();
    localFiles = filesUnder(path.join(dataDir, "uploads"));
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies every local file once: the second run finds them all there", async () => {
    expect(Object.keys(localFiles)).toHaveLength(12 + 4); // 6 banners × 2 widths, 2 photos of 600 px × 2 widths (200, 480)
    const [stale] = Object.keys(localFiles).filter((k) => k.startsWith("products/"));
    await fetch(`${s3.endpoint}/${s3.bucket}/${stale}`, { method: "PUT", body: "copie interrompue" }); // same key, wrong size: copied again

    const first = await migrate({ ...shopEnv, ...s3.env });
    expect([first.code, first.stderr]).toEqual([0, ""]);
    expect(first.stdout).toBe(
      `16 fichier(s) dans ${path.join(dataDir, "uploads")} : 16 copié(s) vers le bucket « ${s3.bucket} » sur ${s3.endpoint}, 0 déjà présent(s) avec la même taille.\n`,
    );
    expect(await s3.objects()).toEqual(localFiles);

    const second = await migrate({ ...shopEnv, ...s3.env });
    expect([second.code, second.stdout]).toEqual([
      0,
      `16 fichier(s) dans ${path.join(dataDir, "uploads")} : 0 copié(s) vers le bucket « ${s3.bucket} » sur ${s3.endpoint}, 16 déjà présent(s) avec la même taille.\n`,
    ]);
  });

  it("copies the bytes themselves, under the keys the shop's addresses name", async () => {
    const key = decodeURIComponent(photoUrl.slice("/uploads/".length));
    const copied = Buffer.from(await (await fetch(`${s3.endpoint}/${s3.bucket}/${photoUrl.slice("/uploads/".length)}`)).arrayBuffer());
    expect(copied.equals(fs.readFileSync(path.join(dataDir, "uploads", key)))).toBe(true);
  });

  it("refuses in French when S3 is not configured, or the bucket cannot be reached", async () => {
    const none = await migrate(shopEnv);
    expect([none.code, none.stdout, none.stderr]).toEqual([
      1,
      "",
      "Stockage objet non configuré : définissez S3_BUCKET (et, selon le fournisseur, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) pour copier les photos vers le bucket.\n",
    ]);

    const closed = net.createServer();
    const port = await new Promise<number>((r) => closed.listen(0, "127.0.0.1", () => r((closed.address() as net.AddressInfo).port)));
    await new Promise((r) => closed.close(r));
    const down = await migrate({ ...shopEnv, ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}` });
    expect(down.code).toBe(1);
    expect(down.stdout).toBe("");
    expect(down.stderr).toBe(
      `Stockage des photos : le bucket « ${s3.bucket} » sur http://127.0.0.1:${port} est injoignable ou refuse l'accès (connect ECONNREFUSED 127.0.0.1:${port}). Vérifiez S3_ENDPOINT, S3_BUCKET, S3_REGION et les clés.\n`,
    );
  });
});
