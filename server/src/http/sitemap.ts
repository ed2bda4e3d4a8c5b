// /sitemap.xml for search engines (decision 067): every public page, category list and product, with
// the product's main photo (Google's image extension) and last change. Past MAX_SITEMAP_URLS it is
// an index of /sitemap-{n}.xml parts. A sitemap that fits the page cache's entry cap is kept there
// with its compressed copies, cleared with the catalogue like the pages; a larger one is written as
// it is read, a batch of products at a time, never held whole.
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";
import type { Logger } from "../log.ts";
import type { SitemapService, SitemapUrl } from "../services/sitemap.ts";
import type { ClearableCache } from "./response-cache.ts";
import type { PageEntry } from "./client.ts";
import { PAGE_CACHE_LIMITS } from "./response-cache.ts";
import { send, xmlEntry } from "./static.ts";

export const SITEMAP_PATH = "/sitemap.xml";
/** The sitemap protocol's limit for one file (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;
const PART = /^\/sitemap-(\d{1,9})\.xml$/;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n`;
const HEADERS = { "cache-control": "no-cache" };
const TEXT = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/** The protocol's own escapes (sitemaps.org): a category link's "&" is written "&amp;". */
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** robots.txt, naming the sitemap by its absolute address (the protocol asks for one). */
export const robotsTxt = (publicUrl: string) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /graphql\n\nSitemap: ${publicUrl}${SITEMAP_PATH}\n`;

/** The sitemap's path for a request path: 0 for /sitemap.xml, n for /sitemap-n.xml, null otherwise. */
export function sitemapPart(pathname: string): number | null {
  if (pathname === SITEMAP_PATH) return 0;
  const n = PART.exec(pathname)?.[1];
  return n === undefined ? null : Number(n);
}

/** `maxUrls` a file and `maxHeldBytes` held before writing as it is read: the protocol's and the
 * page cache's by default, smaller in tests. */
export interface SitemapOptions {
  sitemap: SitemapService;
  publicUrl: string;
  pages: ClearableCache<PageEntry>;
  logger: Logger;
  maxUrls?: number;
  maxHeldBytes?: number;
}

export function createSitemapHandler({
  sitemap,
  publicUrl,
  pages,
  logger,
  maxUrls = MAX_SITEMAP_URLS,
  maxHeldBytes = PAGE_CACHE_LIMITS.maxEntryBytes,
}: SitemapOptions) {
  const absolute = (loc: string) => (loc.startsWith("/") ? publicUrl + loc : loc);
  const url = (u: SitemapUrl) =>
    `<url><loc>${escapeXml(absolute(u.loc))}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}` +
    `${u.image ? `<image:image><image:loc>${escapeXml(absolute(u.image))}</image:loc></image:image>` : ""}</url>\n`;

  /** The XML of part `part` (0: the whole sitemap or the index), in pieces; null when there is no such part. */
  async function document(part: number): Promise<AsyncGenerator<string> | null> {
    const head = await sitemap.head();
    const total = head.pages.length + head.products;
    const parts = Math.ceil(total / maxUrls);
    if (part === 0 && parts > 1)
      return (async function* index() {
        yield `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
        for (let n = 1; n <= parts; n++) yield `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${n}.xml`)}</loc></sitemap>\n`;
        yield "</sitemapindex>\n";
      })();
    if (part > 0 && (parts <= 1 || part > parts)) return null;
    // Positions [from, to) of the sequence: the pages, then the products in id order.
    const from = part === 0 ? 0 : (part - 1) * maxUrls;
    const to = part === 0 ? total : Math.min(part * maxUrls, total);
    return (async function* urlset() {
      yield URLSET;
      const listed = head.pages.slice(from, to);
      if (listed.length) yield listed.map(url).join("");
      const skip = Math.max(from - head.pages.length, 0);
      for await (const batch of sitemap.products(skip, to - Math.max(from, head.pages.length))) yield batch.map(url).join("");
      yield "</urlset>\n";
    })();
  }

  /** Writes the pieces as they come (gzip when accepted), waiting while the client reads. */
  async function stream(req: IncomingMessage, res: ServerResponse, held: string[], rest: AsyncGenerator<string>) {
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(200, {
      "content-type": "application/xml; charset=utf-8",
      vary: "accept-encoding",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
      ...HEADERS,
    });
    if (req.method === "HEAD") return void res.end();
    const out: Writable = gzip ? zlib.createGzip() : res;
    if (gzip) (out as zlib.Gzip).pipe(res);
    const write = async (piece: string) => {
      if (out.write(piece)) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          out.off("drain", done);
          res.off("close", done);
          resolve();
        };
        out.once("drain", done);
        res.once("close", done);
      });
    };
    try {
      for (const piece of held) await write(piece);
      for await (const piece of rest) {
        if (res.destroyed) break; // the client left: the rest is not read
        await write(piece);
      }
    } catch (err) {
      if (gzip) out.destroy();
      throw err;
    }
    if (res.destroyed && gzip) out.destroy();
    else out.end();
  }

  return async (req: IncomingMessage, res: ServerResponse, part: number) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", ...TEXT }).end("Méthode non autorisée");
      return;
    }
    const key = `sitemap ${part}`;
    const cached = pages.read(key);
    if (cached) return send(req, res, cached.entry, HEADERS);
    const generation = pages.generation;
    try {
      const pieces = await document(part);
      if (!pieces) return void res.writeHead(404, TEXT).end("Plan du site introuvable");
      // Held until it passes what the cache would keep, then written as it is read.
      const held: string[] = [];
      let bytes = 0;
      for await (const piece of pieces) {
        held.push(piece);
        bytes += Buffer.byteLength(piece);
        if (bytes > maxHeldBytes) return await stream(req, res, held, pieces);
      }
      const entry = xmlEntry(held.join(""));
      pages.keep(key, { entry, status: 200 }, generation);
      send(req, res, entry, HEADERS);
    } catch (err) {
      logger.error({ err }, "Plan du site : lecture du catalogue impossible");
      if (!res.headersSent)
        res.writeHead(503, { ...TEXT, "retry-after": "30" }).end("Plan du site momentanément indisponible, réessayez dans un instant.");
      else res.destroy();
    }
  };
}
