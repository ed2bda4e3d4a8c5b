// Composes the whole shop behind one Node request handler: start-up (app/start.ts), the request
// router (app/routes.ts), listening and the graceful stop (app/stop.ts). Used by index.ts (listen
// only) and by the tests (real HTTP on a random port).
import type http from "node:http";
import type { PrismaClient } from "./generated/prisma/client.ts";
import type { Config } from "./env.ts";
import type { Database } from "./db/connect.ts";
import type { Services } from "./services/index.ts";
import type { FileStorage } from "./storage/index.ts";
import type { ChangeChannel } from "./channel/index.ts";
import type { ServerEntry } from "./http/ssr.ts";
import { createLogger, type Logger } from "./log.ts";
import { start } from "./app/start.ts";
import { createRequestHandler } from "./app/routes.ts";
import { createListeners, release } from "./app/stop.ts";

export interface App {
  config: Config;
  logger: Logger;
  db: Database;
  prisma: PrismaClient;
  services: Services;
  /** Announces this instance's catalogue writes to the others and hears theirs (decision 041). */
  channel: ChangeChannel;
  /** What anonymous requests fill, each held in bytes (decision 060). */
  caches: AnonymousCaches;
  appliedMigrations: string[];
  handle: http.RequestListener;
  /** Starts an HTTP server; port 0 picks a free one. Resolves with its base URL. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export interface AnonymousCaches {
  responses: { bytes: number; size: number };
  pages: { bytes: number; size: number };
  /** the kept list rows (decision 097): tests clear them after a write that bypasses the services */
  rows: { bytes: number; size: number; clear(): void };
  documents: { bytes: number; size: number };
  parseErrors: { bytes: number; size: number };
  documentKeys: { bytes: number; size: number };
}

/** `logger` replaces the one built from LOG_LEVEL (tests read the lines); `storage` wraps the
 * configured storage (tests inject failing writes through it); `serverEntry` loads the storefront's
 * server render instead of the built one (tests load the source); `database`, already open,
 * replaces the one DATABASE_URL names (tests: an in-memory copy of a migrated one);
 * `keepAliveTimeout` (ms) replaces Node's 5 s for the listeners (tests: longer than their client's). */
export async function createApp(
  config: Config,
  opts: {
    logger?: Logger;
    storage?: (configured: FileStorage) => FileStorage;
    serverEntry?: () => Promise<ServerEntry | null>;
    database?: Database;
    keepAliveTimeout?: number;
  } = {},
): Promise<App> {
  const logger = opts.logger ?? createLogger(config.LOG_LEVEL);
  const listeners = createListeners(logger, opts.keepAliveTimeout);
  const started = await start(config, logger, { storage: opts.storage, database: opts.database, idle: listeners.idle });
  const { handle, caches } = createRequestHandler(config, started, listeners, opts.serverEntry);
  const { db, prisma, services, channel, appliedMigrations, responses, pages, rows } = started;
  return {
    config,
    logger,
    db,
    prisma,
    services,
    channel,
    appliedMigrations,
    handle,
    caches: { responses, pages, rows, ...caches },
    listen: (port = config.PORT, host = config.HOST) => listeners.listen(handle, port, host),
    async close() {
      await release(started, await listeners.stop());
    },
  };
}
