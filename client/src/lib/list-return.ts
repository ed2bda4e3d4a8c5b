// 'Retour aux produits' goes back to the list the shopper came from (category, filters, page):
// product links carry it in the history state, which survives a reload of the product page.
import type { Location } from "react-router";

export interface ListReturnState { from?: string }

const isListUrl = (url: unknown): url is string => typeof url === "string" && /^\/pro(\?|$)/.test(url);

/** The list a product link opened from `location` returns to: that list itself, or the one a
 * product page was opened from (its recommendations); none from elsewhere. */
export function listReturnState(location: Location): ListReturnState {
  if (location.pathname === "/pro") return { from: location.pathname + location.search };
  const from = (location.state as ListReturnState | null)?.from;
  return isListUrl(from) ? { from } : {};
}

/** Where 'Retour aux produits' goes from a product page reached at `location`. */
export function listReturnUrl(location: Location): string {
  const from = (location.state as ListReturnState | null)?.from;
  return isListUrl(from) ? from : "/pro";
}
