// The built storefront and back-office (client/dist): hashed assets cached for a year, every other
// path answered with index.html so client-side routes survive a reload.
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "../env.ts";
import type { Services } from "../services/index.ts";
import { createStaticHandler, htmlEntry, send } from "./static.ts";

export function createClientHandler(config: Config, _services: Services) {
  const dist = path.join(config.ROOT, "client/dist");
  const assets = createStaticHandler(dist, { immutable: (rel) => rel.startsWith("assets/"), memoryCache: true });
  const indexFile = path.join(dist, "index.html");
  let indexHtml: ReturnType<typeof htmlEntry> | null = null;

  return (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).end("Méthode non autorisée");
      return;
    }
    if (pathname !== "/" && assets(req, res, pathname)) return;
    if (path.extname(pathname) && pathname.startsWith("/assets/")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Fichier introuvable");
      return;
    }
    if (!indexHtml) {
      if (!fs.existsSync(indexFile)) {
        res.writeHead(503, { "content-type": "text/plain; charset=utf-8" }).end("Client non construit : lancez `npm run build` (npm start le fait).");
        return;
      }
      indexHtml = htmlEntry(fs.readFileSync(indexFile, "utf8"));
    }
    send(req, res, indexHtml, { "cache-control": "no-cache" });
  };
}
