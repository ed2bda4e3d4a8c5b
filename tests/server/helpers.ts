// Real parts for server tests: the composed app over real HTTP, on an in-memory PGlite and on a
// throwaway PostgreSQL database created for the run (skipped, visibly, when no server answers).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe } from "vitest";
import { createApp, type App } from "../../server/src/app.ts";
import { loadConfig, type Config } from "../../server/src/env.ts";
import { createLogger, type Logger } from "../../server/src/log.ts";
import { createThrowawayDatabase } from "../../scripts/lib/throwaway-postgres.ts";
import type { FileStorage } from "../../server/src/storage/index.ts";
import type { ServerEntry } from "../../server/src/http/ssr.ts";
import type { CatalogueService } from "../../server/src/services/catalogue.ts";
import type { ProductList } from "../../server/src/services/product-list/index.ts";
import { pooledPGlite } from "./pglite-pool.ts";
import { bannersKey, demoPhotoCache, existing, migrationsKey, PGLITE_DUMP, postgresTemplateName } from "../cache.ts";
import { isPostgresReachable, POSTGRES_URL } from "./database.ts";

export { isPostgresReachable, POSTGRES_URL };
export type DatabaseKind = "pglite" | "postgresql";
const postgresAvailable = await isPostgresReachable();
if (!postgresAvailable) console.warn(`\n⚠ PostgreSQL injoignable à ${POSTGRES_URL} : les tests PostgreSQL sont ignorés.\n`);

/** Runs the suite once per database; the PostgreSQL run is skipped with its reason when no server answers. */
export function describeEachDatabase(name: string, fn: (kind: DatabaseKind) => void) {
  describe(`${name} [PGlite]`, () => fn("pglite"));
  (postgresAvailable ? describe : describe.skip)(`${name} [PostgreSQL${postgresAvailable ? "" : " injoignable : ignoré"}]`, () =>
    fn("postgresql"),
  );
}

/** A bound on an answer's time that says "no slow path" (seconds of work for one hostile request),
 * not "a fast machine": `ms` on an idle machine, stretched by how many runnable processes share each
 * core (the minute's load average). At load 8 on two cores a 0.3 s answer took 1.04 s twice in a
 * row and failed a fixed 1 s bound (decision 082); a pathological path still fails this one. */
export function loadScaledMs(ms: number) {
  return ms * Math.max(1, os.loadavg()[0] / os.availableParallelism());
}

/** How long a test app keeps an idle connection. Node's 5 s is 1 s past undici's (fetch's) 4 s: a
 * process starved of CPU for longer wrote its next request on a socket the server's overdue timer
 * then closed (ECONNRESET, decision 064's "not done"). A minute is past any such pause; a stop still
 * closes idle connections at once (app.close), and the real server's 5 s is graceful-stop.test.ts'. */
const TEST_KEEP_ALIVE_MS = 60_000;

export interface TestApp extends App {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A server log line as written (JSON), parsed. */
export interface LogLine {
  level: string;
  msg?: string;
  reqId?: string;
  err?: { message: string; stack?: string };
  [field: string]: unknown;
}

/** A logger whose lines are kept in `lines`, parsed; `level` as LOG_LEVEL names it. */
export function captureLogs(level: Config["LOG_LEVEL"] = "debug"): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    logger: createLogger(level, {
      write: (line: string) => {
        lines.push(JSON.parse(line));
      },
    }),
    lines,
  };
}

/** `log`: a function receives each error the server logs (unexpected ones), as "message : error"
 * (silent by default), or a logger replaces the app's. `storage` wraps the configured file storage
 * (to inject failures). `serverEntry` loads the storefront's server render (else the built one). */
