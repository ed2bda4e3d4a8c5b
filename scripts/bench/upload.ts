// node --import tsx scripts/bench/upload.ts: time to create a product with 5 photos of about 4 MB
// each through the back-office's GraphQL multipart request (over loopback, on a throwaway embedded
// database): what the admin waits for once the bytes are on the wire (checks, decoding, WebP
// renditions, storage, transaction).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import sharp from "sharp";
import { createApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/env.ts";
import { hashPassword } from "../../server/src/auth/crypto.ts";

const RUNS = Number(process.env.RUNS ?? 3);

/** A 12 MP camera-like JPEG of about 4 MB: soft shapes (blown-up coarse noise) plus fine grain. */
async function cameraPhoto() {
  const [w, h] = [4000, 3000];
  const pixels = await sharp(crypto.randomBytes(40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } }).resize(w, h, { kernel: "cubic" }).raw().toBuffer();
  const grain = crypto.randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i] + (grain[i] & 31) - 16));
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-upload-bench-"));
const app = await createApp(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "pglite:memory://", LOG_LEVEL: "silent", SEED_DEMO: "false" }));
try {
  const url = await app.listen(0, "127.0.0.1");
  const post = async (body: BodyInit, headers: Record<string, string>) => (await fetch(`${url}/graphql`, { method: "POST", body, headers })).json();
  const email = "bench@boutique.test";
  const password = "MotDePasse!2026";
  await app.prisma.adminUser.create({ data: { email, role: "ADMIN", firstName: "B", lastName: "B", fullName: "B B", passwordHash: await hashPassword(password), emailVerifiedAt: new Date() } });
  const json = { "content-type": "application/json" };
  const login = await post(JSON.stringify({ query: `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`, variables: { i: email, p: password } }), json);
  const auth = { authorization: `Bearer ${login.data.login.accessToken}` };
  const category = await post(JSON.stringify({ query: `mutation { createCategory(input: { nom: "Banc d'essai" }) { id } }` }), { ...json, ...auth });

  const photos = [];
  for (let i = 0; i < 5; i++) photos.push(await cameraPhoto());
  const sizes = photos.map((p) => (p.length / 1024 / 1024).toFixed(2)).join(", ");
  const timings: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const form = new FormData();
    form.append("operations", JSON.stringify({
      query: `mutation($input: ProduitInput!, $images: [File!]) { createProduct(input: $input, images: $images) { id images { id } } }`,
      variables: { input: { nom: `Essai ${run}`, prix: 1000, typeProduit: category.data.createCategory.id }, images: photos.map(() => null) },
    }));
    form.append("map", JSON.stringify(Object.fromEntries(photos.map((_p, i) => [String(i), [`variables.images.${i}`]]))));
    photos.forEach((p, i) => form.append(String(i), new Blob([new Uint8Array(p)], { type: "image/jpeg" }), `photo${i + 1}.jpg`));
    const started = performance.now();
    const r = await post(form, { ...auth, "apollo-require-preflight": "true" });
    timings.push(performance.now() - started);
    if (r.errors || r.data.createProduct.images.length !== 5) throw new Error(JSON.stringify(r.errors));
  }
  if (process.env.TRANSPORT_ONLY) {
    // The same bytes, refused after the type check: transport and multipart parsing only.
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: `mutation($input: ProduitInput!, $images: [File!]) { createProduct(input: $input, images: $images) { id } }`, variables: { input: { nom: "x", prix: 1, typeProduit: category.data.createCategory.id }, images: photos.map(() => null) } }));
    form.append("map", JSON.stringify(Object.fromEntries(photos.map((_p, i) => [String(i), [`variables.images.${i}`]]))));
    photos.forEach((p, i) => form.append(String(i), new Blob([new Uint8Array(crypto.randomBytes(p.length))]), `bruit${i}.jpg`));
    const t = performance.now();
    const r = await post(form, { ...auth, "apollo-require-preflight": "true" });
    console.log(`transport seul : ${Math.round(performance.now() - t)} ms (${r.errors?.[0]?.message})`);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(`5 photos (${sizes} MB), ${RUNS} envois : ${timings.map((t) => `${Math.round(t)} ms`).join(", ")} ; médiane ${Math.round(sorted[Math.floor(RUNS / 2)])} ms`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
