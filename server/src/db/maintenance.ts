// What PostgreSQL's autovacuum does on a server, done for the embedded database, which has none
// (PGlite is one session without background processes; decision 048). VACUUM keeps the visibility
// map, without which the catalogue's index-only scans fetch every row from the table anyway;
// ANALYZE gives the planner statistics, without which it plans on guesses.
import type { SqlRunner } from "./connect.ts";
import type { Logger } from "../log.ts";

/** The tables catalogue reads and writes touch ("ProductCount" gets a dead row per product written). */
const CATALOGUE_TABLES = `"Product", "ProductImage", "Category", "SubType", "ProductCount"`;

/** After a bulk load (seed, seed:large): the whole database, statistics included. */
export async function vacuumAnalyze(sql: SqlRunner) {
  await sql.exec("VACUUM (ANALYZE)");
}

/**
 * At start-up, before serving: statistics when the catalogue never had any, the visibility map
 * always (VACUUM skips the pages it already marks, so this is cheap on a database already kept).
 */
export async function vacuumAtStart(sql: SqlRunner) {
  const [product] = await sql.query<{ analyzed: boolean }>(
    `SELECT reltuples >= 0 AS analyzed FROM pg_class WHERE oid = '"Product"'::regclass`,
  );
  await sql.exec(product.analyzed ? "VACUUM" : "VACUUM (ANALYZE)");
}

/** Rows of "Product" changed since its last ANALYZE, and its row count (this session's counters). */
async function productChanges(sql: SqlRunner) {
  // A session publishes its counters at most once a second: have the last writes' published first.
  await sql.query("SELECT pg_stat_force_next_flush()");
  const [row] = await sql.query<{ changed: string | number; rows: number }>(
    `SELECT s.n_mod_since_analyze AS changed, c.reltuples AS rows FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relid = '"Product"'::regclass`,
  );
  return { changed: Number(row?.changed ?? 0), rows: Math.max(0, Number(row?.rows ?? 0)) };
}

/**
 * After catalogue writes: once `quietMs` have passed since the last one and no request is being
 * answered (`isIdle`), VACUUM the catalogue's tables, with ANALYZE when autovacuum would (more than
 * 50 + 10 % of the products changed). The embedded database runs one statement at a time, so this
 * waits for a gap rather than make shoppers' requests queue behind it.
 */
export function createHousekeeping(sql: SqlRunner, isIdle: () => boolean, logger: Logger, quietMs = 30_000) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, ms).unref();
  };
  const tick = () => {
    if (running) return schedule(quietMs); // a write during the last run: go again after it
    if (!isIdle()) return schedule(Math.min(quietMs, 1_000));
    running = vacuum()
      .catch((err: unknown) => logger.warn({ err }, "Base embarquée : entretien (VACUUM) impossible"))
      .finally(() => {
        running = undefined;
      });
  };
  const vacuum = async () => {
    const { changed, rows } = await productChanges(sql);
    await sql.exec(`VACUUM ${changed > 50 + rows / 10 ? "(ANALYZE) " : ""}${CATALOGUE_TABLES}`);
  };
  return {
    /** A catalogue write happened. */
    changed: () => schedule(quietMs),
    /** Before the database closes: nothing new starts, a run under way finishes. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
