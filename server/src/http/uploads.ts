// /uploads/{key}: photos and banners streamed from the configured storage, local disk or bucket, so
// any instance serves any photo. Keys are unique per upload: cached for a year by browsers. Only the
// keys the shop writes are served, always as WebP in a sandbox: whatever else the storage holds is
// never a page or a script of the shop's origin (issue 22).
import { pipeline } from "node:stream/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FileStorage, StoredFile } from "../storage/index.ts";
import { IMMUTABLE } from "../lib/files.ts";
import { isShopImageKey } from "../services/media.ts";
import type { Logger } from "../log.ts";

const TEXT = { "content-type": "text/plain; charset=utf-8" };
/** The type the shop wrote, whatever the storage says; opened alone, the file runs nothing. */
const IMAGE = {
  "content-type": "image/webp",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

export function createUploadsHandler(storage: FileStorage, logger: Logger) {
  const headers = (f: StoredFile) => ({
    ...IMAGE,
    "content-length": f.size,
    etag: f.etag,
    vary: "accept-encoding",
    "cache-control": IMMUTABLE,
  });

  async function answer(req: IncomingMessage, res: ServerResponse, key: string) {
    if (req.method === "HEAD") {
      const found = await storage.head(key);
      if (!found) return void res.writeHead(404, TEXT).end("Image non disponible");
      return void res.writeHead(req.headers["if-none-match"] === found.etag ? 304 : 200, headers(found)).end();
    }
    const found = await storage.get(key);
    if (!found) return void res.writeHead(404, TEXT).end("Image non disponible");
    if (req.headers["if-none-match"] === found.etag) {
      found.body.destroy();
      return void res.writeHead(304, { etag: found.etag, "cache-control": IMMUTABLE }).end();
    }
    res.writeHead(200, headers(found));
    // A visitor leaving mid-way closes the response: not an error worth a log line.
    await pipeline(found.body, res).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ err: e }, "Photo : envoi interrompu");
    });
  }

  /** `urlPath`: what follows /uploads/ in the request path. The shop's keys have no character that
   * addresses encode, so it is the key itself; anything else is refused before the storage is asked
   * (no request to the bucket for a name the shop never wrote). */
  return (req: IncomingMessage, res: ServerResponse, urlPath: string) => {
    if (!isShopImageKey(urlPath)) return void res.writeHead(404, TEXT).end("Image non disponible");
    answer(req, res, urlPath).catch((err) => {
      logger.error({ err }, "Photo : stockage injoignable");
      if (!res.headersSent)
        res.writeHead(503, { ...TEXT, "retry-after": "5" }).end("Image momentanément indisponible, réessayez dans un instant.");
      else res.destroy();
    });
  };
}
