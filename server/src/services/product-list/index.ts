// The catalogue's product lists (issue 28): a list request (`open`) answers its items and its
// pagination from one read of the page, from the kept order or SQL (page-source.ts).
import type { Prisma } from "../../generated/prisma/client.ts";
import type { SqlRunner } from "../../db/connect.ts";
import { compileProductRows, readProductRows, withId, type ProductShape } from "../product-rows.ts";
import { LIST_VERSION } from "./kept-order.ts";
import { paginate, searchWords, type Pagination, type ProductListQuery } from "./parameters.ts";
import { createPageSource, type ListSource, type Trust } from "./page-source.ts";
import type { ListPage } from "./sql.ts";

export * from "./parameters.ts";
export type { ListSource, Trust } from "./page-source.ts";

type Row = Record<string, unknown>;
type Statement = NonNullable<ReturnType<typeof compileProductRows>>;

/** Product rows kept by shape and id (decision 097): read only while live, kept only if no write
 * happened since the read began. */
export interface RowCache extends Trust {
  read(key: string): Row | undefined;
  keep(key: string, row: Row, readAtGeneration: number): void;
}

/** One list request: its items and pagination share the one read of its page. */
export interface ProductList {
  readonly query: ProductListQuery;
  items<Q extends ProductShape>(shape?: Q): Promise<Prisma.ProductGetPayload<Q>[]>;
  pagination(): Promise<Pagination>;
}

/** Products by id in the order given (catalogue.ts), for pages whose rows are not read with their check. */
type ProductsByIds = <Q extends ProductShape>(ids: string[], shape: Q | undefined, audience: { backOffice: boolean }) => Promise<unknown[]>;

/** A compiled row statement that returns nothing unless the catalogue is at version $2. */
const checkedStatements = new WeakMap<Statement, Statement>();
function atVersion(statement: Statement) {
  let checked = checkedStatements.get(statement);
  if (!checked) checkedStatements.set(statement, (checked = { ...statement, sql: `${statement.sql} AND ${LIST_VERSION} = $2` }));
  return checked;
}

/** A compiled statement's number, part of its rows' keys (statements are compiled once a shape). */
const statementNumbers = new WeakMap<object, number>();
let statementCount = 0;
const rowKey = (statement: object, id: string) => {
  let n = statementNumbers.get(statement);
  if (n === undefined) statementNumbers.set(statement, (n = statementCount++));
  return `${n}:${id}`;
};

/** `rows`, when given, keeps product rows between requests and lets shoppers' pages skip the database. */
export function createProductLists(sql: SqlRunner, productsByIds: ProductsByIds, rows?: RowCache, source?: ListSource) {
  const pages = createPageSource(sql, rows, source);

  /**
   * A page (search words included) from the kept order, its rows read by one statement that also
   * checks the catalogue is still at the order's version; null when that cannot be done. `setPage`
   * receives the page's read (the kept page once the check passed; if it fails, a read from
   * page()). While no write happened since the order was known current, the rows kept from earlier
   * pages are used and only the others read (none: no round trip at all, decision 097).
   * Called before any await, so that pagination, resolved right after, finds the page.
   */
  const keptPageRows = (
    q: ProductListQuery,
    words: string[],
    shape: ProductShape | undefined,
    setPage: (page: Promise<ListPage>) => void,
  ): Promise<Row[] | null> | null => {
    const statement = compileProductRows(withId(shape));
    const kept = statement && pages.kept(q, words);
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
      setPage(Promise.resolve(kept));
      return Promise.resolve(kept.ids.map((id) => known.get(id)!));
    }
    const read = readProductRows(sql, atVersion(statement), missing, kept.version).then((found) => {
      if (!found.length) {
        pages.outdated(kept.version);
        return null;
      }
      if (generation !== undefined) {
        pages.confirm(kept.version, generation);
        for (const row of found) rows!.keep(rowKey(statement, row.id as string), row, generation);
      }
      for (const row of found) known.set(row.id as string, row);
      return kept.ids.map((id) => known.get(id)).filter((row): row is Row => row !== undefined);
    });
    const checkedPage = read.then((found) => (found ? kept : pages.page(q, words)));
    checkedPage.catch(() => {}); // the rows' reader reports a failure; pagination may never ask
    setPage(checkedPage);
    return read;
  };

  return {
    /** The list `q` asks for. Its items are asked for first where both are (GraphQL resolves them in
     * the document's order, REST both at once): the kept page's rows then come with its check. */
    open(q: ProductListQuery): ProductList {
      const words = searchWords(q.search);
      let page: Promise<ListPage> | null = null;
      const setPage = (p: Promise<ListPage>) => {
        page = p;
      };
      const readPage = () => (page ??= pages.page(q, words));
      return {
        query: q,
        async items<Q extends ProductShape>(shape?: Q) {
          const checked = page ? null : keptPageRows(q, words, shape, setPage);
          if (checked) {
            const found = await checked;
            if (found) return found as Prisma.ProductGetPayload<Q>[];
          }
          // The page's ids first, then those ≤ 100 rows with what the caller shows.
          return (await productsByIds((await readPage()).ids, shape, q)) as Prisma.ProductGetPayload<Q>[];
        },
        async pagination() {
          return paginate((await readPage()).total, q.page, q.limit);
        },
      };
    },
    /** The catalogue version whose list order is kept in memory, null before the first list (decision 052). */
    listOrderVersion: pages.version,
  };
}
