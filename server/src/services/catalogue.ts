// Catalogue reads shared by GraphQL and REST: product lists (filters, search, sorts, pagination),
// best products and recommendations. `query` is the Prisma select/include a caller needs (Pothos
// passes the one built from the GraphQL selection), so a page of products costs one query.
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import { badInput } from "../lib/errors.ts";
import { foldText } from "../lib/text.ts";
import type { SqlRunner } from "../db/connect.ts";
import { compileProductRows, readProductRows } from "./product-rows.ts";
import { LIST_VERSION, pageOf, readListSnapshot, readListVersion, searchMatches, sizeMatches, type ListSnapshot } from "./list-order.ts";
import { STOCK_FILTERS, type StockFilter } from "./product-variants.ts";
import { MAX_OPTION_VALUE_LENGTH, optionValueKey, sortSizes } from "../../../contract/product-options.ts";
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, PRODUCT_SORTS, type Sort as ProductSort } from "../../../contract/list-params.ts";

export { DEFAULT_PAGE_SIZE };
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_PRICE = 1_000_000_000;
/** The home page's best products (SPEC §9: at most 8), at most two a category when the catalogue allows. */
export const BEST_PRODUCTS = 8;
export const BEST_PRODUCTS_PER_CATEGORY = 2;
export const MAX_RECOMMENDATIONS = 8;

/** Whether a product can be ordered, as the storefront decides it: not marked out of stock and
 * some stock left (SPEC §4: adding to the cart is refused otherwise). */
export const isInStock = (p: { stock: number; outOfStock: boolean }) => !p.outOfStock && p.stock > 0;

export interface ProductListInput {
  page?: number | null;
  limit?: number | null;
  search?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  sortBy?: string | null;
  categoryId?: string | null;
  subTypeId?: string | null;
  size?: string | null;
  stock?: string | null;
  /** set by resolvers for a signed-in administrator: drafts and hidden categories' products included */
  backOffice?: boolean;
  /** back-office only: true drafts alone, false the others */
  draft?: boolean | null;
  /** back-office only: true products with an active promotion alone, false the others */
  promotion?: boolean | null;
}

/** Who reads: shoppers see listed products only (not drafts, not in a hidden category, decision 092). */
export interface Audience {
  backOffice?: boolean;
}
/** Prisma's condition for what shoppers see, none for the back-office. */
const listedFor = (a: Audience | undefined) => (a?.backOffice ? {} : { listed: true });

export interface ProductListQuery {
  page: number;
  limit: number;
  search: string;
  minPrice: number | null;
  maxPrice: number | null;
  sortBy: ProductSort;
  categoryId: string | null;
  subTypeId: string | null;
  /** the size filter as compared (optionValueKey), "" for none */
  size: string;
  /** admin lists only (the resolvers check the role) */
  stock: StockFilter | null;
  /** a signed-in administrator's list: unlisted products too, always from SQL */
  backOffice: boolean;
  /** back-office only: drafts alone (true), or the others (false) */
  draft: boolean | null;
  /** back-office only: an active promotion (true), or none (false) */
  promotion: boolean | null;
}

export interface Pagination {
  current: number;
  pages: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
}

type Query = { select?: Prisma.ProductSelect; include?: Prisma.ProductInclude };
type CategoryQuery = { select?: Prisma.CategorySelect; include?: Prisma.CategoryInclude };

