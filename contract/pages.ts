// The storefront's pages (decision 083): one entry each, read by the browser's router
// (client/src/app/Storefront.tsx), the server's render, preloads, chunk hints, link previews and
// page cache (server/src/http/{ssr,preload,page-chunks,link-preview,client}.ts) and the service
// worker (client/src/sw/rules.ts). Adding a page: one entry here and its component, registered in
// Storefront.tsx (the type checker asks for it). This module imports nothing: the service worker
// and the shell chunk carry the table alone.

/** The queries a page can have preloaded (contract/operations.ts: their documents and variables). */
export type OperationName = "StoreShell" | "Home" | "ProductList" | "ProductDetail" | "OrderTracking";

export interface StorefrontPage {
  /** React Router's pattern: a static address is matched as written, one with `:param`
   * segments with or without a final slash. */
  path: string;
  /** "server": drawn by the server (decision 044); "browser": the page shell of decision 029. */
  rendering: "server" | "browser";
  /** The page's module, as Vite's manifest names it: preloaded with the HTML (decision 047).
   * null: the page ships with the storefront chunk (the home page). */
  chunk: string | null;
  /** The queries the server answers in the HTML besides SHELL_OPERATION, with the variables the
   * page reads from its address. */
  operations: readonly OperationName[];
  /** The head a shared link shows (link-preview.ts): the shop's, or the page's own. */
  preview: "shop" | "home" | "list" | "product" | "order";
  /** Its query string is the list state (contract/list-params.ts): the server keys and draws the
   * page for that state, unknown parameters left out. */
  listState?: true;
  /** Private to whoever holds the address (the order's tracking page, issue 26): never stored by a
   * cache nor kept in the page cache, never indexed; its preload counts the visitor's address. */
  private?: true;
  /** Listed in the sitemap as it is (server/src/services/sitemap.ts adds the products and the
   * category lists); the cart holds only the visitor's own choices. */
  sitemap?: true;
  /** Kept by the service worker with the build; "fallback" also opens, offline, any storefront
   * address never visited (it carries the shop's settings, decision 038). */
  offline?: "kept" | "fallback";
}

/** Asked by every storefront page: the shop's settings and categories (Storefront.tsx's shell). */
export const SHELL_OPERATION: OperationName = "StoreShell";

export const STOREFRONT_PAGES = {
  home: { path: "/", rendering: "server", chunk: null, operations: ["Home"], preview: "home", sitemap: true, offline: "kept" },
  list: {
    path: "/pro",
    rendering: "server",
    chunk: "src/features/catalogue/ProductListPage.tsx",
    operations: ["ProductList"],
    preview: "list",
    listState: true,
    sitemap: true,
  },
  product: {
    path: "/produits/:id",
    rendering: "server",
    chunk: "src/features/product/ProductDetailPage.tsx",
    operations: ["ProductDetail"],
    preview: "product",
  },
  // An administrator's preview of a product, draft or not (decision 092): drawn by the browser with
  // the back-office's token, so no server render, page cache or shared cache ever holds a draft.
  productPreview: {
    path: "/apercu/:id",
    rendering: "browser",
    chunk: "src/features/product/ProductPreviewPage.tsx",
    operations: [],
    preview: "shop",
    private: true,
  },
  cart: {
    path: "/cart",
    rendering: "browser",
    chunk: "src/features/cart/CartPage.tsx",
    operations: [],
    preview: "shop",
    offline: "fallback",
  },
  faq: { path: "/faq", rendering: "browser", chunk: "src/features/faq/FaqPage.tsx", operations: [], preview: "shop", sitemap: true },
  delivery: {
    path: "/livraison",
    rendering: "browser",
    chunk: "src/features/info/DeliveryPage.tsx",
    operations: [],
    preview: "shop",
    sitemap: true,
  },
  order: {
    path: "/commande/:reference",
    rendering: "server",
    chunk: "src/features/orders/OrderTrackingPage.tsx",
    operations: ["OrderTracking"],
    preview: "order",
    private: true,
  },
} as const satisfies Record<string, StorefrontPage>;

export type PageName = keyof typeof STOREFRONT_PAGES;

export interface PageMatch {
  name: PageName;
  page: StorefrontPage;
  /** The address's `:param` segments, decoded; null when one is malformed ('%E0%A4%A'). */
  params: Record<string, string> | null;
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
interface Matcher {
  name: PageName;
  page: StorefrontPage;
  names: string[];
  re: RegExp;
}
let matchers: Matcher[] | null = null;
/** Compiled on first use: what imports the table alone (the service worker) carries no more. */
const compiled = () =>
  (matchers ??= Object.entries(STOREFRONT_PAGES).map(([name, page]) => {
    const names = [...page.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const pattern = page.path.replace(/:\w+|[^:]+/g, (part) => (part.startsWith(":") ? "([^/]+)" : literal(part)));
    return { name: name as PageName, page, names, re: new RegExp(`^${pattern}${names.length ? "/?" : ""}$`) };
  }));

/** The storefront page at this path; null: none (the 'Page Introuvable' of SPEC §1). */
export function matchPage(pathname: string): PageMatch | null {
  for (const { name, page, names, re } of compiled()) {
    const m = re.exec(pathname);
    if (!m) continue;
    try {
      return { name, page, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) };
    } catch {
      return { name, page, params: null };
    }
  }
  return null;
}

/** A path React Router draws a storefront page for: a final slash is allowed everywhere there. */
export const isStorefrontPath = (pathname: string) =>
  matchPage(pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname) !== null;

export const isServerRendered = (pathname: string) => matchPage(pathname)?.page.rendering === "server";

/** The pages the sitemap lists as they are. */
export const sitemapPaths = () => (Object.values(STOREFRONT_PAGES) as StorefrontPage[]).filter((p) => p.sitemap).map((p) => p.path);

/** The pages the service worker keeps with the build, and the one that opens any other offline. */
export const offlinePages = () => {
  const pages = Object.values(STOREFRONT_PAGES) as StorefrontPage[];
  return {
    kept: pages.filter((p) => p.offline).map((p) => p.path),
    fallback: pages.find((p) => p.offline === "fallback")!.path,
  };
};
