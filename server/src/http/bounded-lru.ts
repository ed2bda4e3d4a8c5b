// A least-recently-used map held to a budget in bytes and in entries (issue 22): what anonymous
// requests can fill (answers, pages, parsed documents) never grows past it, and an entry larger
// than its own cap is not kept at all. Sizes are estimates from above (see each sizeOf).

export interface Limits {
  maxBytes: number;
  maxEntryBytes: number;
  maxEntries: number;
}

export interface ByteLru<V> {
  get(key: string): V | undefined;
  /** False when the entry is over its cap: not kept (and an older value under its key is dropped). */
  set(key: string, value: V): boolean;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  /** The estimated bytes held, keys included. */
  readonly bytes: number;
}

/** A Map entry, its key's characters and the record holding the value: counted for every entry. */
const ENTRY_OVERHEAD = 128;

/** A string as V8 holds it: one byte a character when all are Latin-1 (JSON of French text with
 * its accents), two otherwise (a curly apostrophe is enough). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is Latin-1 (one byte a character), not a control character
export const textBytes = (s: string) => (/[^\x00-\xff]/.test(s) ? 2 * s.length : s.length);

export function createByteLru<V>(limits: Limits, sizeOf: (value: V) => number): ByteLru<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.bytes;
  };
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key); // re-inserted: Map order doubles as least-recently-used order
      entries.set(key, hit);
      return hit.value;
    },
    set(key, value) {
      drop(key);
      const size = sizeOf(value) + textBytes(key) + ENTRY_OVERHEAD;
      if (size > limits.maxEntryBytes) return false;
      entries.set(key, { value, bytes: size });
      bytes += size;
      while (bytes > limits.maxBytes || entries.size > limits.maxEntries) drop(entries.keys().next().value!);
      return true;
    },
    delete: drop,
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
