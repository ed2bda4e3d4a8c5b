// Memory cache of public catalogue responses. Catalogue data changes only through admin writes,
// which emit CatalogueEvents.changed: the whole cache is dropped then, so the next read always sees
// the write (empty result pages and category counts included, which entity tracking would miss).
// Other instances' writes arrive through the change channel (channel/index.ts, decision 041).
// Anonymous REST catalogue reads share the store (their JSON text, keys prefixed "rest:"), so one
// write clears both APIs at once; storefront pages use a store of their own. GraphQL answers are
// kept as JSON text too (graphql-cache.ts): about a third of the memory of the result's objects
// (2 000 full entries were ~55 MB of the server's peak, decision 051).
const CATALOGUE_CACHE_TTL_MS = 5 * 60_000;

export interface ClearableCache {
  clear(): void;
  readonly size: number;
  /** Bumped by every clear: an answer read from the database before a write is not stored after it. */
  readonly generation: number;
  /** False while writes of other instances may go unannounced (channel down): nothing is served or stored. */
  readonly live: boolean;
  /** Clears, and serves again (true) or stops serving (false). */
  setLive(live: boolean): void;
  /** A GraphQL response key: it carries the generation it was built at. */
  responseKey(hash: string): string;
  read<T>(key: string): T | undefined;
  keep(key: string, value: unknown, readAtGeneration: number, ttl?: number): void;
}

export function createCatalogueCache(maxEntries = 2000): ClearableCache {
  const entries = new Map<string, { data: unknown; expires: number }>();
  let generation = 0;
  let live = true;
  const read = (id: string) => {
    if (!live) return undefined;
    const hit = entries.get(id);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) { entries.delete(id); return undefined; }
    entries.delete(id); // re-insert: Map order doubles as least-recently-used order
    entries.set(id, hit);
    return hit.data;
  };
  const write = (id: string, data: unknown, readAtGeneration: number, ttl: number) => {
    if (!live || readAtGeneration !== generation) return;
    entries.set(id, { data, expires: Date.now() + ttl });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  const clear = () => { generation += 1; entries.clear(); };
  return {
    get size() { return entries.size; },
    get generation() { return generation; },
    get live() { return live; },
    setLive(value) { live = value; clear(); },
    responseKey: (hash) => `${generation}:${hash}`,
    read: (key) => read(key) as never,
    keep: (key, value, readAtGeneration, ttl = CATALOGUE_CACHE_TTL_MS) => write(key, value, readAtGeneration, ttl),
    clear,
  };
}

/** Several stores cleared and paused together (the change channel's side of them). */
export function cacheGroup(...caches: ClearableCache[]) {
  return {
    clear: () => { for (const c of caches) c.clear(); },
    setLive: (live: boolean) => { for (const c of caches) c.setLive(live); },
  };
}
