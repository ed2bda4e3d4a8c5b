// Copies every row of the embedded database into an empty, migrated PostgreSQL database (npm run
// db:to-postgres, docs/operations.md): the way from one process to several instances. Tables are
// read from the catalog, so a table added by a later migration is copied without a change here.
// Rows travel as JSON (json_agg, then json_populate_recordset on the same table type): dates,
// enums and arrays come back as they were. One transaction: a failure leaves the target empty.
import type pg from "pg";
import type { SqlRunner } from "./connect.ts";

const BATCH = 2000;
const MIGRATIONS_TABLE = "_prisma_migrations";

export class CopyError extends Error {}

interface Table {
  name: string;
  key: string[];
  parents: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The public tables with their primary key, parents (foreign keys) first. */
async function tablesInOrder(source: SqlRunner): Promise<Table[]> {
  const rows = await source.query<{ name: string; key: string[] | null; parents: string[] | null }>(`
    SELECT c.relname AS name,
      (SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum)) FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = c.oid AND i.indisprimary) AS key,
      (SELECT array_agg(DISTINCT p.relname::text) FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
        WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS parents
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> '${MIGRATIONS_TABLE}'
    ORDER BY c.relname`);
  const pending = rows.map((r) => ({ name: r.name, key: r.key ?? [], parents: r.parents ?? [] }));
  const ordered: Table[] = [];
  while (pending.length) {
    const next = pending.findIndex((t) => t.parents.every((p) => ordered.some((o) => o.name === p)));
    if (next < 0)
      throw new CopyError(`Clés étrangères circulaires entre ${pending.map((t) => t.name).join(", ")} : copie impossible table par table.`);
    ordered.push(...pending.splice(next, 1));
  }
  return ordered;
}

async function appliedMigrations(query: (sql: string) => Promise<{ migration_name: string }[]>) {
  const rows = await query(
    `SELECT migration_name FROM ${ident(MIGRATIONS_TABLE)} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.migration_name).join(",");
}

/** Copies every table of `source` into `target` (same migrations applied, no rows yet). Returns the
 * rows copied per table; each count is checked against the source before the commit. */
export async function copyToPostgres(source: SqlRunner, target: pg.Client, progress: (line: string) => void = () => {}) {
  if ((await appliedMigrations((q) => source.query(q))) !== (await appliedMigrations(async (q) => (await target.query(q)).rows))) {
    throw new CopyError(
      "Les deux bases n'ont pas les mêmes migrations : démarrez une fois la boutique sur chacune (ou npm run db:deploy) puis recommencez.",
    );
  }
  const tables = await tablesInOrder(source);
  for (const t of tables) {
    const { rows } = await target.query(`SELECT EXISTS (SELECT 1 FROM ${ident(t.name)}) AS used`);
    if (rows[0].used)
      throw new CopyError(
        `La base PostgreSQL cible contient déjà des données (table ${t.name}) : donnez une base vide, créée pour l'occasion.`,
      );
  }
  const copied: { table: string; rows: number }[] = [];
  await target.query("BEGIN");
  try {
    for (const t of tables) copied.push({ table: t.name, rows: await copyTable(source, target, t, progress) });
    await target.query("COMMIT");
  } catch (e) {
    await target.query("ROLLBACK").catch(() => {});
    throw e;
  }
  return copied;
}

async function copyTable(source: SqlRunner, target: pg.Client, t: Table, progress: (line: string) => void) {
  const table = ident(t.name);
  const { rows: columns } = await target.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`public.${table}`],
  );
  const list = columns.map((c) => ident(c.name)).join(", ");
  const order = t.key.length ? t.key.map(ident).join(", ") : list;
  // Counters kept by triggers (ProductCount) are copied as they are: the triggers would count the
  // copied rows a second time. The owner of the tables (who ran the migrations) may disable them.
  await target.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  let total = 0;
  for (;;) {
    const [{ batch }] = await source.query<{ batch: string | null }>(
      `SELECT json_agg(t)::text AS batch FROM (SELECT * FROM ${table} ORDER BY ${order} LIMIT ${BATCH} OFFSET ${total}) t`,
    );
    if (!batch) break;
    const { rowCount } = await target.query(
      `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`,
      [batch],
    );
    total += rowCount ?? 0;
    if (rowCount === BATCH) progress(`  ${t.name} : ${total.toLocaleString("fr-FR")} lignes…`);
  }
  await target.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  const [{ count }] = await source.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  if (count !== total) throw new CopyError(`${t.name} : ${total} lignes copiées pour ${count} dans la base embarquée.`);
  progress(`${t.name} : ${total.toLocaleString("fr-FR")} ligne${total > 1 ? "s" : ""}`);
  return total;
}
