// The catalogue's list order kept in memory (decision 052): for every product, in each sort's order,
// what a list without search words filters on (category, sub-type, final price). A page and its total
// are then one pass over typed arrays, whatever the page's depth or the price bounds, where the
// database walks every earlier row (OFFSET) and counts every match (a price-bounded total).
// A snapshot is labelled with the catalogue version read in the same statement as its rows; the
// version is bumped by a trigger on every product write that can change a list (migration
// list_version), so a snapshot is used only while the database still has that version.
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { ProductSort } from "./catalogue.ts";

export interface ListFilters { sortBy: ProductSort; categoryId: string | null; subTypeId: string | null; minPrice: number | null; maxPrice: number | null }

export interface ListSnapshot {
  version: string;
  ids: string[];
  /** Category and sub-type ids as small numbers (one code per distinct id string; -1: no sub-type). */
  codes: Map<string, number>;
  category: Int32Array;
  subType: Int32Array;
  price: Int32Array;
  /** Positions in `ids` (which are in name order), in each sort's order. */
  orders: Record<ProductSort, Int32Array>;
}

/**
 * Reads a snapshot in one statement, so its rows and its version are those of one moment. The name
 * order and the price order (ties by id, in the database's collation) both come from the database.
 * Two aggregated strings rather than a row per product: at 10 000 products rows cost 160–200 ms
 * through PGlite's protocol, the strings 30–90 ms (decision 052). Ids are the server's own (cuid or
 * UUID: no space); a count that does not add up refuses the snapshot rather than misread it.
 */
export async function readListSnapshot(prisma: PrismaClient): Promise<ListSnapshot> {
  const [r] = await prisma.$queryRaw<{ version: string; byName: string | null; byPrice: string | null }[]>`
    SELECT (SELECT version::text FROM "ListVersion") AS version,
      string_agg(id || ' ' || "categoryId" || ' ' || COALESCE("subTypeId", '-') || ' ' || "finalPrice" || CASE WHEN featured THEN ' 1' ELSE ' 0' END, ' '
                 ORDER BY "sortName", id) AS "byName",
      string_agg(id, ' ' ORDER BY "finalPrice", id) AS "byPrice"
    FROM "Product"`;
  return buildSnapshot(r.version, r.byName ? r.byName.split(" ") : [], r.byPrice ? r.byPrice.split(" ") : []);
}

/** `byName`: id, category id, sub-type id or "-", final price, 1 when featured, for each product in
 * name order; `byPrice`: the ids in price order. */
export function buildSnapshot(version: string, byName: string[], byPrice: string[]): ListSnapshot {
  const n = byPrice.length;
  if (byName.length !== 5 * n) throw new Error("instantané de liste illisible");
  const codes = new Map<string, number>();
  const code = (id: string) => codes.get(id) ?? (codes.set(id, codes.size), codes.size - 1);
  const s: ListSnapshot = {
    version, ids: new Array<string>(n), codes, category: new Int32Array(n), subType: new Int32Array(n), price: new Int32Array(n),
    orders: { alphabet: new Int32Array(n), prix: new Int32Array(n), aLaUne: new Int32Array(n) },
  };
  const position = new Map<string, number>();
  let featured = 0;
  for (let i = 0; i < n; i++) {
    const id = byName[5 * i], sub = byName[5 * i + 2];
    s.ids[i] = id;
    position.set(id, i);
    s.category[i] = code(byName[5 * i + 1]);
    s.subType[i] = sub === "-" ? -1 : code(sub);
    s.price[i] = Number(byName[5 * i + 3]);
    s.orders.alphabet[i] = i;
    if (byName[5 * i + 4] === "1") featured += 1;
  }
  // "à la une" is featured first, then name order: each group keeps its name order.
  let nextFeatured = 0, nextOther = featured;
  for (let i = 0; i < n; i++) s.orders.aLaUne[byName[5 * i + 4] === "1" ? nextFeatured++ : nextOther++] = i;
  byPrice.forEach((id, i) => {
    const p = position.get(id);
    if (p === undefined) throw new Error("instantané de liste illisible");
    s.orders.prix[i] = p;
  });
  return s;
}

/** The ids of rows [offset, offset + limit) of the filtered list, and how many rows match. */
export function pageOf(s: ListSnapshot, f: ListFilters, offset: number, limit: number): { ids: string[]; total: number } {
  // An id the catalogue does not hold matches nothing, as in SQL.
  const category = f.categoryId ? s.codes.get(f.categoryId) ?? -2 : -1;
  const subType = f.subTypeId ? s.codes.get(f.subTypeId) ?? -2 : -1;
  if (category === -2 || subType === -2) return { ids: [], total: 0 };
  const min = f.minPrice ?? -Infinity, max = f.maxPrice ?? Infinity;
  const order = s.orders[f.sortBy];
  const ids: string[] = [];
  let total = 0;
  for (let i = 0; i < order.length; i++) {
    const p = order[i];
    if ((category >= 0 && s.category[p] !== category) || (subType >= 0 && s.subType[p] !== subType) || s.price[p] < min || s.price[p] > max) continue;
    if (total >= offset && total < offset + limit) ids.push(s.ids[p]);
    total += 1;
  }
  return { ids, total };
}
