// The JavaScript chunks a storefront page needs beyond the entry (the storefront shell and the
// page's own module), read from Vite's build manifest. Announced with the HTML (modulepreload links,
// or data-chunks on a page the server drew: decision 047), they download alongside the shop's code
// instead of one after the other.
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

const STOREFRONT = "src/app/StorefrontApp.tsx";
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/pro$/, "src/features/catalogue/ProductListPage.tsx"],
  [/^\/produits\/[^/]+\/?$/, "src/features/product/ProductDetailPage.tsx"],
  [/^\/cart$/, "src/features/cart/CartPage.tsx"],
  [/^\/faq$/, "src/features/faq/FaqPage.tsx"],
  [/^\/livraison$/, "src/features/info/DeliveryPage.tsx"],
];

function withImports(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const i of manifest[key].imports ?? []) withImports(manifest, i, into);
  return into;
}

/** Chunk URLs to preload for a storefront path (the home page lives in the storefront chunk). */
export function pageChunks(manifest: Manifest, pathname: string): string[] {
  const page = pathname === "/" ? null : PAGE_MODULES.find(([re]) => re.test(pathname))?.[1];
  if (pathname !== "/" && !page) return [];
  // The entry loads the shop's code (its dynamic imports: start.tsx) with what that imports itself.
  const already = withImports(manifest, "index.html", new Set());
  for (const code of manifest["index.html"]?.dynamicImports ?? []) withImports(manifest, code, already);
  const wanted = withImports(manifest, STOREFRONT, new Set());
  if (page) withImports(manifest, page, wanted);
  return [...wanted].filter((k) => !already.has(k)).map((k) => `/${manifest[k].file}`);
}
