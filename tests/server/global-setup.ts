// Before the server tests: the state every app boot would otherwise rebuild (tests/cache.ts),
// built once here so that the tests' processes only copy it (and never load sharp themselves:
// seed-on-disk.test.ts checks that the server's process does not).
import fs from "node:fs";
import path from "node:path";
import { bannersKey, cached, migrationsKey, PGLITE_DUMP, postgresTemplate } from "../cache.ts";
import { newPGlite, openDatabase } from "../../server/src/db/open.ts";
import { applyMigrations } from "../../server/src/db/migrate.ts";
import { loadConfig } from "../../server/src/env.ts";
import { openStorage } from "../../server/src/storage/index.ts";
import { ensureBanners } from "../../server/src/services/banners.ts";
import { isPostgresReachable, POSTGRES_URL } from "./database.ts";

export default async function setup() {
  await Promise.all([
    cached("pglite-migrated", migrationsKey(), async (dir) => {
      const pglite = newPGlite("memory://");
      try {
        await applyMigrations({
          exec: async (s) => {
            await pglite.exec(s);
          },
          query: async (s, p) => (await pglite.query(s, p)).rows as never,
          withLock: (fn) => fn(),
        });
        await pglite.exec("CHECKPOINT");
        // Uncompressed: loading it is what every test app pays.
        fs.writeFileSync(path.join(dir, PGLITE_DUMP), Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
      } finally {
        await pglite.close();
      }
    }),
    cached("banners", bannersKey(), async (dir) => {
      await ensureBanners(
        await openStorage(loadConfig({ DATA_DIR: dir, DATABASE_URL: "pglite:memory://", PUBLIC_URL: "http://shop.test" })),
      );
    }),
    (async () => {
      if (!(await isPostgresReachable())) return;
      await postgresTemplate(POSTGRES_URL, async (url) => {
        const db = openDatabase(url);
        try {
          await applyMigrations(db.sql);
        } finally {
          await db.close();
        }
      });
    })(),
  ]);
}
