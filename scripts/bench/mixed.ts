// The mixed catalogue scenario of `npm run bench` (issue 14): each request a random page (1 to the
// last page of its own filters), sort, price range, category or sub-type, a search for one
// request in five and a size for one in five (issue 25). Real traffic is this, and none of it is the same twice, so no cache absorbs it.
import type autocannon from "autocannon";
import { PRODUCT_SORTS } from "../../contract/list-params.ts";

const MIXED = `query Mixed($page: Int, $sortBy: ProductSort, $minPrice: Int, $maxPrice: Int, $categoryId: ID, $subTypeId: ID, $search: String, $size: String) {
  products(page: $page, limit: 20, sortBy: $sortBy, minPrice: $minPrice, maxPrice: $maxPrice, categoryId: $categoryId, subTypeId: $subTypeId, search: $search, size: $size) {
    items { id nom prix prixApresPromotion imagePrincipale { url } typeProduit { nom } sousTypeProduit { nom } }
    pagination { current pages total }
  }
}`;

/** Words of the demo catalogue's product names (types, fabrics, the colours every grown product carries). */
const SEARCH_WORDS = [
  "robe",
  "wax",
  "boubou",
  "bazin",
  "sac",
  "collier",
  "sandales",
  "babouches",
  "pochette",
  "kaftan",
  "chemise",
  "bracelet",
  "indigo",
  "ocre",
  "bordeaux",
  "terracotta",
  "safran",
  "turquoise",
  "émeraude",
  "nuit",
];
/** Sizes of the demo's clothes and shoes (contract/product-options.ts presets). */
const SIZES = ["XS", "S", "M", "L", "XL", "XXL", "36", "38", "40", "42", "44"];
const COMBINATIONS = 300;

type Variables = Record<string, string | number | undefined>;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

async function post(url: string, variables: Variables) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: MIXED, variables }),
  });
  const body = (await res.json()) as { data?: { products: { pagination: { pages: number } } }; errors?: unknown };
  if (!body.data) throw new Error(`scénario mixte : ${JSON.stringify(body.errors)}`);
  return body.data.products.pagination.pages;
}

function randomFilters(categories: { id: string; sousTypes: { id: string }[] }[]): Variables {
  const minPrice = Math.random() < 0.5 ? Math.floor(Math.random() * 40) * 500 : undefined;
  const maxPrice = Math.random() < 0.3 ? (minPrice ?? 0) + 5_000 + Math.floor(Math.random() * 40) * 1_000 : undefined;
  const scope = Math.random();
  const category = pick(categories);
  return {
    sortBy: pick(PRODUCT_SORTS),
    minPrice,
    maxPrice,
    categoryId: scope < 0.3 ? category.id : undefined,
    subTypeId: scope >= 0.3 && scope < 0.5 && category.sousTypes.length ? pick(category.sousTypes).id : undefined,
    search: Math.random() < 0.2 ? pick(SEARCH_WORDS) : undefined,
    size: Math.random() < 0.2 ? pick(SIZES) : undefined,
  };
}

/** A body maker over `COMBINATIONS` random filter sets, whose last pages are asked first; `extra`
 * variables are added to the request (the query ignores them). */
export async function mixedBodies(url: string): Promise<(extra?: Variables) => string> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ categories { id sousTypes { id } } }" }),
  });
  const { data } = (await res.json()) as { data: { categories: { id: string; sousTypes: { id: string }[] }[] } };
  const combinations: { filters: Variables; pages: number }[] = [];
  for (let i = 0; i < COMBINATIONS; i++) {
    const filters = randomFilters(data.categories);
    combinations.push({ filters, pages: await post(url, filters) });
  }
  return (extra = {}) => {
    const { filters, pages } = pick(combinations);
    return JSON.stringify({ query: MIXED, variables: { ...filters, page: 1 + Math.floor(Math.random() * pages), ...extra } });
  };
}

/** Autocannon requests of the mixed scenario. */
export async function mixedRequests(url: string): Promise<autocannon.Request[]> {
  const body = await mixedBodies(url);
  return [{ setupRequest: (req) => ({ ...req, body: body() }) }];
}

/** Issue 27's scenario, as an outside harness runs it: every request `products(page: P, limit: 20,
 * minPrice: M)` with P drawn from 1-400 and M from 0-20 000, so no two requests are alike and the
 * response cache (on, as npm start runs it) only misses. */
export const DISTINCT = `query Distinct($page: Int, $minPrice: Int) { products(page: $page, limit: 20, minPrice: $minPrice) { items { id nom prix prixApresPromotion imagePrincipale { url } } pagination { current pages total } } }`;

export function distinctBody(): string {
  return JSON.stringify({
    query: DISTINCT,
    variables: { page: 1 + Math.floor(Math.random() * 400), minPrice: Math.floor(Math.random() * 20_001) },
  });
}

export const distinctRequests = (): autocannon.Request[] => [{ setupRequest: (req) => ({ ...req, body: distinctBody() }) }];
