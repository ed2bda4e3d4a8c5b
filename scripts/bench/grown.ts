// Grown catalogues kept between bench runs: growing 100 000 products takes 10 minutes or more on
// the 2-core machine, copying a grown one seconds. A copy is keyed by what decides its content (the
// migrations and the demo/growth code): change either and the next run grows afresh, and copies
// of other keys are dropped. The embedded database is its data directory, copied whole; a
// PostgreSQL one is a template database (CREATE DATABASE … TEMPLATE) plus the data directory it
// goes with (the token secret its rows were checked against, the demo photos).
// BENCH_CACHE=off grows every time; BENCH_CACHE_DIR moves the copies (default node_modules/.cache).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { grow, root } from "./run.ts";

const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? path.join(root, "node_modules/.cache/boutique-bench");
const ENABLED = process.env.BENCH_CACHE !== "off";
const TEMPLATE_PREFIX = "boutique_bench_grown_";

/** Hash of the migrations and of the code that seeds and grows the catalogue. */
function cacheKey() {
  const hash = crypto.createHash("sha256");
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : [path.join(dir, d.name)]));
  for (const file of [...files(path.join(root, "prisma/migrations")), ...files(path.join(root, "server/src/demo"))].sort()) {
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
  return hash.digest("hex").slice(0, 12);
}

export interface Target {
  /** "PGlite" or "PostgreSQL": names the copies. */
  label: string;
  /** The server's DATA_DIR (emptied and refilled from a copy). */
  dataDir: string;
  /** PostgreSQL only: the server holding the working database, reached as an administrator. */
  postgres?: { adminUrl: string; database: string };
}

async function withAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const copyDir = (from: string, to: string) => {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
};

/** Leaves `target` holding `products` products: from a kept copy when there is one, else grown from
 * what it holds now (sizes asked in increasing order grow each from the previous) and kept. */
export async function prepare(target: Target, env: Record<string, string>, products: number) {
  await copyOrGrow(target, env, products);
  // What autovacuum does on a PostgreSQL server within a minute of a bulk insert; a server with it
  // turned off (the shared test machine's) would plan every query without statistics. PGlite has
  // no autovacuum: it is measured as a shop running it would be.
  const pgTarget = target.postgres;
  if (pgTarget) {
    const url = new URL(pgTarget.adminUrl);
    url.pathname = `/${pgTarget.database}`;
    await withAdmin(url.href, (c) => c.query("ANALYZE"));
  }
}

async function copyOrGrow(target: Target, env: Record<string, string>, products: number) {
  if (!ENABLED) return void grow(env, products);
  const key = cacheKey();
  const name = `${target.label.toLowerCase()}-${products}`;
  const keyDir = path.join(CACHE_DIR, key);
  const copy = path.join(keyDir, name);
  const template = `${TEMPLATE_PREFIX}${key}_${products}`;
  const pgTarget = target.postgres;
  // Copies of another key are stale: the next grow replaces them.
  for (const old of fs.existsSync(CACHE_DIR) ? fs.readdirSync(CACHE_DIR) : [])
    if (old !== key) fs.rmSync(path.join(CACHE_DIR, old), { recursive: true, force: true });
  if (pgTarget) {
    await withAdmin(pgTarget.adminUrl, async (c) => {
      const { rows } = await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${TEMPLATE_PREFIX}%`]);
      for (const { datname } of rows)
        if (!datname.startsWith(`${TEMPLATE_PREFIX}${key}_`)) await c.query(`DROP DATABASE IF EXISTS "${datname}"`);
    });
  }
  const kept =
    fs.existsSync(copy) &&
    (!pgTarget ||
      (await withAdmin(
        pgTarget.adminUrl,
        async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [template])).rowCount === 1,
      )));
  if (kept) {
    console.log(`  catalogue déjà grandi (copie ${key}/${name})`);
    copyDir(copy, target.dataDir);
    if (pgTarget) {
      await withAdmin(pgTarget.adminUrl, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS "${pgTarget.database}" WITH (FORCE)`);
        await c.query(`CREATE DATABASE "${pgTarget.database}" TEMPLATE "${template}"`);
      });
    }
    return;
  }
  grow(env, products);
  fs.mkdirSync(keyDir, { recursive: true });
  copyDir(target.dataDir, copy);
  if (pgTarget) {
    await withAdmin(pgTarget.adminUrl, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${template}"`);
      await c.query(`CREATE DATABASE "${template}" TEMPLATE "${pgTarget.database}"`);
    });
  }
  console.log(`  copie gardée pour les prochaines mesures : ${path.relative(root, copy)}${pgTarget ? ` et la base ${template}` : ""}`);
}
