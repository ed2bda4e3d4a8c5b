// The request router: every request gets a request id and an access line, passes the gate (CORS
// preflight, Host, a stop under way, a dead database), then goes to its route: GraphQL, the REST
// shim, uploaded images, robots.txt and the sitemap, the probes, the web app's files, and the
// storefront (server-rendered pages, built client, SPA fallback).
import path from "node:path";
import type http from "node:http";
import type { Config } from "../env.ts";
import type { Database } from "../db/connect.ts";
import { listMigrations } from "../db/migrate.ts";
import { UPLOADS_ROUTE } from "../storage/index.ts";
import { createGraphQL } from "../graphql/index.ts";
import { GRAPHQL_PATH } from "../graphql/yoga.ts";
import { createRestHandler, REST_PREFIX } from "../rest/index.ts";
import { createUploadsHandler } from "../http/uploads.ts";
import { createClientHandler } from "../http/client.ts";
import { builtEntry, createServerRender, type ServerEntry } from "../http/ssr.ts";
import { createWebAppHandler } from "../http/web-app.ts";
import { createSitemapHandler, robotsTxt, sitemapPart } from "../http/sitemap.ts";
import { createSecurityHeaders } from "../http/security-headers.ts";
import { trackRequest } from "../http/request-log.ts";
import { createReadiness, READY_PATH, sendReadiness } from "../http/readiness.ts";
import { sendAnswer } from "../http/body.ts";
import { validHost } from "../lib/hostile.ts";
import { requestContext } from "../log.ts";
import type { Started } from "./start.ts";
import { refuseWhileStopping, type Listeners } from "./stop.ts";

const BAD_HOST_BODY = JSON.stringify({
  success: false,
  message: "En-tête Host invalide : nom d'hôte et port attendus, par exemple boutique.sn:443.",
  errors: [{ message: "En-tête Host invalide.", extensions: { code: "BAD_REQUEST" } }],
});
const DATABASE_DOWN_BODY = JSON.stringify({
  success: false,
  message: "La base de données est indisponible : le serveur doit être redémarré.",
});

type Route = (req: http.IncomingMessage, res: http.ServerResponse, target: string, at: number, pathname: string) => void;

/** `serverEntry` loads the storefront's server render instead of the built one. Returns the Node
 * request handler, and GraphQL's caches (the app reports them). */
export function createRequestHandler(
  config: Config,
  started: Started,
  listeners: Pick<Listeners, "admit" | "stopping">,
  serverEntry?: () => Promise<ServerEntry | null>,
) {
  const gate = createGate(config, started.db, listeners.stopping);
  const routes = createRoutes(config, started, serverEntry);
  const route: Route = (req, res, target, at, pathname) => {
    if (!gate(req, res, pathname)) routes.route(req, res, target, at, pathname);
  };
  const handle: http.RequestListener = (req, res) => {
    listeners.admit(res);
    const target = req.url ?? "/";
    const at = target.indexOf("?");
    const pathname = at < 0 ? target : target.slice(0, at);
    const reqId = trackRequest(req, res, pathname, started.logger, config.TRUST_PROXY);
    requestContext.run({ reqId }, route, req, res, target, at, pathname);
  };
  return { handle, caches: routes.caches };
}

/** Answers the requests no route must see; true when it did. */
function createGate(config: Config, db: Database, stopping: () => boolean) {
  const securityHeaders = createSecurityHeaders(config);
  return (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean => {
    if (securityHeaders(req, res)) return true; // a CORS preflight, answered
    if (!validHost(req.headers.host)) {
      const headers = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };
      void sendAnswer(req, res, 400, headers, BAD_HOST_BODY);
      return true;
    }
    if (stopping()) {
      refuseWhileStopping(req, res, pathname);
      return true;
    }
    // The embedded database's worker died (logged when it happened): every request is answered,
    // /health and /ready included, so that a supervisor restarts the process, rather than hangs.
    if (!db.available()) {
      req
        .resume()
        .once("end", () => res.writeHead(503, { "content-type": "application/json", "cache-control": "no-store" }).end(DATABASE_DOWN_BODY));
      return true;
    }
    return false;
  };
}

function createRoutes(
  config: Config,
  { db, services, pages, responses, logger }: Started,
  serverEntry?: () => Promise<ServerEntry | null>,
) {
  const responseCache = config.RESPONSE_CACHE ? responses : null;
  const graphql = createGraphQL(services, responseCache, logger);
  const rest = createRestHandler(services, logger, responseCache);
  const readiness = createReadiness({ sql: db.sql, storage: services.storage, migrations: listMigrations().map((m) => m.name), logger });
  const uploads = createUploadsHandler(services.storage, logger);
  const render = createServerRender(serverEntry ?? builtEntry(path.join(config.ROOT, "client/dist-server/entry-server.js")), logger);
  const { yoga } = graphql;
  const client = createClientHandler(config, services, (url, init) => Promise.resolve(yoga.fetch(url, init)), pages, render);
  const webApp = createWebAppHandler(services.shop, logger);
  const sitemap = createSitemapHandler({ sitemap: services.sitemap, publicUrl: config.PUBLIC_URL, pages, logger });
  const robots = robotsTxt(config.PUBLIC_URL);
  const route: Route = (req, res, target, at, pathname) => {
    if (pathname === GRAPHQL_PATH || pathname.startsWith(`${GRAPHQL_PATH}/`)) {
      return void graphql.handle(req, res).catch((err) => {
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
  return { route, caches: graphql.caches };
}
