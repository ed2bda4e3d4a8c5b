// The list state lives in the URL (page, size, sort, price bounds, view), so reload, sharing and
// Back keep it. Changing anything but the page goes back to page 1 (SPEC §4).
import { useSearchParams } from "react-router";
import { PRODUCT_SORTS, readListParams, type Sort } from "../../../../contract/list-params.ts";

export { DEFAULT_SORT, PAGE_SIZES, type Sort } from "../../../../contract/list-params.ts";
const SORT_LABELS = { alphabet: "Nom A-Z", prix: "Prix croissant", aLaUne: "À la Une" } satisfies Record<Sort, string>;
/** The sorts of the list's select, in the contract's order. */
export const SORTS = PRODUCT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const next = (base: URLSearchParams, changes: Record<string, string | number | null>, resetPage = true) => {
    const result = new URLSearchParams(base);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") result.delete(k);
      else result.set(k, String(v));
    }
    if (resetPage && !("page" in changes)) result.delete("page");
    return result;
  };
  // From the address as it is now, not as last drawn: a navigation still being drawn (a
  // transition, long on a slow phone) is kept by a change made meanwhile (decision 065).
  const update = (changes: Record<string, string | number | null>, resetPage = true) =>
    setParams(next(new URLSearchParams(window.location.search), changes, resetPage));
  /** The list's address with these changes: for real links (the pages, decision 065). */
  const href = (changes: Record<string, string | number | null>) => {
    const query = next(params, changes, false).toString();
    return query ? `/pro?${query}` : "/pro";
  };
  return { ...readListParams(params), update, href };
}

/** Integer from what a shopper typed ("12 500" → 12500); empty or nonsense → no bound. */
export function parsePriceText(text: string): number | null {
  if (text.length > 40) return null; // length first: nothing longer is a price
  const digits = text.replace(/[\s\u00a0\u202f]/g, "");
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}
