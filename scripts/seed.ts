// npm run seed [-- --reset]: adds the demo catalogue to an empty shop; --reset first deletes every
// category, product and product image of the configured database (accounts are kept).
import { openShop } from "./lib/shop.ts";
import { ensureBanners } from "../server/src/services/banners.ts";
import { isCatalogueEmpty, seedDemoCatalogue } from "../server/src/demo/seed.ts";
import { vacuumAnalyze } from "../server/src/db/maintenance.ts";

const shop = await openShop();
let code = 0;
try {
  if (process.argv.includes("--reset")) {
    const images = await shop.prisma.productImage.findMany({ select: { storageKey: true, widths: true } });
    await shop.prisma.$transaction([shop.prisma.product.deleteMany(), shop.prisma.subType.deleteMany(), shop.prisma.category.deleteMany()]);
    await shop.storage.remove(images.flatMap((i) => i.widths.map((w) => `${i.storageKey}-${w}.webp`)));
    console.log("Catalogue supprimé.");
  }
  await ensureBanners(shop.storage);
  if (await isCatalogueEmpty(shop.prisma)) {
    await seedDemoCatalogue(shop.prisma, shop.storage, console.log);
    await vacuumAnalyze(shop.db.sql); // what autovacuum would do after a bulk insert (decision 048)
  } else {
    console.error("La boutique contient déjà un catalogue : rien n'a été ajouté (npm run seed -- --reset pour le remplacer).");
    code = 1;
  }
} finally {
  await shop.close();
}
process.exit(code);
