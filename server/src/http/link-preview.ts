// Link previews (WhatsApp, Facebook, X): /produits/{id} is answered with the product's Open Graph
// and Twitter tags in the HTML head; every other page gets the shop's title and description.
import { formatFCFA } from "../services/pricing.ts";
import { imageUrls } from "../services/media.ts";
import type { Services } from "../services/index.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SHOP_DESCRIPTION = "Mode, accessoires et beauté à Dakar : commandez en quelques clics par WhatsApp. Livraison 24 h à Dakar.";

export interface PreviewTags { title: string; description: string; url: string; image?: string; type: "website" | "product"; canonical?: boolean }

export async function previewFor(services: Services, pathname: string): Promise<PreviewTags> {
  const { PUBLIC_URL, SHOP_NAME } = services.config;
  const shop: PreviewTags = { title: SHOP_NAME, description: SHOP_DESCRIPTION, url: PUBLIC_URL + pathname, type: "website" };
  const match = /^\/produits\/([^/]+)\/?$/.exec(pathname);
  if (!match) return shop;
  let id: string;
  try { id = decodeURIComponent(match[1]); } catch { return shop; }
  const product = await services.catalogue.getProduct(id, { include: { images: { orderBy: [{ position: "asc" }, { id: "asc" }] } } });
  if (!product) return shop;
  const image = product.images.find((i) => i.isPrimary) ?? product.images[0];
  const price = formatFCFA(product.finalPrice);
  return {
    title: `${product.name} — ${price} | ${SHOP_NAME}`,
    description: (product.description || SHOP_DESCRIPTION).slice(0, 200),
    url: `${PUBLIC_URL}/produits/${encodeURIComponent(product.id)}`,
    image: image ? PUBLIC_URL + imageUrls(services.storage, image).url : undefined,
    type: "product",
  };
}

/** Replaces the <title> and adds the meta tags to the built index.html. */
export function withPreview(html: string, t: PreviewTags): string {
  const meta = [
    ["og:type", t.type], ["og:title", t.title], ["og:description", t.description], ["og:url", t.url], ["og:locale", "fr_FR"],
    ...(t.image ? [["og:image", t.image], ["og:image:width", "800"], ["og:image:height", "800"]] : []),
  ].map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}" />`);
  const twitter = [["twitter:card", t.image ? "summary_large_image" : "summary"], ["twitter:title", t.title], ["twitter:description", t.description], ...(t.image ? [["twitter:image", t.image]] : [])]
    .map(([n, c]) => `<meta name="${n}" content="${escapeHtml(c)}" />`);
  const canonical = t.canonical === false ? [] : [`<link rel="canonical" href="${escapeHtml(t.url)}" />`];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(t.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(t.description)}" />`)
    .replace("</head>", `${[...meta, ...twitter, ...canonical].join("\n    ")}\n  </head>`);
}
