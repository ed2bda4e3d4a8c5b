// Where product image files live. One interface: local disk under data/uploads by default (served at
// /uploads), S3-compatible object storage when S3_* is configured (see storage/s3.ts when present).
import fs from "node:fs/promises";
import path from "node:path";
import { PRIVATE_DIR } from "../lib/private-files.ts";

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes files; missing ones are ignored (removal is retried after crashes). */
  remove(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  publicUrl(key: string): string;
}

export const UPLOADS_ROUTE = "/uploads/";

export function createLocalStorage(dir: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(dir, key);
    if (!file.startsWith(path.resolve(dir) + path.sep)) throw new Error(`clé de stockage invalide : ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, file);
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => fs.rm(resolve(k), { force: true })));
    },
    exists: (key) => fs.access(resolve(key)).then(() => true, () => false),
    publicUrl: (key) => UPLOADS_ROUTE + key.split("/").map(encodeURIComponent).join("/"),
  };
}
