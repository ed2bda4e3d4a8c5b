// Every filter of a product list, one entry each (issue 28): its SQL conditions, whether the
// trigger-kept counts give the total with it (decision 025), whether its matches are gathered before
// they are sorted, whether the order kept in memory answers it (kept-order.ts, decision 052), and the
// columns whose writes can change its answer. The list-version trigger must watch exactly the
// columns of what the kept order answers (tests/server/list-order.test.ts compares them with the
// database's triggers). Adding a filter: a parameter (parameters.ts), an entry here, and, if the kept
// order is to answer it, its reading in kept-order.ts.
import { Prisma } from "../../generated/prisma/client.ts";
import { STOCK_FILTERS } from "../product-variants.ts";
import type { Sort as ProductSort } from "../../../../contract/list-params.ts";
import type { ProductListQuery } from "./parameters.ts";

/** Columns, by table, whose writes can change an answer. */
export type Watched = { Product?: readonly string[]; ProductVariant?: readonly string[] };

export interface ListFilter {
  name: string;
  /** whether the request sets it (a search: when it has words) */
  isSet(q: ProductListQuery, words: readonly string[]): boolean;
  /** its conditions on "Product" rows, when set */
  where(q: ProductListQuery, words: readonly string[]): Prisma.Sql[];
  /** how "ProductCount" (rows per category and sub-type) counts with it set; absent: counted in SQL */
  count?: { column?: "listed"; where?: (q: ProductListQuery) => Prisma.Sql };
  /** matches gathered through their own index before they are sorted (a search, a size) */
  gathered?: true;
  /** the order kept in memory answers it */
  kept: boolean;
  watches: Watched;
}

/** LIKE pattern matching `word` anywhere, its own % _ \\ taken literally. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

/** An active promotion (DECISIONS): 0 < percent < 100 and a price paid below the price (rounding
 * can cancel a small one). */
const ACTIVE_PROMOTION = Prisma.sql`("promotionPercent" > 0 AND "promotionPercent" < 100 AND "finalPrice" < price)`;

/** What shoppers see (decision 092): the kept order holds these products alone. */
export const LISTED: ListFilter = {
  name: "listed",
  isSet: (q) => !q.backOffice,
  where: () => [Prisma.sql`listed`],
  count: { column: "listed" },
  kept: true,
  watches: { Product: ["listed"] },
};

/** In the order their conditions are written in SQL. */
export const LIST_FILTERS: readonly ListFilter[] = [
  LISTED,
  {
    name: "draft",
    isSet: (q) => q.draft !== null,
    where: (q) => [Prisma.sql`draft = ${q.draft}`],
    kept: false,
    watches: {},
  },
  {
    name: "promotion",
    isSet: (q) => q.promotion !== null,
    where: (q) => [q.promotion ? ACTIVE_PROMOTION : Prisma.sql`NOT ${ACTIVE_PROMOTION}`],
    kept: false,
    watches: {},
  },
  {
    name: "search",
    isSet: (_q, words) => words.length > 0,
    where: (_q, words) => words.map((w) => Prisma.sql`"searchText" LIKE ${containsPattern(w)}`),
    gathered: true,
    kept: true,
    watches: { Product: ["searchText"] },
  },
  {
    name: "categoryId",
    isSet: (q) => !!q.categoryId,
    where: (q) => [Prisma.sql`"categoryId" = ${q.categoryId}`],
    count: { where: (q) => Prisma.sql`"categoryId" = ${q.categoryId}` },
    kept: true,
    watches: { Product: ["categoryId"] },
  },
  {
    name: "subTypeId",
    isSet: (q) => !!q.subTypeId,
    where: (q) => [Prisma.sql`"subTypeId" = ${q.subTypeId}`],
    count: { where: (q) => Prisma.sql`"subTypeKey" = ${q.subTypeId}` },
    kept: true,
    watches: { Product: ["subTypeId"] },
  },
  {
    name: "minPrice",
    isSet: (q) => q.minPrice != null,
    where: (q) => [Prisma.sql`"finalPrice" >= ${q.minPrice}`],
    kept: true,
    watches: { Product: ["finalPrice"] },
  },
  {
    name: "maxPrice",
    isSet: (q) => q.maxPrice != null,
    where: (q) => [Prisma.sql`"finalPrice" <= ${q.maxPrice}`],
    kept: true,
    watches: { Product: ["finalPrice"] },
  },
  {
    name: "size",
    isSet: (q) => !!q.size,
    where: (q) => [
      Prisma.sql`EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."productId" = "Product".id AND v."sizeKey" = ${q.size} AND v.enabled AND v.stock > 0)`,
    ],
    gathered: true,
    kept: true,
    watches: { ProductVariant: ["productId", "sizeKey", "stock", "enabled"] },
  },
  {
    name: "stock",
    isSet: (q) => q.stock !== null,
    where: (q) =>
      q.stock === "rupture" ? [Prisma.sql`(stock = 0 OR "outOfStock")`] : [Prisma.sql`(stock <= ${STOCK_FILTERS.bas} OR "outOfStock")`],
    kept: false,
    watches: {},
  },
];

/** Each sort's SQL order (ties by id) and the columns it reads. */
export const LIST_SORTS: Record<ProductSort, { sql: Prisma.Sql; watches: Watched }> = {
  alphabet: { sql: Prisma.sql`"sortName", id`, watches: { Product: ["sortName"] } },
  prix: { sql: Prisma.sql`"finalPrice", id`, watches: { Product: ["finalPrice"] } },
  aLaUne: { sql: Prisma.sql`featured DESC, "sortName", id`, watches: { Product: ["featured", "sortName"] } },
};

const setFilters = (q: ProductListQuery, words: readonly string[]) => LIST_FILTERS.filter((f) => f.isSet(q, words));

/** Every condition of a list as SQL. */
export const listConditions = (q: ProductListQuery, words: readonly string[]): Prisma.Sql[] =>
  setFilters(q, words).flatMap((f) => f.where(q, words));

/** Whether the matches are gathered before they are sorted (a search, a size). */
export const isGathered = (q: ProductListQuery, words: readonly string[]) => setFilters(q, words).some((f) => f.gathered);

/** Whether the order kept in memory can answer the list: shoppers' products, every filter one it keeps. */
export const keptOrderAnswers = (q: ProductListQuery, words: readonly string[]) =>
  LISTED.isSet(q, words) && setFilters(q, words).every((f) => f.kept);

/** How "ProductCount" gives the list's total (its column and conditions), or null when its rows cannot. */
export function countedTotal(q: ProductListQuery): { column: Prisma.Sql; where: Prisma.Sql[] } | null {
  const set = setFilters(q, []);
  if (!set.every((f) => f.count)) return null;
  return {
    column: set.some((f) => f.count?.column === "listed") ? Prisma.sql`listed` : Prisma.sql`products`,
    where: set.flatMap((f) => (f.count?.where ? [f.count.where(q)] : [])),
  };
}

/** The columns whose writes can change what the kept order answers: those its filters and the sorts read. */
export function keptOrderColumns(): Record<keyof Watched, string[]> {
  const out: Record<keyof Watched, Set<string>> = { Product: new Set(), ProductVariant: new Set() };
  for (const w of [...LIST_FILTERS.filter((f) => f.kept).map((f) => f.watches), ...Object.values(LIST_SORTS).map((s) => s.watches)])
    for (const [table, columns] of Object.entries(w) as [keyof Watched, readonly string[]][]) for (const c of columns) out[table].add(c);
  return { Product: [...out.Product].sort(), ProductVariant: [...out.ProductVariant].sort() };
}
