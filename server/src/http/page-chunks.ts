// The JavaScript chunks a storefront page needs beyond the entry (the storefront shell and the
// page's own module), read from Vite's build manifest. Announced with the HTML (modulepreload links,
// or data-chunks on a page the server drew: decision 047), they download alongside the shop's code
// instead of one after the other.
import { matchPage } from "../../../contract/pages.ts";

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

const STOREFRONT = "src/app/StorefrontApp.tsx";

function withImports(manifest: Manifest, key: string, into: Set<string>) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const i of manifest[key].imports ?? []) withImports(manifest, i, into);
  return into;
}

/** Chunk URLs to preload for a storefront path: the storefront chunk, with the page's own module
 * when it has one (contract/pages.ts; the home page lives in the storefront chunk). */
export function pageChunks(manifest: Manifest, pathname: string): string[] {
  const match = matchPage(pathname);
  if (!match) return [];
  const page = match.page.chunk;
  // The entry loads the shop's code (its dynamic imports: start.tsx) with what that imports itself.
  const already = withImports(manifest, "index.html", new Set());
  for (const code of manifest["index.html"]?.dynamicImports ?? []) withImports(manifest, code, already);
  const wanted = withImports(manifest, STOREFRONT, new Set());
  if (page) withImports(manifest, page, wanted);
  return [...wanted].filter((k) => !already.has(k)).map((k) => `/${manifest[k].file}`);
}
