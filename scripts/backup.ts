// npm run backup [-- <archive.tar>]: the embedded database and the photos of the configured shop
// (DATA_DIR) in one archive, by default backups/boutique-<date>.tar. The server must be stopped:
// the embedded database is read by one process at a time (decision 042).
import path from "node:path";
import { loadConfigOrExit } from "../server/src/env.ts";
import { BackupError, backupShop, defaultArchivePath } from "./ops/backup.ts";
import { DatabaseBusyError } from "../server/src/db/pglite-lock.ts";
import { ArchiveError } from "./ops/tar.ts";

const config = loadConfigOrExit();
const file = path.resolve(process.argv[2] ?? defaultArchivePath(config));
try {
  const s = await backupShop(config, file);
  const mb = (s.bytes / 1e6).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
  console.log(`Sauvegarde écrite : ${s.file} (${mb} Mo) : ${s.products} produits, ${s.images} photos, ${s.files} fichiers d'images.`);
  if (config.S3_BUCKET)
    console.log(`S3_BUCKET est défini : les photos du bucket ${config.S3_BUCKET} ne sont pas dans l'archive, sauvegardez-le à part.`);
} catch (e) {
  if (e instanceof DatabaseBusyError) {
    console.error(
      `${e.message}\nLa sauvegarde lit la base seule : arrêtez le serveur, lancez npm run backup (quelques secondes), puis redémarrez-le.`,
    );
    process.exit(1);
  }
  if (e instanceof BackupError || e instanceof ArchiveError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
