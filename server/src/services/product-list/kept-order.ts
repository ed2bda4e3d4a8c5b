// The catalogue's list order kept in memory (decision 052): for every product, in each sort's order,
// what a list without search words filters on (category, sub-type, final price). A page and its total
// are then one pass over typed arrays, whatever the page's depth or the price bounds, where the
// database walks every earlier row (OFFSET) and counts every match (a price-bounded total).
// A snapshot is labelled with the catalogue version read in the same statement as its rows; the
// version is bumped by a trigger on every product write that can change a list (migration
// list_version), so a snapshot is used only while the database still has that version. It holds
// the products shoppers see only (Product.listed, decision 092); the back-office's lists use SQL.
import type { SqlRunner } from "../../db/connect.ts";
import type { Sort as ProductSort } from "../../../../contract/list-params.ts";

export interface ListFilters {
  sortBy: ProductSort;
  categoryId: string | null;
  subTypeId: string | null;
  minPrice: number | null;
  maxPrice: number | null;
}

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
  /** What searches read (searchIndex); null for a catalogue whose texts exceed MAX_SEARCH_TEXT
   * (its searches use SQL). */
  search: SearchIndex | null;
  /** For each size (as compared: the variants' sizeKey), the positions of the products with an
   * enabled combination of that size in stock (issue 25's size filter). */
  sizes: Map<string, Int32Array>;
  /** Final prices in increasing order: of every product, of each category's and of each
   * sub-type's (by code). A list's total under price bounds is then two binary searches, and its
   * page a walk that stops at the page's last row (issue 27). */
  prices: { all: Int32Array; byCategory: Map<number, Int32Array>; bySubType: Map<number, Int32Array> };
}

/**
 * The distinct space-separated tokens of every product's search text, one a line of `vocabulary`
 * (token t from tokenStarts[t]), and for each the positions of the products holding it
 * (postings[postingStarts[t]] up to postingStarts[t + 1]). A search word holds no space, so it is
 * a substring of a search text exactly when it is a substring of one of its tokens: scanning the
 * vocabulary (200 000 tokens at 100 000 demo products, 20 000 at 10 000) costs far less than the
 * texts themselves (10 MB at 100 000).
 */
export interface SearchIndex {
  vocabulary: string;
  tokenStarts: Int32Array;
  postings: Int32Array;
  postingStarts: Int32Array;
}

/** At most this many characters of search text are kept (about 100 a product in the demo shop:
 * 1 MB at 10 000 products); a catalogue of long descriptions searches in SQL instead. */
export const MAX_SEARCH_TEXT = 16_000_000;
const LINE = "\n";

/** What a snapshot is read from: strings of ids separated by spaces (the server's ids, cuid or
 * UUID, hold none). `byPrice` is, for each final price in increasing order, the price, how many
 * products have it and their ids; `categories` and `subTypes` map an id to its products' ids. */
export interface SnapshotText {
  version: string;
  byName: string;
  byPrice: string;
  featured: string;
  categories: Record<string, string>;
  subTypes: Record<string, string>;
  searchText?: string | null;
  sizes?: Record<string, string>;
}

/**
 * Reads a snapshot in one statement, so every part and the version are those of one moment. Each
 * part is an index-only walk of one sort index, already in its order; the name and price orders
 * (ties by id, in the database's collation) both come from the database. Aggregated strings rather
 * than a row per product, which costs far more through PGlite's protocol (decision 052).
 */
/** The catalogue's list version as text; no row yet (a freshly migrated catalogue) reads as 0. */
export const LIST_VERSION = `COALESCE((SELECT version::text FROM "ListVersion"), '0')`;

/** The version the database is at now: a snapshot of another version is not used. */
export async function readListVersion(sql: SqlRunner): Promise<string> {
  const [{ version }] = await sql.query<{ version: string }>(`SELECT ${LIST_VERSION} AS version`);
  return version;
}

/** Names the snapshot read in the SQL sent, so that statement logs (and the plans test, which reads
 * only per-request statements) can tell the one whole-catalogue read per version. */
export const SNAPSHOT_MARK = "/* list order snapshot */";

