// The orders a shopper sent while the connection failed (decision 072): kept in IndexedDB, which the
// cart page and the service worker share, and sent again by whichever of them runs first when the
// connection returns (the worker on `sync`, on the page's `online` message and at its next start;
// the page itself when no worker runs). Bounded: at most OUTBOX.maxOrders orders of OUTBOX.maxBytes;
// the server records one order per reference, so sending one twice is harmless.

export const OUTBOX = { maxOrders: 20, maxBytes: 32 * 1024, syncTag: "commandes", endpoint: "/api/v1/commandes" } as const;

export interface KeptOrder {
  reference: string;
  body: string;
  at: number;
}
export interface OutboxStore {
  all(): Promise<KeptOrder[]>;
  put(order: KeptOrder): Promise<void>;
  remove(reference: string): Promise<void>;
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Keeps an order (the same reference replaces its copy), then drops the oldest beyond the limit.
 * False for a body over the size limit: it is not kept. */
export async function keepOrder(store: OutboxStore, reference: string, body: string, now = Date.now()): Promise<boolean> {
  if (byteLength(body) > OUTBOX.maxBytes) return false;
  await store.put({ reference, body, at: now });
  const kept = (await store.all()).sort((a, b) => a.at - b.at);
  await Promise.all(kept.slice(0, Math.max(0, kept.length - OUTBOX.maxOrders)).map((o) => store.remove(o.reference)));
  return true;
}

/** What an answer means for a kept order: recorded (2xx) or refused for good (a 4xx the same body
 * would get again) → "done"; no answer, a server error, too many requests, a time-out → "retry". */
export function outcome(status: number): "done" | "retry" {
  if (status >= 200 && status < 300) return "done";
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return "done";
  return "retry";
}

export type Send = (body: string) => Promise<{ status: number }>;

/** POSTs the order as the cart does: JSON, kept alive when the page closes. */
export const postOrder: Send = (body) =>
  fetch(OUTBOX.endpoint, { method: "POST", keepalive: true, headers: { "content-type": "application/json" }, body });

/** Sends the kept orders, oldest first; stops at the first that must wait (the connection is still
 * down): the rest wait with it. Returns how many were sent. */
export async function flushOrders(store: OutboxStore, send: Send = postOrder): Promise<number> {
  const kept = (await store.all()).sort((a, b) => a.at - b.at);
  let sent = 0;
  for (const order of kept) {
    let status = 0;
    try {
      status = (await send(order.body)).status;
    } catch {
      status = 0;
    }
    if (outcome(status) === "retry") break;
    await store.remove(order.reference);
    sent++;
  }
  return sent;
}

const DB_NAME = "boutique-commandes";
const STORE = "envois";

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

let db: Promise<IDBDatabase> | null = null;
function open(): Promise<IDBDatabase> {
  db ??= new Promise<IDBDatabase>((resolve, reject) => {
    const r = indexedDB.open(DB_NAME, 1);
    r.onupgradeneeded = () => {
      r.result.createObjectStore(STORE, { keyPath: "reference" });
    };
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  }).catch((e: unknown) => {
    db = null;
    throw e;
  });
  return db;
}

async function run<T>(mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const store = (await open()).transaction(STORE, mode).objectStore(STORE);
  return request(act(store));
}

/** The outbox in IndexedDB (the page's and the worker's). */
export const idbOutbox: OutboxStore = {
  all: () => run("readonly", (s) => s.getAll() as IDBRequest<KeptOrder[]>),
  put: async (order) => {
    await run("readwrite", (s) => s.put(order));
  },
  remove: async (reference) => {
    await run("readwrite", (s) => s.delete(reference));
  },
};

let flushing: Promise<number> | null = null;
/** One flush at a time in this page or worker; a call during a flush shares it. */
export function flushOutbox(): Promise<number> {
  flushing ??= flushOrders(idbOutbox)
    .catch(() => 0)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}
