// Composes the whole shop behind one Node request handler: GraphQL (/graphql), the REST shim
// (/api/v1), uploaded images (/uploads), the probes (/health, /ready) and the built client with SPA
// fallback. Every answer carries a request id and gets an access line. Used by index.ts (listen
// only) and by the tests (real HTTP on a random port).
import path from "node:path";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { PrismaClient } from "./generated/prisma/client.ts";
import type { Config } from "./env.ts";
import type { Database } from "./db/connect.ts";
import { openServerDatabase } from "./db/server-database.ts";
import { applyMigrations, listMigrations } from "./db/migrate.ts";
import { createHousekeeping, vacuumAtStart } from "./db/maintenance.ts";
import { createServices, type Services } from "./services/index.ts";
import { createBackground } from "./services/background.ts";
import { CatalogueEvents } from "./services/events.ts";
import { openStorage, UPLOADS_ROUTE, type FileStorage } from "./storage/index.ts";
import { createGraphQLServer, GRAPHQL_PATH } from "./graphql/yoga.ts";
import { createUploadsHandler } from "./http/uploads.ts";
import { PRIVATE_DIR } from "./lib/private-files.ts";
import { createRestHandler, REST_PREFIX } from "./rest/index.ts";
import { createClientHandler, pageBytes } from "./http/client.ts";
import { builtEntry, createServerRender, type ServerEntry } from "./http/ssr.ts";
import { createWebAppHandler } from "./http/web-app.ts";
import { createSitemapHandler, robotsTxt, sitemapPart } from "./http/sitemap.ts";
import { createMailer } from "./email/index.ts";
import { checkSharedSecret, createAccessTokens, loadJwtSecret, SECRET_FINGERPRINT_KEY } from "./auth/jwt.ts";
import { sharedSetting } from "./db/shared-settings.ts";
import { cacheGroup, createCatalogueCache, PAGE_CACHE_LIMITS } from "./http/response-cache.ts";
import { createDocumentKeys } from "./graphql/cache.ts";
import { createParseCaches } from "./http/parse-cache.ts";
import { openChangeChannel, type ChangeChannel } from "./channel/index.ts";
import { createGraphQLNodeHandler } from "./graphql/node.ts";
import { createSecurityHeaders } from "./http/security-headers.ts";
import { isCatalogueEmpty } from "./demo/seed.ts";
import { drawFirstStart } from "./first-start.ts";
import { createLogger, requestContext, type Logger } from "./log.ts";
import { trackRequest } from "./http/request-log.ts";
import { createReadiness, READY_PATH, sendReadiness, STOPPING } from "./http/readiness.ts";
import { sendAnswer } from "./http/body.ts";
import { validHost } from "./lib/hostile.ts";

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
  documents: { bytes: number; size: number };
  parseErrors: { bytes: number; size: number };
  documentKeys: { bytes: number; size: number };
}

/** A stop ends within this time whatever the clients do (issue 22): requests still unanswered then
 * are cut, and the database is closed. A creation with 5 photos of 4 MB takes 2-4 s. systemd's
 * TimeoutStopSec must exceed it, plus the database's close (deploy/systemd). */
export const STOP_LIMIT_MS = 5_000;
/** The listener stays open until no connection or request has arrived for QUIET_MS, this long at
 * most: clients that keep sending would otherwise hold it open for ever. */
const LISTEN_GRACE_MS = 1_000;
const QUIET_MS = 100;
/** How often idle keep-alive connections are closed while the last answers are written. */
const IDLE_SWEEP_MS = 50;
const STOPPING_BODY = JSON.stringify({ success: false, message: "Le serveur redémarre, réessayez dans un instant." });
const BAD_HOST_BODY = JSON.stringify({
  success: false,
  message: "En-tête Host invalide : nom d'hôte et port attendus, par exemple boutique.sn:443.",
  errors: [{ message: "En-tête Host invalide.", extensions: { code: "BAD_REQUEST" } }],
});
const DATABASE_DOWN_BODY = JSON.stringify({
  success: false,
  message: "La base de données est indisponible : le serveur doit être redémarré.",
});

/** What the instances of one database agree on before serving: the token secret (refused when
 * it differs from the others') and the shop's id (names the cache channel). */
