// The catalogue's list order kept in memory (decision 052): every product in each sort's order, and
// what the table's filters (parameters.ts) read of it: its groups (category, sub-type), its final
// price, the sets it belongs to (sizes in stock) and its search text. A page
// and its total are then one pass over typed arrays, whatever the page's depth or the price bounds,
// where the database walks every earlier row (OFFSET) and counts every match (a price-bounded total).
// A snapshot is labelled with the catalogue version read in the same statement as its rows; the
// version is bumped by a trigger on every write of a column the table watches (migration
// list_version), so a snapshot is used only while the database still has that version.
import type { SqlRunner } from "../../db/connect.ts";
import type { Sort as ProductSort } from "../../../../contract/list-params.ts";
import { productField } from "../data-model.ts";
import { LIST_FILTERS, isSet, searchWords, type FilterName, type ProductListQuery } from "./parameters.ts";
import type { Page } from "./sql.ts";

/** The sort and the filters the kept order answers without a match mark (groups, price bounds). */
export type ListFilters = { sortBy: ProductSort } & Partial<Pick<ProductListQuery, FilterName>>;

/** The products of one group filter (a category, a sub-type). */
export interface Group {
  /** Each distinct value as a small number. */
  codes: Map<string, number>;
  /** Each product's code, -1 for none. */
  codeOf: Int32Array;
  /** Final prices of each code's products in increasing order: a list's total under price bounds
   * is then two binary searches, and its page a walk that stops at the page's last row (issue 27). */
  prices: Map<number, Int32Array>;
}