export async function readListSnapshot(sql: SqlRunner): Promise<ListSnapshot> {
  const [r] = await sql.query<{
    version: string;
    byName: string | null;
    byPrice: string | null;
    featured: string | null;
    categories: string | null;
    subTypes: string | null;
    searchText: string | null;
    sizes: string | null;
  }>(`
    ${SNAPSHOT_MARK}
    SELECT ${LIST_VERSION} AS version,
      (SELECT string_agg(id, ' ' ORDER BY "sortName", id) FROM "Product" WHERE listed) AS "byName",
      (SELECT string_agg(price, ' ' ORDER BY "finalPrice") FROM (
        SELECT "finalPrice", "finalPrice" || ' ' || COUNT(*) || ' ' || string_agg(id, ' ' ORDER BY id) AS price FROM "Product" WHERE listed GROUP BY 1) p) AS "byPrice",
      (SELECT string_agg(id, ' ' ORDER BY "sortName", id) FROM "Product" WHERE listed AND featured) AS featured,
      (SELECT json_object_agg(k, ids)::text FROM (
        SELECT "categoryId" AS k, string_agg(id, ' ' ORDER BY "sortName", id) AS ids FROM "Product" WHERE listed GROUP BY 1) c) AS categories,
      (SELECT json_object_agg(k, ids)::text FROM (
        SELECT "subTypeId" AS k, string_agg(id, ' ' ORDER BY "sortName", id) AS ids FROM "Product" WHERE listed AND "subTypeId" IS NOT NULL GROUP BY 1) s) AS "subTypes",
      (SELECT CASE WHEN COALESCE(SUM(length("searchText") + 1), 0) <= ${MAX_SEARCH_TEXT}
        THEN string_agg("searchText", E'\\n' ORDER BY "sortName", id) END FROM "Product" WHERE listed) AS "searchText",
      (SELECT json_object_agg(k, ids)::text FROM (
        SELECT "sizeKey" AS k, string_agg(DISTINCT "productId", ' ') AS ids FROM "ProductVariant" v
        WHERE enabled AND stock > 0 AND "sizeKey" IS NOT NULL
          AND EXISTS (SELECT 1 FROM "Product" p WHERE p.id = v."productId" AND p.listed) GROUP BY 1) z) AS sizes`);
  return await buildSnapshot({
    version: r.version,
    byName: r.byName ?? "",
    byPrice: r.byPrice ?? "",
    featured: r.featured ?? "",
    categories: JSON.parse(r.categories ?? "{}") as Record<string, string>,
    subTypes: JSON.parse(r.subTypes ?? "{}") as Record<string, string>,
    searchText: r.byName ? r.searchText : "",
    sizes: JSON.parse(r.sizes ?? "{}") as Record<string, string>,
  });
}

const words = (text: string) => (text ? text.split(" ") : []);
/** Lets waiting requests run between the parts of a build: at 100 000 products the whole build
 * is ~200 ms of the server's one thread, each part a fifth of it. */
const letOthersRun = () => new Promise((resolve) => setImmediate(resolve));
const unreadable = () => new Error("instantané de liste illisible");

/** Builds the arrays; a part that does not add up (an unknown id, a product left without its
 * category) refuses the snapshot rather than misread it. */
