// What every database is (Database, SqlRunner) and PostgreSQL's own opening. The server opens its
// database with server-database.ts; scripts and tests open any with open.ts.
import type { Worker } from "node:worker_threads";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
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

export function preparedQuery(pool: pg.Pool, logger: Logger) {
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
      if (naming)
        logger.warn("PostgreSQL : requêtes préparées refusées (pooler en mode transaction ?), elles sont désormais envoyées sans nom");
      naming = false;
      return (await pool.query({ text, values })).rows as T[];
    }
  };
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

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
      exec: async (script) => {
        await pool.query(script);
      },
      query: preparedQuery(pool, logger),
      withLock: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock(727274)");
          try {
            return await fn();
          } finally {
            await client.query("SELECT pg_advisory_unlock(727274)");
          }
        } finally {
          client.release();
        }
      },
    },
    close: () => pool.end(),
    available: () => true,
    connection,
  };
}
