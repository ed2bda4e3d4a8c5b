// Issue 29 item 6: each dashboard card opens the list it counts, and the number on the card is the
// number of results of that list. The card's link is read as the browser reads it (the admin
// lists' own URL readers), so a filter the list lacks or reads differently fails here.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { readListParams } from "../../client/src/features/admin-products/list-params.ts";
import { readOrderParams } from "../../client/src/features/admin-orders/list-params.ts";
import { dashboardDays } from "../../contract/dashboard-days.ts";

const DAY = 86_400_000;

describeEachDatabase("dashboard cards and their lists", (kind) => {
  let app: TestApp;
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp(kind);
    auth = bearer((await signInAs(app, "ADMIN")).accessToken);
    const mode = await createCategory(app.prisma, "Mode", ["Robes"]);
    await createCategory(app.prisma, "Sacs");
    const hidden = await createCategory(app.prisma, "Cachée");
    await app.prisma.category.update({ where: { id: hidden.id }, data: { hidden: true } });
    const products = [
      { name: "Robe wax", stock: 0 }, // no stock: out of stock
      { name: "Pagne tissé", outOfStock: true }, // the seller's flag, with stock
      { name: "Boubou brodé", promotionPercent: 20 },
      { name: "Collier", promotionPercent: 100 }, // not a promotion (DECISIONS)
      { name: "Bracelet", promotionPercent: 1, price: 40 }, // rounded away: not a promotion
      { name: "Sac cuir", promotionPercent: 30, stock: 0 },
      { name: "Foulard" },
    ];
    for (const p of products) await createProduct(app.prisma, { categoryId: mode.id, ...p });
    const draft = await createProduct(app.prisma, { name: "Brouillon", categoryId: hidden.id, promotionPercent: 10 });
    await app.prisma.product.update({ where: { id: draft.id }, data: { draft: true } });
    const order = (reference: string, createdAt: Date) =>
      app.prisma.order.create({ data: { reference, itemCount: 1, total: 1000, createdAt } });
    const today = Date.parse(`${dashboardDays().today}T00:00:00.000Z`);
    await order("AAAAAAA2", new Date(today + 1000));
    await order("AAAAAAA3", new Date(today - 3 * DAY));
    await order("AAAAAAA4", new Date(today - 6 * DAY));
    await order("AAAAAAA5", new Date(today - 7 * DAY)); // out of the 7 days
  });
  afterAll(() => app?.stop());

  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const r = await gql(app, query, variables, auth);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data;
  };

  /** What the list at `link` shows as its total, asked with the variables its page sends. */
  async function listTotal(link: string) {
    const url = new URL(link, "http://boutique.test");
    if (url.pathname === "/admin/produits") {
      const l = readListParams(url.searchParams);
      const { products } = await call(
        `query($stock: StockFilter, $brouillon: Boolean, $promotion: Boolean, $search: String) {
          products(stock: $stock, brouillon: $brouillon, promotion: $promotion, search: $search, limit: 1) { pagination { total } }
        }`,
        { stock: l.stock, brouillon: l.statut?.draft ?? null, promotion: l.promotion?.active ?? null, search: l.search },
      );
      return products.pagination.total;
    }
    if (url.pathname === "/admin/categories") return (await call(`{ categories { id } }`)).categories.length;
    if (url.pathname === "/admin/commandes") {
      const o = readOrderParams(url.searchParams);
      const { commandes } = await call(
        `query($statut: OrderStatus, $du: String, $au: String) { commandes(statut: $statut, du: $du, au: $au) { pagination { total } } }`,
        { statut: o.statut, du: o.du, au: o.au },
      );
      return commandes.pagination.total;
    }
    throw new Error(`no list at ${link}`);
  }

  it("gives each catalogue card the link of the list it counts, with the same number", async () => {
    const { dashboardStats } = await call(`{ dashboardStats { title value lien } }`);
    expect(dashboardStats.map((s: { title: string; value: number; lien: string }) => [s.title, s.value, s.lien])).toEqual([
      ["Produits", 8, "/admin/produits"],
      ["Catégories", 3, "/admin/categories"],
      ["En rupture", 3, "/admin/produits?stock=rupture"],
      ["En promotion", 3, "/admin/produits?promotion=oui"],
    ]);
    for (const s of dashboardStats) expect(await listTotal(s.lien), s.title).toBe(s.value);
  });

  it("counts the orders of today and of 7 days as the orders list filtered from the same day", async () => {
    const { tableauCommandes } = await call(`{ tableauCommandes { commandesAujourdhui commandes7Jours } }`);
    const days = dashboardDays();
    expect([tableauCommandes.commandesAujourdhui, tableauCommandes.commandes7Jours]).toEqual([1, 3]);
    expect(await listTotal(`/admin/commandes?du=${days.today}`)).toBe(1);
    expect(await listTotal(`/admin/commandes?du=${days.since7}`)).toBe(3);
  });

  it("filters the admin list on promotion both ways; shoppers cannot ask", async () => {
    expect(await listTotal("/admin/produits?promotion=non")).toBe(5);
    const anonymous = await gql(app, `{ products(promotion: true) { pagination { total } } }`);
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
