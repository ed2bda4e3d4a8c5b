// Link previews (WhatsApp, Facebook, X): a page's head as contract/pages.ts's `preview` says: a
// product page is answered with the product's Open Graph and Twitter tags; every other page gets
// the shop's title, description and picture. The same head carries the page's canonical address
// and its structured data (decision 067).
import { formatFCFA } from "../services/pricing.ts";
import { imageUrls, largestInSrcSet } from "../services/media.ts";
import { PAGE_IMAGE_WIDTH } from "../services/images.ts";
import type { Services } from "../services/index.ts";
import type { Preloaded } from "./preload.ts";
import { SERVER_CACHE_ID } from "../../../contract/preload-key.ts";
import { listSearch, readListParams } from "../../../contract/list-params.ts";
import { matchPage } from "../../../contract/pages.ts";
import { SHOP_IMAGE } from "./web-app.ts";
import { homeStructuredData, jsonLdScript, listStructuredData, productStructuredData, type JsonLd } from "./structured-data.ts";
import { EARLY_INPUT_HTML } from "../../../contract/early-input.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The product photos' size in previews: the srcset's largest, square. */
const PHOTO_SIZE = PAGE_IMAGE_WIDTH;

export interface PreviewTags {
  title: string;
  description: string;
  url: string;
  type: "website" | "product";
  canonical?: boolean;
  image?: { url: string; width: number; height: number };
  /** schema.org blocks for the head (structured-data.ts) */
  jsonLd?: JsonLd[];
  /** a product page whose product does not exist: the page says so, with a 404 status */
  notFound?: boolean;
  /** a page search engines must not index (an order's tracking page) */
  noindex?: boolean;
  /** the page's largest image, fetched with the HTML instead of after the JavaScript */
  preload?: { href: string; srcSet: string; sizes: string; alt: string; shape: "banner" | "square"; width: number; height: number };
}

/** `search`: the query string, read by /pro only (its list state names its canonical address). */
export async function previewFor(services: Services, pathname: string, search = ""): Promise<PreviewTags> {
  // The settings of this moment: the page caches holding these tags are cleared when they change.
  const info = services.shop();
  const { publicUrl: PUBLIC_URL, name: SHOP_NAME, description: SHOP_DESCRIPTION } = info;
  // Absolute for the previews' crawlers: the shop's /uploads/… or the CDN's address as it is.
  const absolute = (url: string) => (url.startsWith("/") ? PUBLIC_URL + url : url);
  const shopImage = { url: absolute(SHOP_IMAGE.path), width: SHOP_IMAGE.width, height: SHOP_IMAGE.height };
  const shop: PreviewTags = {
    title: SHOP_NAME,
    description: SHOP_DESCRIPTION,
    url: PUBLIC_URL + pathname,
    type: "website",
    image: shopImage,
  };
  const match = matchPage(pathname);
  if (match?.page.preview === "home") {
    const banner = services.banners()[0];
    return {
      ...shop,
      jsonLd: homeStructuredData(info, shopImage.url),
      preload: banner && {
        href: banner.url,
        srcSet: banner.srcSet,
        sizes: "100vw",
        alt: banner.alt,
        shape: "banner",
        width: banner.width,
        height: banner.height,
      },
    };
  }
  if (match?.page.preview === "list") return listPreview(services, shop, search);
  // An order's tracking page names nothing of the order in its head: a shared link previews the shop.
  if (match?.page.preview === "order") return { ...shop, title: `Suivi de commande | ${SHOP_NAME}`, canonical: false, noindex: true };
  if (match?.page.preview !== "product") return shop;
  // A malformed address ('%E0%A4%A') names no product.
  const id = match.params?.id;
  if (id === undefined) return { ...shop, notFound: true };
  const product = await services.catalogue.getProduct(id, {
    include: {
      images: { orderBy: [{ position: "asc" }, { id: "asc" }] },
      category: { select: { id: true, name: true } },
      subType: { select: { id: true, name: true } },
    },
  });
  if (!product) return { ...shop, notFound: true };
  const image = product.images.find((i) => i.isPrimary) ?? product.images[0];
  const price = formatFCFA(product.finalPrice);
  const urls = image ? imageUrls(services.storage, image) : null;
  const url = `${PUBLIC_URL}/produits/${encodeURIComponent(product.id)}`;
  // The srcset's largest size (800 px), not the full-screen view's; the main photo first.
  const photos = [...(image ? [image] : []), ...product.images.filter((i) => i !== image)].map((i) =>
    absolute(largestInSrcSet(imageUrls(services.storage, i).srcSet)),
  );
  return {
    title: `${product.name} — ${price} | ${SHOP_NAME}`,
    description: (product.description || SHOP_DESCRIPTION).slice(0, 200),
    url,
    // Without a photo the preview shows the shop's picture rather than none (issue 24).
    image: urls ? { url: photos[0], width: PHOTO_SIZE, height: PHOTO_SIZE } : shopImage,
    type: "product",
    jsonLd: productStructuredData(info, product, url, photos),
    preload:
      urls && image
        ? {
            href: largestInSrcSet(urls.srcSet),
            srcSet: urls.srcSet,
            sizes: "(max-width: 767px) 100vw, 50vw",
            alt: image.alt || product.name,
            shape: "square",
            width: image.width,
            height: image.height,
          }
        : undefined,
  };
}

