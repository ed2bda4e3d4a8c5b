// Listens only: configuration, the composed app, clean shutdown on Ctrl+C.
import { loadConfigOrExit } from "./env.ts";
import { createApp } from "./app.ts";

const config = loadConfigOrExit();
const app = await createApp(config);
if (app.appliedMigrations.length) console.log(`Migrations appliquées : ${app.appliedMigrations.join(", ")}`);
const url = await app.listen().catch(async (e: NodeJS.ErrnoException) => {
  await app.close();
  console.error(e.code === "EADDRINUSE" ? `Le port ${config.PORT} est déjà utilisé : arrêtez l'autre serveur ou choisissez PORT=…` : e);
  process.exit(1);
});
const db = app.db.kind === "pglite" ? `base embarquée ${config.DATABASE_URL.replace(/^pglite:/, "")}` : "PostgreSQL";
console.log(`${config.SHOP_NAME} est en ligne sur ${config.PUBLIC_URL === `http://localhost:${config.PORT}` ? url : config.PUBLIC_URL} (${db})`);
console.log(`  API GraphQL (GraphiQL) : ${url}/graphql   ·   API REST : ${url}/api/v1`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} reçu : arrêt propre…`);
  // Close the database only after in-flight requests have finished, so PGlite's files stay consistent.
  await app.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
