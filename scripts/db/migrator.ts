// Developer tooling only (npm run db:migrate / db:check): Prisma Migrate without the native
// schema-engine binary, driving the official wasm schema engine (@prisma/schema-engine-wasm) through a
// driver adapter, reading and writing prisma/migrations exactly like `prisma migrate dev` / `migrate diff`.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

type Factory = SqlMigrationAwareDriverAdapterFactory;
const require = createRequire(import.meta.url);
const filters = { externalTables: [] as string[], externalEnums: [] as string[] };

(globalThis as any).PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (m: string) => console.error("[schema-engine panic]", m) };

// The wasm-bindgen glue is a module singleton: instantiate the wasm once per process.
let engineClass: Promise<any> | undefined;
function loadEngineClass() {
  return (engineClass ??= (async () => {
    const runtime: any = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
    const imports: Record<string, unknown> = { ...runtime };
    // The engine leaves a ~10 s timer pending after commands; unref it so CLIs and tests exit promptly.
    for (const k of Object.keys(imports))
      if (k.startsWith("__wbg_setTimeout_")) {
        const orig = imports[k] as (f: () => void, ms: number) => any;
        imports[k] = (f: () => void, ms: number) => {
          const t = orig(f, ms);
          t?.unref?.();
          return t;
        };
      }
    const mod = new WebAssembly.Module(fs.readFileSync(path.join(dir, "schema_engine_bg.wasm")));
    const instance = new WebAssembly.Instance(mod, { "./schema_engine_bg.js": imports as any });
    runtime.__wbg_set_wasm(instance.exports);
    (instance.exports as any).__wbindgen_start();
    return runtime.SchemaEngine;
  })());
}

// Work-arounds for adapter bugs seen with Prisma 7.10 adapters + pglite-prisma-adapter 0.7.2.
function hardenAdapter(a: any, provider: string, shadow: boolean) {
  const name = String(a.adapterName);
  if (/pglite/i.test(name) && typeof a.client?.exec === "function") {
    // executeScript() does not await exec(): failed migrations would be recorded as applied.
    a.executeScript = async (script: string) => {
      try {
        await a.client.exec(script);
      } catch (e) {
        a.onError(e);
      }
    };
    if (shadow) {
      const d = a.dispose.bind(a);
      a.dispose = async () => {
        await d();
        await a.client.close();
      };
    }
  }
  if (shadow) {
    // The engine replays each migration.sql on the shadow DB via executeRaw (single statement for better-sqlite3).
    const raw = a.executeRaw.bind(a);
    a.executeRaw = async (q: any) => {
      try {
        return await raw(q);
      } catch (e: any) {
        if (!q.args?.length && /more than one statement/i.test(String(e?.message))) {
          await a.executeScript(q.sql);
          return 0;
        }
        throw e;
      }
    };
    // adapter-pg drops the shadow database before closing its pool ("is being accessed by other users").
    const pool = provider === "postgres" && /adapter-pg/.test(name) ? a.underlyingDriver?.() : undefined;
    if (pool?.end) {
      const d = a.dispose.bind(a);
      a.dispose = async () => {
        await pool.end().catch(() => {});
        await d().catch((e: any) => {
          if (!/more than once/.test(String(e?.message))) throw e;
        });
      };
    }
  }
  return a;
}

// adapter-pg maps neither "char" nor reg* catalog types, which the engine's introspection selects.
let pgPatched = false;
async function patchPgCatalogTypes() {
  if (pgPatched) return;
  pgPatched = true;
  const pg = (await import("pg")).default;
  const AS_TEXT = new Set([18, 19, 22, 24, 30, 194, 1033, 2205, 2206]);
  const fix = (r: any) => {
    for (const res of Array.isArray(r) ? r : [r]) for (const f of res?.fields ?? []) if (AS_TEXT.has(f.dataTypeID)) f.dataTypeID = 25;
    return r;
  };
  const orig = pg.Client.prototype.query as any;
  (pg.Client.prototype as any).query = function (this: any, ...args: any[]) {
    const i = args.findIndex((x) => typeof x === "function");
    if (i >= 0) {
      const cb = args[i];
      args[i] = (err: any, res: any) => cb(err, err ? res : fix(res));
    }
    const r = orig.apply(this, args);
    return r && typeof r.then === "function" ? r.then(fix) : r;
  };
}

export function loadSchemaFiles(schemaPath: string) {
  const files = fs.statSync(schemaPath).isDirectory()
    ? fs
        .readdirSync(schemaPath, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith(".prisma"))
        .map((f) => path.join(schemaPath, f))
    : [schemaPath];
  return files.map((p) => ({ path: p, content: fs.readFileSync(p, "utf8") }));
}

