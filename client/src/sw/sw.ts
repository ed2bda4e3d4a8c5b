// The shop's service worker, built into client/dist/sw.js by client/service-worker-plugin.ts
// (docs/decisions/038). It keeps the page shell of its build, the storefront pages and catalogue
// answers a shopper used (network first) and the photos seen (cache first), so the shop opens on
// flaky mobile data and offline. The back-office, tokens and writes never reach its caches.
import {
  cacheNames,
  classify,
  dataKey,
  FALLBACK_PAGE,
  isQueryOnly,
  isStorefrontPage,
  LIMITS,
  NETWORK_TIMEOUT_MS,
  SHELL_PAGES,
  staleCaches,
  storable,
  type Kind,
} from "./rules.ts";
import { flushOutbox, OUTBOX } from "./outbox.ts";

declare const self: ServiceWorkerGlobalScope;
/** Derived from the build (file names, page shell, this code): a deployment is a new version. */
declare const __SW_VERSION__: string;
/** The storefront's build files: entry, every storefront chunk, stylesheet and fonts. */
declare const __SW_PRECACHE__: string[];

const names = cacheNames(__SW_VERSION__);
const origin = self.location.origin;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(names.shell);
      // Pages revalidated with the server; build files may come from the HTTP cache (hashed names).
      await shell.addAll([...SHELL_PAGES.map((p) => new Request(p, { cache: "no-cache" })), ...__SW_PRECACHE__]);
      // Takes over at once: no shopper keeps an old shell until every tab is closed.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), __SW_VERSION__).map((name) => caches.delete(name)));
      await self.clients.claim();
      // The page open when this worker arrived was loaded without it (often the product a shared
      // link opened): keep it now, with the answers written into it.
      const pages = await caches.open(names.pages);
      const windows = await self.clients.matchAll({ type: "window" });
      await Promise.all(
        windows.map(async ({ url }) => {
          const page = new URL(url);
          if (page.origin !== origin || !isStorefrontPage(page.pathname)) return;
          page.hash = "";
          await fetch(page.href).then(
            (res) => keep(pages, page.href, "page", res, LIMITS.pages),
            () => undefined,
          );
        }),
      );
    })(),
  );
});

// Orders the cart could not send (decision 072): sent again on a background sync, when a page says
// the connection is back, and each time this worker starts.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener("sync", ((event: SyncEvent) => {
  if (event.tag === OUTBOX.syncTag) event.waitUntil(flushOutbox());
}) as EventListener);
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === OUTBOX.syncTag) event.waitUntil(flushOutbox());
});
void flushOutbox();

self.addEventListener("fetch", (event) => {
  const r = event.request;
  const kind = classify(
    {
      url: r.url,
      method: r.method,
      mode: r.mode,
      cache: r.cache,
      referrer: r.referrer,
      authorization: r.headers.has("authorization"),
      contentType: r.headers.get("content-type"),
    },
    origin,
  );
  if (kind === "page") event.respondWith(page(event));
  else if (kind === "asset") event.respondWith(asset(r));
  else if (kind === "photo") event.respondWith(photo(event));
  else if (kind === "data") event.respondWith(data(event));
});

/** Stores an answer the rules allow (a catalogue answer only without errors), then drops the
 * oldest entries beyond `limit` (the Cache API lists keys in the order they were stored). */
async function keep(cache: Cache, key: string, kind: Kind, res: Response, limit: number) {
  if (!storable(kind, res.status, res.type, res.headers)) return;
  if (kind === "data") {
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => null);
    if (!body || typeof body !== "object" || "errors" in body) return;
  }
  await cache.put(key, res);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server's answer, stored for later; the kept copy when the network fails, when the server
 * fails, or when it is slower than NETWORK_TIMEOUT_MS (the late answer is still stored). */
async function networkFirst(
  event: FetchEvent,
  cacheName: string,
  key: string,
  kind: Kind,
  limit: number,
  fallback?: () => Promise<Response | undefined>,
) {
  const cache = await caches.open(cacheName);
  let stored: Promise<void> = Promise.resolve();
  const network = fetch(event.request).then((res) => {
    stored = keep(cache, key, kind, res.clone(), limit).catch(() => undefined);
    return res;
  });
  event.waitUntil(
    network.then(
      () => stored,
      () => undefined,
    ),
  );
  const kept = await cache.match(key);
  try {
    if (!kept) return await network;
    // A server error (a restart during a deployment answers 503) is no better than the kept copy.
    return await Promise.race([network.then((res) => (res.status >= 500 ? kept : res)), delay(NETWORK_TIMEOUT_MS).then(() => kept)]);
  } catch {
    return kept ?? (await fallback?.()) ?? Response.error();
  }
}

function page(event: FetchEvent) {
  const url = new URL(event.request.url);
  return networkFirst(event, names.pages, url.href, "page", LIMITS.pages, async () => {
    // Never visited: the shell's copy of that page, else the shell page that opens any address.
    const shell = await caches.open(names.shell);
    const own = SHELL_PAGES.includes(url.pathname) ? await shell.match(url.pathname) : undefined;
    return own ?? shell.match(FALLBACK_PAGE);
  });
}

async function asset(request: Request) {
  return (await caches.match(request, { cacheName: names.shell, ignoreVary: true })) ?? fetch(request);
}

async function photo(event: FetchEvent) {
  const cache = await caches.open(names.photos);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const res = await fetch(event.request);
  event.waitUntil(keep(cache, event.request.url, "photo", res.clone(), LIMITS.photos).catch(() => undefined));
  return res;
}

async function data(event: FetchEvent) {
  const body = await event.request.clone().text();
  if (!isQueryOnly(body)) return fetch(event.request);
  return networkFirst(event, names.data, await dataKey(body, origin), "data", LIMITS.data);
}
