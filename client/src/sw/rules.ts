// What the service worker (sw.ts) keeps, and how: pure rules, unit-tested apart from the worker
// (docs/decisions/038).
import { offlinePages } from "../../../contract/pages.ts";

/** Every cache of the shop starts with this, so a new version can find and delete the old ones. */
export const CACHE_PREFIX = "boutique-";
/** Most entries per runtime cache; the oldest stored go first. */
export const LIMITS = { pages: 30, data: 100, photos: 150 } as const;
/** Network first, but a shopper on a stalled connection gets the kept copy after this long. */
export const NETWORK_TIMEOUT_MS = 5000;
/** Pages kept with the build (contract/pages.ts's `offline`): the start page, and the cart, which
 * also opens any storefront address never visited (it carries the shop's settings: name, cart key,
 * WhatsApp number). */
const OFFLINE = offlinePages();
export const SHELL_PAGES: readonly string[] = OFFLINE.kept;
export const FALLBACK_PAGE = OFFLINE.fallback;

/** The shell (build files and SHELL_PAGES), visited pages and catalogue answers belong to one
 * build: they are named after it and dropped with it. Photos do not change with a deployment. */
export function cacheNames(version: string) {
  return {
    shell: `${CACHE_PREFIX}shell-${version}`,
    pages: `${CACHE_PREFIX}pages-${version}`,
    data: `${CACHE_PREFIX}data-${version}`,
    photos: `${CACHE_PREFIX}photos`,
  };
}

/** The shop's caches that the given version does not use. */
export function staleCaches(names: readonly string[], version: string): string[] {
  const current = new Set(Object.values(cacheNames(version)));
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && !current.has(n));
}

export type Kind = "page" | "asset" | "photo" | "data";

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: "navigate" for a page */
  mode: string;
  /** Request.cache: "no-store" when the page wants the server's answer and nothing kept */
  cache: string;
  referrer: string;
  authorization: boolean;
  contentType: string | null;
}

const NOT_STOREFRONT = ["/admin", "/graphql", "/api/", "/uploads/", "/assets/", "/icons/"];
const NOT_PAGES = new Set(["/health", "/robots.txt", "/sw.js", "/manifest.webmanifest"]);
/** The sitemap and its parts (server/src/http/sitemap.ts): for crawlers, never kept. */
const SITEMAP = /^\/sitemap(-\d+)?\.xml$/;

export const isStorefrontPage = (pathname: string) =>
  !NOT_PAGES.has(pathname) && !SITEMAP.test(pathname) && !NOT_STOREFRONT.some((p) => pathname.startsWith(p));

const fromAdmin = (referrer: string, origin: string) => {
  if (!referrer) return false;
  const url = new URL(referrer);
  return url.origin === origin && url.pathname.startsWith("/admin");
};

/** Which kind of kept answer a request may get; null: the network alone, nothing stored.
 * Never: another origin, a request with a token, anything the back-office asks for. */
export function classify(r: RequestFacts, origin: string): Kind | null {
  const url = new URL(r.url);
  if (url.origin !== origin || r.authorization) return null;
  if (r.mode === "navigate") return r.method === "GET" && isStorefrontPage(url.pathname) ? "page" : null;
  if (fromAdmin(r.referrer, origin) || r.cache === "no-store") return null;
  if (r.method === "GET" && url.pathname.startsWith("/assets/")) return "asset";
  if (r.method === "GET" && url.pathname.startsWith("/uploads/")) return "photo";
  // The shop's reads are POSTed by Apollo; which of them are queries is read from the body.
  if (r.method === "POST" && url.pathname === "/graphql" && /^application\/json/i.test(r.contentType ?? "")) return "data";
  return null;
}

/** The types of a GraphQL document's operations ("query", "mutation", "subscription"), read at its
 * top level, past strings, block strings and comments; a lone selection set is a query. */
export function operationTypes(document: string): string[] {
  const types: string[] = [];
  let depth = 0;
  let atDefinition = true;
  for (let i = 0; i < document.length; i++) {
    const c = document[i];
    if (c === "#") {
      const end = document.indexOf("\n", i);
      i = end < 0 ? document.length : end;
    } else if (c === '"') {
      if (document.startsWith('"""', i)) {
        const end = document.indexOf('"""', i + 3);
        i = end < 0 ? document.length : end + 2;
      } else {
        for (i++; i < document.length && document[i] !== '"'; i++) if (document[i] === "\\") i++;
      }
    } else if (c === "{" || c === "(" || c === "[") {
      if (c === "{" && depth === 0 && atDefinition) {
        types.push("query");
        atDefinition = false;
      }
      depth++;
    } else if (c === "}" || c === ")" || c === "]") {
      depth--;
      if (depth === 0 && c === "}") atDefinition = true;
    } else if (depth === 0 && atDefinition && /[_A-Za-z]/.test(c)) {
      const word = /^[_A-Za-z][_0-9A-Za-z]*/.exec(document.slice(i))![0];
      types.push(word);
      atDefinition = false;
      i += word.length - 1;
    }
  }
  return types.filter((t) => t !== "fragment");
}

const MAX_KEPT_BODY = 64 * 1024;

/** A request body whose answer may be kept: one document made of queries only (a mutation, a
 * subscription, a batch or anything unreadable goes to the network alone). */
export function isQueryOnly(body: string): boolean {
  if (body.length > MAX_KEPT_BODY) return false;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return false;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const { query } = value as { query?: unknown };
  if (typeof query !== "string") return false;
  const types = operationTypes(query);
  return types.length > 0 && types.every((t) => t === "query");
}

/** The Cache API keeps GET requests only: a POSTed query is kept under a GET address named after
 * the SHA-256 of its body (operation, variables and document: the same question, the same key). */
export async function dataKey(body: string, origin: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${origin}/graphql?body-sha256=${hex}`;
}

/** Whether an answer may be stored: a complete same-origin answer the server lets anyone keep. */
export function storable(kind: Kind, status: number, type: string, headers: { get(name: string): string | null }): boolean {
  if (status !== 200 || type !== "basic") return false;
  if (/no-store|private/i.test(headers.get("cache-control") ?? "")) return false;
  const contentType = headers.get("content-type") ?? "";
  if (kind === "page") return contentType.startsWith("text/html");
  if (kind === "data") return /json/.test(contentType);
  if (kind === "photo") return contentType.startsWith("image/");
  return true;
}