export async function buildSnapshot(t: SnapshotText): Promise<ListSnapshot> {
  const ids = words(t.byName);
  const n = ids.length;
  const position = new Map<string, number>();
  ids.forEach((id, i) => position.set(id, i));
  const at = (id: string) => {
    const p = position.get(id);
    if (p === undefined) throw unreadable();
    return p;
  };
  const codes = new Map<string, number>();
  const code = (id: string) => {
    const known = codes.get(id);
    if (known !== undefined) return known;
    codes.set(id, codes.size);
    return codes.size - 1;
  };
  const s: ListSnapshot = {
    version: t.version,
    ids,
    codes,
    category: new Int32Array(n).fill(-1),
    subType: new Int32Array(n).fill(-1),
    price: new Int32Array(n),
    orders: { alphabet: Int32Array.from(ids.keys()), prix: new Int32Array(n), aLaUne: new Int32Array(n) },
    search: null,
    sizes: new Map(),
    prices: { all: new Int32Array(n), byCategory: new Map(), bySubType: new Map() },
  };
  await letOthersRun();
  const byPrice = words(t.byPrice);
  let rank = 0;
  for (let k = 0; k < byPrice.length; ) {
    const price = Number(byPrice[k]),
      count = Number(byPrice[k + 1]);
    for (const id of byPrice.slice(k + 2, k + 2 + count)) {
      const p = at(id);
      s.price[p] = price;
      s.orders.prix[rank++] = p;
    }
    k += 2 + count;
  }
  await letOthersRun();
  for (const [id, members] of Object.entries(t.categories)) for (const m of words(members)) s.category[at(m)] = code(id);
  await letOthersRun();
  for (const [id, members] of Object.entries(t.subTypes)) for (const m of words(members)) s.subType[at(m)] = code(id);
  if (rank !== n || s.category.includes(-1)) throw unreadable();
  s.prices = priceIndex(s);
  for (const [size, members] of Object.entries(t.sizes ?? {})) s.sizes.set(size, Int32Array.from(words(members), at));
  // "à la une" is featured first, then name order: each group keeps its name order.
  const featured = new Uint8Array(n);
  for (const id of words(t.featured)) featured[at(id)] = 1;
  let nextFeatured = 0,
    nextOther = words(t.featured).length;
  for (let i = 0; i < n; i++) s.orders.aLaUne[featured[i] ? nextFeatured++ : nextOther++] = i;
  await letOthersRun();
  s.search = t.searchText == null ? null : await searchIndex(t.searchText, n);
  return s;
}

/** The prices of every product, of each category's and of each sub-type's, each in increasing
 * order (the price order's, read once). */
function priceIndex(s: ListSnapshot): ListSnapshot["prices"] {
  const group = (codeOf: Int32Array) => {
    const counts = new Map<number, number>();
    for (const c of codeOf) if (c >= 0) counts.set(c, (counts.get(c) ?? 0) + 1);
    const lists = new Map([...counts].map(([c, count]) => [c, { prices: new Int32Array(count), next: 0 }]));
    for (const p of s.orders.prix) {
      const list = lists.get(codeOf[p]);
      if (list) list.prices[list.next++] = s.price[p];
    }
    return new Map([...lists].map(([c, l]) => [c, l.prices]));
  };
  return { all: Int32Array.from(s.orders.prix, (p) => s.price[p]), byCategory: group(s.category), bySubType: group(s.subType) };
}

