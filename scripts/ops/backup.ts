// npm run backup / npm run restore (decision 042): the embedded database and the photos in one tar
// archive. The database is read by this process alone: a running server holds the directory's lock
// and the backup refuses (PGlite's files copied while a server writes them would not be a database).
// A restore builds the new database and photos beside the old ones and swaps them in only once the
// restored database opens and holds what the archive says.
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../server/src/env.ts";
import { isPostgresUrl, type Database } from "../../server/src/db/connect.ts";
import { openDatabase, openPGliteFromDump } from "../../server/src/db/open.ts";
import { listMigrations } from "../../server/src/db/migrate.ts";
import { lockDatabaseDir } from "../../server/src/db/pglite-lock.ts";
import { PRIVATE_DIR, PRIVATE_FILE } from "../../server/src/lib/private-files.ts";
import { createTar, extractBody, readBody, readTar, type TarEntry } from "./tar.ts";
import { READY_PROBE_PREFIX, uploadsDir } from "../../server/src/storage/index.ts";

export class BackupError extends Error {}

const MANIFEST = "sauvegarde.json";
const DATABASE = "pglite.tar.gz";
const UPLOADS = "uploads/";
const FORMAT = "boutique-sauvegarde";
/** A manifest is a few kilobytes (the migrations' names); a larger one is not ours and is not read. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

interface Manifest {
  format: string;
  version: 1;
  createdAt: string;
  shop: string;
  migrations: string[];
  products: number;
  images: number;
  files: number;
}
export interface BackupSummary {
  file: string;
  bytes: number;
  products: number;
  images: number;
  files: number;
}
export interface RestoreSummary {
  createdAt: string;
  dataDir: string;
  products: number;
  images: number;
  files: number;
}

/** The embedded database's directory, or a French refusal for the configurations without one. */
function embeddedDir(config: Config): string {
  if (isPostgresUrl(config.DATABASE_URL)) {
    throw new BackupError(
      'DATABASE_URL désigne PostgreSQL : sauvegardez la base avec pg_dump -Fc "$DATABASE_URL" > boutique.dump ' +
        '(restauration : pg_restore --clean --no-owner -d "$DATABASE_URL" boutique.dump) et copiez les photos de DATA_DIR/uploads. ' +
        "npm run backup et npm run restore ne traitent que la base embarquée.",
    );
  }
  const dir = config.DATABASE_URL.replace(/^pglite:/, "");
  if (dir.includes("://"))
    throw new BackupError(`DATABASE_URL=${config.DATABASE_URL} : la base est en mémoire, il n'y a rien à sauvegarder ni à restaurer.`);
  return path.resolve(dir);
}

interface Counts {
  products: number;
  images: number;
}

async function counts(db: Database): Promise<Counts> {
  const [row] = await db.sql.query<Counts>(
    `SELECT (SELECT count(*) FROM "Product")::int AS products, (SELECT count(*) FROM "ProductImage")::int AS images`,
  );
  return row;
}

/** The photo files under uploads, as archive-relative keys: no partial writes, no readiness probes. */
function uploadFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.name.endsWith(".tmp"))
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join("/"))
    .filter((key) => !key.startsWith(READY_PROBE_PREFIX))
    .sort();
}

export function defaultArchivePath(config: Config, now = new Date()) {
  return path.join(config.ROOT, "backups", `boutique-${now.toISOString().slice(0, 19).replace(/:/g, "-")}.tar`);
}

