// npm run bench:admin: the back-office's own costs, over real HTTP against the composed app.
// 1. Admin product list at 10 000 products (GraphQL, sent with a signed-in admin's token, so the
//    response cache never answers), several filter/sort/scope combinations, PGlite then PostgreSQL.
// 2. createProduct with 5 photos of ~4 MB of incompressible pixels (GraphQL multipart), on PGlite,
//    split into transfer + parsing, image encoding, and the rest.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createApp, type App } from "../server/src/app.ts";
import { loadConfig } from "../server/src/env.ts";
import { seedDemoCatalogue } from "../server/src/demo/seed.ts";
import { growCatalogue } from "../server/src/demo/large.ts";
import { createBootstrap } from "../server/src/services/auth-bootstrap.ts";
import { storeImages } from "../server/src/services/images.ts";
import type { FileStorage } from "../server/src/storage/index.ts";
import { throwawayPostgres } from "./lib/throwaway-postgres.ts";

const PRODUCTS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const UPLOAD_RUNS = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);
const PASSWORD = "MotDePasse!2026";

const LIST = `query AdminList($categoryId: ID, $subTypeId: ID, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $page: Int, $limit: Int) {
  products(categoryId: $categoryId, subTypeId: $subTypeId, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, page: $page, limit: $limit) {
    items { id nom prix prixApresPromotion pourcentPromotion aLaUne enRupture stock createdAt imagePrincipale { thumbnailUrl } typeProduit { id nom } sousTypeProduit { id nom } }
    pagination { current pages total hasPrev hasNext } } }`;
const CREATE = `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) { id images { url } } }`;

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: at(0.5), p95: at(0.95), max: s.at(-1)! };
};
const fmt = (ms: number) => ms.toFixed(1);

async function openShop(label: string, databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-bench-admin-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://shop.test",
  });
  const app = await createApp(config);
  const started = performance.now();
  await seedDemoCatalogue(app.prisma, app.services.storage);
  await growCatalogue(app.prisma, PRODUCTS);
  await app.db.sql.exec("ANALYZE");
  console.log(
    `\n${label} : ${(await app.prisma.product.count()).toLocaleString("fr-FR")} produits prêts en ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const url = await app.listen(0, "127.0.0.1");
  const email = `bench-${crypto.randomBytes(4).toString("hex")}@boutique.test`;
  await createBootstrap({ prisma: app.prisma, config }).createAccount({
    email,
    password: PASSWORD,
    role: "ADMIN",
    nom: "Banc",
    prenom: "Essai",
    numero: "",
  });
  const login = await post(url, "", {
    query: `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`,
    variables: { i: email, p: PASSWORD },
  });
  const token: string = login.data.login.accessToken;
  return {
    app,
    url,
    token,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function post(url: string, token: string, body: unknown) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "br", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json;
}

async function scopes(app: App) {
  const [category] = await app.prisma.category.findMany({ orderBy: { products: { _count: "desc" } }, take: 1, select: { id: true } });
  const [subType] = await app.prisma.subType.findMany({ orderBy: { products: { _count: "desc" } }, take: 1, select: { id: true } });
  return { categoryId: category.id, subTypeId: subType.id };
}

async function benchList(label: string, shop: Awaited<ReturnType<typeof openShop>>) {
  const { categoryId, subTypeId } = await scopes(shop.app);
  const scenarios: [string, Record<string, unknown>][] = [
    ["tous, alphabet, 20 / page, page 1", { sortBy: "alphabet", limit: 20 }],
    ["tous, prix 5 000–20 000, prix, 50 / page, page 3", { minPrice: 5000, maxPrice: 20000, sortBy: "prix", limit: 50, page: 3 }],
    ["catégorie, à la une, 100 / page", { categoryId, sortBy: "aLaUne", limit: 100 }],
    ["catégorie, recherche « robe », prix, 20 / page", { categoryId, search: "robe", sortBy: "prix", limit: 20 }],
    ["catégorie, alphabet, 10 / page, page 20", { categoryId, sortBy: "alphabet", limit: 10, page: 20 }],
    ["sous-type, prix min 10 000, à la une, 50 / page", { subTypeId, minPrice: 10000, sortBy: "aLaUne", limit: 50 }],
    ["recherche « wax bleu », alphabet, 20 / page", { search: "wax bleu", sortBy: "alphabet", limit: 20 }],
  ];
  for (const [name, variables] of scenarios) {
    for (let i = 0; i < 3; i++) await post(shop.url, shop.token, { query: LIST, variables });
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      total = (await post(shop.url, shop.token, { query: LIST, variables })).data.products.pagination.total;
      times.push(performance.now() - t);
    }
    const s = stats(times);
    console.log(`| ${label} | ${name} | ${total} | ${fmt(s.median)} | ${fmt(s.p95)} | ${fmt(s.max)} |`);
  }
}

/** A PNG of random pixels: incompressible, so ~4 MB on the wire and to decode. */
const noisyPng = (side: number) =>
  sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

async function multipart(url: string, token: string, variables: Record<string, unknown>, files: Buffer[]) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: CREATE, variables }));
  form.append("map", JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.images.${i}`]]))));
  files.forEach((f, i) => form.append(String(i), new Blob([new Uint8Array(f)]), `photo-${i}.png`));
  const t = performance.now();
  const res = await fetch(`${url}/graphql`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const json = await res.json();
  return { ms: performance.now() - t, json };
}

