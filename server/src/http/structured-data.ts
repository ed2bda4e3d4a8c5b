// Structured data for search engines (schema.org in JSON-LD, decision 067), written into the head
// of the pages the server answers: Product with its Offer and BreadcrumbList on product pages,
// BreadcrumbList on /pro, Organization and WebSite with its search on /. Every address is absolute,
// from PUBLIC_URL. tests/server/seo.test.ts checks each block against schema.org's vocabulary.
import type { ShopInfo } from "../services/shop.ts";
import { categoryHref } from "../../../contract/list-params.ts";
import { isInStock } from "../services/catalogue.ts";

export type JsonLd = Record<string, unknown>;
/** The shop as its settings say now (decision 091). */
type Shop = Pick<ShopInfo, "publicUrl" | "name" | "whatsappNumber" | "social">;
interface Named {
  id: string;
  name: string;
}

const CONTEXT = "https://schema.org";

/** A data block the browser never runs (the CSP does not apply to it). Inside <script> only
 * "</script" could end it early: every "<" is escaped, with ">" and "&" for HTML parsers that
 * look further, and U+2028/U+2029, which some JavaScript parsers refuse in strings. */
export function jsonLdScript(data: JsonLd): string {
  const text = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `<script type="application/ld+json">${text}</script>`;
}

/** The list page's trail as the storefront shows it (Accueil › Produits), then the category and
 * sub-type the list is filtered on. */
function trail(shop: Shop, category?: Named | null, subType?: Named | null) {
  const items = [
    { name: "Accueil", url: `${shop.publicUrl}/` },
    { name: "Produits", url: `${shop.publicUrl}/pro` },
  ];
  if (category) items.push({ name: category.name, url: shop.publicUrl + categoryHref(category) });
  if (category && subType) items.push({ name: subType.name, url: shop.publicUrl + categoryHref(category, subType.id) });
  return items;
}

function breadcrumbList(items: { name: string; url: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}

export const listStructuredData = (shop: Shop, category?: Named | null, subType?: Named | null) => [
  breadcrumbList(trail(shop, category, subType)),
];

export interface ProductFacts {
  id: string;
  name: string;
  description: string;
  finalPrice: number;
  stock: number;
  outOfStock: boolean;
  qualityScore: number;
  category: Named;
  subType: Named | null;
}

/**
 * The quality stars the page shows (floor(score / 10) of 5) are the shop's own grade, not shoppers'
 * reviews: schema.org's aggregateRating stands for reviews and needs their count, so they are
 * given as a property of the product instead (decision 067).
 */
export function productStructuredData(shop: Shop, p: ProductFacts, url: string, photos: string[]): JsonLd[] {
  const product: JsonLd = {
    "@context": CONTEXT,
    "@type": "Product",
    "@id": `${url}#produit`,
    name: p.name,
    sku: p.id,
    url,
    ...(p.description ? { description: p.description } : {}),
    ...(photos.length ? { image: photos } : {}),
    category: p.subType ? `${p.category.name} > ${p.subType.name}` : p.category.name,
    additionalProperty: {
      "@type": "PropertyValue",
      name: "Qualité (étoiles)",
      value: Math.min(5, Math.floor(p.qualityScore / 10)),
      minValue: 0,
      maxValue: 5,
    },
    offers: {
      "@type": "Offer",
      url,
      price: p.finalPrice,
      priceCurrency: "XOF",
      availability: isInStock(p) ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      seller: { "@type": "Organization", name: shop.name, url: `${shop.publicUrl}/` },
    },
  };
  return [product, breadcrumbList([...trail(shop, p.category, p.subType), { name: p.name, url }])];
}

/** The shop's pages on the social networks, when it has some. */
function sameAs(shop: Shop) {
  const pages = [shop.social.facebook, shop.social.instagram, shop.social.tiktok].filter(Boolean);
  return pages.length ? { sameAs: pages } : {};
}

/** The shop itself and its search, which opens /pro?search=… */
export function homeStructuredData(shop: Shop, logo: string): JsonLd[] {
  const home = `${shop.publicUrl}/`;
  return [
    {
      "@context": CONTEXT,
      "@type": "Organization",
      "@id": `${home}#boutique`,
      name: shop.name,
      url: home,
      logo,
      ...sameAs(shop),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: `+${shop.whatsappNumber}`,
        availableLanguage: "French",
      },
    },
    {
      "@context": CONTEXT,
      "@type": "WebSite",
      "@id": `${home}#site`,
      name: shop.name,
      url: home,
      inLanguage: "fr",
      publisher: { "@id": `${home}#boutique` },
      potentialAction: {
        "@type": "SearchAction",
        target: `${shop.publicUrl}/pro?search={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
