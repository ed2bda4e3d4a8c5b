// /uploads/{key}: photos and banners streamed from the configured storage, local disk or bucket, so
// any instance serves any photo. Keys are unique per upload: cached for a year by browsers.
import { pipeline } from "node:stream/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FileStorage, StoredFile } from "../storage/index.ts";
import { IMMUTABLE } from "./static.ts";
import type { Logger } from "../log.ts";

const TEXT = { "content-type": "text/plain; charset=utf-8" };

export function createUploadsHandler(storage: FileStorage, logger: Logger) {
  const headers = (f: StoredFile) => ({ "content-type": f.contentType, "content-length": f.size, etag: f.etag, vary: "accept-encoding", "cache-control": IMMUTABLE });

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
    await pipeline(found.body, res).catch((e: NodeJS.ErrnoException) => { if (e.code !== "ERR_STREAM_PREMATURE_CLOSE") logger.error({ err: e }, "Photo : envoi interrompu"); });
  }

  /** `urlPath`: what follows /uploads/ in the request path, still URL-encoded. */
  return (req: IncomingMessage, res: ServerResponse, urlPath: string) => {
    let key: string;
    try { key = decodeURIComponent(urlPath); } catch { return void res.writeHead(404, TEXT).end("Image non disponible"); }
    answer(req, res, key).catch((err) => {
      logger.error({ err }, "Photo : stockage injoignable");
      if (!res.headersSent) res.writeHead(503, { ...TEXT, "retry-after": "5" }).end("Image momentanément indisponible, réessayez dans un instant.");
      else res.destroy();
    });
  };
}
