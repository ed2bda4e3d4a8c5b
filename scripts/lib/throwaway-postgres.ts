// PostgreSQL databases created for one test or benchmark run and dropped after it.
import pg from "pg";

export const BENCH_POSTGRES = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/** Creates database `name` on the server of `serverUrl` (which must answer), a copy of `template`
 * when one is named (tests: a migrated database). */
export async function createThrowawayDatabase(serverUrl: string, name: string, template?: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** A benchmark's database, or null when no PostgreSQL server answers. */
export async function throwawayPostgres(prefix = "boutique_bench") {
  const probe = new pg.Client({ connectionString: BENCH_POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
  } catch {
    return null;
  }
  await probe.end();
  return createThrowawayDatabase(BENCH_POSTGRES, `${prefix}_${process.pid}`);
}
