// Product lists (decision 087): one request object a list page, its items and its pagination read
// from the one page it holds. A page comes from the list order kept in memory (kept-order.ts,
// decisions 052, 054, 076) or from SQL (sql.ts); both read their filters from one table
// (parameters.ts). CATALOGUE_LIST_SOURCE=sql serves every list from SQL, to tell the two apart
// when a list looks wrong.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { SqlRunner } from "../../db/connect.ts";
import { compileProductRows, readProductRows } from "../product-rows.ts";
import { LIST_VERSION, createKeptOrder } from "./kept-order.ts";
import type { ProductListQuery } from "./parameters.ts";
import { sqlPage, type Page } from "./sql.ts";

export type ListSource = "kept" | "sql";
export type RowQuery = { select?: Prisma.ProductSelect; include?: Prisma.ProductInclude };

export interface Pagination {
  current: number;
  pages: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
}

export function paginate(total: number, page: number, limit: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { current: page, pages, total, hasPrev: page > 1, hasNext: page < pages };
}

/** One list page asked for: GraphQL resolves `items` and `pagination` on it, REST asks both. */
export interface ProductListRequest {
  readonly query: ProductListQuery;
  /** The page's products with what `rows` selects, in the list's order. */
  items<Q extends RowQuery>(rows?: Q): Promise<Prisma.ProductGetPayload<Q>[]>;
  pagination(): Promise<Pagination>;
}

type Compiled = NonNullable<ReturnType<typeof compileProductRows>>;
/** A compiled row statement that returns nothing unless the catalogue is at version $2. */
const checkedStatements = new WeakMap<Compiled, Compiled>();
function atVersion(statement: Compiled) {
  let checked = checkedStatements.get(statement);
  if (!checked) checkedStatements.set(statement, (checked = { ...statement, sql: `${statement.sql} AND ${LIST_VERSION} = $2` }));
  return checked;
}

/** The id is needed to restore the order, even when the caller's select leaves it out. */
export const rowShape = (query?: RowQuery) => (query?.select ? { select: { ...query.select, id: true } } : (query ?? {}));

/** Rows in the order of `ids` (ids not found are left out). */
export function inOrder<T>(ids: string[], found: T[]): T[] {
  const byId = new Map(found.map((p) => [(p as { id: string }).id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `byIds`: products by id in the order given (the catalogue's productsByIds). */
export function createProductLists(
  sql: SqlRunner,
  byIds: <Q extends RowQuery>(ids: string[], rows?: Q) => Promise<Prisma.ProductGetPayload<Q>[]>,
  source: ListSource = "kept",
) {
  const kept = source === "kept" ? createKeptOrder(sql) : null;
  /** The page at the database's version: from the kept order when it is there, else from SQL. */
  const currentPage = async (q: ProductListQuery): Promise<Page> => (kept && (await kept.page(q))) ?? sqlPage(sql, q);

  /**
   * The page from the kept order with its rows, read by one statement that also checks the
   * catalogue is still at the order's version (decision 054); null when that cannot be done. If the
   * check fails, `fallback` is the page read as currentPage reads it.
   */
  function checkedRows(q: ProductListQuery, rows: RowQuery | undefined) {
    const statement = compileProductRows(rowShape(rows));
    const found = statement && kept?.unchecked(q);
    if (!statement || !found?.ids.length) return null;
    const read = readProductRows(sql, atVersion(statement), found.ids, found.version).then((r) => {
      if (r.length) return inOrder(found.ids, r);
      kept!.outdated(found.version);
      return null;
    });
    const page = read.then((r) => (r ? found : currentPage(q)));
    page.catch(() => {}); // the rows' reader reports a failure; pagination may never ask
    return { read, page };
  }

  return {
    request(q: ProductListQuery): ProductListRequest {
      let page: Promise<Page> | null = null;
      const ids = () => (page ??= currentPage(q));
      return {
        query: q,
        async items<Q extends RowQuery>(rows?: Q) {
          // Before any await: pagination, resolved right after, then finds the checked page.
          const checked = page ? null : checkedRows(q, rows);
          if (checked) {
            page = checked.page;
            const found = await checked.read;
            if (found) return found as never;
          }
          // The page's ids first, then those ≤ 100 rows with what the caller shows.
          return byIds((await ids()).ids, rows);
        },
        async pagination() {
          return paginate((await ids()).total, q.page, q.limit);
        },
      };
    },
    /** The catalogue version whose list order is kept in memory, null before the first list or
     * when every list is served from SQL (decision 052). */
    keptVersion: () => kept?.version() ?? null,
  };
}
