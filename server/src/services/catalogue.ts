// Catalogue reads shared by GraphQL and REST: product lists (filters, search, sorts, pagination),
// best products and recommendations. `query` is the Prisma select/include a caller needs (Pothos
// passes the one built from the GraphQL selection), so a page of products costs one query.
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import type { SqlRunner } from "../db/connect.ts";
import { compileProductRows, readProductRows } from "./product-rows.ts";
import { sortSizes } from "../../../contract/product-options.ts";
import { createProductLists, inOrder, rowShape, type ListSource } from "./product-list/index.ts";
import type { ProductListQuery } from "./product-list/parameters.ts";
import { rawRows, whereClause } from "./product-list/sql.ts";

/** The home page's best products (SPEC §9: at most 8), at most two a category when the catalogue allows. */
export const BEST_PRODUCTS = 8;
export const BEST_PRODUCTS_PER_CATEGORY = 2;
export const MAX_RECOMMENDATIONS = 8;

/** Whether a product can be ordered, as the storefront decides it: not marked out of stock and
 * some stock left (SPEC §4: adding to the cart is refused otherwise). */
export const isInStock = (p: { stock: number; outOfStock: boolean }) => !p.outOfStock && p.stock > 0;

type Query = { select?: Prisma.ProductSelect; include?: Prisma.ProductInclude };
type CategoryQuery = { select?: Prisma.CategorySelect; include?: Prisma.CategoryInclude };

export const SUB_TYPES_IN_ORDER = { orderBy: [{ position: "asc" as const }, { name: "asc" as const }] };
const WITH_SUB_TYPES = { include: { subTypes: SUB_TYPES_IN_ORDER } };

/** `sql` reads product rows without Prisma's mapping where the shape allows (product-rows.ts). */
export function createCatalogueService(prisma: PrismaClient, sql: SqlRunner, { listSource = "kept" as ListSource } = {}) {
  async function productsByIds<Q extends Query>(ids: string[], query?: Q): Promise<Prisma.ProductGetPayload<Q>[]> {
    const shape = rowShape(query);
    if (!ids.length) return [];
    const statement = compileProductRows(shape);
    const found: Prisma.ProductGetPayload<Q>[] = statement
      ? ((await readProductRows(sql, statement, ids)) as never)
      : ((await prisma.product.findMany({ ...shape, where: { id: { in: ids } } } as Prisma.ProductFindManyArgs & Q)) as never);
    return inOrder(ids, found);
  }
  const lists = createProductLists(sql, productsByIds, listSource);

  const service = {
    /** One list page (services/product-list): its items and its pagination. */
    list: (q: ProductListQuery) => lists.request(q),

    /** The catalogue version whose list order is kept in memory, null before the first list (decision 052). */
    listOrderVersion: lists.keptVersion,
    /** Where list pages come from: `kept` (the order kept in memory, else SQL) or `sql` only (CATALOGUE_LIST_SOURCE). */
    listSource,

    /** The sizes of the enabled combinations of a category's (or sub-type's, or every) product, in
     * size order, each spelled as the first product (by id) spells it. */
    async productSizes(categoryId: string | null, subTypeId: string | null): Promise<string[]> {
      const scope = [
        Prisma.sql`v.enabled AND v."sizeKey" IS NOT NULL`,
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

    /** Every category by French name, sub-types in their order; `withProducts`: only those with a product. */
    listCategories<Q extends CategoryQuery = typeof WITH_SUB_TYPES>(
      query?: Q,
      { withProducts = false } = {},
    ): Promise<Prisma.CategoryGetPayload<Q>[]> {
      // The shop's menus name only categories a shopper finds something in (issue 24).
      const where = withProducts ? { products: { some: {} } } : undefined;
      return prisma.category.findMany({
        ...(query ?? WITH_SUB_TYPES),
        where,
        orderBy: [{ sortName: "asc" }, { id: "asc" }],
      } as Prisma.CategoryFindManyArgs & Q) as never;
    },

    getCategory<Q extends CategoryQuery = typeof WITH_SUB_TYPES>(id: string, query?: Q): Promise<Prisma.CategoryGetPayload<Q> | null> {
      return prisma.category.findUnique({ ...(query ?? WITH_SUB_TYPES), where: { id } } as Prisma.CategoryFindUniqueArgs & Q) as never;
    },

    /** In-stock and out-of-stock product counts per category id. */
    async categoryProductCounts() {
      const rows = await prisma.product.groupBy({ by: ["categoryId", "outOfStock"], _count: { _all: true } });
      const counts = new Map<string, { inStock: number; outOfStock: number }>();
      for (const r of rows) {
        const c = counts.get(r.categoryId) ?? { inStock: 0, outOfStock: 0 };
        c[r.outOfStock ? "outOfStock" : "inStock"] += r._count._all;
        counts.set(r.categoryId, c);
      }
      return counts;
    },

    getProduct<Q extends Query>(id: string, query?: Q): Promise<Prisma.ProductGetPayload<Q> | null> {
      return prisma.product.findUnique({ ...(query ?? {}), where: { id } } as Prisma.ProductFindUniqueArgs & Q) as never;
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
          FROM "Product" p WHERE NOT p."outOfStock" AND p.stock > 0
        ) t
        ORDER BY t.rn > ${perCategory}, t.featured DESC, t."qualityScore" DESC, t."createdAt" DESC, t.id
        LIMIT ${count}`;
      const groups = new Map<string, string[]>();
      for (const r of rows) groups.set(r.categoryId, [...(groups.get(r.categoryId) ?? []), r.id]);
      return [...groups].map(([categoryId, productIds]) => ({ categoryId, productIds }));
    },

    /** Products by id, in the order given (ids not found are left out). */
    productsByIds,

    /** Same sub-type first, then same category; in stock first; never the product itself; at most 8. */
    async recommendationIds(productId: string, limit = MAX_RECOMMENDATIONS): Promise<string[] | null> {
      const product = await prisma.product.findUnique({ where: { id: productId }, select: { categoryId: true, subTypeId: true } });
      if (!product) return null;
      const orderBy: Prisma.ProductOrderByWithRelationInput[] = [{ outOfStock: "asc" }, { qualityScore: "desc" }, { sortName: "asc" }];
      const ids: string[] = [];
      if (product.subTypeId) {
        const same = await prisma.product.findMany({
          where: { subTypeId: product.subTypeId, id: { not: productId } },
          orderBy,
          take: limit,
          select: { id: true },
        });
        ids.push(...same.map((p) => p.id));
      }
      if (ids.length < limit) {
        const rest = await prisma.product.findMany({
          where: { categoryId: product.categoryId, id: { notIn: [productId, ...ids] } },
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
