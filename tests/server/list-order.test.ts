// The list order kept in memory (decision 052): its pages must be those of one plain ordering of the
// rows, before and after every kind of product write (the kept order is then stale and SQL serves,
// until a new one is read), whoever writes: the trigger-bumped version catches writes that bypass
// the services too, which these tests make through Prisma directly.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createModeAndBags, createProduct } from "../fixtures/catalogue.ts";
import { derivedProductColumns } from "../../server/src/services/product-columns.ts";
import { createCatalogueService } from "../../server/src/services/catalogue.ts";
import { parseProductListInput, type RowCache } from "../../server/src/services/product-list/index.ts";
import {
  buildSnapshot,
  pageOf,
  searchMatches,
  sizeMatches,
  SNAPSHOT_MARK,
  type ListFilters,
  type ListSnapshot,
} from "../../server/src/services/product-list/kept-order.ts";
import type { Prisma } from "../../server/src/generated/prisma/client.ts";
import { keptOrderColumns } from "../../server/src/services/product-list/filters.ts";
import { createCatalogueCache, ROW_CACHE_LIMITS, rowBytes } from "../../server/src/http/response-cache.ts";

const ORDERS: Record<string, Prisma.ProductOrderByWithRelationInput[]> = {
  alphabet: [{ sortName: "asc" }, { id: "asc" }],
  prix: [{ finalPrice: "asc" }, { id: "asc" }],
  aLaUne: [{ featured: "desc" }, { sortName: "asc" }, { id: "asc" }],
};
const LIMIT = 10;

