// Where product photos and banners live. One interface: local disk under DATA_DIR/uploads by
// default, S3-compatible object storage when S3_BUCKET is set (storage/s3.ts, decision 040). Both
// are served at /uploads/… by the server (http/uploads.ts), or from S3_PUBLIC_URL (a CDN).
import type fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Config } from "../env.ts";
import { contentTypeOf, fileEtag, isPlainPathUnder } from "../lib/files.ts";
import { PRIVATE_DIR } from "../lib/private-files.ts";
import { UPLOADS_ROUTE, isValidKey, keyPath, type FileStorage } from "./file-storage.ts";

export { READY_PROBE_PREFIX, StorageUnavailableError, UPLOADS_ROUTE, type FileStorage, type StoredFile } from "./file-storage.ts";

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
    return s?.isFile() && isPlainPathUnder(root, file)
      ? { file, info: { size: s.size, contentType: contentTypeOf(file), etag: fileEtag(s) } }
      : null;
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
