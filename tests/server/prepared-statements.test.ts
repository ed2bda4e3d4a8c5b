// Decision 054: the services' parameterised statements run as named prepared statements, planned
// once per connection, on PostgreSQL and on the embedded database's socket; where a pooler in
// transaction mode loses or mixes up the names, they run unnamed from then on, with no error seen.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { captureLogs, isPostgresReachable, POSTGRES_URL } from "./helpers.ts";
import type { Database } from "../../server/src/db/connect.ts";
import { openServerDatabase } from "../../server/src/db/server-database.ts";

const postgres = await isPostgresReachable();
/** One connection, so a statement prepared by one query is seen by the next. */
const openOneConnection = (logger = captureLogs("error").logger) =>
  openServerDatabase(`${POSTGRES_URL}${POSTGRES_URL.includes("?") ? "&" : "?"}connection_limit=1`, logger);

async function preparedNames(db: Database, fragment: string) {
  const rows = await db.sql.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%${fragment}%'`);
  return rows.map((r) => r.name);
}

describe.skipIf(!postgres)("named prepared statements on PostgreSQL", () => {
  it("prepares a parameterised statement once and reuses it, with the right answers", async () => {
    const db = await openOneConnection();
    try {
      expect(await db.sql.query("SELECT $1::int + 1 AS n", [1])).toEqual([{ n: 2 }]);
      expect(await db.sql.query("SELECT $1::int + 1 AS n", [41])).toEqual([{ n: 42 }]);
      expect(await preparedNames(db, "$1::int + 1")).toHaveLength(1);
      // Without parameters the simple protocol is used: nothing is kept for it.
      await db.sql.query("SELECT 7 AS seven");
      expect(await preparedNames(db, "7 AS seven")).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("runs a statement unnamed when its name is taken on the server connection (42P05), then every later one", async () => {
    const { logger, lines } = captureLogs("error");
    const db = await openOneConnection(logger);
    try {
      expect(await db.sql.query("SELECT $1::int * 2 AS n", [4])).toEqual([{ n: 8 }]);
      // What a pooler does: another client's statement of the next name on this server connection.
      await db.sql.exec("PREPARE boutique_1 AS SELECT 'autre client'");
      expect(await db.sql.query("SELECT $1::text || '!' AS t", ["ok"])).toEqual([{ t: "ok!" }]);
      expect(await db.sql.query("SELECT $1::text || '?' AS t", ["et"])).toEqual([{ t: "et?" }]);
      expect(await preparedNames(db, "$1::text")).toEqual([]);
      expect(lines.filter((l) => /requêtes préparées refusées/.test(l.msg ?? ""))).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it("runs a statement again unnamed when the server connection lost its name (26000)", async () => {
    const db = await openOneConnection();
    try {
      expect(await db.sql.query("SELECT $1::int - 1 AS n", [4])).toEqual([{ n: 3 }]);
      // What a pooler does: the next statement goes to a server connection that never prepared it.
      await db.sql.exec("DEALLOCATE boutique_0");
      expect(await db.sql.query("SELECT $1::int - 1 AS n", [10])).toEqual([{ n: 9 }]);
    } finally {
      await db.close();
    }
  });

  it("still reports a statement's own error", async () => {
    const db = await openOneConnection();
    try {
      await expect(db.sql.query("SELECT $1::int / 0 AS n", [1])).rejects.toMatchObject({ code: "22012" });
      expect(await db.sql.query("SELECT $1::int / 1 AS n", [3])).toEqual([{ n: 3 }]);
    } finally {
      await db.close();
    }
  });
});

describe("named prepared statements on the embedded database's socket", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-prepared-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("prepares once and answers right, statement after statement", async () => {
    const db = await openServerDatabase(path.join(dir, "pglite"), captureLogs("error").logger);
    try {
      for (let i = 0; i < 20; i++) expect(await db.sql.query("SELECT $1::int + $2::int AS n", [i, 1])).toEqual([{ n: i + 1 }]);
      expect(await preparedNames(db, "$1::int + $2::int")).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
