// npm run restore -- <archive.tar> [--data-dir <dossier>] [--force]: puts a backup's embedded
// database and photos into a data directory (the configured DATA_DIR and DATABASE_URL by default),
// which must be empty unless --force is given; refused while a server runs on it (decision 042).
import path from "node:path";
import { loadConfigOrExit } from "../server/src/env.ts";
import { BackupError, restoreShop } from "./ops/backup.ts";
import { DatabaseBusyError } from "../server/src/db/pglite-lock.ts";
import { ArchiveError } from "./ops/tar.ts";

const USAGE = "Usage : npm run restore -- <archive.tar> [--data-dir <dossier>] [--force]";
const args = process.argv.slice(2);
const at = args.indexOf("--data-dir");
const dataDir = at >= 0 ? args[at + 1] : undefined;
const rest = args.filter((a, i) => a !== "--force" && i !== at && i !== at + 1);
if (rest.length !== 1 || rest[0].startsWith("--") || (at >= 0 && !dataDir)) {
  console.error(rest.length ? `Arguments non compris : ${rest.join(" ")}\n${USAGE}` : `Indiquez l'archive à restaurer.\n${USAGE}`);
  process.exit(2);
}
// --data-dir names the whole target: its database is <dossier>/pglite, whatever DATABASE_URL says.
if (dataDir) {
  process.env.DATA_DIR = path.resolve(dataDir);
  delete process.env.DATABASE_URL;
}
const config = loadConfigOrExit();
try {
  const s = await restoreShop(config, path.resolve(rest[0]), { force: args.includes("--force") });
  const when = new Date(s.createdAt).toLocaleString("fr-FR", { timeZone: "Africa/Dakar", dateStyle: "short", timeStyle: "short" });
  console.log(
    `Sauvegarde du ${when} restaurée dans ${s.dataDir} : ${s.products} produits, ${s.images} photos, ${s.files} fichiers d'images.`,
  );
  if (dataDir) console.log(`Démarrez la boutique sur ces données avec DATA_DIR=${s.dataDir} npm start.`);
} catch (e) {
  if (e instanceof BackupError || e instanceof ArchiveError || e instanceof DatabaseBusyError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