async function agreeWithOtherInstances(db: Database, prisma: PrismaClient, secret: Uint8Array) {
  if (db.kind === "postgresql")
    await checkSharedSecret(secret, (fingerprint) => sharedSetting(prisma, SECRET_FINGERPRINT_KEY, fingerprint));
  return sharedSetting(prisma, "shop-id", crypto.randomBytes(16).toString("hex"));
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
  // Private: the database, the outbox (sign-in links), the secrets (decision 033).
  fs.mkdirSync(config.DATA_DIR, { recursive: true, mode: PRIVATE_DIR });
  const configured = await openStorage(config); // before the database: nothing to close if it fails
  const db = opts.database ?? (await openServerDatabase(config.DATABASE_URL, logger));
  const appliedMigrations = await applyMigrations(db.sql);
  const prisma = new PrismaClient({ adapter: db.adapter });
  const secret = loadJwtSecret(config);
  const shopId = await agreeWithOtherInstances(db, prisma, secret).catch(async (e: unknown) => {
    await prisma.$disconnect();
    await db.close();
    throw e;
  });
  // Catalogue reads kept in memory: GraphQL and REST answers, storefront pages. Cleared by every
  // catalogue write, this instance's at once and the others' through the channel.
  const responses = createCatalogueCache();
  const pages = createCatalogueCache(PAGE_CACHE_LIMITS, pageBytes);
  const caches = cacheGroup(responses, pages);
  const channel = await openChangeChannel({ config, db, shopId, caches, log: (m) => logger.warn(m) });
  const events = new CatalogueEvents();
  events.on("changed", () => {
    caches.clear();
    channel.publish();
  });

  const services = createServices({
    prisma,
    sql: db.sql,
    databaseKind: db.kind,
    config,
    storage: opts.storage ? opts.storage(configured) : configured,
    events,
    mailer: createMailer(config, logger),
    tokens: createAccessTokens(secret),
    background: createBackground(logger),
    logger,
  });
  // Instances starting together on an empty database: one creates the super admin (and prints
  // its password) and the demo catalogue, the others wait and find them.
  await db.sql.withLock(async () => {
    await services.accounts.ensureSuperAdmin(logger);
    const seed = config.SEED_DEMO && (await isCatalogueEmpty(prisma));
    if (seed) logger.info("Catalogue vide : création du catalogue de démonstration (photos générées, environ 25 s)…");
    await drawFirstStart({ config, db, prisma, storage: services.storage, seed, logger });
    if (seed) events.changed();
  });
  // The embedded database has no autovacuum: its statistics and visibility map are kept here, at
  // start before serving and after catalogue writes when no request waits (decision 048). Only on
  // disk (a worker serves it): an in-memory one is a test's, short-lived and nearly empty.
  const embeddedOnDisk = db.kind === "pglite" && db.worker !== undefined;
  if (embeddedOnDisk) await vacuumAtStart(db.sql);

  const responseCache = config.RESPONSE_CACHE ? responses : null;
  const parsed = createParseCaches();
  const documentKeys = createDocumentKeys();
  const yoga = createGraphQLServer({
    services,
    resolveSession: (request) => services.accounts.resolveSession(request.headers.get("authorization")),
    responseCache,
    caches: { ...parsed, documentKeys },
    logger,
  });
  const graphql = createGraphQLNodeHandler(yoga, (authorization) => services.accounts.resolveSession(authorization));
  const rest = createRestHandler(services, logger, responseCache);
  const readiness = createReadiness({ sql: db.sql, storage: services.storage, migrations: listMigrations().map((m) => m.name), logger });
  const uploads = createUploadsHandler(services.storage, logger);
  const render = createServerRender(opts.serverEntry ?? builtEntry(path.join(config.ROOT, "client/dist-server/entry-server.js")), logger);
  const client = createClientHandler(config, services, (url, init) => Promise.resolve(yoga.fetch(url, init)), pages, render);
  const webApp = createWebAppHandler(config, logger);
  const sitemap = createSitemapHandler({ sitemap: services.sitemap, publicUrl: config.PUBLIC_URL, pages, logger });
  const robots = robotsTxt(config.PUBLIC_URL);

  const securityHeaders = createSecurityHeaders(config);
  // Answers still being written: a clean stop lets them finish before the database closes.
  const inFlight = new Set<http.ServerResponse>();
  const housekeeping = embeddedOnDisk ? createHousekeeping(db.sql, () => inFlight.size === 0, logger) : null;
  if (housekeeping) events.on("changed", housekeeping.changed);
  let stopping = false;
  // Connections accepted and requests read: a stop keeps listening until this stays still (close()).
  let activity = 0;
  const connections = new Set<net.Socket>();
  const handle: http.RequestListener = (req, res) => {
    inFlight.add(res);
    activity += 1;
    res.once("close", () => inFlight.delete(res));
    const target = req.url ?? "/";
    const at = target.indexOf("?");
    const pathname = at < 0 ? target : target.slice(0, at);
    const reqId = trackRequest(req, res, pathname, logger, config.TRUST_PROXY);
    requestContext.run({ reqId }, route, req, res, target, at, pathname);
  };
  const route = (req: http.IncomingMessage, res: http.ServerResponse, target: string, at: number, pathname: string) => {
    if (securityHeaders(req, res)) return; // a CORS preflight, answered
    if (!validHost(req.headers.host))
      return void sendAnswer(
        req,
        res,
        400,
        { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
        BAD_HOST_BODY,
      );
    // Stopping: a request read now is refused, with a status, rather than cut (issue 11). Its body
    // is read first: closing a socket with unread bytes sends a reset, and the client sees no answer.
    if (stopping) {
      res.setHeader("connection", "close");
      req
        .resume()
        .once("end", () =>
          pathname === READY_PATH
            ? sendReadiness(res, STOPPING, req.method === "HEAD")
            : res.writeHead(503, { "retry-after": "5", "content-type": "application/json" }).end(STOPPING_BODY),
        );
      return;
    }
    // The embedded database's worker died (logged when it happened): every request is answered,
    // /health and /ready included, so that a supervisor restarts the process, rather than hangs.
    if (!db.available()) {
      req
        .resume()
        .once("end", () => res.writeHead(503, { "content-type": "application/json", "cache-control": "no-store" }).end(DATABASE_DOWN_BODY));
      return;
    }
    if (pathname === GRAPHQL_PATH || pathname.startsWith(`${GRAPHQL_PATH}/`)) {
      return void graphql(req, res).catch((err) => {
        logger.error({ err }, "Erreur inattendue (GraphQL)");
        if (!res.headersSent) res.writeHead(500).end();
      });
    }
    if (pathname === REST_PREFIX || pathname.startsWith(`${REST_PREFIX}/`)) return void rest(req, res);
    if (pathname.startsWith(UPLOADS_ROUTE)) return void uploads(req, res, pathname.slice(UPLOADS_ROUTE.length));
    if (pathname === "/robots.txt") return void res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(robots);
    const sitemapAt = sitemapPart(pathname);
    if (sitemapAt !== null) return void sitemap(req, res, sitemapAt);
    // Alive: answered without touching the database, so a slow database never gets the process restarted.
    if (pathname === "/health")
      return void res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end('{"status":"ok"}');
    if (pathname === READY_PATH) return void readiness.check().then((r) => sendReadiness(res, r, req.method === "HEAD"));
    if (webApp(req, res, pathname)) return;
    client(req, res, pathname, at < 0 ? "" : target.slice(at));
  };

  const servers: http.Server[] = [];
  const pause = (ms: number) => new Promise((r) => setTimeout(r, Math.max(ms, 0)));
  // setImmediate runs after the event loop's poll: what the sockets received by then is read.
  const afterPoll = () => new Promise((r) => setImmediate(r));
  /** Waits until no connection or request has arrived for QUIET_MS, or `until`. */
  async function untilQuiet(until: number) {
    let seen: number;
    do {
      seen = activity;
      await pause(QUIET_MS);
      await afterPoll();
    } while (activity !== seen && Date.now() < until);
  }
  /** Closes idle keep-alive connections as answers end, until none is left or `until`. */
  async function untilDisconnected(until: number) {
    for (;;) {
      await afterPoll();
      for (const s of servers) s.closeIdleConnections();
      if (connections.size === 0 || Date.now() >= until) return;
      await pause(Math.min(IDLE_SWEEP_MS, until - Date.now()));
    }
  }
  /** Emails being sent after an answer: awaited until `until`, then abandoned (the visitor can ask again). */
  async function settleWithin(background: Services["background"], until: number) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((r) => {
      timer = setTimeout(() => r(false), Math.max(until - Date.now(), 0));
    });
    const settled = await Promise.race([background.settle().then(() => true), late]);
    clearTimeout(timer);
    if (!settled) logger.warn("Arrêt : des emails étaient encore en cours d'envoi, ils sont abandonnés.");
  }
  return {
    config,
    logger,
    db,
    prisma,
    services,
    channel,
    appliedMigrations,
    handle,
    caches: { responses, pages, documents: parsed.documents, parseErrors: parsed.errors, documentKeys },
    listen(port = config.PORT, host = config.HOST) {
      const server = http.createServer(handle);
      if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
      server.on("connection", (socket: net.Socket) => {
        activity += 1;
        connections.add(socket);
        socket.once("close", () => connections.delete(socket));
      });
      servers.push(server);
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const { port: p } = server.address() as AddressInfo;
          resolve(`http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${p}`);
        });
      });
    },
    async close() {
      // Requests already read finish; requests read from now on are answered 503, and every answer
      // not yet begun says Connection: close, so keep-alive clients leave (issue 22). Closing the
      // listener resets every connection still waiting in its backlog, and closing a connection
      // whose request is not read yet sends a reset: the client sees ECONNRESET instead of an answer
      // (issue 11). So the listener stays open until no connection or request has arrived for
      // QUIET_MS (LISTEN_GRACE_MS at most), and idle connections are closed only after the event
      // loop has read what they received. At STOP_LIMIT_MS whatever is left is cut.
      stopping = true;
      const started = Date.now();
      for (const res of inFlight) if (!res.headersSent) res.setHeader("connection", "close");
      await untilQuiet(started + LISTEN_GRACE_MS);
      const closed = Promise.all(servers.map((s) => new Promise<void>((r) => net.Server.prototype.close.call(s, () => r()))));
      await untilDisconnected(started + STOP_LIMIT_MS);
      if (inFlight.size) logger.warn(`Arrêt : ${inFlight.size} requête(s) encore sans réponse après ${STOP_LIMIT_MS / 1000} s, coupée(s).`);
      for (const s of servers) s.closeAllConnections();
      for (const socket of connections) socket.destroy();
      await closed;
      await settleWithin(services.background, started + STOP_LIMIT_MS);
      await housekeeping?.stop();
      await channel.close();
      await prisma.$disconnect();
      await db.close();
    },
  };
}