/** A list page: its canonical address is its list state as the page reads it, without the view
 * (the same products as a grid or a list), unknown parameters (utm_*, fbclid…) left out; its
 * trail names the category and sub-type it is filtered on. */
async function listPreview(services: Services, shop: PreviewTags, search: string): Promise<PreviewTags> {
  const state = readListParams(new URLSearchParams(search));
  const category = state.categoryId ? await services.catalogue.getCategory(state.categoryId) : null;
  const subType = category?.subTypes.find((s) => s.id === state.subTypeId) ?? null;
  return {
    ...shop,
    url: `${services.config.PUBLIC_URL}/pro${listSearch({ ...state, view: "grid" })}`,
    jsonLd: listStructuredData(services.shop(), category, subType),
  };
}

/** The page's main image drawn by the HTML itself, where the page will show it: the largest paint
 * does not wait for the JavaScript and the data. */
function shellImage(t: PreviewTags) {
  const p = t.preload;
  if (!p) return "";
  return `<img class="shell-hero ${p.shape}" src="${escapeHtml(p.href)}" srcset="${escapeHtml(p.srcSet)}" sizes="${escapeHtml(p.sizes)}" alt="${escapeHtml(p.alt)}" width="${p.width}" height="${p.height}" fetchpriority="high" />`;
}

/** The list's first product photos, drawn by the HTML where the grid will show them on a phone. */
function shellGrid(images: Preloaded["images"]) {
  if (!images.length) return "";
  const img = (i: Preloaded["images"][number]) =>
    `<img src="${escapeHtml(i.href)}" srcset="${escapeHtml(i.srcSet)}" sizes="${escapeHtml(i.sizes)}" alt="${escapeHtml(i.alt)}" width="${i.width}" height="${i.height}" fetchpriority="high" />`;
  return `<div class="shell-grid">${images.map(img).join("")}</div>`;
}

const ROOT_SHELL = '<div id="root"><div class="shell"><span class="shell-name">Boutique en Ligne</span></div></div>';

/** The page shell of index.html: the server's render in #root when there is one (decision 044),
 * else the header with the shop name and the page's first photos (decision 029). */
