// Headers of every answer: the Content-Security-Policy (scripts from the shop itself only; the
// preloaded answers are inline JSON, which is never executed), HSTS when the visitor came over
// HTTPS, and CORS for the shop's own origin plus CORS_ORIGINS, never with credentials (tokens
// travel in the Authorization header, not in cookies).
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Config } from "../env.ts";
import { EARLY_INPUT_HTML } from "../../../contract/early-input.ts";

const BASE_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
};
const HSTS = "max-age=31536000; includeSubDomains";

/** Chakra writes its styles at run time, hence 'unsafe-inline' for styles (not for scripts).
 * `scripts`: hashes of inline scripts (GraphiQL's, the early-input script); `images`: other origins of the photos (a
 * CDN or public bucket, S3_PUBLIC_URL). */
export function contentSecurityPolicy({ scripts = [], images = [] }: { scripts?: string[]; images?: string[] } = {}) {
  const plus = (list: string[]) => list.map((s) => ` ${s}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${plus(scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    // The service worker fetches photos itself (decision 038): the CDN's origin is a connection too.
    `img-src 'self' data: blob:${plus(images)}`,
    "font-src 'self' data:",
    `connect-src 'self'${plus(images)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** GraphiQL as @graphql-yoga/render-graphiql writes it: its code inline, allowed by hash only
 * (docs/decisions/032). */
export function graphiqlPolicy(html: string) {
  return contentSecurityPolicy({ scripts: inlineScriptHashes(html) });
}

/** The sha256 sources of an HTML page's executable inline scripts (JSON data blocks excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type=["']?application\/(ld\+)?json/i.test(m[1]) || !m[2]) continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(m[2]).digest("base64")}'`);
  }
  return hashes;
}

/** Whether the visitor reached us over HTTPS: TLS here, or X-Forwarded-Proto from a trusted proxy. */
function overHttps(req: IncomingMessage, trustedProxies: number) {
  if ((req.socket as TLSSocket).encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  if (!trustedProxies || !forwarded) return false;
  const hops = [forwarded]
    .flat()
    .join(",")
    .split(",")
    .map((s) => s.trim().toLowerCase());
  return hops[Math.max(hops.length - trustedProxies, 0)] === "https";
}

/** The policy of the shop's answers; `scripts`: hashes of the inline scripts a page carries. */
export const shopPolicy = (config: Config, scripts: string[] = []) =>
  contentSecurityPolicy({ scripts, images: config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [] });

/** The one inline script of the pages the server draws: the taps kept before the code (decision 065). */
export const EARLY_INPUT_HASHES = inlineScriptHashes(EARLY_INPUT_HTML);

export function createSecurityHeaders(config: Config) {
  const allowed = new Set([new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS]);
  const csp = shopPolicy(config);
  /** Sets the headers; true when the request was a CORS preflight, answered here. */
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    for (const [k, v] of Object.entries(BASE_HEADERS)) res.setHeader(k, v);
    res.setHeader("content-security-policy", csp);
    if (overHttps(req, config.TRUST_PROXY)) res.setHeader("strict-transport-security", HSTS);
    const origin = req.headers.origin;
    res.setHeader("vary", "origin");
    if (origin && allowed.has(origin)) {
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("access-control-expose-headers", "content-length, etag, x-request-id");
    }
    if (req.method !== "OPTIONS" || !req.headers["access-control-request-method"]) return false;
    if (origin && allowed.has(origin)) {
      res.setHeader("access-control-allow-methods", "GET, POST, PUT, DELETE");
      res.setHeader("access-control-allow-headers", "authorization, content-type, accept");
      res.setHeader("access-control-max-age", "600");
    }
    res.writeHead(204).end();
    return true;
  };
}
