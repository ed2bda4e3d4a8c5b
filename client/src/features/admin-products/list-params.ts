// The admin product list's URL contract: search, page, page size, sort, price bounds, stock level
// ('rupture', 'bas'), publication, promotion and view live in the search params so reload and Back
// keep them (SPEC §4, issue 10); the dashboard's cards link here with these filters.
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, isSort, PAGE_SIZES, PRODUCT_SORTS, type Sort } from "../../../../contract/list-params.ts";

export { DEFAULT_PAGE_SIZE, DEFAULT_SORT, PAGE_SIZES, type Sort };
const SORT_LABELS = { alphabet: "Alphabétique", prix: "Prix", aLaUne: "À la une" } satisfies Record<Sort, string>;
/** The sorts of the toolbar's select, in the contract's order (contract/list-params.ts). */
export const SORTS = PRODUCT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
export const STOCK_FILTERS = [
  { value: "rupture", label: "En rupture" },
  { value: "bas", label: "Stock bas" },
] as const;
export type StockLevel = (typeof STOCK_FILTERS)[number]["value"];
/** 'Brouillon' (decision 092): drafts alone, or the products the storefront can show. */
export const DRAFT_FILTERS = [
  { value: "brouillon", label: "Brouillons", draft: true },
  { value: "publie", label: "Publiés", draft: false },
] as const;
/** An active promotion, or none: the dashboard's 'En promotion' card opens the first. */
export const PROMOTION_FILTERS = [
  { value: "oui", label: "En promotion", active: true },
  { value: "non", label: "Sans promotion", active: false },
] as const;
/** Grid (SPEC §4), list, and the dense table a seller scans (issue 29 item 6): `vue` in the URL. */
export const VIEWS = [
  { value: "grid", param: null, label: "Grille" },
  { value: "list", param: "liste", label: "Liste" },
  { value: "table", param: "tableau", label: "Tableau" },
] as const;
export type View = (typeof VIEWS)[number]["value"];
export const SEARCH_DEBOUNCE_MS = 500;
export const PRICE_DEBOUNCE_MS = 800;

const MAX_PRICE_DIGITS = 10;

/** A whole number of FCFA from what the admin typed ("12 500" → 12500); empty or nonsense → no bound. */
export function parsePrice(text: string | null): number | null {
  if (!text || text.length > 40) return null;
  const digits = text.replace(/[\s\u00a0\u202f]/g, "");
  return digits.length <= MAX_PRICE_DIGITS && /^\d+$/.test(digits) ? Number(digits) : null;
}

function positiveInt(text: string | null): number | null {
  if (!text || text.length > 9 || !/^\d+$/.test(text)) return null;
  return Number(text) > 0 ? Number(text) : null;
}

/** The view a `vue` parameter names; anything else is the grid. */
export const viewOf = (param: string | null): View => VIEWS.find((v) => v.param !== null && v.param === param)?.value ?? "grid";

export function readListParams(params: URLSearchParams) {
  const limit = positiveInt(params.get("limit"));
  const sort = params.get("sortBy");
  return {
    search: params.get("search")?.trim() || null,
    page: positiveInt(params.get("page")) ?? 1,
    limit: PAGE_SIZES.some((n) => n === limit) ? (limit as number) : DEFAULT_PAGE_SIZE,
    sortBy: isSort(sort) ? sort : DEFAULT_SORT,
    minPrice: parsePrice(params.get("minPrice")),
    maxPrice: parsePrice(params.get("maxPrice")),
    stock: STOCK_FILTERS.find((f) => f.value === params.get("stock"))?.value ?? null,
    statut: DRAFT_FILTERS.find((f) => f.value === params.get("statut")) ?? null,
    promotion: PROMOTION_FILTERS.find((f) => f.value === params.get("promotion")) ?? null,
    view: viewOf(params.get("vue")),
  };
}
export type ListState = ReturnType<typeof readListParams>;

/** The next search params after `changes` (null or "" removes a key); anything but the page and
 * the view sends the list back to page 1 (SPEC §4). */
export function nextListParams(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  if (Object.keys(changes).some((key) => key !== "page" && key !== "vue")) next.delete("page");
  return next;
}

/** 'Page X sur Y' never says 'sur 0' for an empty list. */
export function pageLabel(current: number, pages: number): string {
  return `Page ${current} sur ${Math.max(pages, 1)}`;
}
