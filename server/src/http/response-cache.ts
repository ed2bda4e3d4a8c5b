// Memory cache of public catalogue responses. Catalogue data changes only through admin writes,
// which emit CatalogueEvents.changed: the whole cache is dropped then, so the next read always sees
// the write (empty result pages and category counts included, which entity tracking would miss).
import type { Cache } from "@graphql-yoga/plugin-response-cache";

export interface ClearableCache extends Cache { clear(): void; readonly size: number }

export function createCatalogueCache(maxEntries = 2000): ClearableCache {
  const entries = new Map<string, { data: unknown; expires: number }>();
  return {
    get size() { return entries.size; },
    get(id) {
      const hit = entries.get(id);
      if (!hit) return undefined;
      if (hit.expires < Date.now()) { entries.delete(id); return undefined; }
      entries.delete(id); // re-insert: Map order doubles as least-recently-used order
      entries.set(id, hit);
      return hit.data as never;
    },
    set(id, data, _entities, ttl) {
      entries.set(id, { data, expires: Date.now() + ttl });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    invalidate() { entries.clear(); },
    clear() { entries.clear(); },
  };
}
