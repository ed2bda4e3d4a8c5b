// Where a page of a product list comes from: the list order kept in memory (kept-order.ts, decision
// 052) when it is current and answers the filters, SQL (sql.ts) otherwise.
import type { SqlRunner } from "../../db/connect.ts";
import { isGathered, keptOrderAnswers } from "./filters.ts";
import { pageOf, readListSnapshot, readListVersion, searchMatches, sizeMatches, type ListSnapshot } from "./kept-order.ts";
import type { ProductListQuery } from "./parameters.ts";
import { sqlPage, type ListPage } from "./sql.ts";

/** A store every catalogue write clears (http/response-cache.ts), this instance's and the others'
 * (decision 041): while it is live and at one generation, nothing the catalogue shows has changed. */
export interface Trust {
  readonly live: boolean;
  readonly generation: number;
}

/** "sql": every page from SQL, the kept order never read (CATALOGUE_LIST_SOURCE, for bisecting a
 * wrong page between the two paths). */
export type ListSource = "kept" | "sql";

/** A page the kept order has, to be used only while the database is at `version`, unless `current`. */
export type KeptPage = ListPage & { version: string; current: boolean };

/**
 * A page is from memory only at the snapshot's version: either checked by the statement that reads
 * its rows (`kept`, decision 054: one round trip for the page) or read first (`page`). Otherwise it
 * comes from SQL while a new snapshot is read. A read costs what dozens of pages do at 100 000
 * products (0.6–2 s under load), so after one, the next waits nine times as long as it took: a
 * catalogue written to continuously spends at most a tenth of its time reading snapshots.
 */
export function createPageSource(sql: SqlRunner, trust?: Trust, source: ListSource = "kept") {
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
  /** The page from the kept order; null for filters it does not answer (filters.ts) or a search
   * it cannot (searchMatches). */
  const fromMemory = (s: ListSnapshot, q: ProductListQuery, words: readonly string[]) => {
    if (!keptOrderAnswers(q, words)) return null;
    const matches = words.length ? searchMatches(s, words) : undefined;
    if (matches === null) return null;
    const sized = q.size ? sizeMatches(s, q.size, matches) : matches;
    return pageOf(s, q, (q.page - 1) * q.limit, q.limit, sized);
  };
  /** The database was at `version` after the trusted cache reached `generation`. */
  const confirm = (version: string, generation: number) => {
    if (snapshot?.version === version) currentAt = { version, generation };
  };
  const fromSql = (q: ProductListQuery, words: readonly string[]) => sqlPage(sql, q, words, isGathered(q, words));
  return {
    /** The page as the kept order has it, to be used only if the database is still at `version`,
     * unless `current` says no catalogue write happened since the order was known to be. */
    kept(q: ProductListQuery, words: readonly string[]): KeptPage | null {
      const found = snapshot && snapshot !== stale ? fromMemory(snapshot, q, words) : null;
      return found && { ...found, version: snapshot!.version, current: current() };
    },
    confirm,
    /** A check found the database past `version`. */
    outdated(version: string) {
      if (snapshot?.version === version) stale = snapshot;
    },
    async page(q: ProductListQuery, words: readonly string[]): Promise<ListPage> {
      if (source === "sql") return fromSql(q, words);
      const known = current() ? fromMemory(snapshot!, q, words) : null;
      if (known) return known;
      const version = await readListVersion(sql);
      const found = snapshot?.version === version ? fromMemory(snapshot, q, words) : null;
      if (found) return found;
      if (snapshot?.version !== version) {
        if (snapshot) stale = snapshot;
        refresh();
      }
      return fromSql(q, words);
    },
    /** The catalogue version the kept order was read at (null before the first read, and always with source "sql"). */
    version: () => snapshot?.version ?? null,
  };
}

export type PageSource = ReturnType<typeof createPageSource>;
