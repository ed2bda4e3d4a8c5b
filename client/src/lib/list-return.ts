// 'Retour aux produits' goes back to the list the shopper came from (category, filters, page):
// product links carry it in the history state, which survives a reload of the product page.
import type { Location } from "react-router";

export interface ListReturnState {
  from?: string;
}

const listUrl = (state: unknown) => {
  const from = (state as ListReturnState | null)?.from;
  return typeof from === "string" && /^\/pro(\?|$)/.test(from) ? from : undefined;
};

/** What a product link opened from `location` carries: that list itself, or the list a product
 * page was opened from (its recommendations pass it on); nothing from elsewhere. */
export const listReturnState = (location: Location): ListReturnState => ({
  from: location.pathname === "/pro" ? location.pathname + location.search : listUrl(location.state),
});

/** Where 'Retour aux produits' goes from a product page reached at `location`. */
export const listReturnUrl = (location: Location) => listUrl(location.state) ?? "/pro";
