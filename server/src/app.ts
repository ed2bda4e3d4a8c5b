// Composes the whole shop behind one Node request handler: GraphQL (/graphql), the REST shim
// (/api/v1), uploaded images (/uploads) and the built client with SPA fallback. Used by
// index.ts (listen only) and by the tests (real HTTP on a random port).
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { PrismaClient } from "./generated/prisma/client.ts";
import type { Config } from "./env.ts";
import { openDatabase, type Database } from "./db/connect.ts";
import { applyMigrations } from "./db/migrate.ts";
import { createServices, type Services } from "./services/index.ts";
import { createBackground } from "./services/background.ts";
import { CatalogueEvents } from "./services/events.ts";
import { createLocalStorage, UPLOADS_ROUTE, type FileStorage } from "./storage/index.ts";
import { createGraphQLServer, GRAPHQL_PATH } from "./graphql.ts";
import { createStaticHandler } from "./http/static.ts";
import { PRIVATE_DIR } from "./lib/private-files.ts";
import { createRestHandler, REST_PREFIX } from "./rest/index.ts";
import { createClientHandler } from "./http/client.ts";
import { createMailer } from "./email/index.ts";
import { createAccessTokens, loadJwtSecret } from "./auth/jwt.ts";
import { createGraphQLNodeHandler } from "./http/graphql-node.ts";
import { createSecurityHeaders } from "./http/security-headers.ts";
import { ensureBanners } from "./services/banners.ts";
import { isCatalogueEmpty, seedDemoCatalogue } from "./demo/seed.ts";

export interface App {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  services: Services;
  appliedMigrations: string[];
  handle: http.RequestListener;
  /** Starts an HTTP server; port 0 picks a free one. Resolves with its base URL. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** A creation with photos on a busy machine can take several seconds: let it finish. */
const DRAIN_LIMIT_MS = 30_000;
const QUIET_MS = 100;
const STOPPING_BODY = JSON.stringify({ success: false, message: "Le serveur redémarre, réessayez dans un instant." });

const ROBOTS_TXT = "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /graphql\n";

/** `storage` replaces the files under DATA_DIR/uploads (tests inject failing writes through it). */
export async function createApp(config: Config, opts: { log?: (msg: unknown) => void; storage?: (uploadsDir: string) => FileStorage } = {}): Promise<App> {
  const log = opts.log ?? ((m: unknown) => config.LOG_LEVEL !== "silent" && console.error(m));
  // Private: the database, the outbox (sign-in links), the secrets (decision 033).
  fs.mkdirSync(config.DATA_DIR, { recursive: true, mode: PRIVATE_DIR });
  const db = openDatabase(config.DATABASE_URL);
  const appliedMigrations = await applyMigrations(db.sql);
  const prisma = new PrismaClient({ adapter: db.adapter });
  const uploadsDir = path.join(config.DATA_DIR, "uploads");
  const info = (m: string) => config.LOG_LEVEL !== "silent" && console.log(m);
  const services = createServices({
    prisma, config, storage: (opts.storage ?? createLocalStorage)(uploadsDir), events: new CatalogueEvents(),
    mailer: createMailer(config, info), tokens: createAccessTokens(loadJwtSecret(config)),
    background: createBackground((m) => log(m)), log: (m) => log(m),
  });
  await services.accounts.ensureSuperAdmin(info);

  await ensureBanners(services.storage);
  if (config.SEED_DEMO && (await isCatalogueEmpty(prisma))) {
    info("Catalogue vide : création du catalogue de démonstration (photos générées, environ 15 s)…");
    await seedDemoCatalogue(prisma, services.storage, info);
  }

  const yoga = createGraphQLServer({ services, resolveSession: (request) => services.accounts.resolveSession(request.headers.get("authorization")), responseCache: config.RESPONSE_CACHE, log });
  const graphql = createGraphQLNodeHandler(yoga);
  const rest = createRestHandler(services, log, config.RESPONSE_CACHE ? yoga.catalogueCache : null);
  const uploads = createStaticHandler(uploadsDir, { immutable: () => true, memoryCache: false });
  const client = createClientHandler(config, services, (url, init) => Promise.resolve(yoga.fetch(url, init)));

  const securityHeaders = createSecurityHeaders(config);
  // Requests still being answered: a clean stop lets them finish before the database closes.
  let inFlight = 0;
  let stopping = false;
  const idle = new Set<() => void>();
  const handle: http.RequestListener = (req, res) => {
    inFlight += 1;
    res.once("close", () => { inFlight -= 1; if (inFlight === 0) for (const done of idle) done(); });
    if (securityHeaders(req, res)) return; // a CORS preflight, answered
    // Stopping: a request read now is refused, with a status, rather than cut (issue 11). Its body
    // is read first: closing a socket with unread bytes sends a reset, and the client sees no answer.
    if (stopping) {
      req.resume().once("end", () => res.writeHead(503, { connection: "close", "retry-after": "5", "content-type": "application/json" }).end(STOPPING_BODY));
      return;
    }
    const target = req.url ?? "/";
    const at = target.indexOf("?");
    const pathname = at < 0 ? target : target.slice(0, at);
    if (pathname === GRAPHQL_PATH || pathname.startsWith(`${GRAPHQL_PATH}/`)) {
      return void graphql(req, res).catch((e) => { log(e); if (!res.headersSent) res.writeHead(500).end(); });
    }
    if (pathname === REST_PREFIX || pathname.startsWith(`${REST_PREFIX}/`)) return void rest(req, res);
    if (pathname.startsWith(UPLOADS_ROUTE)) {
      if (!uploads(req, res, pathname.slice(UPLOADS_ROUTE.length))) res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Image non disponible");
      return;
    }
    if (pathname === "/robots.txt") return void res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(ROBOTS_TXT);
    if (pathname === "/health") return void res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    client(req, res, pathname, at < 0 ? "" : target.slice(at));
  };

  const servers: http.Server[] = [];
  return {
    config, db, prisma, services, appliedMigrations, handle,
    listen(port = config.PORT, host = config.HOST) {
      const server = http.createServer(handle);
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
      // Requests already read finish; requests read from now on are answered 503. The listener
      // stays open until nothing has been in flight for QUIET_MS: closing it resets every
      // connection still waiting in the listen backlog, and http.Server#close() destroys every
      // connection whose request is not parsed yet, its bytes unread: a TCP reset either way,
      // which the client sees as ECONNRESET instead of an answer (issue 11).
      stopping = true;
      const deadline = Date.now() + DRAIN_LIMIT_MS;
      do {
        if (inFlight > 0) await new Promise<void>((r) => { const done = () => { idle.delete(done); r(); }; idle.add(done); setTimeout(done, deadline - Date.now()).unref(); });
        await new Promise((r) => setTimeout(r, QUIET_MS)); // connections waiting, bytes received become requests
      } while (inFlight > 0 && Date.now() < deadline);
      const closed = Promise.all(servers.map((s) => new Promise<void>((r) => net.Server.prototype.close.call(s, () => r()))));
      for (const s of servers) s.closeAllConnections();
      await closed;
      await services.background.settle();
      await prisma.$disconnect();
      await db.close();
    },
  };
}
