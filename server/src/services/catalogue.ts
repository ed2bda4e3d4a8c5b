// Catalogue reads shared by GraphQL and REST: categories, products, product lists (product-list/),
// best products and recommendations. `query` is the Prisma select/include a caller needs (Pothos
// passes the one built from the GraphQL selection), so a page of products costs one query.
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import type { SqlRunner } from "../db/connect.ts";
import { compileProductRows, readProductRows, withId, type ProductShape } from "./product-rows.ts";
import { createProductLists, type ListSource, type ProductListQuery, type RowCache } from "./product-list/index.ts";
import { rawRows, whereClause } from "./product-list/sql.ts";
import { sortSizes } from "../../../contract/product-options.ts";

/** The home page's best products (SPEC §9: at most 8), at most two a category when the catalogue allows. */
export const BEST_PRODUCTS = 8;
export const BEST_PRODUCTS_PER_CATEGORY = 2;
export const MAX_RECOMMENDATIONS = 8;

/** Whether a product can be ordered, as the storefront decides it: not marked out of stock and
 * some stock left (SPEC §4: adding to the cart is refused otherwise). */
export const isInStock = (p: { stock: number; outOfStock: boolean }) => !p.outOfStock && p.stock > 0;

/** Who reads: shoppers see listed products only (not drafts, not in a hidden category, decision 092). */
export interface Audience {
  backOffice?: boolean;
}
/** Prisma's condition for what shoppers see, none for the back-office. */
const listedFor = (a: Audience | undefined) => (a?.backOffice ? {} : { listed: true });

type Query = ProductShape;
type CategoryQuery = { select?: Prisma.CategorySelect; include?: Prisma.CategoryInclude };

export const SUB_TYPES_IN_ORDER = { orderBy: [{ position: "asc" as const }, { name: "asc" as const }] };
export const WITH_SUB_TYPES = { include: { subTypes: SUB_TYPES_IN_ORDER } };
/** The seller's order (decision 092); ties (none once reordered) by name. */
export const CATEGORIES_IN_ORDER = [{ position: "asc" as const }, { sortName: "asc" as const }, { id: "asc" as const }];

type Statement = NonNullable<ReturnType<typeof compileProductRows>>;
/** The same row statement keeping listed products only (shoppers' reads). */
const listedStatements = new WeakMap<Statement, Statement>();
function listedOnly(statement: Statement) {
  let listed = listedStatements.get(statement);
  if (!listed) listedStatements.set(statement, (listed = { ...statement, sql: `${statement.sql} AND p.listed` }));
  return listed;
}

