// The back-office product list at 10 000 products (SPEC §4: search, price bounds, three sorts, page
// sizes 10/20/50/100, scoped to a category or a sub-type): every statement the list service sends
// is EXPLAINed on PostgreSQL, and none may read the whole Product table: no sequential scan, and
// no walk of an index that is not keyed by the scope (a filtered walk of the catalogue-wide sort
// index reads most of the table for a late page or a small sub-type).
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../../server/src/generated/prisma/client.ts";
import { createCatalogueService } from "../../server/src/services/catalogue.ts";
import { parseProductListInput, type ProductListInput } from "../../server/src/services/product-list/index.ts";
import { growCatalogue } from "../../server/src/demo/large.ts";
import { SNAPSHOT_MARK } from "../../server/src/services/product-list/kept-order.ts";
import { isPostgresReachable, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";

const postgres = await isPostgresReachable();
const PRODUCTS = 10_000;

(postgres ? describe : describe.skip)(
  `Admin product list plans at ${PRODUCTS} products [PostgreSQL${postgres ? "" : " injoignable : ignoré"}]`,
  () => {
    let app: TestApp;
    let prisma: PrismaClient;
    let client: pg.Client;
    const statements: { query: string; params: unknown[] }[] = [];
    let categoryId = "";
    let subTypeId = "";

    beforeAll(async () => {
      app = await startTestApp("postgresql");
      // Eight categories of three sub-types, a model product in each sub-type, grown to 10 000.
      for (let c = 0; c < 8; c++) {
        const category = await createCategory(app.prisma, `Catégorie ${c}`, ["Alpha", "Beta", "Gamma"]);
        for (const [i, s] of category.subTypes.entries()) {
          await createProduct(app.prisma, { name: `Robe wax ${c}${i}`, categoryId: category.id, subTypeId: s.id, price: 5000 + 1000 * i });
        }
        if (c === 3) [categoryId, subTypeId] = [category.id, category.subTypes[1].id];
      }
      await growCatalogue(app.prisma, PRODUCTS);
      client = new pg.Client({ connectionString: app.config.DATABASE_URL });
      await client.connect();
      await client.query(`ANALYZE`);
      // A client of its own, whose query log gives the exact statements (and parameters) sent.
      const logged = new PrismaClient({
        adapter: new PrismaPg({ connectionString: app.config.DATABASE_URL }),
        log: [{ emit: "event", level: "query" }],
      });
      logged.$on("query", (e) => statements.push({ query: e.query, params: JSON.parse(e.params) as unknown[] }));
      prisma = logged;
    }, 180_000);
    afterAll(async () => {
      await client?.end();
      await prisma?.$disconnect();
      await app?.stop();
    });

    async function plansOf(input: ProductListInput) {
      statements.length = 0;
      // Raw statements (product rows) are logged too, through a runner of their own. It refuses the
      // kept list order's snapshot (decision 052), so that every page here comes from SQL, the plans
      // under test; the snapshot reads the whole catalogue on purpose, once per catalogue version.
      const sql = {
        ...app.db.sql,
        query: async <T>(query: string, params: unknown[] = []) => {
          if (query.includes(SNAPSHOT_MARK)) throw new Error("instantané refusé par ce test");
          statements.push({ query, params });
          return (await client.query(query, params)).rows as T[];
        },
      };
      const service = createCatalogueService(prisma, sql);
      const list = service.productList(parseProductListInput(input));
      await Promise.all([list.items({ select: { id: true, name: true } }), list.pagination()]);
      const plans = [];
      for (const s of statements.filter((st) => /"Product"/.test(st.query) && /^\s*(WITH|SELECT)/i.test(st.query))) {
        const rows = await client.query(`EXPLAIN ${s.query}`, s.params);
        plans.push(rows.rows.map((r: { "QUERY PLAN": string }) => r["QUERY PLAN"]).join("\n"));
      }
      return plans;
    }

    /** Scans of Product that are not bounded by the scope, a search (trigram index) or ids. */
    const wholeTableScans = (plan: string) => [
      ...plan.matchAll(/Seq Scan on "Product"/g),
      ...[...plan.matchAll(/Scan(?: using| on) "(Product_\w+)"/g)].filter(
        (m) => !/^Product_(categoryId|subTypeId)_|^Product_pkey$|^Product_searchText_idx$/.test(m[1]),
      ),
    ];

    const scopes = () => [{ categoryId }, { subTypeId }, { categoryId, subTypeId }];
    const filters: ProductListInput[] = [
      {},
      { minPrice: 3000 },
      { maxPrice: 6000 },
      { minPrice: 3000, maxPrice: 6000 },
      { search: "robe" },
      { search: "robe wax", minPrice: 1000, maxPrice: 9000 },
    ];
    const sorts = ["alphabet", "prix", "aLaUne"];

    it("no scoped combination of filters, sorts, page sizes and pages scans the whole Product table", async () => {
      const bad: string[] = [];
      let checked = 0;
      for (const scope of scopes())
        for (const f of filters)
          for (const sortBy of sorts)
            for (const [limit, page] of [
              [10, 1],
              [20, 3],
              [50, 2],
              [100, 1],
            ]) {
              const input = { ...scope, ...f, sortBy, limit, page };
              const plans = await plansOf(input);
              expect(plans.length).toBeGreaterThan(0);
              checked += plans.length;
              for (const plan of plans) if (wholeTableScans(plan).length) bad.push(`${JSON.stringify(input)}\n${plan}`);
            }
      expect(bad, bad.join("\n\n")).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(scopes().length * filters.length * sorts.length * 4);
    });
  },
);
