// The orders list's URL (decision 072): status, dates, search and page live in the search params,
// so reload, Back and the CSV export all read the same filters.
import type { OrderStatus } from "../../lib/order-status.ts";

export const ORDER_STATUSES: OrderStatus[] = ["nouvelle", "confirmee", "livree", "annulee"];
export const ORDERS_PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const day = (text: string | null) => (text && text.length === 10 && DAY.test(text) ? text : null);

export function readOrderParams(params: URLSearchParams) {
  const statut = params.get("statut");
  const page = params.get("page");
  return {
    statut: (ORDER_STATUSES as string[]).includes(statut ?? "") ? (statut as OrderStatus) : null,
    du: day(params.get("du")),
    au: day(params.get("au")),
    search: params.get("search")?.trim().slice(0, 100) || null,
    page: page && page.length < 7 && /^\d+$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}
export type OrderFilters = ReturnType<typeof readOrderParams>;

/** The next params: a filter change goes back to page 1; null or "" removes a key. */
export function nextOrderParams(current: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") next.delete(k);
    else next.set(k, String(v));
  }
  if (!("page" in changes)) next.delete("page");
  return next;
}
