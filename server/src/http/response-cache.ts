// Memory cache of public catalogue responses. Catalogue data changes only through admin writes,
// which emit CatalogueEvents.changed: the whole cache is dropped then, so the next read always sees
// the write (empty result pages and category counts included, which entity tracking would miss).
import crypto from "node:crypto";
import { hashSHA256, type BuildResponseCacheKeyFunction, type Cache } from "@graphql-yoga/plugin-response-cache";

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

const sortedKeys = (_key: string, v: unknown) =>
  v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v;

/** The plugin builds its key before asking whether the request may be cached at all, and its
 * default key walks the variables: a multipart upload's files, byte by byte (5 photos of 4 MB
 * cost ~20 s of CPU and memory, even for an anonymous caller refused just after). Uploads get a
 * key of their own, never shared and never computed from the files. */
export const responseCacheKey: BuildResponseCacheKeyFunction = (params) => {
  if (/^multipart\//i.test(params.request.headers.get("content-type") ?? "")) return Promise.resolve(`upload:${crypto.randomUUID()}`);
  return hashSHA256([params.documentString, params.operationName ?? "", JSON.stringify(params.variableValues ?? {}, sortedKeys), params.sessionId ?? ""].join("|"));
};