export function loadMigrations(dir: string) {
  const lock = path.join(dir, "migration_lock.toml");
  const dirs = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  return {
    baseDir: path.resolve(dir),
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lock) ? fs.readFileSync(lock, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((d) => {
      const f = path.join(dir, d, "migration.sql");
      return {
        path: d,
        migrationFile: {
          path: "migration.sql",
          content: fs.existsSync(f) ? { tag: "ok", value: fs.readFileSync(f, "utf8") } : { tag: "error", value: "missing migration.sql" },
        },
      };
    }),
  };
}

async function withEngine<T>(
  factory: Factory,
  schemaFiles: { path: string; content: string }[],
  fn: (engine: any) => Promise<T>,
): Promise<T> {
  const SchemaEngine = await loadEngineClass();
  const opened: any[] = [];
  const wrapped = new Proxy(factory, {
    get(t, k) {
      const v = (t as any)[k];
      if (k === "connect")
        return async () => {
          const a = hardenAdapter(await v.call(t), t.provider, false);
          opened.push(a);
          return a;
        };
      if (k === "connectToShadowDb") return async () => hardenAdapter(await v.call(t), t.provider, true);
      return typeof v === "function" ? v.bind(t) : v;
    },
  });
  const bound = bindMigrationAwareSqlAdapterFactory(wrapped);
  const engine = await SchemaEngine.new(
    { datamodels: schemaFiles.length ? schemaFiles.map((f) => [f.path, f.content]) : undefined },
    () => {},
    bound,
  );
  try {
    return await fn(engine);
  } catch (e: any) {
    const m = /External error id#(\d+)/.exec(String(e?.message));
    const ext = m ? bound.errorRegistry.consumeError(Number(m[1]))?.error : undefined;
    throw ext ? Object.assign(new Error(`${e.message}\nCaused by: ${(ext as Error).message ?? ext}`), { code: e.code }) : e;
  } finally {
    engine.free();
    for (const a of opened) await a.dispose?.().catch(() => {});
  }
}

/** `prisma migrate deploy`: apply pending migrations; returns the names applied. */
export function applyMigrations(factory: Factory, migrationsDir = "prisma/migrations"): Promise<string[]> {
  return withEngine(
    factory,
    [],
    async (e) => (await e.applyMigrations({ migrationsList: loadMigrations(migrationsDir), filters })).appliedMigrationNames,
  );
}

/** `prisma migrate dev --name <name>`: apply pending, create a migration from the schema diff, apply it. */
export async function createMigration(
  factory: Factory,
  name: string,
  schemaPath = "prisma/schema.prisma",
  migrationsDir = "prisma/migrations",
) {
  if (factory.provider === "postgres") await patchPgCatalogTypes();
  const schemaFiles = loadSchemaFiles(schemaPath);
  return withEngine(factory, schemaFiles, async (e) => {
    let migrationsList = loadMigrations(migrationsDir);
    // applyMigrations first also creates _prisma_migrations on an empty DB (devDiagnostic fails with P1014 otherwise).
    await e.applyMigrations({ migrationsList, filters });
    // devDiagnostic replays the history on the adapter's shadow DB and caches it; createMigration reuses that cache.
    const diag = await e.devDiagnostic({ migrationsList, filters });
    if (diag.action.tag === "reset") throw new Error(`Drift detected, reset the dev database: ${diag.action.reason}`);
    const loss = await e.evaluateDataLoss({ migrationsList, schema: { files: schemaFiles }, filters });
    for (const w of [...loss.warnings, ...loss.unexecutableSteps]) console.warn("warning:", w.message);
    const res = await e.createMigration({ draft: false, migrationName: name, migrationsList, schema: { files: schemaFiles }, filters });
    if (!res.migrationScript) return null;
    const dir = path.join(migrationsDir, res.generatedMigrationName);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `migration.${res.extension}`), res.migrationScript);
    const lock = path.join(migrationsDir, "migration_lock.toml");
    if (!fs.existsSync(lock))
      fs.writeFileSync(
        lock,
        `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${res.connectorType}"\n`,
      );
    migrationsList = loadMigrations(migrationsDir);
    await e.applyMigrations({ migrationsList, filters });
    return res.generatedMigrationName as string;
  });
}

/** `prisma migrate diff --from-migrations --to-schema --script --exit-code`: "" when the history matches the schema. */
export async function pendingSchemaChanges(
  factory: Factory,
  schemaPath = "prisma/schema.prisma",
  migrationsDir = "prisma/migrations",
): Promise<string> {
  if (factory.provider === "postgres") await patchPgCatalogTypes();
  const schemaFiles = loadSchemaFiles(schemaPath);
  return withEngine(factory, schemaFiles, async (e) => {
    const res = await e.diff({
      from: { tag: "migrations", ...loadMigrations(migrationsDir) },
      to: { tag: "schemaDatamodel", files: schemaFiles },
      script: true,
      exitCode: true,
      filters,
    });
    return res.exitCode === 2 ? (res.stdout ?? "") : "";
  });
}
