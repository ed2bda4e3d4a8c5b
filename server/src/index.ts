// Listens only: configuration, the composed app, clean shutdown on Ctrl+C.
import { ConfigError, loadConfigOrExit } from "./env.ts";
import { createApp } from "./app.ts";
import { StorageUnavailableError } from "./storage/index.ts";
import { DatabaseBusyError } from "./db/pglite-lock.ts";
import { MigrationError } from "./db/migrate.ts";
import { createLogger } from "./log.ts";

const config = loadConfigOrExit();
const logger = createLogger(config.LOG_LEVEL);
const app = await createApp(config, { logger }).catch((e: unknown) => {
  // a second server on the embedded database, a bucket that does not answer, or a setting the
  // other instances disagree with (decision 041), a migration that failed or was edited once applied
  if (!(e instanceof DatabaseBusyError || e instanceof StorageUnavailableError || e instanceof ConfigError || e instanceof MigrationError))
    throw e;
  logger.error(e.message);
  process.exit(1);
});
if (app.appliedMigrations.length) logger.info(`Migrations appliquées : ${app.appliedMigrations.join(", ")}`);
const url = await app.listen().catch(async (e: NodeJS.ErrnoException) => {
  await app.close();
  if (e.code === "EADDRINUSE") logger.error(`Le port ${config.PORT} est déjà utilisé : arrêtez l'autre serveur ou choisissez PORT=…`);
  else logger.error({ err: e }, "Écoute impossible");
  process.exit(1);
});
const SYNC = { postgresql: ", cache synchronisé par PostgreSQL LISTEN/NOTIFY", redis: ", cache synchronisé par Redis", local: "" };
const db =
  (app.db.kind === "pglite" ? `base embarquée ${config.DATABASE_URL.replace(/^pglite:/, "")}` : "PostgreSQL") + SYNC[app.channel.kind];
logger.info(
  `${config.SHOP_NAME} est en ligne sur ${config.PUBLIC_URL === `http://localhost:${config.PORT}` ? url : config.PUBLIC_URL} (${db})`,
);
logger.info(`API GraphQL (GraphiQL) : ${url}/graphql   ·   API REST : ${url}/api/v1`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} reçu : arrêt propre…`);
  const started = Date.now();
  // Close the database only after in-flight requests have finished, so PGlite's files stay consistent.
  await app.close();
  logger.info(`Arrêté en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
