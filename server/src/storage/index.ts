// Where product photos and banners live. One interface: local disk under DATA_DIR/uploads by
// default, S3-compatible object storage when S3_BUCKET is set (storage/s3.ts, decision 040). Both
// are served at /uploads/… by the server (http/uploads.ts), or from S3_PUBLIC_URL (a CDN).
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Config } from "../env.ts";
import { contentTypeOf, fileEtag, isPlainPathUnder } from "../http/static.ts";
import { PRIVATE_DIR } from "../lib/private-files.ts";

export interface StoredFile { size: number; contentType: string; etag: string }

export interface FileStorage {
  /** Writes a whole object: a reader sees the old one, the new one or none, never a part. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream with its size, type and etag; null when there is none. */
  get(key: string): Promise<(StoredFile & { body: Readable }) | null>;
  /** Size, type and etag without the bytes; null when there is none. */
  head(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removes objects; missing ones are ignored (removal is retried after crashes). */
  remove(keys: string[]): Promise<void>;
  /** Every key, in no particular order (copies from one storage to another). */
  list(): AsyncIterable<string>;
  publicUrl(key: string): string;
}

export const UPLOADS_ROUTE = "/uploads/";
/** Objects /ready writes and removes at once (decision 042): never photos, never backed up or migrated. */
export const READY_PROBE_PREFIX = "_ready/";

/** The configured storage does not answer: its message is French and says what to check. */
export class StorageUnavailableError extends Error {}

/** Keys are relative paths of plain segments: none empty, none starting with a dot (., .., .env,
 * temporary files), no backslash or NUL. Anything else is never read nor written. */
export const isValidKey = (key: string) =>
  key.length > 0 && key.length <= 1024 && !/[\\\0]/.test(key) && key.split("/").every((s) => s !== "" && !s.startsWith("."));

export const keyPath = (key: string) => key.split("/").map(encodeURIComponent).join("/");

export const uploadsDir = (config: Pick<Config, "DATA_DIR">) => path.join(config.DATA_DIR, "uploads");

/** The storage the configuration names; the S3 client is loaded only when it is used, and the
 * bucket must answer (StorageUnavailableError otherwise). */
export async function openStorage(config: Config): Promise<FileStorage> {
  if (!config.S3_BUCKET) return createLocalStorage(uploadsDir(config));
  const { openS3Storage } = await import("./s3.ts");
  return openS3Storage(config);
}

export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`clé de stockage invalide : ${key}`);
    return path.join(root, key);
  };
  /** A regular file reached without symbolic links (the hardening static.ts gives the client files). */
  const stat = async (key: string) => {
    if (!isValidKey(key)) return null;
    const file = path.join(root, key);
    const s = await fsp.stat(file).catch(() => null);
    return s?.isFile() && isPlainPathUnder(root, file) ? { file, info: { size: s.size, contentType: contentTypeOf(file), etag: fileEtag(s) } } : null;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
      // Write then rename; the temporary name starts with a dot, so it is never listed nor served.
      const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
      await fsp.writeFile(tmp, body);
      await fsp.rename(tmp, file);
    },
    async get(key) {
      const found = await stat(key);
      if (!found) return null;
      const handle = await fsp.open(found.file, "r").catch(() => null);
      return handle && { ...found.info, body: handle.createReadStream() };
    },
    head: async (key) => (await stat(key))?.info ?? null,
    exists: async (key) => (await stat(key)) !== null,
    async remove(keys) {
      await Promise.all(keys.map((k) => fsp.rm(fileOf(k), { force: true })));
    },
    async *list() {
      const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [] as fs.Dirent[]);
      for (const e of entries) {
        const key = path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/");
        if (e.isFile() && isValidKey(key)) yield key;
      }
    },
    publicUrl: (key) => UPLOADS_ROUTE + keyPath(key),
  };
}
