// The database a server runs on (app/start.ts): PostgreSQL, or the embedded database served by a worker
// thread. Apart from connect.ts, which open.ts imports, so that the two do not import each other.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { PRIVATE_DIR } from "../lib/private-files.ts";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { isPostgresUrl, openPostgres, preparedQuery, type Database } from "./connect.ts";
import { lockDatabaseDir } from "./pglite-lock.ts";
import type { Logger } from "../log.ts";

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
  const cleanUp = () => {
    fs.rmSync(socketDir, { recursive: true, force: true });
    unlock();
  };
  // A new directory: the database files are created by a first worker, thrown away once done.
  // The creation (initdb) grows PGlite's WebAssembly memory to ~600 MB, which is never given
  // back: kept, it would stay resident until the next restart (decision 049).
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    try {
      await createDatabaseFiles(dir, path.join(socketDir, "creation"));
    } catch (e) {
      cleanUp();
      throw e;
    }
  }
  const worker = startWorker(dir, path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`));
  let alive = true;
  let closing = false;
  const exited = new Promise<void>((resolve) =>
    worker.once("exit", (code) => {
      alive = false;
      if (!closing)
        logger.error(
          { code },
          "Base embarquée : le processus de la base s'est arrêté ; les requêtes reçoivent 503 jusqu'au redémarrage du serveur",
        );
      resolve();
    }),
  );
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
  pool.on("error", (err: Error) => {
    if (!closing) logger.warn({ err }, "Base embarquée : connexion perdue");
  });
  const adapter: SqlMigrationAwareDriverAdapterFactory = new PrismaPg(pool);
  // The adapter's shadow database (migration tooling) cannot be reached through the socket.
  adapter.connectToShadowDb = async () => (await import("./open.ts")).connectToPGliteShadow();
  return {
    kind: "pglite",
    adapter,
    sql: {
      exec: async (script) => {
        await pool.query(script);
      },
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
const ready = (worker: Worker, exited: Promise<void>, diedMessage: string) =>
  new Promise<void>((resolve, reject) => {
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
