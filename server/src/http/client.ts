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
import { jsonScript, preload, type Preloaded } from "./preload.ts";
import { pageChunks } from "./page-chunks.ts";
import { BUSY, FAILED, guessPhone, type ServerRender } from "./ssr.ts";
import { clientIp } from "../auth/client-ip.ts";
import { EARLY_INPUT_HASHES, shopPolicy } from "./security-headers.ts";
import { SERVER_CACHE_ID } from "../../../contract/preload-key.ts";
import { listSearch, readListParams } from "../../../contract/list-params.ts";
import { pageFound } from "../../../contract/operations.ts";
import { isStorefrontPath, matchPage } from "../../../contract/pages.ts";

const safeDecode = (p: string) => {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
};

/** The addresses the storefront draws a page for (contract/pages.ts) and the back-office's, which
 * has its own "not found" behind its login: any other is SPEC §1's 'Page Introuvable', answered
 * with a 404 status (crawlers, integrators, link checkers). */
const isKnownPage = (pathname: string) => isStorefrontPath(pathname) || pathname === "/admin" || pathname.startsWith("/admin/");

export interface PageEntry {
  entry: ReturnType<typeof htmlEntry>;
  status: 200 | 404;
}
/** The page's HTML and its two compressed copies: what the page cache holds (its budget, decision 060). */
export const pageBytes = ({ entry }: PageEntry) => entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** fetchGraphQL runs a GraphQL request in-process (the page's preloaded answers). `pages` keeps
 * the pages per URL (tags differ per product), cleared with the catalogue. `render` draws the
 * storefront's first pages on the server (ssr.ts); null when it cannot. */
export function createClientHandler(
  config: Config,
  services: Services,
  fetchGraphQL: Fetch,
  pages: ClearableCache<PageEntry>,
  render: ServerRender,
) {
  const dist = path.join(config.ROOT, "client/dist");
  const assets = createStaticHandler(dist, { immutable: (rel) => rel.startsWith("assets/") });
  const indexFile = path.join(dist, "index.html");
  const manifestFile = path.join(dist, ".vite/manifest.json");
  const ssrPolicy = shopPolicy(config, EARLY_INPUT_HASHES);
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
        res
          .writeHead(503, { "content-type": "text/plain; charset=utf-8" })
          .end("Client non construit : lancez `npm run build` (npm start le fait).");
        return;
      }
      template = fs.readFileSync(indexFile, "utf8");
      manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, "utf8")) : {};
    }
    const html = template;
    const match = matchPage(pathname);
    const ssr = match?.page.rendering === "server";
    const phone = ssr && guessPhone(req.headers["user-agent"]);
    // The list page's first answer depends on its list state (filters, page, sort, view), read as
    // the page reads it: parameters it ignores (utm_*, fbclid) make no other page, and the page is
    // drawn for that state (issue 22). A server drawn page on the layout it was drawn for.
    const privatePage = !!match?.page.private;
    const page = !match ? "*" : match.page.listState ? pathname + listSearch(readListParams(new URLSearchParams(search))) : pathname;
    const key = ssr ? `${phone ? "phone" : "wide"} ${page}` : page;
    // A page drawn for a guessed device differs with the user agent.
    // A page it draws carries the early-input script (decision 065), allowed by its hash.
    // An order's tracking page (issue 26) is private to whoever holds the reference: never indexed,
    // never stored by a cache, never kept in the page cache (its status moves without a catalogue
    // write, and each view counts for the tracking throttle of the visitor's address).
    const headers = {
      "cache-control": privatePage ? "no-store" : "no-cache",
      ...(ssr ? { vary: "accept-encoding, user-agent", "content-security-policy": ssrPolicy } : {}),
      ...(privatePage ? { "x-robots-tag": "noindex" } : {}),
    };
    const known = isKnownPage(pathname);
    const cached = privatePage ? undefined : pages.read(key);
    if (cached) return void send(req, res, cached.entry, headers, known ? cached.status : 404);
    const generation = pages.generation;
    const url = new URL(match ? page : pathname, config.PUBLIC_URL);
    // A page sent without its render because renders were busy, or this one failed or ran out of
    // time, is not kept: the next visitor gets it drawn, with its controls (decision 065).
    let busy = false;
    const drawn = async (preloaded: Preloaded) => {
      const rendered = await render({ url: url.pathname + url.search, answers: preloaded.answered, phone });
      if (rendered === BUSY || rendered === FAILED) {
        busy = true;
        return null;
      }
      // The browser restores the render's cache: the answers themselves would be sent twice.
      return (
        rendered && {
          ...preloaded,
          script: jsonScript(SERVER_CACHE_ID, rendered.cache),
          ssr: { html: rendered.html, styles: rendered.styles, phone },
        }
      );
    };
    const visitor = privatePage ? clientIp(req.socket.remoteAddress, req.headers["x-forwarded-for"], config.TRUST_PROXY) : "";
    const preloadedPage =
      page === "*"
        ? Promise.resolve(undefined)
        : preload(fetchGraphQL, url, visitor).then(async (p) => (ssr ? ((await drawn(p)) ?? p) : p));
    Promise.all([previewFor(services, pathname, search), preloadedPage]).then(
      ([tags, preloaded]) => {
        const extras = page === "*" ? undefined : { ...preloaded!, chunks: pageChunks(manifest, pathname) };
        const entry = htmlEntry(
          withPreview(
            html,
            page === "*" ? { ...tags, url: `${config.PUBLIC_URL}/`, canonical: false } : tags,
            services.shop().name,
            extras,
          ),
        );
        // An unknown (or malformed) order reference: the page says 'Commande introuvable' with a 404.
        const found = !match || pageFound(match, preloaded?.answered ?? []);
        const status = tags.notFound || !found ? 404 : 200;
        if (!busy && !privatePage) pages.keep(key, { entry, status }, generation);
        send(req, res, entry, headers, known ? status : 404);
      },
      () => send(req, res, htmlEntry(html), headers, known ? 200 : 404),
    );
  };
}
