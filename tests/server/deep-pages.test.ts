// Deep pages (decision 037): every page of a list, read through the sort indexes, must be the
// matching slice of one plain ordering of all the rows, for each sort and filter.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createModeAndBags, createProduct } from "../fixtures/catalogue.ts";
import type { Prisma } from "../../server/src/generated/prisma/client.ts";

const NAMES = [
  "École",
  "eclair",
  "Élan",
  "zèbre",
  "Zoé",
  "Œillet",
  "oeuf",
  "Çà",
  "ça",
  "Ânes",
  "abc",
  "Robe wax",
  "robe été",
  "Ñandou",
  "Éa",
];
const ORDERS: Record<string, Prisma.ProductOrderByWithRelationInput[]> = {
  alphabet: [{ sortName: "asc" }, { id: "asc" }],
  prix: [{ finalPrice: "asc" }, { id: "asc" }],
  aLaUne: [{ featured: "desc" }, { sortName: "asc" }, { id: "asc" }],
};
const LIMIT = 7;

describeEachDatabase("deep pages of the product list", (kind) => {
  let app: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp(kind, { RESPONSE_CACHE: "false" });
    const p = app.prisma;
    const { mode, sacs, ids: made } = await createModeAndBags(p);
    Object.assign(ids, made);
    // Repeated names and prices, so that ties are broken by id on every sort.
    for (let n = 0; n < 90; n += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => {
          const k = n + i;
          const category = k % 3 === 0 ? sacs : mode;
          return createProduct(p, {
            name: `${NAMES[k % NAMES.length]} ${k % 4}`,
            categoryId: category.id,
            subTypeId: category === mode ? mode.subTypes[k % 2].id : null,
            price: 5_000 + (k % 9) * 2_500,
            promotionPercent: k % 5 === 0 ? 20 : 0,
            featured: k % 4 === 1,
          });
        }),
      );
    }
  });
  afterAll(() => app?.stop());

  const allPages = async (args: string) => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const r = await gql(app, `{ products(page: ${page}, limit: ${LIMIT}${args}) { items { id } pagination { pages total } } }`);
      expect(r.errors).toBeUndefined();
      seen.push(...r.data.products.items.map((i: { id: string }) => i.id));
      if (page >= r.data.products.pagination.pages) return { seen, total: r.data.products.pagination.total };
    }
  };

  const expected = async (sort: string, where: Prisma.ProductWhereInput) =>
    (await app.prisma.product.findMany({ where, orderBy: ORDERS[sort], select: { id: true } })).map((r) => r.id);

  it("matches one ordering of all rows on every page, for each sort and filter", async () => {
    const filters: [string, Prisma.ProductWhereInput][] = [
      ["", {}],
      [`, categoryId: "${ids.mode}"`, { categoryId: ids.mode }],
      [`, subTypeId: "${ids.robes}"`, { subTypeId: ids.robes }],
      [", minPrice: 10000", { finalPrice: { gte: 10_000 } }],
      [`, minPrice: 8000, maxPrice: 20000, categoryId: "${ids.mode}"`, { finalPrice: { gte: 8_000, lte: 20_000 }, categoryId: ids.mode }],
      [`, maxPrice: 9000, categoryId: "${ids.sacs}"`, { finalPrice: { lte: 9_000 }, categoryId: ids.sacs }],
    ];
    for (const sort of Object.keys(ORDERS)) {
      for (const [args, where] of filters) {
        const want = await expected(sort, where);
        expect(want.length).toBeGreaterThan(LIMIT); // several pages, or the test proves nothing
        const got = await allPages(`, sortBy: ${sort}${args}`);
        expect({ sort, args, ids: got.seen, total: got.total }).toEqual({ sort, args, ids: want, total: want.length });
      }
    }
  });

  it("serves a deep page alone, and REST the same page as GraphQL", async () => {
    const want = await expected("prix", { finalPrice: { gte: 6_000 } });
    const page = Math.ceil(want.length / LIMIT) - 1;
    const r = await gql(
      app,
      `{ products(page: ${page}, limit: ${LIMIT}, sortBy: prix, minPrice: 6000) { items { id typeProduit { id } imagePrincipale { id } } } }`,
    );
    expect(r.data.products.items.map((i: { id: string }) => i.id)).toEqual(want.slice((page - 1) * LIMIT, page * LIMIT));
    expect(r.data.products.items.every((i: any) => i.typeProduit.id && i.imagePrincipale.id)).toBe(true);
    const rest = await (await fetch(`${app.url}/api/v1/produits?page=${page}&limit=${LIMIT}&sortBy=prix&minPrice=6000`)).json();
    expect(rest.data.map((p: { id: string }) => p.id)).toEqual(want.slice((page - 1) * LIMIT, page * LIMIT));
  });

  it("answers a page past the end with no item and the true total", async () => {
    const r = await gql(app, `{ products(page: 500, limit: ${LIMIT}, minPrice: 10000) { items { id } pagination { total hasNext } } }`);
    expect(r.data.products).toEqual({
      items: [],
      pagination: { total: (await expected("prix", { finalPrice: { gte: 10_000 } })).length, hasNext: false },
    });
  });
});
