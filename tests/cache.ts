// Expensive state the test runs build once and reuse (issue 23, decision 064): a migrated embedded
// database (PGlite dump), a migrated PostgreSQL template database, the 6 home banners, and the
// seeded demo shop of the end-to-end tests. Each is keyed by a hash of what makes it (migrations,
// the drawing or seeding code, the library versions): change any and a new copy is built, a stale
// one is never reused. Kept under node_modules/.cache/boutique-tests (BOUTIQUE_TEST_CACHE moves
// it), at most KEEP copies of each kind, the least recently used dropped first.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { ROOT } from "../server/src/lib/root.ts";

const CACHE_DIR = process.env.BOUTIQUE_TEST_CACHE ?? path.join(ROOT, "node_modules/.cache/boutique-tests");
/** Copies kept per kind: worktrees of one checkout share node_modules, hence more than one. */
const KEEP = 6;
const TEMPLATE_PREFIX = "boutique_test_tpl_";
/** The migrated embedded database, as PGlite's dumpDataDir tarball (uncompressed: every test app loads it). */
export const PGLITE_DUMP = "dump.tar";

const version = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

function files(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs.readdirSync(p).flatMap((name) => files(path.join(p, name)));
}

/** Hash of the files under `paths` (relative to the checkout) and of `extra` strings. */
export function keyOf(paths: string[], extra: string[] = []): string {
  const hash = crypto.createHash("sha256");
  for (const file of paths.flatMap((p) => files(path.join(ROOT, p))).sort())
    hash.update(path.relative(ROOT, file)).update("\0").update(fs.readFileSync(file));
  for (const e of extra) hash.update("\0").update(e);
  return hash.digest("hex").slice(0, 16);
}

/** What a migrated database holds: the migrations, the engine that ran them. */
export const migrationsKey = () => keyOf(["prisma/migrations", "server/src/db/migrate.ts"], [version("@electric-sql/pglite")]);
/** What the banners look like: their drawing code and sharp. */
export const bannersKey = () =>
  keyOf(["server/src/services/banners.ts", "server/src/demo/art.ts", "server/src/demo/catalogue-data.ts"], [version("sharp")]);

/** What the demo's photos look like: their drawing code and sharp. */
const demoPhotosKey = () => keyOf(["server/src/demo/art.ts", "server/src/demo/photo-cache.ts"], [version("sharp")]);

/** The directory where demo seeds keep the photos they drew (DEMO_PHOTO_CACHE): filled photo by
 * photo by whichever seed draws one first, read by the others (server/src/demo/photo-cache.ts). */
export function demoPhotoCache(): string {
  const dir = path.join(CACHE_DIR, `demo-photos-${demoPhotosKey()}`);
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    dropOldCopies("demo-photos");
  } else {
    const now = new Date();
    fs.utimesSync(dir, now, now);
  }
  return dir;
}

/** The kept copy `kind`-`key`, built by `build` into a fresh directory when missing. Two runs
 * building at once each build their own and the first rename wins: a half-built copy is never seen. */
export async function cached(kind: string, key: string, build: (dir: string) => Promise<void>): Promise<string> {
  const dir = path.join(CACHE_DIR, `${kind}-${key}`);
  if (fs.existsSync(dir)) {
    const now = new Date();
    fs.utimesSync(dir, now, now); // recently used: kept by the next clean-up
    return dir;
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const building = fs.mkdtempSync(path.join(CACHE_DIR, `.${kind}-${key}-`));
  try {
    await build(building);
    fs.renameSync(building, dir);
  } catch (e) {
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw e; // else another run built it first
  }
  dropOldCopies(kind);
  return dir;
}

/** The kept copy `kind`-`key` if built, else null (the tests' processes never build: see the setups). */
export function existing(kind: string, key: string): string | null {
  const dir = path.join(CACHE_DIR, `${kind}-${key}`);
  return fs.existsSync(dir) ? dir : null;
}

function dropOldCopies(kind: string) {
  const copies = fs
    .readdirSync(CACHE_DIR)
    .filter((name) => name.startsWith(`${kind}-`))
    .map((name) => ({ name, used: fs.statSync(path.join(CACHE_DIR, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const old of copies.slice(KEEP)) fs.rmSync(path.join(CACHE_DIR, old.name), { recursive: true, force: true });
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.href;
};

/** Name of the migrated template database on the PostgreSQL server of `serverUrl`, created when
 * missing (migrated under another name, then renamed: a half-migrated template is never used). */
export async function postgresTemplate(serverUrl: string, migrate: (url: string) => Promise<void>): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsKey()}`;
  const exists = (c: pg.Client, n: string) => c.query("SELECT 1 FROM pg_database WHERE datname = $1", [n]).then((r) => r.rowCount === 1);
  if (await withClient(serverUrl, (c) => exists(c, name))) return name;
  const building = `${TEMPLATE_PREFIX}building_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE "${building}"`));
  try {
    await migrate(databaseUrl(serverUrl, building));
    await withClient(serverUrl, async (c) => {
      if (await exists(c, name)) return;
      await c.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      await c.query(`COMMENT ON DATABASE "${name}" IS '${new Date().toISOString()}'`);
      // Bounded like the files: the newest KEEP templates stay (other checkouts may use them).
      const { rows } = await c.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname NOT LIKE $2 ORDER BY shobj_description(oid, 'pg_database') DESC NULLS LAST`,
        [`${TEMPLATE_PREFIX}%`, `${TEMPLATE_PREFIX}building%`],
      );
      for (const { datname } of rows.slice(KEEP)) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
  } finally {
    await withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`));
  }
  return name;
}

/** The migrated template's name for the current migrations (built by postgresTemplate in the setup). */
export const postgresTemplateName = () => `${TEMPLATE_PREFIX}${migrationsKey()}`;