async function benchUpload(shop: Awaited<ReturnType<typeof openShop>>) {
  const photos = await Promise.all(Array.from({ length: 6 }, () => noisyPng(1180)));
  const five = photos.slice(0, 5);
  console.log(
    `\nPhotos : ${five.map((p) => (p.length / 1e6).toFixed(2)).join(", ")} Mo (PNG de pixels aléatoires 1180 × 1180), ${(five.reduce((a, p) => a + p.length, 0) / 1e6).toFixed(1)} Mo en tout`,
  );
  const { categoryId } = await scopes(shop.app);
  const input = (i: number) => ({ nom: `Photo lourde ${i}`, prix: 10000, stock: 5, typeProduit: categoryId });
  const whole: number[] = [];
  for (let i = 0; i < UPLOAD_RUNS; i++) {
    const r = await multipart(shop.url, shop.token, { input: input(i), images: five.map(() => null) }, five);
    if (r.json.errors) throw new Error(JSON.stringify(r.json.errors));
    whole.push(r.ms);
  }
  // Six files are refused by the count check before any decoding: transfer + multipart parsing only.
  const transfer: number[] = [];
  for (let i = 0; i < UPLOAD_RUNS; i++)
    transfer.push((await multipart(shop.url, shop.token, { input: input(99), images: photos.map(() => null) }, photos)).ms * (5 / 6));
  // The service's check + decode + 3 WebP widths per photo, without HTTP or disk.
  const nowhere: FileStorage = { ...shop.app.services.storage, put: async () => {} };
  const encode: number[] = [];
  for (let i = 0; i < UPLOAD_RUNS; i++) {
    const t = performance.now();
    await storeImages(
      nowhere,
      "bench",
      five.map((bytes, j) => ({ name: `p${j}.png`, bytes })),
      "bench",
    );
    encode.push(performance.now() - t);
  }
  const [w, t, e] = [stats(whole), stats(transfer), stats(encode)];
  console.log(`createProduct, 5 photos : médiane ${fmt(w.median)} ms (max ${fmt(w.max)}) sur ${UPLOAD_RUNS} envois`);
  console.log(`  dont envoi + lecture multipart (≈ 5/6 d'un envoi de 6 photos refusé) : médiane ${fmt(t.median)} ms`);
  console.log(`  dont décodage + 3 largeurs WebP (storeImages sans disque) : médiane ${fmt(e.median)} ms`);
  console.log("  (mesures séparées : sur une machine chargée elles ne s'additionnent pas exactement)");
}

console.log(
  `Machine : ${os.cpus().length} cœurs ${os.cpus()[0].model}, ${Math.round(os.totalmem() / 2 ** 30)} Gio, Node ${process.version}, charge ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}, ${new Date().toISOString()}`,
);
console.log(
  `\n| Base | Liste admin (${RUNS} requêtes en série, jeton admin) | total | médiane (ms) | p95 (ms) | max (ms) |\n|---|---|---:|---:|---:|---:|`,
);
const pglite = await openShop("PGlite", "");
try {
  await benchList("PGlite", pglite);
  if (process.env.BENCH_SKIP_UPLOAD !== "1") await benchUpload(pglite);
} finally {
  await pglite.close();
}
const postgres = await throwawayPostgres("boutique_bench_admin");
if (postgres) {
  const shop = await openShop("PostgreSQL", postgres.url);
  try {
    await benchList("PostgreSQL", shop);
  } finally {
    await shop.close();
    await postgres.drop();
  }
} else console.log("\nPostgreSQL injoignable : ignoré.");
process.exit(0);
