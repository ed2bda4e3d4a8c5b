// npm run backup / npm run restore (decision 042): the embedded database and the photos in one tar
// archive. The database is read by this process alone: a running server holds the directory's lock
// and the backup refuses (PGlite's files copied while a server writes them would not be a database).
// A restore builds the new database and photos beside the old ones and swaps them in only once the
// restored database opens and holds what the archive says.
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../env.ts";
import { isPostgresUrl, type Database } from "../db/connect.ts";
import { openDatabase, openPGliteFromDump } from "../db/open.ts";
import { listMigrations } from "../db/migrate.ts";
import { lockDatabaseDir } from "../db/pglite-lock.ts";
import { PRIVATE_DIR, PRIVATE_FILE } from "../lib/private-files.ts";
import { createTar, openTar, type TarEntry } from "./tar.ts";
import { READY_PROBE_PREFIX, uploadsDir } from "../storage/index.ts";

export class BackupError extends Error {}

const MANIFEST = "sauvegarde.json";
const DATABASE = "pglite.tar.gz";
const UPLOADS = "uploads/";
const FORMAT = "boutique-sauvegarde";

interface Manifest { format: string; version: 1; createdAt: string; shop: string; migrations: string[]; products: number; images: number; files: number }
export interface BackupSummary { file: string; bytes: number; products: number; images: number; files: number }
export interface RestoreSummary { createdAt: string; dataDir: string; products: number; images: number; files: number }

/** The embedded database's directory, or a French refusal for the configurations without one. */
function embeddedDir(config: Config): string {
  if (isPostgresUrl(config.DATABASE_URL)) {
    throw new BackupError("DATABASE_URL désigne PostgreSQL : sauvegardez la base avec pg_dump -Fc \"$DATABASE_URL\" > boutique.dump "
      + "(restauration : pg_restore --clean --no-owner -d \"$DATABASE_URL\" boutique.dump) et copiez les photos de DATA_DIR/uploads. "
      + "npm run backup et npm run restore ne traitent que la base embarquée.");
  }
  const dir = config.DATABASE_URL.replace(/^pglite:/, "");
  if (dir.includes("://")) throw new BackupError(`DATABASE_URL=${config.DATABASE_URL} : la base est en mémoire, il n'y a rien à sauvegarder ni à restaurer.`);
  return path.resolve(dir);
}

async function counts(db: Database) {
  const [row] = await db.sql.query<{ products: number; images: number }>(
    `SELECT (SELECT count(*) FROM "Product")::int AS products, (SELECT count(*) FROM "ProductImage")::int AS images`,
  );
  return row;
}