describe("a page of the kept order", () => {
  // Synthetic rows; the plain ordering below is what the database's would be for these ids and names.
  const rows = Array.from({ length: 60 }, (_, i) => ({
    id: `p${String(i).padStart(2, "0")}`,
    name: `n${(i * 7) % 13}`,
    category: `c${i % 3}`,
    subType: i % 4 ? `s${i % 2}` : null,
    price: 1_000 * ((i * 5) % 9),
    featured: i % 5 === 0,
  }));
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const byName = [...rows].sort((a, b) => cmp(a.name, b.name) || cmp(a.id, b.id));
  const byPrice = [...rows].sort((a, b) => cmp(a.price, b.price) || cmp(a.id, b.id));
  const groups = (key: (r: (typeof rows)[number]) => string | null) => {
    const out: Record<string, string> = {};
    for (const r of byName) {
      const k = key(r);
      if (k) out[k] = out[k] ? `${out[k]} ${r.id}` : r.id;
    }
    return out;
  };
  const prices = [...new Set(byPrice.map((r) => r.price))];
  let snapshot: ListSnapshot;
  const snapshotText = () => ({
    version: "7",
    byName: byName.map((r) => r.id).join(" "),
    byPrice: prices
      .map((p) => {
        const same = byPrice.filter((r) => r.price === p);
        return `${p} ${same.length} ${same.map((r) => r.id).join(" ")}`;
      })
      .join(" "),
    featured: byName
      .filter((r) => r.featured)
      .map((r) => r.id)
      .join(" "),
    categories: groups((r) => r.category),
    subTypes: groups((r) => r.subType),
  });
  beforeAll(async () => {
    snapshot = await buildSnapshot(snapshotText());
  });
  const plain: Record<string, typeof rows> = {
    alphabet: byName,
    prix: byPrice,
    aLaUne: [...byName.filter((r) => r.featured), ...byName.filter((r) => !r.featured)],
  };

  it("is the slice of the plain ordering of the matching rows, for each sort and filter", () => {
    const filters: Omit<ListFilters, "sortBy">[] = [
      { categoryId: null, subTypeId: null, minPrice: null, maxPrice: null },
      { categoryId: "c1", subTypeId: null, minPrice: 2_000, maxPrice: null },
      { categoryId: null, subTypeId: "s0", minPrice: null, maxPrice: 5_000 },
      { categoryId: "c2", subTypeId: "s1", minPrice: 1_000, maxPrice: 7_000 },
      { categoryId: "c0", subTypeId: "s9", minPrice: null, maxPrice: null }, // unknown sub-type: nothing
      { categoryId: "s0", subTypeId: null, minPrice: null, maxPrice: null }, // a sub-type's id given as category: nothing
      // Totals from the sorted prices, walks that stop at the page (issue 27): bounds on a price held, none matching.
      { categoryId: null, subTypeId: null, minPrice: 3_000, maxPrice: 3_000 },
      { categoryId: null, subTypeId: null, minPrice: 4_500, maxPrice: null },
      { categoryId: "c1", subTypeId: null, minPrice: null, maxPrice: 4_000 },
      { categoryId: null, subTypeId: "s1", minPrice: 9_000, maxPrice: null },
      { categoryId: "c0", subTypeId: "s0", minPrice: 2_000, maxPrice: null },
    ];
    for (const sortBy of ["alphabet", "prix", "aLaUne"] as const) {
      for (const f of filters) {
        const want = plain[sortBy]
          .filter(
            (r) =>
              (!f.categoryId || r.category === f.categoryId) &&
              (!f.subTypeId || r.subType === f.subTypeId) &&
              (f.minPrice == null || r.price >= f.minPrice) &&
              (f.maxPrice == null || r.price <= f.maxPrice),
          )
          .map((r) => r.id);
        for (let offset = 0; offset <= want.length + LIMIT; offset += LIMIT) {
          expect(pageOf(snapshot, { sortBy, ...f }, offset, LIMIT)).toEqual({
            ids: want.slice(offset, offset + LIMIT),
            total: want.length,
          });
        }
      }
    }
  });

  it("answers searches as SQL's LIKE on each folded word, and leaves a search text it cannot split to SQL", async () => {
    const text = (r: (typeof rows)[number]) => `${r.name} ${r.category} ${r.price === 0 ? "gratuit" : "prix"}`;
    const searched = await buildSnapshot({ ...snapshotText(), searchText: byName.map(text).join("\n") });
    const cases = [["n1"], ["prix"], ["n1", "c2"], ["c1", "gratuit"], ["absent"], ["1"], ["n1", "n1"], ["ratu", "c"]];
    for (const words of cases) {
      const matches = searchMatches(searched, words)!;
      for (const sortBy of ["alphabet", "prix", "aLaUne"] as const) {
        const want = plain[sortBy].filter((r) => words.every((w) => text(r).includes(w))).map((r) => r.id);
        for (let offset = 0; offset <= want.length; offset += LIMIT) {
          expect(
            pageOf(searched, { sortBy, categoryId: null, subTypeId: null, minPrice: null, maxPrice: null }, offset, LIMIT, matches),
            words.join("+"),
          ).toEqual({ ids: want.slice(offset, offset + LIMIT), total: want.length });
        }
      }
    }
    // A line break inside one product's text would shift every later product: not used.
    const broken = await buildSnapshot({ ...snapshotText(), searchText: byName.map((r, i) => (i === 3 ? "a\nb" : text(r))).join("\n") });
    expect(searchMatches(broken, ["n1"])).toBeNull();
    // Search words never hold a space (they are split on spaces); one that did is left to SQL.
    expect(searchMatches(searched, ["n1 c"])).toBeNull();
    // Too long to keep (MAX_SEARCH_TEXT): no text, searches go to SQL.
    expect(searchMatches(await buildSnapshot({ ...snapshotText(), searchText: null }), ["n1"])).toBeNull();
    expect(searchMatches(snapshot, ["n1"])).toBeNull();
  });

  it("keeps the products with a size in stock, a search's among them", async () => {
    const sizes = {
      m: byName
        .filter((_r, i) => i % 3 === 0)
        .map((r) => r.id)
        .join(" "),
      xl: "p07",
    };
    const sized = await buildSnapshot({ ...snapshotText(), sizes, searchText: byName.map((r) => r.name).join("\n") });
    const all = { categoryId: null, subTypeId: null, minPrice: null, maxPrice: null };
    const inM = new Set(sizes.m.split(" "));
    expect(pageOf(sized, { sortBy: "prix", ...all }, 0, 100, sizeMatches(sized, "m"))).toEqual({
      ids: byPrice.filter((r) => inM.has(r.id)).map((r) => r.id),
      total: inM.size,
    });
    const n1 = byPrice.filter((r) => inM.has(r.id) && r.name.includes("n1")).map((r) => r.id);
    expect(pageOf(sized, { sortBy: "prix", ...all }, 0, 100, sizeMatches(sized, "m", searchMatches(sized, ["n1"])!))).toEqual({
      ids: n1,
      total: n1.length,
    });
    expect(pageOf(sized, { sortBy: "alphabet", ...all }, 0, 10, sizeMatches(sized, "s"))).toEqual({ ids: [], total: 0 });
    await expect(buildSnapshot({ ...snapshotText(), sizes: { m: "inconnu" } })).rejects.toThrow();
  });

  it("refuses a snapshot whose parts do not add up", async () => {
    const text = { version: "1", byName: "a b", byPrice: "10 2 a b", featured: "", categories: { c: "a b" }, subTypes: {} };
    expect((await buildSnapshot(text)).ids).toEqual(["a", "b"]);
    await expect(buildSnapshot({ ...text, byPrice: "10 1 a" })).rejects.toThrow(); // b has no price
    await expect(buildSnapshot({ ...text, byPrice: "10 2 a x" })).rejects.toThrow(); // unknown id
    await expect(buildSnapshot({ ...text, categories: { c: "a" } })).rejects.toThrow(); // b has no category
  });
});

