// The embedded database's housekeeping (decision 048): statistics at start when it never had any,
// and after catalogue writes a VACUUM that waits for no request to be in flight, with ANALYZE
// once enough products changed.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../server/src/db/connect.ts";
import { openDatabase } from "../../server/src/db/open.ts";
import { applyMigrations } from "../../server/src/db/migrate.ts";
import { createHousekeeping, vacuumAtStart } from "../../server/src/db/maintenance.ts";
import { createLogger } from "../../server/src/log.ts";

const counts = async (db: Database) => {
  const [row] = await db.sql.query<{ vacuums: string; analyzes: string }>(
    `SELECT vacuum_count AS vacuums, analyze_count AS analyzes FROM pg_stat_user_tables WHERE relid = '"Product"'::regclass`,
  );
  return { vacuums: Number(row.vacuums), analyzes: Number(row.analyzes) };
};

const addProducts = (db: Database, from: number, n: number) =>
  db.sql.exec(`
  INSERT INTO "Product" (id, name, price, "finalPrice", "sortName", "searchText", "categoryId", "updatedAt")
  SELECT 'p' || i, 'Robe ' || i, 1000, 1000, 'robe ' || i, 'robe ' || i, 'c1', now() FROM generate_series(${from}, ${from + n - 1}) AS i`);

describe("embedded database housekeeping", () => {
  let db: Database;
  beforeAll(async () => {
    db = openDatabase("pglite:memory://");
    await applyMigrations(db.sql);
    await db.sql.exec(`INSERT INTO "Category" (id, name, "sortName", "updatedAt") VALUES ('c1', 'Robes', 'robes', now())`);
  }, 60_000);
  afterAll(() => db.close());

  it("gives a never-analysed catalogue its statistics at start, and only a VACUUM afterwards", async () => {
    await addProducts(db, 1, 10);
    const before = await counts(db);
    await vacuumAtStart(db.sql);
    const [product] = await db.sql.query<{ rows: number }>(`SELECT reltuples AS rows FROM pg_class WHERE oid = '"Product"'::regclass`);
    expect(product.rows).toBe(10);
    await vacuumAtStart(db.sql);
    expect(await counts(db)).toEqual({ vacuums: before.vacuums + 2, analyzes: before.analyzes + 1 });
  });

  it("vacuums after a write once no request is in flight, and analyses once enough products changed", async () => {
    let busy = true;
    const isIdle = vi.fn(() => !busy);
    const housekeeping = createHousekeeping(db.sql, isIdle, createLogger("silent"), 10);
    try {
      const start = await counts(db);
      await addProducts(db, 100, 5);
      housekeeping.changed();
      // Busy: it asks again and again, and does nothing meanwhile.
      await vi.waitFor(() => expect(isIdle.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 5 });
      expect(await counts(db)).toEqual(start);
      busy = false;
      await vi.waitFor(async () => expect((await counts(db)).vacuums).toBe(start.vacuums + 1), { timeout: 10_000, interval: 20 });
      expect((await counts(db)).analyzes).toBe(start.analyzes); // 5 changes of 15 rows: below 50 + 10 %

      await addProducts(db, 200, 60);
      housekeeping.changed();
      await vi.waitFor(async () => expect(await counts(db)).toEqual({ vacuums: start.vacuums + 2, analyzes: start.analyzes + 1 }), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      await housekeeping.stop();
    }
  });
});
