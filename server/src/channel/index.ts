// Catalogue writes announced to every instance of the shop (decision 041): PostgreSQL
// LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set; nothing to announce on the embedded
// database, which one process owns. The listening connection is watched: while it is down, the
// other instances' writes could go unheard, so the caches neither serve nor store until it is back.
import crypto from "node:crypto";
import type { Config } from "../env.ts";
import type { Database } from "../db/connect.ts";
import { postgresTransport } from "./postgres.ts";
import type { Listener, Transport } from "./transport.ts";

/** What the channel drives: the catalogue caches of this instance. */
export interface CacheControl {
  clear(): void;
  setLive(live: boolean): void;
}

export interface ChangeChannel {
  readonly kind: "local" | "postgresql" | "redis";
  /** The listening connection's name on the server (application_name, CLIENT SETNAME); null when local. */
  readonly connectionName: string | null;
  /** True while this instance hears the others' writes. */
  readonly live: boolean;
  /** Announces a committed catalogue write to the other instances. */
  publish(): void;
  close(): Promise<void>;
}

const HEARTBEAT_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;
const CLOSE_TIMEOUT_MS = 2_000;
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000, 10_000];

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("fr-FR")} s`;
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} : pas de réponse en ${seconds(ms)}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Keeps one listening connection open, reconnecting with backoff. Announcements carry the
 * instance's id so an instance skips its own (it cleared its caches at the write already).
 */
export function supervise(
  kind: ChangeChannel["kind"],
  transport: Transport,
  connectionName: string,
  instanceId: string,
  caches: CacheControl,
  log: (m: string) => void,
) {
  let listener: Listener | null = null;
  let closed = false;
  let failures = 0;
  let down = false; // lost (or never connected): say so when it comes back
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const publishing = new Set<Promise<void>>();
  const onMessage = (payload: string) => {
    if (payload !== instanceId) caches.clear();
  };

  function lost(conn: Listener, error: Error) {
    if (closed || conn !== listener) return; // already handled
    listener = null;
    down = true;
    clearInterval(heartbeat);
    caches.setLive(false);
    void conn.close().catch(() => {});
    log(`Cache du catalogue : canal ${transport.label} perdu (${error.message}). Cache vidé et contourné jusqu'à la reconnexion.`);
    schedule();
  }

  function schedule() {
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  }

  async function connect() {
    let conn: Listener | null = null;
    try {
      conn = await transport.listen(onMessage, (e) => {
        if (conn) lost(conn, e);
      });
    } catch (e) {
      if (closed) return;
      failures += 1;
      down = true;
      log(
        `Cache du catalogue : connexion au canal ${transport.label} impossible (${message(e)}), tentative ${failures} ; nouvel essai dans ${seconds(RETRY_MS[Math.min(failures, RETRY_MS.length - 1)])}.`,
      );
      return schedule();
    }
    if (closed) return void (await conn.close().catch(() => {}));
    listener = conn;
    // Listening from here on: any write committed later is heard. Whatever was stored before
    // (or read while deaf, still in flight) is dropped by this clear.
    caches.setLive(true);
    if (down)
      log(`Cache du catalogue : canal ${transport.label} rétabli (${failures + 1} tentative(s)) ; cache vidé, mise en cache reprise.`);
    failures = 0;
    down = false;
    heartbeat = setInterval(() => {
      const current = conn!;
      within(current.ping(), PING_TIMEOUT_MS, "ping").catch((e: unknown) => lost(current, e instanceof Error ? e : new Error(String(e))));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  const channel: ChangeChannel & { start(): Promise<void> } = {
    kind,
    connectionName,
    get live() {
      return listener !== null;
    },
    start: () => {
      caches.setLive(false);
      return connect();
    },
    publish() {
      const p: Promise<void> = transport
        .publish(instanceId)
        .catch((e: unknown) => {
          if (!closed)
            log(
              `Cache du catalogue : annonce aux autres instances impossible (${message(e)}) ; leurs caches expirent dans 5 minutes au plus.`,
            );
        })
        .finally(() => publishing.delete(p));
      publishing.add(p);
    },
    async close() {
      await within(Promise.all(publishing), CLOSE_TIMEOUT_MS, "annonces en cours").catch(() => {});
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const conn = listener;
      listener = null;
      await within(Promise.all([conn?.close(), transport.close()]), CLOSE_TIMEOUT_MS, "fermeture du canal").catch(() => {});
    },
  };
  return channel;
}

const LOCAL: ChangeChannel = { kind: "local", connectionName: null, live: true, publish() {}, close: async () => {} };

/**
 * The channel for this configuration, listening (or retrying in the background) when it
 * resolves. `shopId` names the channel: two shops on one Redis do not hear each other.
 */
export async function openChangeChannel(opts: {
  config: Config;
  db: Database;
  shopId: string;
  caches: CacheControl;
  log: (m: string) => void;
}): Promise<ChangeChannel> {
  const { config, db, shopId, caches, log } = opts;
  if (db.kind === "pglite") {
    if (config.REDIS_URL) log("REDIS_URL ignorée : la base embarquée ne sert qu'une instance, le cache du catalogue se vide sans canal.");
    return LOCAL;
  }
  const instanceId = crypto.randomBytes(8).toString("hex");
  const connectionName = `boutique-cache-${instanceId}`;
  // The Redis client is loaded only by the shops that use it (a few hundred ms at every start).
  const channel = config.REDIS_URL
    ? supervise(
        "redis",
        (await import("./redis.ts")).redisTransport(config.REDIS_URL, `boutique:${shopId}:catalogue`, connectionName),
        connectionName,
        instanceId,
        caches,
        log,
      )
    : supervise(
        "postgresql",
        postgresTransport(config.DATABASE_URL, db, `catalogue_${shopId}`, connectionName),
        connectionName,
        instanceId,
        caches,
        log,
      );
  await channel.start();
  return channel;
}