export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  log?: ((message: string) => void) | Logger,
  storage?: (configured: FileStorage) => FileStorage,
  serverEntry?: () => Promise<ServerEntry | null>,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-test-"));
  // A database or data directory the test names is started as it is (a first start, a restart);
  // the helper's own start from the run's migrated copies and drawn banners (tests/cache.ts).
  const ownDatabase = !("DATABASE_URL" in env);
  if (!("DATA_DIR" in env) && !env.S3_BUCKET) copyBanners(dataDir);
  const throwaway =
    kind === "postgresql"
      ? await createThrowawayDatabase(
          POSTGRES_URL,
          `boutique_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
          ownDatabase ? await migratedTemplate() : undefined,
        )
      : null;
  const database = kind === "pglite" && ownDatabase ? await migratedPGlite() : undefined;
  const { ROOT, ...rest } = env; // ROOT: another project root, e.g. one with a built client (builtClientRoot)
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: throwaway?.url ?? "pglite:memory://",
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    PUBLIC_URL: "http://shop.test",
    ...(rest.SEED_DEMO === "true" ? { DEMO_PHOTO_CACHE: demoPhotoCache() } : {}),
    ...rest,
  });
  if (ROOT) config.ROOT = ROOT;
  const logger =
    typeof log === "function"
      ? createLogger("error", {
          write: (line: string) => {
            const l = JSON.parse(line) as LogLine;
            if (l.level !== "warn") log(`${l.msg ?? ""}${l.err ? ` : ${l.err.message}` : ""}`);
          },
        })
      : log;
  const app = await createApp(config, {
    ...(logger ? { logger } : {}),
    ...(storage ? { storage } : {}),
    ...(serverEntry ? { serverEntry } : {}),
    ...(database ? { database } : {}),
    keepAliveTimeout: TEST_KEEP_ALIVE_MS,
  });
  const close = app.close;
  const testApp: TestApp = Object.assign(app, {
    url: "",
    dataDir,
    close() {
      running.delete(testApp);
      return close();
    },
    async stop() {
      await testApp.close();
      await throwaway?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
  running.add(testApp);
  testApp.url = await app.listen(0, "127.0.0.1");
  return testApp;
}

/** The test apps started and not yet stopped, in this process. */
const running = new Set<TestApp>();
/** Stops the apps a test file left running (tests/server/setup.ts, after each file). Files share a
 * process (decision 073): an app whose start outlived its hook's time limit, so that the file's
 * `afterAll` had none to stop, would otherwise keep its database, connections and timers for the
 * rest of the worker's files. */
export async function stopLeftoverApps() {
  const left = [...running];
  if (left.length) console.warn(`⚠ ${left.length} application(s) de test laissée(s) démarrée(s) par ce fichier : arrêtée(s).`);
  await Promise.all(left.map((app) => app.stop()));
}

let pgliteDump: Blob | null | undefined;
/** An in-memory embedded database in the migrated state (pglite-pool.ts), or undefined (created and
 * migrated by the app) when the run's setup made none. */
function migratedPGlite() {
  if (pgliteDump === undefined) {
    const dir = existing("pglite-migrated", migrationsKey());
    pgliteDump = dir ? new Blob([fs.readFileSync(path.join(dir, PGLITE_DUMP))]) : null;
  }
  return pgliteDump ? pooledPGlite(pgliteDump) : undefined;
}

/** A data directory as a shop on an embedded database on disk leaves it after its first start:
 * the migrated database's files (the run's dump, unpacked: no initdb, no migration) and the
 * banners. For tests of the database on disk that are not about a first start (files-hardening,
 * pglite-worker's first test and seed-on-disk start theirs from nothing). */
export function startedDataDir(dir: string): { DATA_DIR: string; DATABASE_URL: string } {
  const database = path.join(dir, "pglite");
  fs.mkdirSync(database, { recursive: true, mode: 0o700 });
  const dump = existing("pglite-migrated", migrationsKey());
  if (dump) execFileSync("tar", ["-xf", path.join(dump, PGLITE_DUMP), "-C", database], { stdio: "ignore" });
  copyBanners(dir);
  return { DATA_DIR: dir, DATABASE_URL: `pglite:${database}` };
}

/** A throwaway PostgreSQL database, migrated (a copy of the run's template) unless `migrated` is
 * false, for a server the test starts itself. */
export async function throwawayPostgres(prefix: string, migrated = true) {
  return createThrowawayDatabase(
    POSTGRES_URL,
    `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
    migrated ? await migratedTemplate() : undefined,
  );
}

let template: Promise<string | undefined> | undefined;
/** The migrated template database, if the run's setup made it. */
function migratedTemplate() {
  return (template ??= (async () => {
    const name = postgresTemplateName();
    const c = new pg.Client({ connectionString: POSTGRES_URL });
    await c.connect();
    try {
      return (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1 ? name : undefined;
    } finally {
      await c.end();
    }
  })());
}

let banners: string | null | undefined;
/** The 6 banners, drawn once by the run's setup, copied where the local storage keeps them. */
export function copyBanners(dataDir: string) {
  banners ??= existing("banners", bannersKey());
  if (banners) fs.cpSync(path.join(banners, "uploads"), path.join(dataDir, "uploads"), { recursive: true });
}

export interface GraphQLResponse<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export async function gql<T = any>(
  app: { url: string },
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, ...(await res.json()) };
}

/** A project root whose client/dist holds the page shell of client/index.html, its entry script as
 * a built file: storefront pages can be served without running the client build. */
export function builtClientRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-root-"));
  const dist = path.join(root, "client/dist");
  fs.mkdirSync(path.join(dist, "assets"), { recursive: true });
  const shell = fs.readFileSync(path.join(import.meta.dirname, "../../client/index.html"), "utf8");
  fs.writeFileSync(path.join(dist, "index.html"), shell.replace('src="/src/main.tsx"', 'crossorigin src="/assets/index.js"'));
  fs.writeFileSync(path.join(dist, "assets/index.js"), "export {};\n");
  return root;
}

/** Makes every product list's items run `before` first (a slow or failing read); returns the undo. */
export function beforeListItems(catalogue: CatalogueService, before: () => Promise<void>): () => void {
  const open = catalogue.productList;
  catalogue.productList = (q) => {
    const list = open(q);
    const items: ProductList["items"] = async (shape) => {
      await before();
      return list.items(shape);
    };
    return { ...list, items };
  };
  return () => {
    catalogue.productList = open;
  };
}
