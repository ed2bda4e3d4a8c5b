// A PostgreSQL database created for one benchmark run and dropped after it; null when no server answers.
import pg from "pg";

export const BENCH_POSTGRES = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export async function throwawayPostgres(prefix = "boutique_bench") {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES, connectionTimeoutMillis: 2000 });
  try { await admin.connect(); } catch { return null; }
  const name = `${prefix}_${process.pid}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(BENCH_POSTGRES);
  u.pathname = `/${name}`;
  return {
    url: u.href,
    async drop() {
      const c = new pg.Client({ connectionString: BENCH_POSTGRES });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
