// The product rows kept between shoppers' list requests (decision 097): a row carries what a list
// shows, not the columns it never asks for (a category's or a product's description, a photo's
// uploader name, dates). Those made a row 1.6 kB and left a third of a 10 000-product catalogue to
// the database on every distinct page of issue 27's benchmark.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { print } from "graphql";
import { gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { DOCUMENTS } from "../../contract/operations.ts";
import { listVariables, readListParams } from "../../contract/list-params.ts";
import { ROW_CACHE_LIMITS } from "../../server/src/http/response-cache.ts";

/** issue 27's outside benchmark asks for these fields (scripts/bench/mixed.ts, DISTINCT). */
const BENCH_LIST = `query Distinct($page: Int, $minPrice: Int) { products(page: $page, limit: 20, minPrice: $minPrice) { items { id nom prix prixApresPromotion imagePrincipale { url } } pagination { current pages total } } }`;
const CATALOGUE = 10_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp("pglite");
  const category = await createCategory(app.prisma, "Chaussures et sandales");
  await app.prisma.category.update({ where: { id: category.id }, data: { description: "Cuir tanné à Ngaye Mékhé. ".repeat(80) } });
  for (let i = 0; i < 45; i++)
    await createProduct(app.prisma, {
      name: `Babouches brodées noir blanc cassé n° ${1000 + i}`, // as the grown demo catalogue names them
      description: "Brodées à la main. ".repeat(100),
      categoryId: category.id,
      price: 10_000 + 500 * i,
      promotionPercent: i % 3 ? 0 : 20,
      images: 3,
    });
}, 120_000);
afterAll(() => app?.close());

const keptRowBytes = () => app.caches.rows.bytes / app.caches.rows.size;
/** A variable the documents do not declare: ignored by GraphQL, it keys a new answer, so each
 * request is computed again rather than served from the response cache. */
let asked = 0;
const fresh = (query: string, variables: Record<string, unknown>) => gql(app, query, { ...variables, asked: asked++ });
/** Asks until the rows are kept: only pages of the kept order keep theirs, and the order is read
 * after the first list. */
const untilKept = (query: string, variables: Record<string, unknown>) =>
  vi.waitFor(
    async () => {
      const r = await fresh(query, variables);
      expect(r.errors).toBeUndefined();
      expect(app.caches.rows.size).toBeGreaterThan(0);
      return r;
    },
    { timeout: 20_000, interval: 50 },
  );

/** Each description above is 2 000 characters: a row carrying one would be held as more than this. */
const WITHOUT_DESCRIPTIONS = 2 * 2_000;

it("keeps the storefront's card rows without the columns a card never shows", async () => {
  app.caches.rows.clear();
  const query = print(DOCUMENTS.ProductList);
  await untilKept(query, listVariables(readListParams(new URLSearchParams())));
  expect(keptRowBytes()).toBeLessThan(WITHOUT_DESCRIPTIONS);
});

it("keeps the outside benchmark's rows small enough for 10 000 products, and answers them from the store", async () => {
  app.caches.rows.clear();
  const first = await untilKept(BENCH_LIST, { page: 2, minPrice: 1_000 });
  expect(first.data.products.items).toHaveLength(20);
  expect(keptRowBytes()).toBeLessThanOrEqual(ROW_CACHE_LIMITS.maxBytes / CATALOGUE);
  // The same page again, its answer not kept: its rows from the store, as the database gave them.
  const again = await fresh(BENCH_LIST, { page: 2, minPrice: 1_000 });
  expect(again.data).toEqual(first.data);
});
