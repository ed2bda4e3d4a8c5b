// Opens the shop's configured database (migrated) and storage for command-line scripts.
import { loadConfigOrExit } from "../../server/src/env.ts";
import { openDatabase } from "../../server/src/db/open.ts";
import { applyMigrations } from "../../server/src/db/migrate.ts";
import { PrismaClient } from "../../server/src/generated/prisma/client.ts";
import { openStorage } from "../../server/src/storage/index.ts";

export async function openShop() {
  const config = loadConfigOrExit();
  const db = openDatabase(config.DATABASE_URL);
  await applyMigrations(db.sql);
  const prisma = new PrismaClient({ adapter: db.adapter });
  const storage = await openStorage(config);
  return {
    config,
    db,
    prisma,
    storage,
    async close() {
      await prisma.$disconnect();
      await db.close();
    },
  };
}

/** Reads `--name value` from the command line. */
export function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
}
