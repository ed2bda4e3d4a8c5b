// The installable web app (issue 13, decision 038): the manifest, written from the shop's settings
// (name and description, decision 091), and its icons, drawn from an SVG with sharp once per process (no binary in the repo).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "../log.ts";

export const MANIFEST_PATH = "/manifest.webmanifest";
export const ICONS_ROUTE = "/icons/";
// DESIGN.md, as client/src/app/theme.ts defines them: indigo.700 (header, theme-color of
// index.html), terracotta.600 (the logo's round mark), sand.50 (page background).
const INDIGO = "#23306b";
const TERRACOTTA = "#a24322";
const SAND = "#fbf8f3";

/** The logo's round mark holding a shopping bag with a wax-print band. `mark` is the circle's
 * radius on a 512 canvas; `corner` rounds the background (0: full bleed, for masks). */
function iconSvg(mark: number, corner: number): string {
  const s = mark / 150; // the bag is drawn for a 150 radius mark, centred on 256,256
  const bag =
    `<g transform="translate(256 256) scale(${s}) translate(-256 -256)">` +
    `<path d="M222 232v-30a34 34 0 0 1 68 0v30" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M186 222h140l16 136H170z" fill="#fff" stroke="#fff" stroke-width="12" stroke-linejoin="round"/>` +
    [205, 238, 271, 304].map((x) => `<path d="M${x} 300l-12-15 12-15 12 15z" fill="${INDIGO}"/>`).join("") +
    `<circle cx="222" cy="240" r="6" fill="${TERRACOTTA}"/><circle cx="290" cy="240" r="6" fill="${TERRACOTTA}"/>` +
    `<path d="M176 324h160l2 12H174z" fill="${TERRACOTTA}" opacity=".6"/></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${corner}" fill="${INDIGO}"/>` +
    `<circle cx="256" cy="256" r="${mark}" fill="${TERRACOTTA}"/>${bag}</svg>`
  );
}

// "any": the mark fills the icon on a rounded square; "maskable": full bleed, the mark inside the
// safe zone (a centred circle of 40 % of the size: 204 px on 512) the launcher may cut to.
const anySvg = () => iconSvg(200, 96);
const ICONS = {
  "icon-192.png": { size: 192, svg: anySvg },
  "icon-512.png": { size: 512, svg: anySvg },
  "icon-maskable-512.png": { size: 512, svg: () => iconSvg(150, 0) },
  "apple-touch-icon.png": { size: 180, svg: () => iconSvg(150, 0) }, // iOS rounds the corners itself
} as const;
type IconName = keyof typeof ICONS;
/** The tab's icon, the mark as drawn (no sharp, which costs ~18 MB once loaded): without one every
 * browser asked for /favicon.ico, a 404 logged in the console of the shop's first page. */
const FAVICON = "favicon.svg";
/** The shop's own picture, the installed app's largest icon: the logo of its structured data and the
 * link preview of a page without a photo of its own. */
export const SHOP_IMAGE = { path: `${ICONS_ROUTE}icon-512.png`, width: ICONS["icon-512.png"].size, height: ICONS["icon-512.png"].size };

/** Short enough for a phone's home screen (about 12 characters): the name, else its first word. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0];
  return first.length <= 12 ? first : `${first.slice(0, 11)}…`;
}

/** Named and described by the settings of this moment (decision 091). */
export function webAppManifest(shop: { name: string; description: string }) {
  const icon = (file: IconName, purpose: "any" | "maskable") => ({
    src: `${ICONS_ROUTE}${file}`,
    sizes: `${ICONS[file].size}x${ICONS[file].size}`,
    type: "image/png",
    purpose,
  });
  return {
    id: "/",
    name: shop.name,
    short_name: shortName(shop.name),
    description: shop.description,
    lang: "fr",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: INDIGO,
    background_color: SAND,
    categories: ["shopping"],
    icons: [icon("icon-192.png", "any"), icon("icon-512.png", "any"), icon("icon-maskable-512.png", "maskable")],
  };
}

const drawn = new Map<IconName, Promise<Buffer>>();
// sharp is loaded on the first icon asked for, not at start (~18 MB resident, decision 049).
const render = async (name: IconName) => {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(ICONS[name].svg())).resize(ICONS[name].size, ICONS[name].size).png({ compressionLevel: 9 }).toBuffer();
};
const draw = (name: IconName) => {
  let png = drawn.get(name);
  if (!png) drawn.set(name, (png = render(name)));
  return png;
};

/** Answers the manifest and the icons; false for any other path. */
export function createWebAppHandler(shop: () => { name: string; description: string }, logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    const icon = pathname.startsWith(ICONS_ROUTE) ? pathname.slice(ICONS_ROUTE.length) : null;
    if (pathname !== MANIFEST_PATH && icon === null) return false;
    if (icon !== null && icon !== FAVICON && !Object.hasOwn(ICONS, icon)) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Fichier introuvable");
      return true;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).end("Méthode non autorisée");
      return true;
    }
    const reply = (type: string, body: Buffer | string, cacheControl: string) =>
      res
        .writeHead(200, { "content-type": type, "content-length": Buffer.byteLength(body), "cache-control": cacheControl })
        .end(req.method === "HEAD" ? undefined : body);
    // The manifest follows the settings (no-cache: asked again); icons change with a deployment at most.
    if (!icon) reply("application/manifest+json; charset=utf-8", JSON.stringify(webAppManifest(shop())), "no-cache");
    else if (icon === FAVICON) reply("image/svg+xml", anySvg(), "public, max-age=86400");
    else {
      draw(icon as IconName).then(
        (png) => reply("image/png", png, "public, max-age=86400"),
        (err) => {
          logger.error({ err }, "Icône de l'application : dessin impossible");
          res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Icône indisponible");
        },
      );
    }
    return true;
  };
}
