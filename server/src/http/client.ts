// The built storefront and back-office (client/dist): hashed assets cached for a year, every other
// path answered with index.html so client-side routes survive a reload.
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "../env.ts";
import type { Services } from "../services/index.ts";
import type { ClearableCache } from "./response-cache.ts";
import { createStaticHandler, htmlEntry, isDotPath, send } from "./static.ts";
import { previewFor, withPreview } from "./link-preview.ts";
import { preload } from "./preload.ts";
import { pageChunks } from "./page-chunks.ts";

const PUBLIC_PAGES = new Set(["/", "/pro", "/cart", "/faq", "/livraison"]);

const safeDecode = (p: string) => { try { return decodeURIComponent(p); } catch { return p; } };

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** fetchGraphQL runs a GraphQL request in-process (the page's preloaded answers). `pages` keeps
 * the pages per URL (tags differ per product), cleared with the catalogue. */
export function createClientHandler(config: Config, services: Services, fetchGraphQL: Fetch, pages: ClearableCache) {
  const dist = path.join(config.ROOT, "client/dist");
  const assets = createStaticHandler(dist, { immutable: (rel) => rel.startsWith("assets/") });
  const indexFile = path.join(dist, "index.html");
  const manifestFile = path.join(dist, ".vite/manifest.json");
  let template: string | null = null;
  let manifest: Parameters<typeof pageChunks>[0] = {};

  return (req: IncomingMessage, res: ServerResponse, pathname: string, search = "") => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).end("Méthode non autorisée");
      return;
    }
    if (pathname !== "/" && assets(req, res, pathname)) return;
    if ((path.extname(pathname) && pathname.startsWith("/assets/")) || isDotPath(safeDecode(pathname))) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Fichier introuvable");
      return;
    }
    if (template === null) {
      if (!fs.existsSync(indexFile)) {
        res.writeHead(503, { "content-type": "text/plain; charset=utf-8" }).end("Client non construit : lancez `npm run build` (npm start le fait).");
        return;
      }
      template = fs.readFileSync(indexFile, "utf8");
      manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, "utf8")) : {};
    }
    const html = template;
    // The list page's first answer depends on its query string (filters, page, sort).
    const key = pathname === "/pro" ? pathname + search : pathname.startsWith("/produits/") || PUBLIC_PAGES.has(pathname) ? pathname : "*";
    const cached = pages.read<ReturnType<typeof htmlEntry>>(key);
    if (cached) return void send(req, res, cached, { "cache-control": "no-cache" });
    const generation = pages.generation;
    const url = new URL(pathname + (pathname === "/pro" ? search : ""), config.PUBLIC_URL);
    Promise.all([previewFor(services, pathname), key === "*" ? undefined : preload(fetchGraphQL, url)]).then(([tags, preloaded]) => {
      const page = key === "*" ? undefined : { ...preloaded!, chunks: pageChunks(manifest, pathname) };
      const entry = htmlEntry(withPreview(html, key === "*" ? { ...tags, url: config.PUBLIC_URL + "/", canonical: false } : tags, config.SHOP_NAME, page));
      pages.keep(key, entry, generation);
      send(req, res, entry, { "cache-control": "no-cache" });
    }, () => send(req, res, htmlEntry(html), { "cache-control": "no-cache" }));
  };
}
