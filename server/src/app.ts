// Composes the whole shop behind one Node request handler: GraphQL (/graphql), the REST shim
// (/api/v1), uploaded images (/uploads) and the built client with SPA fallback. Used by
// index.ts (listen only) and by the tests (real HTTP on a random port).
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { PrismaClient } from "./generated/prisma/client.ts";
import type { Config } from "./env.ts";
import { openDatabase, type Database } from "./db/connect.ts";
import { applyMigrations } from "./db/migrate.ts";
import { createServices, type Services } from "./services/index.ts";
import { createBackground } from "./services/background.ts";
import { CatalogueEvents } from "./services/events.ts";
import { createLocalStorage, UPLOADS_ROUTE } from "./storage/index.ts";
import { createGraphQLServer, GRAPHQL_PATH } from "./graphql.ts";
import { createStaticHandler } from "./http/static.ts";
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

const ROBOTS_TXT = "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /graphql\n";

export async function createApp(config: Config, opts: { log?: (msg: unknown) => void } = {}): Promise<App> {
  const log = opts.log ?? ((m: unknown) => config.LOG_LEVEL !== "silent" && console.error(m));
  const db = openDatabase(config.DATABASE_URL);
  const appliedMigrations = await applyMigrations(db.sql);
  const prisma = new PrismaClient({ adapter: db.adapter });
  const uploadsDir = path.join(config.DATA_DIR, "uploads");
  const info = (m: string) => config.LOG_LEVEL !== "silent" && console.log(m);
  const services = createServices({
    prisma, config, storage: createLocalStorage(uploadsDir), events: new CatalogueEvents(),
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
  const rest = createRestHandler(services, log);
  const uploads = createStaticHandler(uploadsDir, { immutable: () => true, memoryCache: false });
  const client = createClientHandler(config, services, (url, init) => Promise.resolve(yoga.fetch(url, init)));

  const securityHeaders = createSecurityHeaders(config);
  // Requests still being answered: a clean stop lets them finish before the database closes.
  let inFlight = 0;
  const idle = new Set<() => void>();
  const handle: http.RequestListener = (req, res) => {
    inFlight += 1;
    res.once("close", () => { inFlight -= 1; if (inFlight === 0) for (const done of idle) done(); });
    if (securityHeaders(req, res)) return; // a CORS preflight, answered
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
      // Stop accepting, let the requests in progress finish (5 s at most), then cut what is left.
      const closed = Promise.all(servers.map((s) => new Promise<void>((r) => { s.close(() => r()); s.closeIdleConnections(); })));
      if (inFlight > 0) {
        await new Promise<void>((r) => { const done = () => { idle.delete(done); r(); }; idle.add(done); setTimeout(done, 5000).unref(); });
      }
      for (const s of servers) s.closeAllConnections();
      await closed;
      await services.background.settle();
      await prisma.$disconnect();
      await db.close();
    },
  };
}