export async function backupShop(config: Config, file: string): Promise<BackupSummary> {
  const dbDir = embeddedDir(config);
  if (!fs.existsSync(path.join(dbDir, "PG_VERSION")))
    throw new BackupError(`Aucune base embarquée dans ${dbDir} : rien à sauvegarder (vérifiez DATA_DIR).`);
  if (fs.existsSync(file)) throw new BackupError(`${file} existe déjà : choisissez un autre nom d'archive.`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
  // Opening takes the directory's lock (DatabaseBusyError while a server runs on it), held until
  // the photos are copied too, so that no server starts and changes them meanwhile.
  const db = openDatabase(config.DATABASE_URL);
  const partial = `${file}.partiel`;
  try {
    const { products, images } = await counts(db);
    const migrations = (
      await db.sql.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY 1`,
      )
    ).map((r) => r.migration_name);
    const dump = Buffer.from(await (await db.dump!()).arrayBuffer());
    const uploads = uploadsDir(config);
    const keys = uploadFiles(uploads);
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      shop: config.SHOP_NAME,
      migrations,
      products,
      images,
      files: keys.length,
    };
    fs.rmSync(partial, { force: true });
    // Photos are named in the archive by their path from DATA_DIR: uploads/<key>.
    const tar = createTar(partial, PRIVATE_FILE, path.dirname(uploads));
    try {
      tar.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
      tar.addBuffer(DATABASE, dump);
      for (const key of keys) tar.addFile(UPLOADS + key);
      await tar.finish();
    } catch (e) {
      await tar.abandon();
      throw e;
    }
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, products, images, files: keys.length };
  } finally {
    fs.rmSync(partial, { force: true });
    await db.close();
  }
}

/** An uploads key from the archive, refused when it could land outside the uploads folder. */
function safeKey(name: string): string {
  const key = name.slice(UPLOADS.length);
  const segments = key.split("/");
  if (!key || /[\\\0]/.test(key) || segments.some((s) => s === "" || s === "." || s === ".."))
    throw new BackupError(`Archive refusée : chemin interdit « ${name} ».`);
  return key;
}

/** What an entry is: the manifest, the database or a photo (its key); anything else is refused. */
function roleOf(name: string): { kind: "manifest" | "database" } | { kind: "photo"; key: string } {
  if (name === MANIFEST) return { kind: "manifest" };
  if (name === DATABASE) return { kind: "database" };
  if (name.startsWith(UPLOADS)) return { kind: "photo", key: safeKey(name) };
  throw new BackupError(`Archive refusée : fichier inattendu « ${name} ».`);
}

/** First reading, before anything is written: the entries' names and sizes, and the manifest. */
async function survey(file: string): Promise<{ entries: TarEntry[]; manifest: Buffer | null }> {
  const entries: TarEntry[] = [];
  let manifest: Buffer | null = null;
  await readTar(file, async (entry, body) => {
    entries.push(entry);
    if (entry.name === MANIFEST && entry.size <= MAX_MANIFEST_BYTES) manifest = await readBody(body);
  });
  return { entries, manifest };
}

/** Every name known and safe, none twice. */
function checkEntries(entries: TarEntry[]) {
  const seen = new Set<string>();
  for (const { name } of entries) {
    roleOf(name);
    if (seen.has(name)) throw new BackupError(`Archive refusée : fichier en double « ${name} ».`);
    seen.add(name);
  }
}

function parseManifest(bytes: Buffer | null): Manifest | null {
  try {
    return bytes && (JSON.parse(bytes.toString("utf8")) as Manifest);
  } catch {
    return null;
  }
}

function checkManifest(bytes: Buffer | null, entries: TarEntry[], file: string): Manifest {
  const manifest = parseManifest(bytes);
  if (manifest?.format !== FORMAT || !Array.isArray(manifest.migrations) || !entries.some((e) => e.name === DATABASE))
    throw new BackupError(`${file} n'est pas une sauvegarde de la boutique (${MANIFEST} ou ${DATABASE} absent).`);
  const known = new Set(listMigrations().map((m) => m.name));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length)
    throw new BackupError(
      `Cette sauvegarde vient d'une version plus récente de la boutique (migrations inconnues : ${unknown.join(", ")}) : mettez la boutique à jour avant de la restaurer.`,
    );
  return manifest;
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Restores into config's DATA_DIR (and its embedded database), empty unless `force`. */
export async function restoreShop(config: Config, file: string, opts: { force: boolean }): Promise<RestoreSummary> {
  const dbDir = embeddedDir(config);
  const dataDir = path.resolve(config.DATA_DIR);
  if (!fs.existsSync(file)) throw new BackupError(`Archive introuvable : ${file}`);
  const { entries, manifest: manifestBytes } = await survey(file);
  const manifest = checkManifest(manifestBytes, entries, file);
  checkEntries(entries);
  const files = entries.filter((e) => e.name.startsWith(UPLOADS)).length;
  if (!opts.force && !(isEmptyDir(dataDir) && isEmptyDir(dbDir))) {
    throw new BackupError(
      `Le dossier ${dataDir} n'est pas vide : restaurez dans un dossier vide (--data-dir) ou ajoutez --force pour remplacer sa base et ses photos.`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  fs.mkdirSync(path.dirname(dbDir), { recursive: true, mode: PRIVATE_DIR });
  const unlock = lockDatabaseDir(dbDir); // refused while a server runs on the directory, even with --force
  const uploads = uploadsDir({ DATA_DIR: dataDir });
  const staged = { db: `${dbDir}.restauration`, uploads: `${uploads}.restauration` };
  try {
    for (const dir of Object.values(staged)) fs.rmSync(dir, { recursive: true, force: true });
    const restored = await restoreEntries(file, manifest, staged);
    // The swap: the old database and photos go only now that the new ones are complete.
    for (const [target, source] of [
      [dbDir, staged.db],
      [uploads, staged.uploads],
    ]) {
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(source, target);
    }
    return { createdAt: manifest.createdAt, dataDir, products: restored.products, images: restored.images, files };
  } finally {
    for (const dir of Object.values(staged)) fs.rmSync(dir, { recursive: true, force: true });
    unlock();
  }
}

async function restoreDatabase(dir: string, tarball: Buffer): Promise<Counts> {
  const db = openPGliteFromDump(dir, new Blob([new Uint8Array(tarball)]));
  try {
    return await counts(db);
  } finally {
    await db.close();
  }
}

/** Second reading: the database restored and checked against the manifest, the photos copied,
 * all into the staged directories. */
async function restoreEntries(file: string, manifest: Manifest, staged: { db: string; uploads: string }) {
  const result: { restored?: Counts } = {};
  fs.mkdirSync(staged.uploads, { recursive: true, mode: PRIVATE_DIR });
  await readTar(file, async (entry, body) => {
    const role = roleOf(entry.name);
    if (role.kind === "database") {
      const restored = await restoreDatabase(staged.db, await readBody(body));
      if (restored.products !== manifest.products || restored.images !== manifest.images) {
        throw new BackupError(
          `La base restaurée ne correspond pas à la sauvegarde (${restored.products} produits au lieu de ${manifest.products}) : rien n'a été remplacé.`,
        );
      }
      result.restored = restored;
    } else if (role.kind === "photo") {
      const target = path.join(staged.uploads, ...role.key.split("/"));
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
      await extractBody(body, target, PRIVATE_FILE);
    }
  });
  if (!result.restored) throw new BackupError(`${file} n'est pas une sauvegarde de la boutique (${DATABASE} absent).`);
  return result.restored;
}
