// Owns the server's embedded PGlite in a worker thread and serves it, over the Postgres wire
// protocol, on a private Unix socket: a heavy query no longer blocks the main thread (decision 036).
// Plain JavaScript so the worker starts without the TypeScript loader (less memory, faster start).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { withoutParsedMessageLeak } from "./pglite-served.mjs";

const { dataDir, socketPath } = workerData;
// shared_buffers 16 MB instead of Postgres' 128 MB: in PGlite they are resident in its WebAssembly
// memory, which never shrinks, and duplicate the system's file cache (decisions 045 and 056).
const db = await PGlite.create({
  dataDir,
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
});
// The main thread's pool holds one connection; a few spare slots let it reconnect while the
// previous connection is still being torn down.
const server = new PGLiteSocketServer({ db: withoutParsedMessageLeak(db), path: socketPath, maxConnections: 4 });
await server.start();
parentPort.postMessage("ready");

// The one message the main thread sends: stop.
parentPort.once("message", async () => {
  await server.stop();
  await db.close(); // flushes the data directory: nothing written is lost
  parentPort.postMessage("closed");
  parentPort.close();
});
