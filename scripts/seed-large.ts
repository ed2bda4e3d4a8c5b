// npm run seed:large -- --products 100000: grows the shop's catalogue (demo first if empty) to that
// many products, for benchmarks, printing progress as it goes.
import { spawnSync } from "node:child_process";
import { flag, openShop } from "./lib/shop.ts";
import { isCatalogueEmpty, seedDemoCatalogue } from "../server/src/demo/seed.ts";
import { ensureBanners } from "../server/src/services/banners.ts";
import { growCatalogue } from "../server/src/demo/large.ts";
import { vacuumAnalyze } from "../server/src/db/maintenance.ts";

const target = Number(flag("products") ?? 100_000);
if (!Number.isInteger(target) || target < 1 || target > 5_000_000) {
  console.error("--products doit être un entier entre 1 et 5 000 000");
  process.exit(2);
}
/** What one process adds at most: the embedded database's memory grows batch after batch within a
 * process (one that added 62 000 products reached 4 GB, the ceiling of PGlite's WebAssembly memory,
 * and stopped making progress); each step runs in a process of its own, which starts from nothing. */
const PER_PROCESS = 30_000;
const STEP_FLAG = "--one-step";

const shop = await openShop();
const started = Date.now();
try {
  const existing = await shop.prisma.product.count();
  if (!process.argv.includes(STEP_FLAG) && target - existing > PER_PROCESS) {
    await shop.close();
    for (let reached = existing; reached < target; ) {
      reached = Math.min(target, reached + PER_PROCESS);
      const step = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, "--products", String(reached), STEP_FLAG], {
        stdio: "inherit",
      });
      if (step.status !== 0) process.exit(step.status ?? 1);
    }
    console.log(`\nCatalogue agrandi à ${target.toLocaleString("fr-FR")} produits (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    process.exit(0);
  }
  await ensureBanners(shop.storage);
  if (await isCatalogueEmpty(shop.prisma)) await seedDemoCatalogue(shop.prisma, shop.storage, console.log);
  const { added, total } = await growCatalogue(shop.prisma, target, (done, all) => {
    const pct = Math.floor((done / all) * 100);
    process.stdout.write(`\r${done.toLocaleString("fr-FR")} / ${all.toLocaleString("fr-FR")} produits ajoutés (${pct} %)   `);
  });
  // What autovacuum would do after a bulk insert, and all the embedded database gets (decision 048).
  await vacuumAnalyze(shop.db.sql);
  console.log(
    `\n${added.toLocaleString("fr-FR")} produits ajoutés, ${total.toLocaleString("fr-FR")} au total (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  await shop.close();
}
process.exit(0);
