// What a file served by the shop is (its content type, etag, cache header, and whether it is
// reached without symbolic links): shared by the client's files (http/static.ts) and the uploads'
// storage (storage/), which does not import http.
import fs from "node:fs";
import path from "node:path";

export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

export const IMMUTABLE = "public, max-age=31536000, immutable";

export const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";

export const fileEtag = (stat: fs.Stats) => `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`;

/** The file itself, reached without any symbolic link below root (a link could lead anywhere). */
export function isPlainPathUnder(root: string, file: string) {
  try {
    return fs.realpathSync(file) === path.join(fs.realpathSync(root), path.relative(root, file));
  } catch {
    return false;
  }
}
