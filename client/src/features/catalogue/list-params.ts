// The /pro URL contract (page, page size, sort, price bounds, category, sub-type, search, clothing
// size 'taille', view), read
// the same way by the list page and by the server that preloads its first answer.
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const SORTS = [
  { value: "alphabet", label: "Nom A-Z" },
  { value: "prix", label: "Prix croissant" },
  { value: "aLaUne", label: "À la Une" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];
const DEFAULT_LIMIT = 20;
const DEFAULT_SORT: Sort = "alphabet";

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
    limit: PAGE_SIZES.includes(limit as never) ? (limit as number) : DEFAULT_LIMIT,
    sortBy: (SORTS.some((s) => s.value === sort) ? sort : DEFAULT_SORT) as Sort,
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
  put("limit", s.limit, DEFAULT_LIMIT);
  put("sortBy", s.sortBy, DEFAULT_SORT);
  put("minPrice", s.minPrice);
  put("maxPrice", s.maxPrice);
  put("taille", s.size);
  put("vue", s.view === "list" ? "liste" : null);
  const text = params.toString();
  return text && `?${text}`;
}