/** How many of `sorted` (increasing) are below `value`. */
function countBelow(sorted: Int32Array, value: number) {
  let lo = 0,
    hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many of `sorted` (increasing) lie within [min, max]. */
const countWithin = (sorted: Int32Array, min: number, max: number) =>
  max < min
    ? 0
    : (max === Infinity ? sorted.length : countBelow(sorted, Math.floor(max) + 1)) -
      (min === -Infinity ? 0 : countBelow(sorted, Math.ceil(min)));

/** The index of the n lines of `text` (line p: product p's search text); null when the text has
 * another number of lines, or a token holds the vocabulary's line break (texts written around the
 * services: their searches use SQL). */
async function searchIndex(text: string, n: number): Promise<SearchIndex | null> {
  const lines = n ? text.split(LINE) : [];
  if (lines.length !== n) return null;
  const tokenIds = new Map<string, number>();
  const holders: number[][] = [];
  for (let p = 0; p < n; p++) {
    if (p % 5_000 === 4_999) await letOthersRun();
    for (const token of lines[p].split(" ")) {
      if (!token) continue;
      let t = tokenIds.get(token);
      if (t === undefined) tokenIds.set(token, (t = holders.push([]) - 1));
      const list = holders[t];
      if (list[list.length - 1] !== p) list.push(p);
    }
  }
  const tokens = [...tokenIds.keys()];
  const tokenStarts = new Int32Array(tokens.length + 1);
  const postingStarts = new Int32Array(tokens.length + 1);
  let chars = 0,
    count = 0;
  tokens.forEach((token, t) => {
    tokenStarts[t] = chars;
    chars += token.length + 1;
    postingStarts[t] = count;
    count += holders[t].length;
  });
  tokenStarts[tokens.length] = chars;
  postingStarts[tokens.length] = count;
  const postings = new Int32Array(count);
  holders.forEach((list, t) => postings.set(list, postingStarts[t]));
  return { vocabulary: tokens.join(LINE), tokenStarts, postings, postingStarts };
}

/**
 * The products whose search text holds every word, as SQL's `"searchText" LIKE '%word%'` for each
 * (a plain substring, case and accents as stored): 1 at their positions. Null when the snapshot
 * keeps no search index, or for a word it cannot look up (empty, or holding a space or line break).
 */
export function searchMatches(s: ListSnapshot, words: readonly string[]): Uint8Array | null {
  if (!s.search || words.some((w) => !w || w.includes(LINE) || w.includes(" "))) return null;
  const { vocabulary, tokenStarts, postings, postingStarts } = s.search;
  // hits[p] = how many of the words so far product p holds; each word counts once a product.
  const hits = new Uint8Array(s.ids.length);
  words.forEach((word, k) => {
    for (let at = vocabulary.indexOf(word); at !== -1; ) {
      const t = lineOf(tokenStarts, at);
      for (let i = postingStarts[t]; i < postingStarts[t + 1]; i++) if (hits[postings[i]] === k) hits[postings[i]] = k + 1;
      at = vocabulary.indexOf(word, tokenStarts[t + 1]);
    }
  });
  for (let p = 0; p < hits.length; p++) hits[p] = hits[p] === words.length ? 1 : 0;
  return hits;
}

/** `matches` (or every product) narrowed to those with `size` in stock: 1 at their positions. */
export function sizeMatches(s: ListSnapshot, size: string, matches?: Uint8Array): Uint8Array {
  const sized = new Uint8Array(s.ids.length);
  for (const p of s.sizes.get(size) ?? []) if (!matches || matches[p]) sized[p] = 1;
  return sized;
}

/** The line holding character `at`: the last start ≤ at. */
function lineOf(starts: Int32Array, at: number) {
  let lo = 0,
    hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The ids of rows [offset, offset + limit) of the filtered list, and how many rows match;
 * `matches` (searchMatches) keeps only the products of a search. Without `matches`, the total comes
 * from the sorted prices and the walk stops at the page's last row: a page costs its depth, not the
 * catalogue's size; the price order starts its walk at the lowest price allowed (issue 27). */
export function pageOf(
  s: ListSnapshot,
  f: ListFilters,
  offset: number,
  limit: number,
  matches?: Uint8Array,
): { ids: string[]; total: number } {
  // An id the catalogue does not hold matches nothing, as in SQL.
  const category = f.categoryId ? (s.codes.get(f.categoryId) ?? -2) : -1;
  const subType = f.subTypeId ? (s.codes.get(f.subTypeId) ?? -2) : -1;
  if (category === -2 || subType === -2) return { ids: [], total: 0 };
  const min = f.minPrice ?? -Infinity,
    max = f.maxPrice ?? Infinity;
  const order = s.orders[f.sortBy];
  // Both a category and a sub-type: the sub-type's prices count only if it is of that category.
  const known = !matches && !(category >= 0 && subType >= 0);
  const sorted = !known
    ? null
    : subType >= 0
      ? s.prices.bySubType.get(subType)
      : category >= 0
        ? s.prices.byCategory.get(category)
        : s.prices.all;
  const total = known ? (sorted ? countWithin(sorted, min, max) : 0) : -1;
  const ids: string[] = [];
  if (total === 0 || (total > 0 && offset >= total)) return { ids, total };
  const end = offset + limit;
  // The price order holds, before this position, only products under the lowest price allowed.
  let i = f.sortBy === "prix" && min > -Infinity ? countBelow(s.prices.all, Math.ceil(min)) : 0;
  let seen = 0;
  for (; i < order.length; i++) {
    const p = order[i];
    if (
      (category >= 0 && s.category[p] !== category) ||
      (subType >= 0 && s.subType[p] !== subType) ||
      s.price[p] < min ||
      s.price[p] > max ||
      (matches && !matches[p])
    )
      continue;
    if (seen >= offset && seen < end) ids.push(s.ids[p]);
    seen += 1;
    if (total >= 0 && seen >= end) break;
  }
  return { ids, total: total >= 0 ? total : seen };
}
