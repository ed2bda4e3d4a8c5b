import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { PRIVATE_DIR } from "../lib/private-files.ts";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { lockDatabaseDir } from "./pglite-lock.ts";
import type { Logger } from "../log.ts";

/** Runs a multi-statement SQL script, or one parameterised statement, on whichever database is open. */
export interface SqlRunner {
  exec(script: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn while holding an exclusive lock, so two starting servers never migrate at once. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

export interface Database {
  kind: "pglite" | "postgresql";
  adapter: SqlMigrationAwareDriverAdapterFactory;
  sql: SqlRunner;
  /** Embedded database only: its data directory as a gzipped tarball, after a checkpoint (backups). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
  /** False once the embedded database's worker has died: the server then answers 503. */
  available(): boolean;
  /** The thread serving an embedded database persisted in a directory (openServerDatabase). */
  worker?: Worker;
  /** How another process reaches this database (a new shop's drawing process, decision 051);
   * none for an in-memory one. */
  connection?: pg.ClientConfig;
}

/**
 * Parameterised statements as named prepared statements: each connection parses and plans one once,
 * then reuses it, where an unnamed statement is parsed and planned on every run (a search's plan
 * took 1.7 ms, more than its execution; decision 054). The statements come from a bounded set of
 * templates (filters, compiled row shapes); past MAX_PREPARED distinct texts the rest run unnamed,
 * so a connection's cache stays bounded.
 */
const MAX_PREPARED = 500;
/** A pooler in transaction mode (PgBouncer without prepared-statement support) hands the next
 * statement to another server connection, which lacks the name (26000) or has another of that
 * name (42P05). Both fail before the statement runs, so it is run again unnamed, and so is every
 * later one. */
const PREPARED_UNSUPPORTED = new Set(["26000", "42P05"]);

function preparedQuery(pool: pg.Pool, logger: Logger) {
  const names = new Map<string, string>();
  let naming = true;
  return async <T>(text: string, values?: unknown[]): Promise<T[]> => {
    if (!values?.length) return (await pool.query(text)).rows as T[];
    let name = names.get(text);
    if (!name && naming && names.size < MAX_PREPARED) names.set(text, (name = `boutique_${names.size}`));
    if (!name || !naming) return (await pool.query({ text, values })).rows as T[];
    try {
      return (await pool.query({ name, text, values })).rows as T[];
    } catch (e) {
      if (!PREPARED_UNSUPPORTED.has((e as { code?: string }).code ?? "")) throw e;
      if (naming) logger.warn("PostgreSQL : requêtes préparées refusées (pooler en mode transaction ?), elles sont désormais envoyées sans nom");
      naming = false;
      return (await pool.query({ text, values })).rows as T[];
    }
  };
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * The database a server runs on: an embedded database persisted in a directory is served by a
 * worker thread (decision 036), so that its queries never block the server's event loop.
 * PostgreSQL is reached through its pool; in-memory PGlite (tests) is opened in this thread.
 * PGlite itself is loaded only where it runs (the worker, or open.ts): in this thread it would
 * cost ~48 MB of resident memory for nothing (decision 049).
 */
export async function openServerDatabase(url: string, logger: Logger): Promise<Database> {
  if (isPostgresUrl(url)) return openPostgres(url, logger);
  const dir = url.replace(/^pglite:/, "");
  return dir.includes("://") ? (await import("./open.ts")).openDatabase(url, logger) : openPGliteWorker(dir, logger);
}

/** The adapter's shadow database (migration tooling) is a throw-away in-memory PGlite with pg_trgm. */
export async function connectToPGliteShadow() {
  const { newPGlite, PrismaPGlite } = await import("./open.ts");
  return new PrismaPGlite(newPGlite("memory://")).connect();
}

/** Standard name of a Postgres Unix socket, which `pg` derives from host (a directory) and port. */
const SOCKET_PORT = 5432;

/**
 * PGlite in a worker thread (pglite-worker.mjs), reached through the same `pg` + adapter-pg path as
 * PostgreSQL over a Unix socket in a private temporary directory (pglite-socket has no
 * authentication, hence no TCP port).
 */
async function openPGliteWorker(dir: string, logger: Logger): Promise<Database> {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  const unlock = lockDatabaseDir(dir); // this process owns the directory; its worker opens it
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-pglite-"));
  const cleanUp = () => { fs.rmSync(socketDir, { recursive: true, force: true }); unlock(); };
  // A new directory: the database files are created by a first worker, thrown away once done.
  // The creation (initdb) grows PGlite's WebAssembly memory to ~600 MB, which is never given
  // back: kept, it would stay resident until the next restart (decision 049).
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    try { await createDatabaseFiles(dir, path.join(socketDir, "creation")); } catch (e) { cleanUp(); throw e; }
  }
  const worker = startWorker(dir, path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`));
  let alive = true;
  let closing = false;
  const exited = new Promise<void>((resolve) => worker.once("exit", (code) => {
    alive = false;
    if (!closing) logger.error({ code }, "Base embarquée : le processus de la base s'est arrêté ; les requêtes reçoivent 503 jusqu'au redémarrage du serveur");
    resolve();
  }));
  worker.on("error", (err) => logger.error({ err }, "Base embarquée : erreur dans le processus de la base"));
  try {
    await ready(worker, exited, "Base embarquée : le processus de la base s'est arrêté au démarrage");
  } catch (e) {
    closing = true;
    await worker.terminate();
    cleanUp();
    throw e;
  }
  // PGlite is one session running one statement at a time: a single connection keeps each
  // interactive transaction atomic and isolated (other requests wait in the pool's queue, on the
  // main thread's event loop, which keeps serving meanwhile).
  const connection = { host: socketDir, port: SOCKET_PORT, user: "postgres", database: "postgres" };
  const pool = new pg.Pool({ ...connection, max: 1, idleTimeoutMillis: 0 });
  pool.on("error", (err: Error) => { if (!closing) logger.warn({ err }, "Base embarquée : connexion perdue"); });
  const adapter: SqlMigrationAwareDriverAdapterFactory = new PrismaPg(pool);
  // The adapter's shadow database (migration tooling) cannot be reached through the socket.
  adapter.connectToShadowDb = connectToPGliteShadow;
  return {
    kind: "pglite",
    adapter,
    sql: {
      exec: async (script) => { await pool.query(script); },
      query: preparedQuery(pool, logger),
      // One worker owns the data directory and one connection reaches it: nothing migrates concurrently.
      withLock: (fn) => fn(),
    },
    available: () => alive,
    worker,
    connection,
    async close() {
      closing = true;
      try {
        await pool.end();
        if (alive) await stop(worker, exited);
      } finally {
        cleanUp();
      }
    },
  };
}

// execArgv []: the worker is plain JavaScript and needs no TypeScript loader.
const startWorker = (dataDir: string, socketPath: string) =>
  new Worker(new URL("./pglite-worker.mjs", import.meta.url), { workerData: { dataDir, socketPath }, execArgv: [] });

/** Resolves once the worker serves its socket ("ready"); rejects with `diedMessage` if it dies first. */
const ready = (worker: Worker, exited: Promise<void>, diedMessage: string) => new Promise<void>((resolve, reject) => {
  worker.once("message", () => resolve());
  worker.once("error", reject);
  void exited.then(() => reject(new Error(diedMessage)));
});

/** Asks the worker to close its database (which flushes the data directory), then ends the thread. */
async function stop(worker: Worker, exited: Promise<void>) {
  const closed = new Promise<void>((resolve) => worker.once("message", (m) => m === "closed" && resolve()));
  worker.postMessage("close");
  await Promise.race([closed, exited]);
  await worker.terminate();
}

/** Starts a worker on a new directory (PGlite creates the files), then stops it cleanly. */
async function createDatabaseFiles(dir: string, socketPath: string) {
  const worker = startWorker(dir, socketPath);
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  try {
    await ready(worker, exited, "Base embarquée : le processus de la base s'est arrêté à la création de ses fichiers");
    await stop(worker, exited);
  } finally {
    await worker.terminate();
  }
}

/** Discrete fields, not connectionString: adapter-pg's shadow database does `{ ...config, database }`. */
export function postgresConnection(url: string): pg.ClientConfig {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : undefined,
    user: decodeURIComponent(u.username) || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.slice(1)) || undefined,
  };
}

export function openPostgres(url: string, logger: Logger): Database {
  const connection = postgresConnection(url);
  const pool = new pg.Pool({ ...connection, max: Number(new URL(url).searchParams.get("connection_limit") ?? 10) });
  // An idle connection dropped by the server (restart, failover, database dropped) must not crash
  // the process: the pool replaces it on the next query.
  pool.on("error", (e: Error & { code?: string }) => {
    if (e.code !== "57P01") logger.warn({ err: e }, "PostgreSQL : connexion perdue");
  });
  return {
    kind: "postgresql",
    adapter: new PrismaPg(pool),
    sql: {
      exec: async (script) => { await pool.query(script); },
      query: preparedQuery(pool, logger),
      withLock: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock(727274)");
          try { return await fn(); } finally { await client.query("SELECT pg_advisory_unlock(727274)"); }
        } finally { client.release(); }
      },
    },
    close: () => pool.end(),
    available: () => true,
    connection,
  };
}
