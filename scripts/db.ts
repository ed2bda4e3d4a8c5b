// npm run db:migrate -- <name>   create + apply a migration from prisma/schema.prisma changes (dev DB: DATABASE_URL or DATA_DIR/pglite)
// npm run db:deploy              apply pending migrations (what the server does at start-up)
// npm run db:check               exit 1 if schema.prisma has changes without a migration (in-memory PGlite)
import { openDatabase } from "../server/src/db/open.ts";
import { loadConfigOrExit } from "../server/src/env.ts";
import { applyMigrations } from "../server/src/db/migrate.ts";
import { createMigration, pendingSchemaChanges } from "./db/migrator.ts";

const [cmd, name] = process.argv.slice(2);
// The shop's own database (DATABASE_URL, else DATA_DIR/pglite), as the server reads it.
const url = cmd === "check" ? "pglite:memory://" : loadConfigOrExit().DATABASE_URL;
const db = openDatabase(url);
let code = 0;
try {
  if (cmd === "migrate") {
    await applyMigrations(db.sql);
    const created = await createMigration(db.adapter, name ?? "migration");
    console.log(created ? `created and applied prisma/migrations/${created}` : "no schema changes");
  } else if (cmd === "deploy") {
    const applied = await applyMigrations(db.sql);
    console.log(applied.length ? `Migrations appliquées : ${applied.join(", ")}` : "Aucune migration en attente : la base est à jour.");
  } else if (cmd === "check") {
    // The engine replays the migrations on a shadow database, by default a second in-memory PGlite:
    // the empty one opened above serves (nothing else uses it), one PGlite's creation (≈ 6 s of CPU,
    // most of the check) saved (decision 074). Disposing the shadow closes it.
    (db.adapter as { connectToShadowDb?: () => Promise<unknown> }).connectToShadowDb = () => db.adapter.connect();
    const sql = await pendingSchemaChanges(db.adapter);
    if (sql) {
      console.error(`prisma/schema.prisma has changes without a migration (npm run db:migrate -- <name>):\n${sql}`);
      code = 1;
    } else console.log("migrations match prisma/schema.prisma");
  } else {
    console.error("usage: npm run db:migrate -- <name> | npm run db:deploy | npm run db:check");
    code = 2;
  }
} finally {
  await db.close().catch((e: Error) => {
    if (!(cmd === "check" && /closed/.test(e.message))) throw e;
  });
}
process.exit(code); // PGlite's Emscripten runtime resets process.exitCode on close
