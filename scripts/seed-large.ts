// npm run seed:large -- --products 100000: grows the shop's catalogue (demo first if empty) to that
// many products, for benchmarks, printing progress as it goes.
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
const shop = await openShop();
const started = Date.now();
try {
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
