// A page of a product list and its total from SQL: what serves the back-office's lists, a page the
// kept order cannot answer, and every page while the kept order is being read.
import { Prisma } from "../../generated/prisma/client.ts";
import type { SqlRunner } from "../../db/connect.ts";
import { countedTotal, LIST_SORTS, listConditions } from "./filters.ts";
import type { ProductListQuery } from "./parameters.ts";

export interface ListPage {
  ids: string[];
  total: number;
}

export const whereClause = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;

/** A raw read through the database's runner: Prisma's $queryRaw spends 3-4 times the statement's
 * own CPU on its mapping (decision 053). Counts come back as text or bigint: read with Number(). */
export const rawRows = <T>(sql: SqlRunner, statement: Prisma.Sql) => sql.query<T>(statement.text, statement.values);

/** The total of a list without search words, as an SQL expression. When the filters allow it, it
 * comes from the trigger-kept ProductCount rows (a few dozen), not from counting up to the whole
 * catalogue on every page view. */
function listTotal(q: ProductListQuery): Prisma.Sql {
  const counted = countedTotal(q);
  if (!counted) return Prisma.sql`(SELECT COUNT(*) FROM "Product" ${whereClause(listConditions(q, []))})`;
  return Prisma.sql`(SELECT COALESCE(SUM(${counted.column}), 0) FROM "ProductCount" ${whereClause(counted.where)})`;
}

type Counted = { id: string; total: bigint | number | string };

/**
 * The ids of one page of a list without search words, read through a sort index alone, and the
 * list's total in the same statement (an uncorrelated subquery, run once): one round trip instead
 * of two (decision 046). Prisma's findMany with `skip` and the relationJoins preview builds the
 * page's photos, category and sub-type as LATERAL JSON subqueries evaluated for every skipped row
 * too: page 400 built 8 000 products' JSON to return 20 (decision 037).
 */
async function listPage(sql: SqlRunner, q: ProductListQuery): Promise<ListPage> {
  const rows = await rawRows<Counted>(
    sql,
    Prisma.sql`
    SELECT id, ${listTotal(q)} AS total FROM "Product" ${whereClause(listConditions(q, []))}
    ORDER BY ${LIST_SORTS[q.sortBy].sql} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
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
 * One page of a search (or a size filter) and its total in one statement. The matches are gathered
 * first through their index (MATERIALIZED), then sorted: left to itself, the planner walks a sort
 * index and filters row by row, which reads the whole catalogue when few products match (80 ms at
 * 100k on PostgreSQL, far more on PGlite, instead of 1 ms).
 */
async function gatheredPage(sql: SqlRunner, q: ProductListQuery, words: readonly string[]): Promise<ListPage> {
  const where = whereClause(listConditions(q, words));
  const rows = await rawRows<Counted>(
    sql,
    Prisma.sql`
    WITH matches AS MATERIALIZED (
      SELECT id, "sortName", "finalPrice", featured FROM "Product" ${where}
    )
    SELECT id, COUNT(*) OVER () AS total FROM matches
    ORDER BY ${LIST_SORTS[q.sortBy].sql} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  // A page past the end has no row to carry the total.
  const total = rows.length
    ? Number(rows[0].total)
    : q.page > 1
      ? Number((await rawRows<{ n: bigint | number | string }>(sql, Prisma.sql`SELECT COUNT(*) AS n FROM "Product" ${where}`))[0].n)
      : 0;
  return { ids: rows.map((r) => r.id), total };
}

/** The page from SQL, whatever its filters. */
export const sqlPage = (sql: SqlRunner, q: ProductListQuery, words: readonly string[], gathered: boolean) =>
  gathered ? gatheredPage(sql, q, words) : listPage(sql, q);
