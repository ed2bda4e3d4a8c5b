// In-memory embedded databases for test apps, reused within a worker's process (issue 23): opening
// one from the migrated dump starts a PGlite, about 1.4 s of CPU each time; a stopped app's database
// is instead emptied back to the migrated state (about 0.1 s) and handed to the next app. One whose
// schema, roles or extensions a test changed is closed, never reused.
import type { Database } from "../../server/src/db/connect.ts";
import { openPGliteFromDump } from "../../server/src/db/open.ts";

/** What identifies the migrated state's structure: relations and columns, functions, triggers,
 * constraints, indexes, schemas, roles, extensions. */
const STRUCTURE = `SELECT md5(string_agg(x, ',' ORDER BY x)) AS hash FROM (
  SELECT n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull, '')
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  UNION ALL SELECT 'f:' || n.nspname || '.' || p.proname || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  UNION ALL SELECT 't:' || tgrelid::regclass::text || '.' || tgname || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'c:' || conrelid::regclass::text || '.' || conname || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  UNION ALL SELECT 'n:' || nspname FROM pg_namespace
  UNION ALL SELECT 'r:' || rolname FROM pg_roles
  UNION ALL SELECT 'e:' || extname || extversion FROM pg_extension
) s(x)`;
const TABLES = `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') ORDER BY 1`;
const SEQUENCES = `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, last_value, last_value IS NOT NULL AS called FROM pg_sequences`;

/** The migrated state as the dump holds it: its structure, the rows its migrations wrote, its sequences. */
interface Pristine {
  structure: string;
  tables: string[];
  rows: Map<string, string>;
  sequences: { name: string; last_value: string | null; called: boolean }[];
}

/** Idle databases kept per process: each holds 100-300 MB; a file starting more apps at once than
 * this opens the others from the dump. */
const MAX_IDLE = 2;
const idle: Database[] = [];
let pristine: Promise<Pristine> | undefined;

async function read(db: Database): Promise<Pristine> {
  const [{ hash }] = await db.sql.query<{ hash: string }>(STRUCTURE);
  const tables = (await db.sql.query<{ name: string }>(TABLES)).map((t) => t.name);
  const rows = new Map<string, string>();
  for (const table of tables) {
    const [{ json }] = await db.sql.query<{ json: string | null }>(`SELECT json_agg(t)::text AS json FROM ${table} t`);
    if (json) rows.set(table, json);
  }
  return { structure: hash, tables, rows, sequences: await db.sql.query(SEQUENCES) };
}

/** Back to the migrated state, or false when the structure is no longer the migrated one. */
async function reset(db: Database, p: Pristine): Promise<boolean> {
  // A transaction an interrupted test left open, session settings, locks, prepared statements.
  await db.sql.exec("ROLLBACK");
  await db.sql.exec("DISCARD ALL");
  const [{ hash }] = await db.sql.query<{ hash: string }>(STRUCTURE);
  if (hash !== p.structure) return false;
  // Triggers off while emptying and refilling (the list-version trigger would count these writes).
  await db.sql.exec(`SET session_replication_role = replica; TRUNCATE ${p.tables.join(", ")} CASCADE`);
  for (const [table, json] of p.rows)
    await db.sql.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1)`, [json]);
  for (const s of p.sequences)
    if (s.last_value !== null) await db.sql.query("SELECT setval($1, $2, $3)", [s.name, s.last_value, s.called]);
    else await db.sql.exec(`ALTER SEQUENCE ${s.name} RESTART`);
  // The planner's statistics of earlier rows: a migrated database has none.
  await db.sql.exec(
    "DELETE FROM pg_statistic WHERE starelid IN (SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast'))",
  );
  await db.sql.exec("RESET session_replication_role");
  return true;
}

/** A migrated in-memory database: an idle one emptied, or a new one opened from the dump. Its
 * close() gives it back to this process' pool instead of closing it. */
export async function pooledPGlite(dump: Blob): Promise<Database> {
  const db = idle.pop() ?? openPGliteFromDump("memory://", dump);
  pristine ??= read(db);
  await pristine;
  const giveBack = async () => {
    const reusable = await reset(db, await pristine!).catch(() => false);
    if (reusable && idle.length < MAX_IDLE) idle.push(db);
    else await db.close();
  };
  return { ...db, close: giveBack };
}
