// Opening a database in this thread, the embedded one included (scripts, tests, restores): this
// module loads PGlite, which the server's own start-up never imports (decision 049).
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PRIVATE_DIR } from "../lib/private-files.ts";
import { isPostgresUrl, openPostgres, type Database } from "./connect.ts";
import { lockDatabaseDir } from "./pglite-lock.ts";
import { createLogger, type Logger } from "../log.ts";

export { PrismaPGlite };

export function newPGlite(dataDir: string, loadDataDir?: Blob) {
  return new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

/** The adapter's shadow database (migration tooling) is a throw-away in-memory PGlite with pg_trgm. */
export const connectToPGliteShadow = () => new PrismaPGlite(newPGlite("memory://")).connect();

/**
 * url: "postgresql://user:pw@host/db" for a PostgreSQL server; "pglite:memory://" for an in-memory
 * embedded database (tests); "pglite:<dir>" for an embedded database persisted in <dir>.
 */
export function openDatabase(url: string, logger: Logger = createLogger("error")): Database {
  return isPostgresUrl(url) ? openPostgres(url, logger) : openPGlite(url.replace(/^pglite:/, ""));
}

/** An embedded database created in the empty directory `dir` from a tarball made by dump() (restores). */
export const openPGliteFromDump = (dir: string, tarball: Blob) => openPGlite(dir, tarball);

function openPGlite(dir: string, tarball?: Blob): Database {
  const inMemory = dir.includes("://");
  if (!inMemory) fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  const unlock = inMemory ? () => {} : lockDatabaseDir(dir);
  const db = newPGlite(dir, tarball);
  const adapter = new PrismaPGlite(db);
  // The adapter's shadow database (migration tooling) would be a PGlite without pg_trgm.
  adapter.connectToShadowDb = connectToPGliteShadow;
  return {
    kind: "pglite",
    adapter,
    sql: {
      exec: async (script) => {
        await db.exec(script);
      },
      query: async (sql, params) => (await db.query(sql, params)).rows as never,
      // PGlite is single-connection and in-process: nothing else can migrate it concurrently.
      withLock: (fn) => fn(),
    },
    dump: async () => {
      await db.exec("CHECKPOINT");
      return db.dumpDataDir("gzip");
    },
    close: () => db.close().finally(unlock),
    available: () => true,
  };
}
