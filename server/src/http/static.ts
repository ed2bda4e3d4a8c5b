// Serves the built client's files: immutable caching for hashed assets, brotli or gzip for text,
// compressed once and kept in memory (the built client does not change while running). Uploads are
// streamed from the storage instead (uploads.ts).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { CONTENT_TYPES, IMMUTABLE, contentTypeOf, fileEtag, isPlainPathUnder } from "../lib/files.ts";

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

/** A path with a segment starting with a dot (/.vite/manifest.json, /.env, /.git/…): never served. */
export const isDotPath = (decodedPath: string) => decodedPath.split(/[\\/]/).some((segment) => segment.startsWith("."));

interface Entry {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

export function createStaticHandler(root: string, opts: { immutable: (relPath: string) => boolean }) {
  const cache = new Map<string, Entry>();
  const load = (file: string): Entry | null => {
    const cached = cache.get(file);
    if (cached) return cached;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile() || !isPlainPathUnder(root, file)) return null;
    const body = fs.readFileSync(file);
    const type = contentTypeOf(file);
    const entry: Entry = { body, type, etag: fileEtag(stat) };
    if (COMPRESSIBLE.test(type) && body.length > 512) {
      entry.br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      entry.gzip = zlib.gzipSync(body, { level: 9 });
    }
    cache.set(file, entry);
    return entry;
  };

  /** Answers with the file at urlPath under root; returns false when there is none. */
  return function serve(req: IncomingMessage, res: ServerResponse, urlPath: string, extraHeaders: Record<string, string> = {}): boolean {
    let rel: string;
    try {
      rel = decodeURIComponent(urlPath).replace(/^\/+/, "");
    } catch {
      return false;
    }
    if (isDotPath(rel)) return false;
    const file = path.resolve(root, rel);
    if (!file.startsWith(path.resolve(root) + path.sep)) return false;
    const entry = load(file);
    if (!entry) return false;
    send(req, res, entry, { "cache-control": opts.immutable(rel) ? IMMUTABLE : "no-cache", ...extraHeaders });
    return true;
  };
}

/** `status` 404: a page the shop answers "not found" to, still with its HTML (no 304 then). */
export function send(req: IncomingMessage, res: ServerResponse, entry: Entry, headers: Record<string, string>, status: 200 | 404 = 200) {
  const accept = String(req.headers["accept-encoding"] ?? "");
  const encoding = entry.br && /\bbr\b/.test(accept) ? "br" : entry.gzip && /\bgzip\b/.test(accept) ? "gzip" : null;
  const body = encoding === "br" ? entry.br! : encoding === "gzip" ? entry.gzip! : entry.body;
  if (status === 200 && req.headers["if-none-match"] === entry.etag) {
    res.writeHead(304, { etag: entry.etag, ...headers }).end();
    return;
  }
  res.writeHead(status, {
    "content-type": entry.type,
    "content-length": body.length,
    etag: entry.etag,
    vary: "accept-encoding",
    ...(encoding ? { "content-encoding": encoding } : {}),
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

export const htmlEntry = (html: string) => builtEntry(html, CONTENT_TYPES[".html"]);
export const xmlEntry = (xml: string) => builtEntry(xml, "application/xml; charset=utf-8");

/** A document built on request (a page, a sitemap) with its compressed copies. */
function builtEntry(text: string, type: string): Entry {
  const body = Buffer.from(text);
  return {
    body,
    type,
    etag: `"${crypto.createHash("sha1").update(body).digest("base64url")}"`,
    // Quality 5, not the default 11: pages are built on request (a /pro page with 100 preloaded
    // products took ~85 ms at 11, ~1 ms at 5, for a few percent more bytes).
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: zlib.gzipSync(body),
  };
}
