import type { ApolloCache } from "@apollo/client";

// Lists, counts and dashboard figures are derived on the server (filters, pages, per-category
// counts, 30-day trends): after a catalogue write they are dropped from the normalized cache and
// fetched again by whichever screen shows them next, instead of being patched by hand. Entities
// the mutation returned are already merged by id.
const DERIVED_FIELDS = [
  "products",
  "categories",
  "category",
  "bestProducts",
  "topProducts",
  "dashboardStats",
  "recentActivity",
  "recommendations",
];

export function forgetCatalogueLists(cache: ApolloCache) {
  for (const fieldName of DERIVED_FIELDS) cache.evict({ id: "ROOT_QUERY", fieldName });
  cache.gc();
}

/** Removes a deleted entity (Product or Category) and every list that could still show it. */
export function forgetDeleted(cache: ApolloCache, typename: "Product" | "Category", id: string) {
  cache.evict({ id: cache.identify({ __typename: typename, id }) });
  forgetCatalogueLists(cache);
}
