// The pool of in-memory test databases (pglite-pool.ts): a database given back is the migrated
// state again for the next app, and one whose structure a test changed is not reused.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { existing, migrationsKey, PGLITE_DUMP } from "../cache.ts";
import { openPGliteFromDump } from "../../server/src/db/open.ts";
import { pooledPGlite } from "./pglite-pool.ts";

const dumpDir = existing("pglite-migrated", migrationsKey());
const dump = () => new Blob([fs.readFileSync(path.join(dumpDir!, PGLITE_DUMP))]);
/** Every table's rows and every sequence's value, as text. */
async function contents(db: { sql: { query<T>(s: string, p?: unknown[]): Promise<T[]> } }) {
  const tables = await db.sql.query<{ name: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const rows: Record<string, unknown> = {};
  for (const { name } of tables)
    rows[name] = (await db.sql.query<{ j: unknown }>(`SELECT json_agg(t ORDER BY t::text) AS j FROM ${name} t`))[0].j;
  rows.sequences = await db.sql.query(`SELECT sequencename, last_value FROM pg_sequences ORDER BY 1`);
  return rows;
}

it("gives the next app the migrated state: rows, sequences and statistics of the last one gone; a changed structure is closed", async () => {
  const fresh = openPGliteFromDump("memory://", dump());
  const expected = await contents(fresh);
  await fresh.close();

  const first = await pooledPGlite(dump());
  await first.sql.exec(`INSERT INTO "Category" (id, name, "sortName", "updatedAt") VALUES ('c1', 'Robes', 'robes', now())`);
  await first.sql.exec(`ANALYZE "Category"`);
  await first.sql.exec(`UPDATE "ListVersion" SET version = version + 1`);
  await first.sql.exec("BEGIN; SET statement_timeout = 1; SELECT pg_advisory_lock(7)");
  await first.close();

  const second = await pooledPGlite(dump());
  expect(await contents(second)).toEqual(expected);
  expect(await second.sql.query(`SELECT 1 FROM pg_statistic WHERE starelid = '"Category"'::regclass`)).toEqual([]);
  expect(await second.sql.query(`SELECT current_setting('statement_timeout') AS t`)).toEqual([{ t: "0" }]);
  expect(await second.sql.query(`SELECT pg_try_advisory_lock(7) AS ok`)).toEqual([{ ok: true }]);
  await second.sql.exec(`ALTER TABLE "Category" ADD COLUMN extra int`);
  await second.close();

  const third = await pooledPGlite(dump());
  expect(await third.sql.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'Category' AND column_name = 'extra'`)).toEqual(
    [],
  );
  await third.close();
}, 120_000);