function root(t: PreviewTags, shopName: string, preloaded?: PageExtras): string {
  if (preloaded?.ssr) {
    // The page's chunks are preloaded by the entry once the first screen's photos are in (decision 047).
    const chunks = preloaded.chunks?.length ? ` data-chunks="${escapeHtml(preloaded.chunks.join(" "))}"` : "";
    return `<div id="root" data-ssr data-phone="${preloaded.ssr.phone ? 1 : 0}"${chunks}>${preloaded.ssr.html}</div>`;
  }
  return `<div id="root"><div class="shell"><span class="shell-name">${escapeHtml(shopName)}</span></div>${shellImage(t)}${shellGrid(preloaded?.images ?? [])}</div>`;
}

/** `ssr`: the inside of #root as the server drew it, with the layout it chose. */
export type PageExtras = Partial<Preloaded> & { chunks?: string[]; ssr?: { html: string; styles?: string; phone: boolean } };

/** Replaces the <title> and the shop name of the page shell, adds the meta tags to the built
 * index.html, and the preloaded answers and photos of the page when there are some. */
export function withPreview(html: string, t: PreviewTags, shopName = "Boutique en Ligne", preloaded?: PageExtras): string {
  const meta = [
    ["og:type", t.type],
    ["og:title", t.title],
    ["og:description", t.description],
    ["og:url", t.url],
    ["og:locale", "fr_FR"],
    ...(t.image
      ? [
          ["og:image", t.image.url],
          ["og:image:width", String(t.image.width)],
          ["og:image:height", String(t.image.height)],
        ]
      : []),
  ].map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}" />`);
  const twitter = [
    ["twitter:card", (t.image?.width ?? 0) >= PHOTO_SIZE ? "summary_large_image" : "summary"],
    ["twitter:title", t.title],
    ["twitter:description", t.description],
    ...(t.image ? [["twitter:image", t.image.url]] : []),
  ].map(([n, c]) => `<meta name="${n}" content="${escapeHtml(c)}" />`);
  const images = [...(t.preload ? [t.preload] : []), ...(preloaded?.images ?? [])];
  // A page the server drew is readable without its code: the entry (a small loader) and what it
  // imports come at low priority, and it fetches the page's chunks after the photos (decision 047).
  const low = preloaded?.ssr ? ' fetchpriority="low"' : "";
  const chunks = (preloaded?.ssr ? [] : (preloaded?.chunks ?? [])).map(
    (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
  );
  const preload = images.map(
    (i) =>
      `<link rel="preload" as="image" href="${escapeHtml(i.href)}" imagesrcset="${escapeHtml(i.srcSet)}" imagesizes="${escapeHtml(i.sizes)}" fetchpriority="high" />`,
  );
  const canonical = t.canonical === false ? [] : [`<link rel="canonical" href="${escapeHtml(t.url)}" />`];
  const robots = t.noindex ? ['<meta name="robots" content="noindex" />'] : [];
  const structured = (t.jsonLd ?? []).map(jsonLdScript);
  // A page the server drew is painted once its HTML is all there (its Apollo cache comes right
  // after it): drawn while half parsed, on a slow phone, the parts below moved as the rest came
  // in (decision 050).
  const whole = preloaded?.ssr ? [`<link rel="expect" href="#${SERVER_CACHE_ID}" blocking="render" />`] : [];
  // Its controls are on screen before the code: taps made then are kept and replayed (decision 065).
  const early = preloaded?.ssr ? [EARLY_INPUT_HTML] : [];
  // Function replacements: data with "$&", "$`" or "$'" must not be read as replacement patterns.
  return (
    html
      .replace(ROOT_SHELL, () => root(t, shopName, preloaded))
      .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, (_match, tag: string) => `<${tag}${low} crossorigin`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(t.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(t.description)}" />`)
      // The render's styles last: where the browser's emotion cache puts them (decision 057).
      .replace(
        "</head>",
        () =>
          `${[...whole, ...early, ...chunks, ...preload, ...meta, ...twitter, ...canonical, ...robots, ...structured].join("\n    ")}\n  ${preloaded?.ssr?.styles ?? ""}</head>`,
      )
      .replace("</body>", () => `${preloaded?.script ?? ""}</body>`)
  );
}