/** The photo files under uploads, as archive-relative keys: no partial writes, no readiness probes. */
function uploadFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
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
  if (!fs.existsSync(path.join(dbDir, "PG_VERSION"))) throw new BackupError(`Aucune base embarquée dans ${dbDir} : rien à sauvegarder (vérifiez DATA_DIR).`);
  if (fs.existsSync(file)) throw new BackupError(`${file} existe déjà : choisissez un autre nom d'archive.`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
  // Opening takes the directory's lock (DatabaseBusyError while a server runs on it), held until
  // the photos are copied too, so that no server starts and changes them meanwhile.
  const db = openDatabase(config.DATABASE_URL);
  const partial = `${file}.partiel`;
  try {
    const { products, images } = await counts(db);
    const migrations = (await db.sql.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY 1`)).map((r) => r.migration_name);
    const dump = Buffer.from(await (await db.dump!()).arrayBuffer());
    const uploads = uploadsDir(config);
    const keys = uploadFiles(uploads);
    const manifest: Manifest = { format: FORMAT, version: 1, createdAt: new Date().toISOString(), shop: config.SHOP_NAME, migrations, products, images, files: keys.length };
    fs.rmSync(partial, { force: true });
    const tar = await createTar(partial, PRIVATE_FILE);
    try {
      await tar.addBuffer(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
      await tar.addBuffer(DATABASE, dump);
      for (const key of keys) await tar.addFile(UPLOADS + key, path.join(uploads, ...key.split("/")));
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
  if (!key || /[\\\0]/.test(key) || segments.some((s) => s === "" || s === "." || s === "..")) throw new BackupError(`Archive refusée : chemin interdit « ${name} ».`);
  return key;
}

function photoKeys(photos: TarEntry[]): string[] {
  const keys = photos.map((e) => safeKey(e.name));
  const seen = new Set<string>();
  for (const k of keys) { if (seen.has(k)) throw new BackupError(`Archive refusée : fichier en double « ${UPLOADS}${k} ».`); seen.add(k); }
  return keys;
}

async function readManifest(archive: Awaited<ReturnType<typeof openTar>>, file: string): Promise<Manifest> {
  const entry = archive.entries.find((e) => e.name === MANIFEST);
  const manifest = entry ? (JSON.parse((await archive.read(entry)).toString("utf8")) as Manifest) : null;
  if (manifest?.format !== FORMAT || !archive.entries.some((e) => e.name === DATABASE)) throw new BackupError(`${file} n'est pas une sauvegarde de la boutique (${MANIFEST} ou ${DATABASE} absent).`);
  const known = new Set(listMigrations().map((m) => m.name));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length) throw new BackupError(`Cette sauvegarde vient d'une version plus récente de la boutique (migrations inconnues : ${unknown.join(", ")}) : mettez la boutique à jour avant de la restaurer.`);
  return manifest;
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Restores into config's DATA_DIR (and its embedded database), empty unless `force`. */
export async function restoreShop(config: Config, file: string, opts: { force: boolean }): Promise<RestoreSummary> {
  const dbDir = embeddedDir(config);
  const dataDir = path.resolve(config.DATA_DIR);
  if (!fs.existsSync(file)) throw new BackupError(`Archive introuvable : ${file}`);
  const archive = await openTar(file);
  try {
    const manifest = await readManifest(archive, file);
    const photos = archive.entries.filter((e) => e.name.startsWith(UPLOADS));
    for (const e of archive.entries) if (e.name !== MANIFEST && e.name !== DATABASE && !e.name.startsWith(UPLOADS)) throw new BackupError(`Archive refusée : fichier inattendu « ${e.name} ».`);
    const keys = photoKeys(photos);
    if (!opts.force && !(isEmptyDir(dataDir) && isEmptyDir(dbDir))) {
      throw new BackupError(`Le dossier ${dataDir} n'est pas vide : restaurez dans un dossier vide (--data-dir) ou ajoutez --force pour remplacer sa base et ses photos.`);
    }
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
    fs.mkdirSync(path.dirname(dbDir), { recursive: true, mode: PRIVATE_DIR });
    const unlock = lockDatabaseDir(dbDir); // refused while a server runs on the directory, even with --force
    const uploads = uploadsDir({ DATA_DIR: dataDir });
    const staged = { db: `${dbDir}.restauration`, uploads: `${uploads}.restauration` };
    try {
      for (const dir of Object.values(staged)) fs.rmSync(dir, { recursive: true, force: true });
      const restored = await restoreDatabase(staged.db, await archive.read(archive.entries.find((e) => e.name === DATABASE)!));
      if (restored.products !== manifest.products || restored.images !== manifest.images) {
        throw new BackupError(`La base restaurée ne correspond pas à la sauvegarde (${restored.products} produits au lieu de ${manifest.products}) : rien n'a été remplacé.`);
      }
      await restorePhotos(archive, photos, keys, staged.uploads);
      // The swap: the old database and photos go only now that the new ones are complete.
      for (const [target, source] of [[dbDir, staged.db], [uploads, staged.uploads]]) {
        fs.rmSync(target, { recursive: true, force: true });
        fs.renameSync(source, target);
      }
      return { createdAt: manifest.createdAt, dataDir, products: restored.products, images: restored.images, files: keys.length };
    } finally {
      for (const dir of Object.values(staged)) fs.rmSync(dir, { recursive: true, force: true });
      unlock();
    }
  } finally {
    await archive.close();
  }
}

async function restoreDatabase(dir: string, tarball: Buffer) {
  const db = openPGliteFromDump(dir, new Blob([new Uint8Array(tarball)]));
  try { return await counts(db); } finally { await db.close(); }
}

async function restorePhotos(archive: Awaited<ReturnType<typeof openTar>>, photos: TarEntry[], keys: string[], dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  for (const [i, entry] of photos.entries()) {
    const target = path.join(dir, ...keys[i].split("/"));
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
    await archive.extract(entry, target, PRIVATE_FILE);
  }
}
