// Memory cache of public catalogue responses. Catalogue data changes only through admin writes,
// which emit CatalogueEvents.changed: the whole cache is dropped then, so the next read always sees
// the write (empty result pages and category counts included, which entity tracking would miss).
// Anonymous REST catalogue reads share the store (their JSON text, keys prefixed "rest:"), so one
// write clears both APIs at once.
import type { Cache } from "@graphql-yoga/plugin-response-cache";

export const CATALOGUE_CACHE_TTL_MS = 5 * 60_000;

export interface ClearableCache extends Cache {
  clear(): void;
  readonly size: number;
  /** Bumped by every clear: an answer read from the database before a write is not stored after it. */
  readonly generation: number;
  getText(key: string): string | undefined;
  setText(key: string, text: string, readAtGeneration: number, ttl?: number): void;
}

export function createCatalogueCache(maxEntries = 2000): ClearableCache {
  const entries = new Map<string, { data: unknown; expires: number }>();
  let generation = 0;
  const read = (id: string) => {
    const hit = entries.get(id);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) { entries.delete(id); return undefined; }
    entries.delete(id); // re-insert: Map order doubles as least-recently-used order
    entries.set(id, hit);
    return hit.data;
  };
  const write = (id: string, data: unknown, ttl: number) => {
    entries.set(id, { data, expires: Date.now() + ttl });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  return {
    get size() { return entries.size; },
    get generation() { return generation; },
    get: (id) => read(id) as never,
    set: (id, data, _entities, ttl) => write(id, data, ttl),
    getText: (key) => read(`rest:${key}`) as string | undefined,
    setText: (key, text, readAtGeneration, ttl = CATALOGUE_CACHE_TTL_MS) => { if (readAtGeneration === generation) write(`rest:${key}`, text, ttl); },
    invalidate() { generation += 1; entries.clear(); },
    clear() { generation += 1; entries.clear(); },
  };
}