describeEachDatabase("product lists after writes", (kind) => {
  let app: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp(kind, { RESPONSE_CACHE: "false" });
    const p = app.prisma;
    const { mode, sacs, ids: made } = await createModeAndBags(p);
    Object.assign(ids, made);
    for (let k = 0; k < 30; k++) {
      const category = k % 3 === 0 ? sacs : mode;
      await createProduct(p, {
        name: `${["Robe", "écharpe", "Sac", "Zoé"][k % 4]} ${k % 5}`,
        categoryId: category.id,
        subTypeId: category === mode ? mode.subTypes[k % 2].id : null,
        price: 5_000 + (k % 7) * 2_500,
        promotionPercent: k % 5 === 0 ? 20 : 0,
        featured: k % 4 === 1,
      });
    }
    // Sizes on a third of them: M in stock on some, sold out or switched off on others.
    const sized = await p.product.findMany({ orderBy: { id: "asc" }, select: { id: true } });
    for (const [k, { id }] of sized.entries()) {
      if (k % 3) continue;
      await p.productVariant.createMany({
        data: [
          { productId: id, size: "S", sizeKey: "s", stock: k % 2, position: 0 },
          { productId: id, size: "M", sizeKey: "m", stock: k % 4 === 0 ? 2 : 0, enabled: k % 9 !== 0, position: 1 },
        ],
      });
    }
  });
  afterAll(() => app?.stop());

  const version = async () =>
    (await app.prisma.$queryRaw<{ v: string }[]>`SELECT COALESCE((SELECT version::text FROM "ListVersion"), '0') AS v`)[0].v;

  /** Every page of each sort and filter against one plain ordering of the rows. */
  async function expectExactPages(filters: [string, Prisma.ProductWhereInput][] = LIST_FILTERS()) {
    for (const sort of Object.keys(ORDERS)) {
      for (const [args, where] of filters) {
        const want = (await app.prisma.product.findMany({ where, orderBy: ORDERS[sort], select: { id: true } })).map((r) => r.id);
        const seen: string[] = [];
        let total = -1;
        for (let page = 1; page <= Math.max(1, Math.ceil(want.length / LIMIT)); page++) {
          const r = await gql(
            app,
            `{ products(page: ${page}, limit: ${LIMIT}, sortBy: ${sort}${args}) { items { id } pagination { total } } }`,
          );
          expect(r.errors).toBeUndefined();
          seen.push(...r.data.products.items.map((i: { id: string }) => i.id));
          total = r.data.products.pagination.total;
        }
        expect({ sort, args, seen, total }).toEqual({ sort, args, seen: want, total: want.length });
      }
    }
  }

  function LIST_FILTERS(): [string, Prisma.ProductWhereInput][] {
    return [
      ["", {}],
      [`, categoryId: "${ids.mode}", minPrice: 8000`, { categoryId: ids.mode, finalPrice: { gte: 8_000 } }],
      [`, subTypeId: "${ids.robes}", maxPrice: 15000`, { subTypeId: ids.robes, finalPrice: { lte: 15_000 } }],
      // Searches: every folded word a substring of the search text, as SQL's LIKE has it.
      [`, search: "Écharpe"`, { searchText: { contains: "echarpe" } }],
      [
        `, search: "  robe   3 ", minPrice: 6000`,
        { AND: [{ searchText: { contains: "robe" } }, { searchText: { contains: "3" } }], finalPrice: { gte: 6_000 } },
      ],
      [`, search: "e", categoryId: "${ids.sacs}"`, { searchText: { contains: "e" }, categoryId: ids.sacs }],
      [`, search: "introuvable"`, { searchText: { contains: "introuvable" } }],
    ];
  }

  /** Sizes: an enabled combination of that size in stock, the size compared without case. */
  const SIZE_FILTERS = (): [string, Prisma.ProductWhereInput][] => [
    [`, size: "M"`, { variants: { some: { sizeKey: "m", enabled: true, stock: { gt: 0 } } } }],
    [
      `, size: " s ", categoryId: "${ids.mode}", search: "e"`,
      { variants: { some: { sizeKey: "s", enabled: true, stock: { gt: 0 } } }, categoryId: ids.mode, searchText: { contains: "e" } },
    ],
  ];

  /** Lists until the kept order is read at the database's current version. */
  async function settle() {
    const current = await version();
    await vi.waitFor(
      async () => {
        await gql(app, `{ products(limit: 1) { pagination { total } } }`);
        expect(app.services.catalogue.listOrderVersion()).toBe(current);
      },
      { timeout: 20_000, interval: 20 },
    );
  }

  const update = (id: string, data: Prisma.ProductUpdateInput) => app.prisma.product.update({ where: { id }, data });
  const nth = async (n: number) =>
    (
      await app.prisma.product.findMany({
        orderBy: { id: "asc" },
        select: { id: true, name: true, description: true, price: true, promotionPercent: true },
      })
    )[n];

  it("serves exact pages from the kept order, and from SQL while it is stale, after every kind of write", async () => {
    await settle();
    await expectExactPages();
    const writes: [string, () => Promise<unknown>][] = [
      [
        "price change",
        async () => {
          const p = await nth(3);
          await update(p.id, { price: 42_000, ...derivedProductColumns({ ...p, price: 42_000 }) });
        },
      ],
      [
        "promotion",
        async () => {
          const p = await nth(4);
          await update(p.id, { promotionPercent: 50, ...derivedProductColumns({ ...p, promotionPercent: 50 }) });
        },
      ],
      [
        "rename",
        async () => {
          const p = await nth(5);
          await update(p.id, { name: "Aaa premier", ...derivedProductColumns({ ...p, name: "Aaa premier" }) });
        },
      ],
      // The name order stays; only searches see it (decision 054).
      [
        "description",
        async () => {
          const p = await nth(10);
          await update(p.id, {
            description: "Écharpe en soie",
            searchText: derivedProductColumns({ ...p, description: "Écharpe en soie" }).searchText,
          });
        },
      ],
      [
        "featured",
        async () => {
          const p = await nth(6);
          await update(p.id, { featured: true });
        },
      ],
      [
        "category move",
        async () => {
          const p = await nth(7);
          await update(p.id, { category: { connect: { id: ids.sacs } }, subType: { disconnect: true } });
        },
      ],
      [
        "sub-type move",
        async () => {
          const p = await nth(8);
          await update(p.id, { subType: { connect: { id: ids.robes } }, category: { connect: { id: ids.mode } } });
        },
      ],
      [
        "delete",
        async () => {
          const p = await nth(9);
          await app.prisma.product.delete({ where: { id: p.id } });
        },
      ],
      ["insert", () => createProduct(app.prisma, { name: "Nouvelle robe", categoryId: ids.mode, subTypeId: ids.robes, price: 9_000 })],
      // A used sub-type cannot be deleted any more (RESTRICT, decision 062): its products are detached by a bulk write first.
      [
        "sub-type emptied, then deleted",
        async () => {
          await app.prisma.product.updateMany({ where: { subTypeId: ids.pagnes }, data: { subTypeId: null } });
          await app.prisma.subType.delete({ where: { id: ids.pagnes } });
        },
      ],
    ];
    for (const [what, write] of writes) {
      const before = await version();
      await write();
      expect(BigInt(await version()), what).toBeGreaterThan(BigInt(before));
      await expectExactPages(); // the kept order is stale: SQL serves
      await settle();
      await expectExactPages();
    }
  });

  it("serves exact size-filtered pages after every kind of combination write", async () => {
    await settle();
    await expectExactPages(SIZE_FILTERS());
    const writes: [string, () => Promise<unknown>][] = [
      ["size sold out", () => app.prisma.productVariant.updateMany({ where: { sizeKey: "m", stock: { gt: 0 } }, data: { stock: 0 } })],
      [
        "combination switched off, another added",
        async () => {
          await app.prisma.productVariant.updateMany({ where: { sizeKey: "s", stock: { gt: 0 } }, data: { enabled: false } });
          await app.prisma.productVariant.create({
            data: { productId: (await nth(11)).id, size: "m", sizeKey: "m", stock: 1, position: 5 },
          });
        },
      ],
      ["combinations deleted", () => app.prisma.productVariant.deleteMany({ where: { sizeKey: "m", stock: 1 } })],
    ];
    for (const [what, write] of writes) {
      const before = await version();
      await write();
      expect(BigInt(await version()), what).toBeGreaterThan(BigInt(before));
      await expectExactPages(SIZE_FILTERS());
      await settle();
      await expectExactPages(SIZE_FILTERS());
    }
  });

  /** The test database's runner, every statement it is sent recorded in `sent`. */
  const recordingSql = () => {
    const sent: string[] = [];
    const sql = {
      ...app.db.sql,
      query: <T>(text: string, params?: unknown[]) => {
        sent.push(text);
        return app.db.sql.query<T>(text, params);
      },
    };
    return { sent, sql };
  };

  /** A catalogue service (kept rows in `rows`, if given) whose statements are counted; `read` is the
   * mode category's page by price (4 a page) as it answers, `want` as SQL has it; `settle` waits for its
   * kept order to reach the database's version. */
  const countedPages = (rows?: RowCache) => {
    const { sent, sql } = recordingSql();
    const service = createCatalogueService(app.prisma, sql, rows);
    const shape = { select: { id: true, name: true, finalPrice: true } };
    const read = async (page: number, search = "") => {
      const list = service.productList(parseProductListInput({ page, limit: 4, sortBy: "prix", categoryId: ids.mode, search }));
      sent.length = 0;
      const [items, pagination] = await Promise.all([list.items(shape), list.pagination()]);
      return {
        ids: items.map((i) => i.id),
        total: pagination.total,
        statements: sent.filter((t) => !t.includes("list order snapshot")).length,
      };
    };
    const want = async (page: number, search = "") => {
      const all = await app.prisma.product.findMany({
        where: { categoryId: ids.mode, searchText: { contains: search } },
        orderBy: ORDERS.prix,
        select: { id: true },
      });
      return { ids: all.slice((page - 1) * 4, page * 4).map((r) => r.id), total: all.length };
    };
    const settle = async () => {
      const current = await version();
      await vi.waitFor(
        async () => {
          await read(1);
          expect(service.listOrderVersion()).toBe(current);
        },
        { timeout: 20_000, interval: 20 },
      );
    };
    return { read, want, settle };
  };

  it("reads a page (a search's too) at the kept order's version in one statement, which also checks that version (decision 054)", async () => {
    const { read, want, settle } = countedPages();
    await settle();
    expect(await read(2)).toEqual({ ...(await want(2)), statements: 1 });
    expect(await read(1, "robe")).toEqual({ ...(await want(1, "robe")), statements: 1 });
    // A write the service never saw: the check fails, and SQL gives the exact page.
    const p = await nth(2);
    await update(p.id, { price: 1_000, ...derivedProductColumns({ ...p, price: 1_000 }) });
    expect(await read(1)).toMatchObject(await want(1));
    expect(await read(2)).toMatchObject(await want(2));
    expect(await read(1, "robe")).toMatchObject(await want(1, "robe"));
  });

  it("serves a page whose rows it keeps with no statement while no write was announced, and checks again after one (decision 097)", async () => {
    const rows = createCatalogueCache(ROW_CACHE_LIMITS, rowBytes);
    const { read, want, settle } = countedPages(rows);
    await settle();
    expect(await read(2)).toEqual({ ...(await want(2)), statements: 1 });
    expect(await read(2)).toEqual({ ...(await want(2)), statements: 0 });
    const pages = (await want(1)).total / 4;
    expect(await read(Math.ceil(pages) + 3)).toEqual({ ids: [], total: (await want(1)).total, statements: 0 });
    // A write announced (every service write clears the store): the next page is checked and exact.
    const p = await nth(2);
    await update(p.id, { price: 900, ...derivedProductColumns({ ...p, price: 900 }) });
    rows.clear();
    expect(await read(1)).toMatchObject(await want(1));
    expect(await read(2)).toMatchObject(await want(2));
    await vi.waitFor(async () => expect(await read(2)).toEqual({ ...(await want(2)), statements: 0 }), { timeout: 20_000, interval: 20 });
    // Writes that may go unannounced (the change channel down): every page goes to the database again.
    rows.setLive(false);
    expect(await read(2)).toEqual({ ...(await want(2)), statements: 1 });
    expect(await read(2)).toEqual({ ...(await want(2)), statements: 1 });
  });

  it("serves every page from SQL, never reading the kept order, with CATALOGUE_LIST_SOURCE=sql", async () => {
    const { sent, sql } = recordingSql();
    const service = createCatalogueService(app.prisma, sql, undefined, "sql");
    for (const [search, size] of [
      ["", ""],
      ["robe", ""],
      ["", "m"],
    ]) {
      const want = await app.prisma.product.findMany({
        where: {
          listed: true,
          searchText: { contains: search },
          ...(size ? { variants: { some: { sizeKey: size, enabled: true, stock: { gt: 0 } } } } : {}),
        },
        orderBy: ORDERS.aLaUne,
        select: { id: true },
      });
      for (let page = 1; page <= 2; page++) {
        const list = service.productList(parseProductListInput({ page, limit: 4, sortBy: "aLaUne", search, size }));
        const [items, pagination] = await Promise.all([list.items({ select: { id: true } }), list.pagination()]);
        expect({ search, size, page, ids: items.map((i) => i.id), total: pagination.total }).toEqual({
          search,
          size,
          page,
          ids: want.slice((page - 1) * 4, page * 4).map((r) => r.id),
          total: want.length,
        });
      }
    }
    expect(sent.filter((t) => t.includes(SNAPSHOT_MARK) || t.includes('"ListVersion"'))).toEqual([]);
    expect(service.listOrderVersion()).toBeNull();
  });

  it("bumps the list version on writes of exactly the columns the kept order reads (product-list/filters.ts)", async () => {
    const watched = await app.db.sql.query<{ table: string; column: string }>(`
      SELECT c.relname AS "table", a.attname AS "column" FROM pg_trigger t
      JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_attribute a ON a.attrelid = t.tgrelid AND a.attnum = ANY (string_to_array(t.tgattr::text, ' ')::int2[])
      WHERE t.tgname = 'list_version' ORDER BY 1, 2`);
    const byTable: Record<string, string[]> = {};
    for (const w of watched) (byTable[w.table] ??= []).push(w.column);
    for (const columns of Object.values(byTable)) columns.sort();
    expect(byTable).toEqual(keptOrderColumns());
  });

  it("keeps its version when a write changes nothing a list shows (stock)", async () => {
    const before = await version();
    await update((await nth(1)).id, { stock: 3, outOfStock: false });
    expect(await version()).toBe(before);
  });
});
