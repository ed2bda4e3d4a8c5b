// The product lists' sorts: their own module so that the catalogue and the list order kept in
// memory (list-order.ts, which the catalogue imports) both name them without importing each other.
export const PRODUCT_SORTS = ["alphabet", "prix", "aLaUne"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
