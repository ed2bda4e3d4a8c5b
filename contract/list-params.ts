// The /pro URL contract (page, page size, sort, price bounds, category, sub-type, search, clothing
// size 'taille', view), read the same way by the list page and by the server that preloads its
// first answer and names its canonical address; the page sizes and sorts every product list
// offers (the storefront's, the back-office's, the API's).
import type { ProductSort } from "../client/src/gql/graphql.ts";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** The schema's ProductSort values (generated in client/src/gql), in the order the lists offer
 * them: a value the schema adds or drops fails the type check here. */
const SORTS_OFFERED = { alphabet: true, prix: true, aLaUne: true } as const satisfies Record<ProductSort, true>;
export type Sort = ProductSort;
export const PRODUCT_SORTS = Object.keys(SORTS_OFFERED) as readonly Sort[];
export const DEFAULT_SORT: Sort = "alphabet";
export const isSort = (value: string | null): value is Sort => PRODUCT_SORTS.some((s) => s === value);

// Length first: a URL can carry 100 000 digits, and no page or price has more than 15.
const digitsOnly = (v: string | null): v is string => !!v && v.length <= 15 && /^\d+$/.test(v);
const positiveInt = (v: string | null) => (digitsOnly(v) && Number(v) > 0 ? Number(v) : null);
const price = (v: string | null) => (digitsOnly(v) ? Number(v) : null);
// Length first; a size has 30 characters at most (MAX_OPTION_VALUE_LENGTH), trimmed.
const sizeValue = (v: string | null) => (v && v.length <= 60 && v.trim().length <= 30 ? v.trim() || null : null);

export function readListParams(params: URLSearchParams) {
  const limit = positiveInt(params.get("limit"));
  const sort = params.get("sortBy");
  return {
    categoryId: params.get("categorie") || null,
    subTypeId: params.get("type") || null,
    search: params.get("search")?.trim() || null,
    page: positiveInt(params.get("page")) ?? 1,
    limit: PAGE_SIZES.includes(limit as never) ? (limit as number) : DEFAULT_PAGE_SIZE,
    sortBy: isSort(sort) ? sort : DEFAULT_SORT,
    minPrice: price(params.get("minPrice")),
    maxPrice: price(params.get("maxPrice")),
    size: sizeValue(params.get("taille")),
    view: params.get("vue") === "liste" ? ("list" as const) : ("grid" as const),
  };
}

/** The variables of the ProductList query for a list state. */
export function listVariables(s: ReturnType<typeof readListParams>) {
  return {
    page: s.page,
    limit: s.limit,
    search: s.search,
    minPrice: s.minPrice,
    maxPrice: s.maxPrice,
    sortBy: s.sortBy,
    categoryId: s.categoryId,
    subTypeId: s.subTypeId,
    size: s.size,
  };
}

/** The one query string of a list state ("" for the first page as it comes): parameters the page
 * does not read (utm_*, fbclid), their order and defaults left out. The server keys its /pro pages
 * on it (server/src/http/client.ts). */
export function listSearch(s: ReturnType<typeof readListParams>): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null, byDefault: string | number | null = null) => {
    if (value !== null && value !== byDefault) params.set(name, String(value));
  };
  put("categorie", s.categoryId);
  put("type", s.subTypeId);
  put("search", s.search);
  put("page", s.page, 1);
  put("limit", s.limit, DEFAULT_PAGE_SIZE);
  put("sortBy", s.sortBy, DEFAULT_SORT);
  put("minPrice", s.minPrice);
  put("maxPrice", s.maxPrice);
  put("taille", s.size);
  put("vue", s.view === "list" ? "liste" : null);
  const text = params.toString();
  return text && `?${text}`;
}

/** Category links of the header and the sitemap: /pro?categorie={id}&type={subTypeId} (SPEC §2). */
export const categoryHref = (c: { id: string }, subTypeId?: string) =>
  `/pro?categorie=${encodeURIComponent(c.id)}${subTypeId ? `&type=${encodeURIComponent(subTypeId)}` : ""}`;
