// What a storage is and which keys it takes: its own module so that the local storage (index.ts)
// and S3 (s3.ts, which index.ts loads when it is used) both import it without importing each other.
import type { Readable } from "node:stream";

export interface StoredFile {
  size: number;
  contentType: string;
  etag: string;
}

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
