// Issue 28, item 5: a migration edited after a database applied it is not skipped in silence; the
// server refuses to start and names it (server/src/db/migrate.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applyMigrations, listMigrations } from "../../server/src/db/migrate.ts";
import { openDatabase } from "../../server/src/db/open.ts";
import type { Database } from "../../server/src/db/connect.ts";
import { createThrowawayDatabase } from "../../scripts/lib/throwaway-postgres.ts";
import { postgresTemplateName } from "../cache.ts";
import { isPostgresReachable, POSTGRES_URL } from "./database.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIST_VERSION = "20261126173847_list_version";
const setChecksum = (db: Database, name: string, checksum: string) =>
  db.sql.query(`UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2`, [checksum, name]);

let db: Database;
beforeAll(async () => {
  db = openDatabase("pglite:memory://");
  await applyMigrations(db.sql);
}, 180_000); // a database created, or a server started and stopped: minutes on a busy machine
afterAll(() => db.close());

it("applies nothing twice while every file is as it was applied", async () => {
  expect(await applyMigrations(db.sql)).toEqual([]);
});

it("refuses a database whose applied migration's file changed since, naming the migration", async () => {
  const last = listMigrations().at(-1)!;
  await setChecksum(db, last.name, "0".repeat(64));
  try {
    await expect(applyMigrations(db.sql)).rejects.toThrow(
      `La migration ${last.name} a été modifiée après avoir été appliquée à cette base : rétablissez le fichier prisma/migrations/${last.name}/migration.sql tel qu'il était et mettez le changement dans une nouvelle migration.`,
    );
  } finally {
    await setChecksum(db, last.name, last.checksum);
  }
});

it("still accepts the list_version migration as first written (edited before the check existed)", async () => {
  await setChecksum(db, LIST_VERSION, "e31f1b8b241baf2251e240900c800513f292e53ac5989371026c6a45f702de52");
  try {
    expect(await applyMigrations(db.sql)).toEqual([]);
  } finally {
    await setChecksum(db, LIST_VERSION, listMigrations().find((m) => m.name === LIST_VERSION)!.checksum);
  }
});

it.skipIf(!isPostgresReachable())(
  "npm start on such a database stops with the French message, not a stack trace",
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-checksum-"));
    const throwaway = await createThrowawayDatabase(POSTGRES_URL, `boutique_test_checksum_${process.pid}`, postgresTemplateName());
    try {
      const pg = openDatabase(throwaway.url);
      try {
        await setChecksum(pg, LIST_VERSION, "f".repeat(64));
      } finally {
        await pg.close();
      }
      const child = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          ...process.env,
          NODE_ENV: "test",
          PORT: "0",
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DATABASE_URL: throwaway.url,
          SEED_DEMO: "false",
          LOG_LEVEL: "info",
        },
      });
      let output = "";
      child.stdout.on("data", (d) => {
        output += d;
      });
      child.stderr.on("data", (d) => {
        output += d;
      });
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(output).toContain(`La migration ${LIST_VERSION} a été modifiée après avoir été appliquée à cette base`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      await throwaway.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  180_000,
); // a database created, or a server started and stopped: minutes on a busy machine
