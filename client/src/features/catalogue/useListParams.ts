// The list state lives in the URL (page, size, sort, price bounds, view), so reload, sharing and
// Back keep it. Changing anything but the page goes back to page 1 (SPEC §4).
import { useSearchParams } from "react-router";

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const SORTS = [
  { value: "alphabet", label: "Nom A-Z" },
  { value: "prix", label: "Prix croissant" },
  { value: "aLaUne", label: "À la Une" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];

const positiveInt = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);
const price = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const limit = positiveInt(params.get("limit"));
  const sort = params.get("sortBy");
  const state = {
    categoryId: params.get("categorie") || null,
    subTypeId: params.get("type") || null,
    search: params.get("search")?.trim() || null,
    page: positiveInt(params.get("page")) ?? 1,
    limit: PAGE_SIZES.includes(limit as never) ? (limit as number) : 20,
    sortBy: (SORTS.some((s) => s.value === sort) ? sort : "alphabet") as Sort,
    minPrice: price(params.get("minPrice")),
    maxPrice: price(params.get("maxPrice")),
    view: params.get("vue") === "liste" ? ("list" as const) : ("grid" as const),
  };
  const update = (changes: Record<string, string | number | null>, resetPage = true) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, String(v));
    }
    if (resetPage && !("page" in changes)) next.delete("page");
    setParams(next);
  };
  return { ...state, update };
}

/** Integer from what a shopper typed ("12 500" → 12500); empty or nonsense → no bound. */
export function parsePriceText(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, "");
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}