/** Rows in the order of `ids` (ids not found are left out). */
function inOrder<T>(ids: string[], found: T[]): T[] {
  const byId = new Map(found.map((p) => [(p as { id: string }).id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `sql` reads product rows without Prisma's mapping where the shape allows (product-rows.ts);
 * `rows`, when given, keeps them between requests and lets shoppers' pages skip the database. */
export function createCatalogueService(prisma: PrismaClient, sql: SqlRunner, rows?: RowCache, source?: ListSource) {
  const lists = createProductLists(sql, (ids, shape, audience) => service.productsByIds(ids, shape, audience), rows, source);
  const service = {
    /** A list request: its items and pagination (product-list/). */
    productList: (q: ProductListQuery) => lists.open(q),

    /** The catalogue version whose list order is kept in memory, null before the first list (decision 052). */
    listOrderVersion: () => lists.listOrderVersion(),

    /** The sizes of the enabled combinations of a category's (or sub-type's, or every) product, in
     * size order, each spelled as the first product (by id) spells it. */
    async productSizes(categoryId: string | null, subTypeId: string | null): Promise<string[]> {
      const scope = [
        Prisma.sql`v.enabled AND v."sizeKey" IS NOT NULL AND p.listed`,
        ...(categoryId ? [Prisma.sql`p."categoryId" = ${categoryId}`] : []),
        ...(subTypeId ? [Prisma.sql`p."subTypeId" = ${subTypeId}`] : []),
      ];
      const rows = await rawRows<{ size: string }>(
        sql,
        Prisma.sql`
        SELECT DISTINCT ON (v."sizeKey") v.size FROM "ProductVariant" v JOIN "Product" p ON p.id = v."productId"
        ${whereClause(scope)} ORDER BY v."sizeKey", v."productId"`,
      );
      return sortSizes(rows.map((r) => r.size));
    },

    /** Every category in the seller's order, sub-types in their order; shoppers get the visible ones
     * only; `withProducts`: only those with a product they can see. */
    listCategories<Q extends CategoryQuery = typeof WITH_SUB_TYPES>(
      query?: Q,
      { withProducts = false, backOffice = false } = {},
    ): Promise<Prisma.CategoryGetPayload<Q>[]> {
      // The shop's menus name only categories a shopper finds something in (issue 24).
      const where = {
        ...(backOffice ? {} : { hidden: false }),
        ...(withProducts ? { products: { some: listedFor({ backOffice }) } } : {}),
      };
      return prisma.category.findMany({
        ...(query ?? WITH_SUB_TYPES),
        where,
        orderBy: CATEGORIES_IN_ORDER,
      } as Prisma.CategoryFindManyArgs & Q) as never;
    },

    /** A category; a hidden one is not found for shoppers. */
    getCategory<Q extends CategoryQuery = typeof WITH_SUB_TYPES>(
      id: string,
      query?: Q,
      audience?: Audience,
    ): Promise<Prisma.CategoryGetPayload<Q> | null> {
      const where = { id, ...(audience?.backOffice ? {} : { hidden: false }) };
      return prisma.category.findUnique({ ...(query ?? WITH_SUB_TYPES), where } as Prisma.CategoryFindUniqueArgs & Q) as never;
    },

    /** In-stock and out-of-stock product counts per category id (listed products for shoppers). */
    async categoryProductCounts(audience?: Audience) {
      const rows = await prisma.product.groupBy({
        by: ["categoryId", "outOfStock"],
        where: listedFor(audience),
        _count: { _all: true },
      });
      const counts = new Map<string, { inStock: number; outOfStock: number }>();
      for (const r of rows) {
        const c = counts.get(r.categoryId) ?? { inStock: 0, outOfStock: 0 };
        c[r.outOfStock ? "outOfStock" : "inStock"] += r._count._all;
        counts.set(r.categoryId, c);
      }
      return counts;
    },

    /** A product; a draft or a hidden category's product is not found for shoppers. */
    getProduct<Q extends Query>(id: string, query?: Q, audience?: Audience): Promise<Prisma.ProductGetPayload<Q> | null> {
      const where = { id, ...listedFor(audience) };
      return prisma.product.findUnique({ ...(query ?? {}), where } as Prisma.ProductFindUniqueArgs & Q) as never;
    },

    /**
     * Up to `count` in-stock products chosen across the catalogue: featured first, then the best
     * quality score, then the most recent; at most `perCategory` from one category while others
     * have products to offer, the rest filled past that cap (decision 066). Returns
     * [{ categoryId, productIds }], groups in the order of their first product.
     */
    async bestProductGroups(count = BEST_PRODUCTS, perCategory = BEST_PRODUCTS_PER_CATEGORY) {
      const rows = await prisma.$queryRaw<{ id: string; categoryId: string }[]>`
        SELECT t.id, t."categoryId" FROM (
          SELECT p.id, p."categoryId", p.featured, p."qualityScore", p."createdAt",
                 ROW_NUMBER() OVER (PARTITION BY p."categoryId" ORDER BY p.featured DESC, p."qualityScore" DESC, p."createdAt" DESC, p.id) AS rn
          FROM "Product" p WHERE p.listed AND NOT p."outOfStock" AND p.stock > 0
        ) t
        ORDER BY t.rn > ${perCategory}, t.featured DESC, t."qualityScore" DESC, t."createdAt" DESC, t.id
        LIMIT ${count}`;
      const groups = new Map<string, string[]>();
      for (const r of rows) groups.set(r.categoryId, [...(groups.get(r.categoryId) ?? []), r.id]);
      return [...groups].map(([categoryId, productIds]) => ({ categoryId, productIds }));
    },

    /** Products by id, in the order given (ids not found, and for shoppers unlisted ones, are left
     * out: a cart line whose product became a draft reads as a product that no longer exists). */
    async productsByIds<Q extends Query>(ids: string[], query?: Q, audience?: Audience): Promise<Prisma.ProductGetPayload<Q>[]> {
      const shape = withId(query);
      if (!ids.length) return [];
      const compiled = compileProductRows(shape);
      const statement = compiled && (audience?.backOffice ? compiled : listedOnly(compiled));
      const where = { id: { in: ids }, ...listedFor(audience) };
      const found: Prisma.ProductGetPayload<Q>[] = statement
        ? ((await readProductRows(sql, statement, ids)) as never)
        : ((await prisma.product.findMany({ ...shape, where } as Prisma.ProductFindManyArgs & Q)) as never);
      return inOrder(ids, found);
    },

    /** Same sub-type first, then same category; in stock first; never the product itself; at most 8. */
    async recommendationIds(productId: string, limit = MAX_RECOMMENDATIONS): Promise<string[] | null> {
      // Shoppers' answer only: a draft has none, and none is offered.
      const product = await prisma.product.findUnique({
        where: { id: productId, listed: true },
        select: { categoryId: true, subTypeId: true },
      });
      if (!product) return null;
      const orderBy: Prisma.ProductOrderByWithRelationInput[] = [{ outOfStock: "asc" }, { qualityScore: "desc" }, { sortName: "asc" }];
      const ids: string[] = [];
      if (product.subTypeId) {
        const same = await prisma.product.findMany({
          where: { subTypeId: product.subTypeId, id: { not: productId }, listed: true },
          orderBy,
          take: limit,
          select: { id: true },
        });
        ids.push(...same.map((p) => p.id));
      }
      if (ids.length < limit) {
        const rest = await prisma.product.findMany({
          where: { categoryId: product.categoryId, id: { notIn: [productId, ...ids] }, listed: true },
          orderBy,
          take: limit - ids.length,
          select: { id: true },
        });
        ids.push(...rest.map((p) => p.id));
      }
      return ids;
    },
  };
  return service;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
