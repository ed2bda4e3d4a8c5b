// Applies prisma/migrations/*/migration.sql in order at start-up, recorded in Prisma's own
// _prisma_migrations table so `npm run db:migrate` (wasm schema engine) sees the same history.
// Plain SQL on purpose: loading the wasm engine at every start would cost seconds.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SqlRunner } from "./connect.ts";
import { ROOT } from "../lib/root.ts";

export const MIGRATIONS_DIR = path.join(ROOT, "prisma/migrations");

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

/** A migration that cannot be applied or was changed: start-up stops with its French message. */
export class MigrationError extends Error {}

/** Checksums of earlier texts of a migration that an edit replaced before the rule below existed:
 * databases migrated with them stay accepted (the edit changed nothing they hold). */
const SUPERSEDED_CHECKSUMS: Record<string, string[]> = {
  // f677fb6: the trigger creates the ListVersion row instead of the migration inserting it.
  "20261126173847_list_version": ["e31f1b8b241baf2251e240900c800513f292e53ac5989371026c6a45f702de52"],
};

/** An applied migration whose file changed afterwards would be silently skipped: refuse instead. */
function checkUnchanged(m: { name: string; checksum: string }, applied: string) {
  if (applied === m.checksum || SUPERSEDED_CHECKSUMS[m.name]?.includes(applied)) return;
  throw new MigrationError(
    `La migration ${m.name} a été modifiée après avoir été appliquée à cette base : rétablissez le fichier prisma/migrations/${m.name}/migration.sql tel qu'il était et mettez le changement dans une nouvelle migration.`,
  );
}

export function listMigrations(dir = MIGRATIONS_DIR) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

/** Applies pending migrations, each in its own transaction; returns the names applied. */
export async function applyMigrations(sql: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  return sql.withLock(async () => {
    await sql.exec(CREATE_TABLE);
    const rows = await sql.query<{ migration_name: string; finished_at: Date | null; checksum: string }>(
      `SELECT migration_name, finished_at, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const applied: string[] = [];
    for (const m of listMigrations(dir)) {
      const row = done.get(m.name);
      if (row?.finished_at) {
        checkUnchanged(m, row.checksum);
        continue;
      }
      if (row)
        throw new MigrationError(
          `La migration ${m.name} a échoué lors d'un précédent démarrage : corrigez la base puis supprimez sa ligne de _prisma_migrations.`,
        );
      await sql
        .exec(
          `BEGIN;\n${m.sql}\n;INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count) VALUES ('${crypto.randomUUID()}', '${m.checksum}', '${m.name.replace(/'/g, "''")}', now(), 1);\nCOMMIT;`,
        )
        .catch(async (e) => {
          await sql.exec("ROLLBACK").catch(() => {});
          throw new MigrationError(`Migration ${m.name} impossible : ${(e as Error).message}`);
        });
      applied.push(m.name);
    }
    return applied;
  });
}
