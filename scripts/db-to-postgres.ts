// npm run db:to-postgres -- postgresql://user:pw@host:5432/boutique, or TARGET_DATABASE_URL=… npm
// run db:to-postgres: a password on the command line is visible to every user of the machine (ps).
// Copies the shop's embedded database (DATA_DIR/pglite, the shop stopped) into an empty PostgreSQL
// database, migrations first; then the shop runs on PostgreSQL with DATABASE_URL
// (docs/operations.md). Photos stay where they are (DATA_DIR/uploads, or npm run storage:migrate).
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { loadConfigOrExit } from "../server/src/env.ts";
import { isPostgresUrl } from "../server/src/db/connect.ts";
import { openDatabase } from "../server/src/db/open.ts";
import { applyMigrations } from "../server/src/db/migrate.ts";
import { DatabaseBusyError } from "../server/src/db/pglite-lock.ts";
import { CopyError, copyToPostgres } from "../server/src/db/copy-to-postgres.ts";
import { flag } from "./lib/shop.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = loadConfigOrExit();
const targetUrl = flag("to") ?? process.argv.slice(2).find((a) => !a.startsWith("--")) ?? process.env.TARGET_DATABASE_URL;
if (!targetUrl || !isPostgresUrl(targetUrl)) {
  fail(
    "Indiquez la base PostgreSQL cible dans TARGET_DATABASE_URL (postgresql://utilisateur:motdepasse@hote:5432/boutique), ou en argument : npm run db:to-postgres -- postgresql://… (visible des autres utilisateurs de la machine, ps).",
  );
}
if (isPostgresUrl(config.DATABASE_URL))
  fail("DATABASE_URL désigne déjà PostgreSQL : la source est la base embarquée de DATA_DIR. Lancez la commande sans DATABASE_URL.");
const dir = config.DATABASE_URL.replace(/^pglite:/, "");
if (!fs.existsSync(path.join(dir, "PG_VERSION"))) fail(`Aucune base embarquée dans ${dir} : vérifiez DATA_DIR.`);
// Opening takes the embedded database's lock (pglite-lock.ts): refused while the shop runs, and
// held until the copy ends, so the shop cannot start and write meanwhile.
const source = (() => {
  try {
    return openDatabase(config.DATABASE_URL);
  } catch (e) {
    if (e instanceof DatabaseBusyError)
      fail(`${e.message}\nLa copie lit la base embarquée seule : arrêtez la boutique (sudo systemctl stop boutique) puis recommencez.`);
    throw e;
  }
})();
const target = new pg.Client({ connectionString: targetUrl });
let code = 0;
try {
  await applyMigrations(source.sql);
  const migrating = openDatabase(targetUrl);
  try {
    await applyMigrations(migrating.sql);
  } finally {
    await migrating.close();
  }
  await target.connect();
  console.log(`Copie de ${dir} vers ${new URL(targetUrl).host}${new URL(targetUrl).pathname}…`);
  const copied = await copyToPostgres(source.sql, target, (line) => console.log(line));
  const rows = copied.reduce((sum, t) => sum + t.rows, 0);
  console.log(`Terminé : ${rows.toLocaleString("fr-FR")} lignes dans ${copied.length} tables, vérifiées table par table.`);
  console.log(
    "Ensuite : DATABASE_URL=… dans le fichier d'environnement de la boutique, puis démarrez-la (la base embarquée reste intacte dans DATA_DIR).",
  );
} catch (e) {
  console.error(e instanceof CopyError ? e.message : `Copie impossible : ${(e as Error).message}`);
  code = 1;
} finally {
  await target.end().catch(() => {});
  await source.close(); // a clean close: PGlite's files stay consistent
}
process.exit(code);
