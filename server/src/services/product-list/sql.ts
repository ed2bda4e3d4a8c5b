// A list page and its total from SQL, built from the filter table (parameters.ts): what serves while
// the kept order is stale, the filters it does not answer (stock), and every list with
// CATALOGUE_LIST_SOURCE=sql.
import { Prisma } from "../../generated/prisma/client.ts";
import type { SqlRunner } from "../../db/connect.ts";
import { LIST_FILTERS, LIST_SORTS, isSet, type ProductListQuery } from "./parameters.ts";

export interface Page {
  ids: string[];
  total: number;
}

const setFilters = (q: ProductListQuery) => LIST_FILTERS.filter((f) => isSet(q[f.name]));

/** Every filter of a list as SQL conditions, search words included. */
const listConditions = (q: ProductListQuery) => setFilters(q).flatMap((f) => f.where(q[f.name] as never));

export const whereClause = (conditions: Prisma.Sql[]) =>
  conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;

/** A raw read through the database's runner: Prisma's $queryRaw spends 3-4 times the statement's
 * own CPU on its mapping (decision 053). Counts come back as text or bigint: read with Number(). */
export const rawRows = <T>(sql: SqlRunner, statement: Prisma.Sql) => sql.query<T>(statement.text, statement.values);

/** The total of a list without search words, as an SQL expression. When every filter given has a
 * "ProductCount" column (a category, a sub-type) it comes from those trigger-kept rows (a few
 * dozen), not from counting up to the whole catalogue on every page view (decision 025). */
function listTotal(q: ProductListQuery): Prisma.Sql {
  const filters = setFilters(q);
  if (filters.some((f) => !f.count)) return Prisma.sql`(SELECT COUNT(*) FROM "Product" ${whereClause(listConditions(q))})`;
  const scope = filters.map((f) => Prisma.sql`${Prisma.raw(`"${f.count}"`)} = ${q[f.name]}`);
  return Prisma.sql`(SELECT COALESCE(SUM(products), 0) FROM "ProductCount" ${whereClause(scope)})`;
}

type Total = { total: bigint | number | string };

/**
 * The ids of one page of a list without search words, read through a sort index alone, and the
 * list's total in the same statement (an uncorrelated subquery, run once): one round trip instead
 * of two (decision 046). Prisma's findMany with `skip` and the relationJoins preview builds the
 * page's photos, category and sub-type as LATERAL JSON subqueries evaluated for every skipped row
 * too: page 400 built 8 000 products' JSON to return 20 (decision 037).
 */
async function listPage(sql: SqlRunner, q: ProductListQuery): Promise<Page> {
  const rows = await rawRows<{ id: string } & Total>(
    sql,
    Prisma.sql`
    SELECT id, ${listTotal(q)} AS total FROM "Product" ${whereClause(listConditions(q))}
    ORDER BY ${LIST_SORTS[q.sortBy].sql} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  // A page past the end has no row to carry the total.
  const total = rows.length
    ? Number(rows[0].total)
    : q.page > 1
      ? Number((await rawRows<Total>(sql, Prisma.sql`SELECT ${listTotal(q)} AS total`))[0].total)
      : 0;
  return { ids: rows.map((r) => r.id), total };
}

/**
 * One page of a search (or a size) and its total in one statement. The matches are gathered first
 * through the trigram index (MATERIALIZED), then sorted: left to itself, the planner walks a sort
 * index and filters row by row, which reads the whole catalogue when few products match (80 ms at
 * 100k on PostgreSQL, far more on PGlite, instead of 1 ms; decision 028).
 */
async function gatheredPage(sql: SqlRunner, q: ProductListQuery): Promise<Page> {
  const where = whereClause(listConditions(q));
  const rows = await rawRows<{ id: string } & Total>(
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
      ? Number((await rawRows<{ n: Total["total"] }>(sql, Prisma.sql`SELECT COUNT(*) AS n FROM "Product" ${where}`))[0].n)
      : 0;
  return { ids: rows.map((r) => r.id), total };
}

/** A page and its total from SQL. */
export const sqlPage = (sql: SqlRunner, q: ProductListQuery): Promise<Page> =>
  setFilters(q).some((f) => f.gather) ? gatheredPage(sql, q) : listPage(sql, q);
