// /api/v1: the REST contract of SPEC §7 for existing integrations, over the same services as GraphQL.
// Handlers parse, check the role and call services; this file routes and turns errors into the
// { success: false, message } envelope with the right status.
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError, GENERIC_ERROR_MESSAGE } from "../lib/errors.ts";
import { refuseNul } from "../lib/hostile.ts";
import type { Services } from "../services/index.ts";
import type { ClearableCache } from "../http/response-cache.ts";
import type { Logger } from "../log.ts";
import { sendJson, sendJsonText, type Route } from "./http.ts";
import { sendAnswer } from "../http/body.ts";
import { formRefusal, isMultipart } from "../http/multipart.ts";
import { catalogueReadRoutes } from "./catalogue.ts";
import { docsRoutes } from "./docs.ts";
import { authRoutes } from "./auth.ts";
import { catalogueWriteRoutes } from "./catalogue-writes.ts";
import { orderRoutes } from "./orders.ts";
import { settingsRoutes } from "./settings.ts";
import { productImportRoutes } from "./product-import.ts";

export { sendJson } from "./http.ts";
export const REST_PREFIX = "/api/v1";

// The orders' fixed paths (export.csv, depuis-message) come before /commandes/:reference, and the
// product export before /produits/:id: the first route that matches answers.
export const ROUTES: Route[] = [
  ...docsRoutes,
  ...authRoutes,
  ...orderRoutes,
  ...catalogueReadRoutes,
  ...catalogueWriteRoutes,
  ...productImportRoutes,
  ...settingsRoutes,
];

function match(method: string, path: string) {
  let allowed: string[] = [];
  for (const r of ROUTES) {
    const m = r.pattern.exec(path);
    if (!m) continue;
    if (r.method === method || (method === "HEAD" && r.method === "GET")) {
      return { route: r, params: Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])])) };
    }
    allowed = [...allowed, r.method];
  }
  return { allowed };
}

/** The cache key of an anonymous read of a shared route, or null when the answer must be fresh:
 * the route, its path parameters as decoded and the query parameters it reads (parsed: a bad one
 * is refused here as the handler would). */
function sharedKey(req: IncomingMessage, route: Route, params: Record<string, string>, query: URLSearchParams): string | null {
  if (!route.shared || req.headers.authorization !== undefined) return null;
  return `rest:${route.path}|${JSON.stringify(params)}|${route.shared(query)}`;
}

/** An error's answer, which may come before the body is read (a form refused, a limit passed). */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, body: Record<string, unknown>) {
  const json = JSON.stringify(body);
  sendAnswer(
    req,
    res,
    status,
    { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(json), "cache-control": "no-store" },
    json,
  );
}

/** `cache`: the catalogue response cache shared with GraphQL (null when it is turned off). */
export function createRestHandler(services: Services, logger: Logger, cache: ClearableCache | null = null) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname.slice(REST_PREFIX.length).replace(/\/+$/, "") || "/";
    try {
      // A form is read only for an administrator: anyone else is answered before its body is.
      const refusal = isMultipart(req) ? await formRefusal(req.headers.authorization, services.accounts.resolveSession) : null;
      if (refusal) throw refusal;
      const found = match(req.method ?? "GET", path);
      if (!("route" in found) || !found.route) {
        if (found.allowed.length) {
          res.setHeader("allow", found.allowed.join(", "));
          throw new AppError("METHOD_NOT_ALLOWED", "Méthode non autorisée pour cette route.");
        }
        throw new AppError("NOT_FOUND", "Route inconnue");
      }
      refuseNul([found.params, [...url.searchParams]]);
      const key = cache && sharedKey(req, found.route, found.params, url.searchParams);
      const hit = key && cache.read(key);
      if (hit) return sendJsonText(res, 200, hit, { "x-cache": "HIT" });
      const generation = cache?.generation ?? 0;
      const result = await found.route.handler({ req, params: found.params, query: url.searchParams, services });
      const status = result.status ?? 200;
      if (result.html) return void res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(result.html);
      if (result.file) {
        return void res
          .writeHead(status, {
            "content-type": result.file.type,
            "content-length": Buffer.byteLength(result.file.text),
            "cache-control": "no-store",
            "content-disposition": `attachment; filename="${result.file.name}"`,
          })
          .end(result.file.text);
      }
      const json = JSON.stringify(result.body);
      if (key && status === 200) cache.keep(key, json, generation);
      sendJsonText(res, status, json, key ? { "x-cache": "MISS" } : {});
    } catch (error) {
      if (error instanceof AppError)
        return refuse(req, res, error.status, { success: false, message: error.message, ...(error.field ? { field: error.field } : {}) });
      if (error instanceof URIError) return sendJson(res, 400, { success: false, message: "Adresse invalide." });
      logger.error({ err: error }, "Erreur inattendue (REST)");
      if (!res.headersSent) sendJson(res, 500, { success: false, message: GENERIC_ERROR_MESSAGE });
    }
  };
}
