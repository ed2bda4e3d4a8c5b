// Memory cache of public catalogue responses. Catalogue data changes only through admin writes,
// which emit CatalogueEvents.changed: the whole cache is dropped then, so the next read always sees
// the write (empty result pages and category counts included, which entity tracking would miss).
// Other instances' writes arrive through the change channel (channel/index.ts, decision 041).
// Anonymous REST catalogue reads share the store (their JSON text, keys prefixed "rest:"), so one
// write clears both APIs at once; storefront pages use a store of their own. GraphQL answers are
// kept as JSON text too (graphql/cache.ts): about a third of the memory of the result's objects
// (2 000 full entries were ~55 MB of the server's peak, decision 051).
// Each store is held to a budget in bytes, and an answer over its own cap is served but not kept
// (issue 22, decision 060): anonymous requests choose what is stored.
import { createByteLru, textBytes, type Limits } from "./bounded-lru.ts";

const CATALOGUE_CACHE_TTL_MS = 5 * 60_000;

/** GraphQL and REST answers (JSON text, on the heap): a REST page of 100 products with the longest
 * descriptions is ~0.6 MB (1.2 MB held when one character is beyond Latin-1); an answer of 15
 * aliases of it (8 MB) is not kept. */
export const RESPONSE_CACHE_LIMITS: Limits = { maxBytes: 24 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024, maxEntries: 2000 };
/** Product rows of shoppers' lists (decision 097): about a 10 000-product catalogue's rows in the
 * storefront's list shape; a larger catalogue (or more shapes) keeps the most recently shown ones.
 * 16 MB took the server's peak to 305 MB in the bench's memory scenario (target 300). */
export const ROW_CACHE_LIMITS: Limits = { maxBytes: 10 * 1024 * 1024, maxEntryBytes: 256 * 1024, maxEntries: 10_000 };
/** A row's objects on the heap, from above: twice its JSON's characters. A storefront card's row
 * (406 characters, its strings parsed one by one as the database's JSON gives them) holds 616
 * bytes of heap, 1.5 times; three times left a 10 000-product catalogue's rows out of the store. */
export const rowBytes = (row: Record<string, unknown>) => 2 * JSON.stringify(row).length;

/** Storefront pages (HTML with its brotli and gzip copies, off the heap). */
export const PAGE_CACHE_LIMITS: Limits = { maxBytes: 16 * 1024 * 1024, maxEntryBytes: 1024 * 1024, maxEntries: 500 };

export interface ClearableCache<T = string> {
  clear(): void;
  readonly size: number;
  /** The estimated bytes held (bounded-lru.ts). */
  readonly bytes: number;
  /** Bumped by every clear: an answer read from the database before a write is not stored after it. */
  readonly generation: number;
  /** False while writes of other instances may go unannounced (channel down): nothing is served or stored. */
  readonly live: boolean;
  /** Clears, and serves again (true) or stops serving (false). */
  setLive(live: boolean): void;
  /** A GraphQL response key: it carries the generation it was built at. */
  responseKey(hash: string): string;
  read(key: string): T | undefined;
  keep(key: string, value: T, readAtGeneration: number, ttl?: number): void;
}

/** `sizeOf`: the bytes a value holds, from above. JSON texts by default. */
export function createCatalogueCache<T = string>(
  limits: Limits = RESPONSE_CACHE_LIMITS,
  sizeOf = (value: T) => textBytes(value as string),
): ClearableCache<T> {
  const entries = createByteLru<{ data: T; expires: number }>(limits, (e) => sizeOf(e.data));
  let generation = 0;
  let live = true;
  const read = (id: string) => {
    if (!live) return undefined;
    const hit = entries.get(id);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      entries.delete(id);
      return undefined;
    }
    return hit.data;
  };
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.bytes;
    },
    get generation() {
      return generation;
    },
    get live() {
      return live;
    },
    setLive(value) {
      live = value;
      clear();
    },
    responseKey: (hash) => `${generation}:${hash}`,
    read,
    keep(key, data, readAtGeneration, ttl = CATALOGUE_CACHE_TTL_MS) {
      if (live && readAtGeneration === generation) entries.set(key, { data, expires: Date.now() + ttl });
    },
    clear,
  };
}

/** Several stores cleared and paused together (the change channel's side of them). */
export function cacheGroup(...caches: Pick<ClearableCache, "clear" | "setLive">[]) {
  return {
    clear: () => {
      for (const c of caches) c.clear();
    },
    setLive: (live: boolean) => {
      for (const c of caches) c.setLive(live);
    },
  };
}