export const SUB_TYPES_IN_ORDER = { orderBy: [{ position: "asc" as const }, { name: "asc" as const }] };
export const WITH_SUB_TYPES = { include: { subTypes: SUB_TYPES_IN_ORDER } };
/** The seller's order (decision 092); ties (none once reordered) by name. */
export const CATEGORIES_IN_ORDER = [{ position: "asc" as const }, { sortName: "asc" as const }, { id: "asc" as const }];

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** Validates list arguments and fills defaults; every refusal is a French message. */
export function parseProductListInput(input: ProductListInput): ProductListQuery {
  const page = input.page ?? 1;
  if (!isInt(page) || page < 1) throw badInput("Le numéro de page doit être un entier supérieur ou égal à 1.", "page");
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  if (!isInt(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw badInput(`Le nombre de produits par page doit être un entier entre 1 et ${MAX_PAGE_SIZE}.`, "limit");
  const search = (input.search ?? "").trim();
  if (search.length > MAX_SEARCH_LENGTH) throw badInput(`La recherche ne peut pas dépasser ${MAX_SEARCH_LENGTH} caractères.`, "search");
  const price = (v: number | null | undefined, field: string) => {
    if (v == null) return null;
    if (!isInt(v) || v < 0 || v > MAX_PRICE)
      throw badInput("Les prix minimum et maximum doivent être des nombres entiers positifs (FCFA).", field);
    return v;
  };
  const minPrice = price(input.minPrice, "minPrice");
  const maxPrice = price(input.maxPrice, "maxPrice");
  if (minPrice != null && maxPrice != null && minPrice > maxPrice)
    throw badInput("Le prix minimum ne peut pas être supérieur au prix maximum.", "minPrice");
  const sortBy = (input.sortBy ?? DEFAULT_SORT) as ProductSort;
  if (!PRODUCT_SORTS.includes(sortBy)) throw badInput("Tri inconnu : utilisez alphabet, prix ou aLaUne.", "sortBy");
  const size = input.size ?? "";
  if (size.length > MAX_OPTION_VALUE_LENGTH)
    throw badInput(`La taille ne peut pas dépasser ${MAX_OPTION_VALUE_LENGTH} caractères.`, "size");
  const stock = input.stock || null;
  if (stock !== null && stock !== "rupture" && stock !== "bas")
    throw badInput("Filtre de stock inconnu : utilisez rupture ou bas.", "stock");
  return {
    page,
    limit,
    search,
    minPrice,
    maxPrice,
    sortBy,
    categoryId: input.categoryId || null,
    subTypeId: input.subTypeId || null,
    size: optionValueKey(size),
    stock,
    backOffice: input.backOffice === true,
    draft: input.backOffice === true && typeof input.draft === "boolean" ? input.draft : null,
    promotion: input.backOffice === true && typeof input.promotion === "boolean" ? input.promotion : null,
  };
}

const searchWords = (search: string) => foldText(search).split(" ").filter(Boolean);

export function paginate(total: number, page: number, limit: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { current: page, pages, total, hasPrev: page > 1, hasNext: page < pages };
}

/** The total of a list without search words, as an SQL expression. Without price bounds it comes
 * from the trigger-kept ProductCount rows (a few dozen), not from counting up to the whole
 * catalogue on every page view. */
function listTotal(q: ProductListQuery): Prisma.Sql {
  if (q.minPrice != null || q.maxPrice != null || q.size || q.stock || q.draft !== null || q.promotion !== null)
    return Prisma.sql`(SELECT COUNT(*) FROM "Product" ${whereClause(listConditions(q, []))})`;
  const column = q.backOffice ? Prisma.sql`products` : Prisma.sql`listed`;
  const scope = [
    ...(q.categoryId ? [Prisma.sql`"categoryId" = ${q.categoryId}`] : []),
    ...(q.subTypeId ? [Prisma.sql`"subTypeKey" = ${q.subTypeId}`] : []),
  ];
  return Prisma.sql`(SELECT COALESCE(SUM(${column}), 0) FROM "ProductCount" ${whereClause(scope)})`;
}

/** LIKE pattern matching `word` anywhere, its own % _ \\ taken literally. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

const SQL_ORDER: Record<ProductSort, Prisma.Sql> = {
  alphabet: Prisma.sql`"sortName", id`,
  prix: Prisma.sql`"finalPrice", id`,
  aLaUne: Prisma.sql`featured DESC, "sortName", id`,
};

/** An active promotion (DECISIONS): 0 < percent < 100 and a price paid below the price (rounding
 * can cancel a small one). */
const ACTIVE_PROMOTION = Prisma.sql`("promotionPercent" > 0 AND "promotionPercent" < 100 AND "finalPrice" < price)`;

/** Every filter of a list as SQL conditions, search words included. */
function listConditions(q: ProductListQuery, words: string[]): Prisma.Sql[] {
  return [
    ...(q.backOffice ? [] : [Prisma.sql`listed`]),
    ...(q.draft !== null ? [Prisma.sql`draft = ${q.draft}`] : []),
    ...(q.promotion !== null ? [q.promotion ? ACTIVE_PROMOTION : Prisma.sql`NOT ${ACTIVE_PROMOTION}`] : []),
    ...words.map((w) => Prisma.sql`"searchText" LIKE ${containsPattern(w)}`),
    ...(q.categoryId ? [Prisma.sql`"categoryId" = ${q.categoryId}`] : []),
    ...(q.subTypeId ? [Prisma.sql`"subTypeId" = ${q.subTypeId}`] : []),
    ...(q.minPrice != null ? [Prisma.sql`"finalPrice" >= ${q.minPrice}`] : []),
    ...(q.maxPrice != null ? [Prisma.sql`"finalPrice" <= ${q.maxPrice}`] : []),
    ...(q.size
      ? [
          Prisma.sql`EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."productId" = "Product".id AND v."sizeKey" = ${q.size} AND v.enabled AND v.stock > 0)`,
        ]
      : []),
    ...(q.stock === "rupture"
      ? [Prisma.sql`(stock = 0 OR "outOfStock")`]
      : q.stock === "bas"
        ? [Prisma.sql`(stock <= ${STOCK_FILTERS.bas} OR "outOfStock")`]
        : []),
  ];
}

const whereClause = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;

/** A raw read through the database's runner: Prisma's $queryRaw spends 3-4 times the statement's
 * own CPU on its mapping (decision 053). Counts come back as text or bigint: read with Number(). */
const rawRows = <T>(sql: SqlRunner, statement: Prisma.Sql) => sql.query<T>(statement.text, statement.values);

/**
 * The ids of one page of a list without search words, read through a sort index alone, and the
 * list's total in the same statement (an uncorrelated subquery, run once): one round trip instead
 * of two (decision 046). Prisma's findMany with `skip` and the relationJoins preview builds the
 * page's photos, category and sub-type as LATERAL JSON subqueries evaluated for every skipped row
 * too: page 400 built 8 000 products' JSON to return 20 (decision 037).
 */
async function listPage(sql: SqlRunner, q: ProductListQuery) {
  const rows = await rawRows<{ id: string; total: bigint | number | string }>(
    sql,
    Prisma.sql`
    SELECT id, ${listTotal(q)} AS total FROM "Product" ${whereClause(listConditions(q, []))}
    ORDER BY ${SQL_ORDER[q.sortBy]} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  // A page past the end has no row to carry the total.
  const total = rows.length
    ? Number(rows[0].total)
    : q.page > 1
      ? Number((await rawRows<{ total: bigint | number | string }>(sql, Prisma.sql`SELECT ${listTotal(q)} AS total`))[0].total)
      : 0;
  return { ids: rows.map((r) => r.id), total };
}

/**
 * One page of a search and its total in one statement. The matches are gathered first through the
 * trigram index (MATERIALIZED), then sorted: left to itself, the planner walks a sort index and
 * filters row by row, which reads the whole catalogue when few products match (80 ms at 100k on
 * PostgreSQL, far more on PGlite, instead of 1 ms).
 */
async function searchPage(sql: SqlRunner, q: ProductListQuery, words: string[]) {
  const where = whereClause(listConditions(q, words));
  const rows = await rawRows<{ id: string; total: bigint | number | string }>(
    sql,
    Prisma.sql`
    WITH matches AS MATERIALIZED (
      SELECT id, "sortName", "finalPrice", featured FROM "Product" ${where}
    )
    SELECT id, COUNT(*) OVER () AS total FROM matches
    ORDER BY ${SQL_ORDER[q.sortBy]} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  // A page past the end has no row to carry the total.
  const total = rows.length
    ? Number(rows[0].total)
    : q.page > 1
      ? Number((await rawRows<{ n: bigint | number | string }>(sql, Prisma.sql`SELECT COUNT(*) AS n FROM "Product" ${where}`))[0].n)
      : 0;
  return { ids: rows.map((r) => r.id), total };
}

/**
 * The list order kept in memory (services/list-order.ts, decision 052). A page is from memory only
 * at the snapshot's version: either checked by the statement that reads its rows (`kept`, decision
 * 054: one round trip for the page) or read first (`page`). Otherwise it comes from SQL while a new
 * snapshot is read. A read costs what dozens of pages do at 100 000 products (0.6–2 s under load),
 * so after one, the next waits nine times as long as it took: a catalogue written to continuously
 * spends at most a tenth of its time reading snapshots.
 */
function createListOrder(sql: SqlRunner, trust?: Trust) {
  let snapshot: ListSnapshot | null = null;
  /** The snapshot known current at this generation of the trusted cache (read, or checked, after it began). */
  let currentAt: { version: string; generation: number } | null = null;
  const current = () =>
    !!trust?.live &&
    !!snapshot &&
    snapshot !== stale &&
    currentAt?.version === snapshot.version &&
    currentAt.generation === trust.generation;
  /** A snapshot a check found out of date: not offered again until the next one is read. */
  let stale: ListSnapshot | null = null;
  let reading = false;
  let nextReadAt = 0;
  const refresh = () => {
    if (reading || Date.now() < nextReadAt) return;
    reading = true;
    const started = Date.now();
    const generation = trust?.generation;
    readListSnapshot(sql)
      .then(
        (s) => {
          if (!snapshot || BigInt(s.version) > BigInt(snapshot.version)) snapshot = s;
          if (generation !== undefined) confirm(s.version, generation);
        },
        () => {
          // A failed read (the database stopping) leaves the pages to SQL, which reports its own errors.
        },
      )
      .finally(() => {
        reading = false;
        nextReadAt = Date.now() + 9 * (Date.now() - started);
      });
  };
  /** The page from the kept order; null for a search it cannot answer (searchMatches) or a
   * back-office list (stock filter, unlisted products: the kept order holds listed ones only). */
  const fromMemory = (s: ListSnapshot, q: ProductListQuery, words: string[]) => {
    if (q.stock || q.backOffice) return null;
    const matches = words.length ? searchMatches(s, words) : undefined;
    if (matches === null) return null;
    const sized = q.size ? sizeMatches(s, q.size, matches) : matches;
    return pageOf(s, q, (q.page - 1) * q.limit, q.limit, sized);
  };
  /** The database was at `version` after the trusted cache reached `generation`. */
  const confirm = (version: string, generation: number) => {
    if (snapshot?.version === version) currentAt = { version, generation };
  };
  return {
    /** The page as the kept order has it, to be used only if the database is still at `version`,
     * unless `current` says no catalogue write happened since the order was known to be. */
    kept(q: ProductListQuery, words: string[]) {
      const found = snapshot && snapshot !== stale ? fromMemory(snapshot, q, words) : null;
      return found && { ...found, version: snapshot!.version, current: current() };
    },
    confirm,
    /** A check found the database past `version`. */
    outdated(version: string) {
      if (snapshot?.version === version) stale = snapshot;
    },
    async page(q: ProductListQuery, words: string[]) {
      const known = current() ? fromMemory(snapshot!, q, words) : null;
      if (known) return known;
      const version = await readListVersion(sql);
      const found = snapshot?.version === version ? fromMemory(snapshot, q, words) : null;
      if (found) return found;
      if (snapshot?.version !== version) {
        if (snapshot) stale = snapshot;
        refresh();
      }
      return words.length || q.size ? searchPage(sql, q, words) : listPage(sql, q);
    },
    /** The catalogue version the kept order was read at (null before the first read). */
    version: () => snapshot?.version ?? null,
  };
}

/** A compiled row statement that returns nothing unless the catalogue is at version $2. */
const checkedStatements = new WeakMap<
  NonNullable<ReturnType<typeof compileProductRows>>,
  NonNullable<ReturnType<typeof compileProductRows>>
>();
function atVersion(statement: NonNullable<ReturnType<typeof compileProductRows>>) {
  let checked = checkedStatements.get(statement);
  if (!checked) checkedStatements.set(statement, (checked = { ...statement, sql: `${statement.sql} AND ${LIST_VERSION} = $2` }));
  return checked;
}

/** The same row statement keeping listed products only (shoppers' reads). */
const listedStatements = new WeakMap<
  NonNullable<ReturnType<typeof compileProductRows>>,
  NonNullable<ReturnType<typeof compileProductRows>>
>();
function listedOnly(statement: NonNullable<ReturnType<typeof compileProductRows>>) {
  let listed = listedStatements.get(statement);
  if (!listed) listedStatements.set(statement, (listed = { ...statement, sql: `${statement.sql} AND p.listed` }));
  return listed;
}

/** The id is needed to restore the order, even when the caller's select leaves it out. */
const rowShape = (query?: Query) => (query?.select ? { select: { ...query.select, id: true } } : (query ?? {}));

/** Rows in the order of `ids` (ids not found are left out). */
function inOrder<T>(ids: string[], found: T[]): T[] {
  const byId = new Map(found.map((p) => [(p as { id: string }).id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type Row = Record<string, unknown>;
/** A store every catalogue write clears (http/response-cache.ts), this instance's and the others'
 * (decision 041): while it is live and at one generation, nothing the catalogue shows has changed. */
export interface Trust {
  readonly live: boolean;
  readonly generation: number;
}
/** Product rows kept by shape and id (decision 097): read only while live, kept only if no write
 * happened since the read began. */
export interface RowCache extends Trust {
  read(key: string): Row | undefined;
  keep(key: string, row: Row, readAtGeneration: number): void;
}

/** A compiled statement's number, part of its rows' keys (statements are compiled once a shape). */
const statementNumbers = new WeakMap<object, number>();
let statementCount = 0;
const rowKey = (statement: object, id: string) => {
  let n = statementNumbers.get(statement);
  if (n === undefined) statementNumbers.set(statement, (n = statementCount++));
  return `${n}:${id}`;
};

/** `sql` reads product rows without Prisma's mapping where the shape allows (product-rows.ts);
 * `rows`, when given, keeps them between requests and lets shoppers' pages skip the database. */
export function createCatalogueService(prisma: PrismaClient, sql: SqlRunner, rows?: RowCache) {
  const listOrder = createListOrder(sql, rows);
  // GraphQL resolves a page's items and pagination separately from the same parsed query object:
  // both read the one statement that gives a page's ids and its total.
  const pages = new WeakMap<ProductListQuery, Promise<{ ids: string[]; total: number }>>();
  const page = (q: ProductListQuery) => {
    let found = pages.get(q);
    if (!found) {
      pages.set(q, (found = listOrder.page(q, searchWords(q.search))));
    }
    return found;
  };

  /**
   * A page of a list (search words included) from the kept order, its rows read by one statement that
   * also checks the catalogue is still at the order's version; null when that cannot be done. The
   * page's total is shared (pagination) once the check passed; if it fails, page() reads it.
   * While no write happened since the order was known current, the rows kept from earlier pages are
   * used and only the others read (none: no round trip at all, decision 097).
   * Started before any await, so that pagination, resolved right after, finds the page.
   */
  const keptPageRows = (q: ProductListQuery, query?: Query): Promise<Row[] | null> | null => {
    const statement = compileProductRows(rowShape(query));
    const words = searchWords(q.search);
    const kept = statement && listOrder.kept(q, words);
    if (!statement || !kept || !(kept.ids.length || kept.current)) return null;
    const generation = rows?.generation;
    const known = new Map<string, Row>();
    if (rows && kept.current)
      for (const id of kept.ids) {
        const row = rows.read(rowKey(statement, id));
        if (row) known.set(id, row);
      }
    const missing = kept.ids.filter((id) => !known.has(id));
    if (!missing.length) {
      pages.set(q, Promise.resolve(kept));
      return Promise.resolve(kept.ids.map((id) => known.get(id)!));
    }
    const read = readProductRows(sql, atVersion(statement), missing, kept.version).then((found) => {
      if (!found.length) {
        listOrder.outdated(kept.version);
        return null;
      }
      if (generation !== undefined) {
        listOrder.confirm(kept.version, generation);
        for (const row of found) rows!.keep(rowKey(statement, row.id as string), row, generation);
      }
      for (const row of found) known.set(row.id as string, row);
      return kept.ids.map((id) => known.get(id)).filter((row): row is Row => row !== undefined);
    });
    const checkedPage = read.then((found) => (found ? kept : listOrder.page(q, words)));
    checkedPage.catch(() => {}); // the rows' reader reports a failure; pagination may never ask
    pages.set(q, checkedPage);
    return read;
  };

  const service = {
    async listProducts<Q extends Query>(q: ProductListQuery, query?: Q): Promise<Prisma.ProductGetPayload<Q>[]> {
      const checked = pages.has(q) ? null : keptPageRows(q, query);
      if (checked) {
        const rows = await checked;
        if (rows) return rows as never;
      }
      // The page's ids first, then those ≤ 100 rows with what the caller shows.
      return service.productsByIds((await page(q)).ids, query, q);
    },

    async productPagination(q: ProductListQuery): Promise<Pagination> {
      return paginate((await page(q)).total, q.page, q.limit);
    },

    /** The catalogue version whose list order is kept in memory, null before the first list (decision 052). */
    listOrderVersion: listOrder.version,

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
      const shape = rowShape(query);
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
