// The PostgreSQL server of the tests, shared by the helpers and the global setup.
import pg from "pg";

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

let postgresReachable: Promise<boolean> | undefined;
export function isPostgresReachable() {
  return (postgresReachable ??= (async () => {
    const c = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.end();
      return true;
    } catch {
      return false;
    }
  })());
}