export interface ListSnapshot {
  version: string;
  ids: string[];
  price: Int32Array;
  /** Final prices of every product in increasing order. */
  prices: Int32Array;
  groups: Record<string, Group>;
  /** Positions in `ids` (which are in name order), in each sort's order. */
  orders: Record<ProductSort, Int32Array>;
  /** What searches read (searchIndex); null for a catalogue whose texts exceed MAX_SEARCH_TEXT
   * (its searches use SQL). */
  search: SearchIndex | null;
  /** For each set filter, for each key (a size as compared: the variants' sizeKey), the positions
   * of the products holding it (issue 25's size filter: an enabled combination in stock). */
  sets: Record<string, Map<string, Int32Array>>;
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
 * products have it and their ids; `groups` and `sets`, for each filter of that kind, map a value
 * to its products' ids. */
export interface SnapshotText {
  version: string;
  byName: string;
  byPrice: string;
  featured: string;
  groups: Record<string, Record<string, string>>;
  searchText?: string | null;
  sets?: Record<string, Record<string, string>>;
}

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

const GROUPS = LIST_FILTERS.flatMap((f) => (f.kept?.kind === "group" ? [{ name: f.name, column: f.kept.column }] : []));
const SETS = LIST_FILTERS.flatMap((f) => (f.kept?.kind === "set" ? [{ name: f.name, members: f.kept.members }] : []));
const groupPart = (column: string) => {
  const where = productField(column).isRequired ? "" : ` WHERE "${column}" IS NOT NULL`;
  return `(SELECT json_object_agg(k, ids)::text FROM (
        SELECT "${column}" AS k, string_agg(id, ' ' ORDER BY "sortName", id) AS ids FROM "Product"${where} GROUP BY 1) g)`;
};

/**
 * Reads a snapshot in one statement, so every part and the version are those of one moment. Each
 * part is an index-only walk of one sort index, already in its order; the name and price orders
 * (ties by id, in the database's collation) both come from the database. Aggregated strings rather
 * than a row per product, which costs far more through PGlite's protocol (decision 052). The
 * groups' and sets' parts come from the filter table.
 */
const SNAPSHOT_STATEMENT = `
    ${SNAPSHOT_MARK}
    SELECT ${LIST_VERSION} AS version,
      (SELECT string_agg(id, ' ' ORDER BY "sortName", id) FROM "Product") AS "byName",
      (SELECT string_agg(price, ' ' ORDER BY "finalPrice") FROM (
        SELECT "finalPrice", "finalPrice" || ' ' || COUNT(*) || ' ' || string_agg(id, ' ' ORDER BY id) AS price FROM "Product" GROUP BY 1) p) AS "byPrice",
      (SELECT string_agg(id, ' ' ORDER BY "sortName", id) FROM "Product" WHERE featured) AS featured,
      (SELECT CASE WHEN COALESCE(SUM(length("searchText") + 1), 0) <= ${MAX_SEARCH_TEXT}
        THEN string_agg("searchText", E'\\n' ORDER BY "sortName", id) END FROM "Product") AS "searchText",
      ${[
        ...GROUPS.map((g) => `${groupPart(g.column)} AS "group:${g.name}"`),
        ...SETS.map((s) => `(SELECT json_object_agg(k, ids)::text FROM (${s.members}) z) AS "set:${s.name}"`),
      ].join(",\n      ")}`;

export async function readListSnapshot(sql: SqlRunner): Promise<ListSnapshot> {
  const [r] = await sql.query<Record<string, string | null>>(SNAPSHOT_STATEMENT);
  const parts = (prefix: string, names: { name: string }[]) =>
    Object.fromEntries(names.map(({ name }) => [name, JSON.parse(r[`${prefix}:${name}`] ?? "{}") as Record<string, string>]));
  return await buildSnapshot({
    version: r.version ?? "0",
    byName: r.byName ?? "",
    byPrice: r.byPrice ?? "",
    featured: r.featured ?? "",
    groups: parts("group", GROUPS),
    searchText: r.byName ? r.searchText : "",
    sets: parts("set", SETS),
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
  const s: ListSnapshot = {
    version: t.version,
    ids,
    price: new Int32Array(n),
    prices: new Int32Array(n),
    groups: {},
    orders: { alphabet: Int32Array.from(ids.keys()), prix: new Int32Array(n), aLaUne: new Int32Array(n) },
    search: null,
    sets: {},
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
  if (rank !== n) throw unreadable();
  s.prices = Int32Array.from(s.orders.prix, (p) => s.price[p]);
  for (const { name, column } of GROUPS) {
    await letOthersRun();
    s.groups[name] = group(s, t.groups[name] ?? {}, at, productField(column).isRequired);
  }
  for (const { name } of SETS) {
    const sets = new Map<string, Int32Array>();
    for (const [key, members] of Object.entries(t.sets?.[name] ?? {})) sets.set(key, Int32Array.from(words(members), at));
    s.sets[name] = sets;
  }
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

/** One group filter's codes, and each code's prices in increasing order (the price order's, read
 * once). `required`: every product has a value (its column is NOT NULL). */
function group(s: ListSnapshot, members: Record<string, string>, at: (id: string) => number, required: boolean): Group {
  const codes = new Map<string, number>();
  const codeOf = new Int32Array(s.ids.length).fill(-1);
  for (const [value, ids] of Object.entries(members)) {
    const code = codes.size;
    codes.set(value, code);
    for (const id of words(ids)) codeOf[at(id)] = code;
  }
  if (required && codeOf.includes(-1)) throw unreadable();
  const counts = new Int32Array(codes.size);
  for (const c of codeOf) if (c >= 0) counts[c]++;
  const lists = Array.from(counts, (count) => ({ prices: new Int32Array(count), next: 0 }));
  for (const p of s.orders.prix) {
    const list = lists[codeOf[p]];
    if (list) list.prices[list.next++] = s.price[p];
  }
  return { codes, codeOf, prices: new Map(lists.map((l, c) => [c, l.prices])) };
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
export function searchMatches(s: ListSnapshot, words: string[]): Uint8Array | null {
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

/** `matches` (or every product) narrowed to those holding `key` in the set filter `name` (a size
 * in stock): 1 at their positions. */
export function setMatches(s: ListSnapshot, name: string, key: string, matches?: Uint8Array): Uint8Array {
  const held = new Uint8Array(s.ids.length);
  for (const p of s.sets[name]?.get(key) ?? []) if (!matches || matches[p]) held[p] = 1;
  return held;
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

const GROUP_NAMES = GROUPS.map((g) => g.name);
const MIN = LIST_FILTERS.find((f) => f.kept?.kind === "min")?.name;
const MAX = LIST_FILTERS.find((f) => f.kept?.kind === "max")?.name;

/** The ids of rows [offset, offset + limit) of the filtered list, and how many rows match;
 * `matches` (searchMatches, setMatches) keeps only the products of a search or a set. Without
 * `matches` and with at most one group, the total comes from the sorted prices and the walk stops
 * at the page's last row: a page costs its depth, not the catalogue's size; the price order starts
 * its walk at the lowest price allowed (issue 27). */
export function pageOf(s: ListSnapshot, f: ListFilters, offset: number, limit: number, matches?: Uint8Array): Page {
  const groups: { codeOf: Int32Array; code: number; prices: Int32Array | undefined }[] = [];
  for (const name of GROUP_NAMES) {
    const value = f[name];
    if (!isSet(value)) continue;
    const g = s.groups[name];
    const code = g?.codes.get(value as string);
    // A value the catalogue does not hold matches nothing, as in SQL.
    if (code === undefined) return { ids: [], total: 0 };
    groups.push({ codeOf: g.codeOf, code, prices: g.prices.get(code) });
  }
  const min = ((MIN && f[MIN]) as number | null | undefined) ?? -Infinity,
    max = ((MAX && f[MAX]) as number | null | undefined) ?? Infinity;
  const order = s.orders[f.sortBy];
  // Two groups at once (a category and a sub-type): the sorted prices of neither give the total.
  const known = !matches && groups.length <= 1;
  const sorted = !known ? null : groups.length ? groups[0].prices : s.prices;
  const total = known ? (sorted ? countWithin(sorted, min, max) : 0) : -1;
  const ids: string[] = [];
  if (total === 0 || (total > 0 && offset >= total)) return { ids, total };
  const end = offset + limit;
  // The price order holds, before this position, only products under the lowest price allowed.
  let i = f.sortBy === "prix" && min > -Infinity ? countBelow(s.prices, Math.ceil(min)) : 0;
  // The first two groups are tested inline (a category and a sub-type); any further one joins the
  // match mark: a loop over the groups for every product cost half as much again as the whole walk.
  const [g0, g1, ...more] = groups;
  const codes0 = g0?.codeOf,
    code0 = g0?.code ?? -1,
    codes1 = g1?.codeOf,
    code1 = g1?.code ?? -1;
  if (more.length) matches = groupMatches(s.ids.length, more, matches);
  let seen = 0;
  for (; i < order.length; i++) {
    const p = order[i];
    if (
      (codes0 && codes0[p] !== code0) ||
      (codes1 && codes1[p] !== code1) ||
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

/** `matches` (or every product) narrowed to the products in each of `groups`. */
function groupMatches(n: number, groups: { codeOf: Int32Array; code: number }[], matches?: Uint8Array) {
  const kept = new Uint8Array(n);
  for (let p = 0; p < n; p++) kept[p] = (!matches || matches[p]) && groups.every((g) => g.codeOf[p] === g.code) ? 1 : 0;
  return kept;
}

/** The page as the snapshot has it; null when a filter given is one the kept order does not answer
 * (stock), or a search it cannot (searchMatches). */
export function keptPage(s: ListSnapshot, q: ProductListQuery): Page | null {
  let matches: Uint8Array | undefined;
  for (const f of LIST_FILTERS) {
    const value = q[f.name];
    if (!isSet(value)) continue;
    if (!f.kept) return null;
    if (f.kept.kind === "words") {
      const words = searchWords(value as string);
      if (!words.length) continue;
      const found = searchMatches(s, words);
      if (!found) return null;
      matches = matches ? found.map((v, p) => v & matches![p]) : found;
    } else if (f.kept.kind === "set") matches = setMatches(s, f.name, value as string, matches);
  }
  return pageOf(s, q, (q.page - 1) * q.limit, q.limit, matches);
}

/**
 * The kept order of one service: the latest snapshot read, refreshed in the background when the
 * database's version has moved on. A read costs what dozens of pages do at 100 000 products
 * (0.6–2 s under load), so after one, the next waits nine times as long as it took: a catalogue
 * written to continuously spends at most a tenth of its time reading snapshots.
 */
export function createKeptOrder(sql: SqlRunner) {
  let snapshot: ListSnapshot | null = null;
  /** A snapshot a check found out of date: not offered again until the next one is read. */
  let stale: ListSnapshot | null = null;
  let reading = false;
  let nextReadAt = 0;
  const refresh = () => {
    if (reading || Date.now() < nextReadAt) return;
    reading = true;
    const started = Date.now();
    readListSnapshot(sql)
      .then(
        (read) => {
          if (!snapshot || BigInt(read.version) > BigInt(snapshot.version)) snapshot = read;
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
  return {
    /** The page as the kept order has it, to be used only if the database is still at `version`
     * (checked by the statement that reads its rows, decision 054). */
    unchecked(q: ProductListQuery): (Page & { version: string }) | null {
      const found = snapshot && snapshot !== stale ? keptPage(snapshot, q) : null;
      return found && { ...found, version: snapshot!.version };
    },
    /** A check found the database past `version`. */
    outdated(version: string) {
      if (snapshot?.version === version) stale = snapshot;
    },
    /** The page at the database's current version (read first), or null: SQL serves it while a
     * new snapshot is read. */
    async page(q: ProductListQuery): Promise<Page | null> {
      const version = await readListVersion(sql);
      if (snapshot?.version === version) return keptPage(snapshot, q);
      if (snapshot) stale = snapshot;
      refresh();
      return null;
    },
    /** The catalogue version the kept order was read at (null before the first read). */
    version: () => snapshot?.version ?? null,
  };
}
export type KeptOrder = ReturnType<typeof createKeptOrder>;
