// The back-office dashboard over GraphQL (SPEC §2 "Dashboard", DECISIONS "Catalogue rules"): recent
// activity from the audit log for every catalogue write, newest first; top products by recency;
// the categories' 30-day change.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, signInAs } from "./session.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";

describeEachDatabase("GraphQL dashboard", (kind) => {
  let app: TestApp;
  let auth: Record<string, string> = {};
  let actorName = "";
  beforeAll(async () => {
    app = await startTestApp(kind);
    const admin = await signInAs(app, "ADMIN");
    auth = bearer(admin.accessToken);
    actorName = (await app.prisma.adminUser.findUniqueOrThrow({ where: { id: admin.userId } })).fullName!;
  });
  afterAll(() => app?.stop());

  const call = async (query: string, variables: Record<string, unknown> = {}) => {
    const r = await gql(app, query, variables, auth);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data;
  };

  it("records every category and product write in the recent activity, newest first; a refused write records nothing", async () => {
    const { createCategory: cat } = await call(
      `mutation { createCategory(input: { nom: "Bijoux", sousTypes: [{ nom: "Colliers" }] }) { id } }`,
    );
    await call(`mutation($id: ID!) { updateCategory(id: $id, input: { description: "Perles et laiton" }) { id } }`, { id: cat.id });
    const { createProduct: p } = await call(
      `mutation($c: ID!) { createProduct(input: { nom: "Collier perles", prix: 12000, stock: 5, typeProduit: $c }) { id } }`,
      { c: cat.id },
    );
    await call(`mutation($id: ID!) { updateProduct(id: $id, input: { enRupture: true }) { id } }`, { id: p.id });
    const refused = await gql(app, `mutation($id: ID!) { deleteCategory(id: $id) }`, { id: cat.id }, auth);
    expect(refused.errors?.[0].extensions?.code).toBe("CONFLICT"); // products remain: refused
    await call(`mutation($id: ID!) { deleteProduct(id: $id) }`, { id: p.id });
    await call(`mutation($id: ID!) { deleteCategory(id: $id) }`, { id: cat.id });

    const { recentActivity } = await call(`{ recentActivity(limit: 6) { title subtitle icon action entityType entityId timestamp } }`);
    expect(
      recentActivity.map((a: { title: string; action: string; entityType: string; entityId: string; icon: string }) => [
        a.title,
        a.action,
        a.entityType,
        a.entityId,
        a.icon,
      ]),
    ).toEqual([
      ["Catégorie « Bijoux » supprimée", "delete", "Category", cat.id, "trash"],
      ["Produit « Collier perles » supprimé", "delete", "Product", p.id, "trash"],
      ["Produit « Collier perles » modifié", "update", "Product", p.id, "edit"],
      ["Produit « Collier perles » créé", "create", "Product", p.id, "plus"],
      ["Catégorie « Bijoux » modifiée", "update", "Category", cat.id, "edit"],
      ["Catégorie « Bijoux » créée", "create", "Category", cat.id, "plus"],
    ]);
    expect(recentActivity[0].subtitle).toBe(`Catégorie · par ${actorName}`);
    expect(recentActivity[1].subtitle).toBe(`Produit · par ${actorName}`);
    const times = recentActivity.map((a: { timestamp: string }) => Date.parse(a.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The dashboard shows the first 4.
    expect((await call(`{ recentActivity(limit: 4) { title } }`)).recentActivity).toHaveLength(4);
  });

  it("lists top products by recency, newest first, 10 by default", async () => {
    const cat = await createCategory(app.prisma, "Récents");
    const day = 86_400_000;
    for (let i = 0; i < 12; i++) {
      const product = await createProduct(app.prisma, { name: `Récent ${String(i).padStart(2, "0")}`, categoryId: cat.id });
      await app.prisma.product.update({ where: { id: product.id }, data: { createdAt: new Date(Date.now() + (i - 12) * day) } });
    }
    const latest = await createProduct(app.prisma, { name: "Tout nouveau", categoryId: cat.id });
    const { topProducts } = await call(`{ topProducts { id nom } }`);
    expect(topProducts).toHaveLength(10);
    expect(topProducts[0]).toEqual({ id: latest.id, nom: "Tout nouveau" });
    expect(topProducts.slice(1).map((p: { nom: string }) => p.nom)).toEqual([
      "Récent 11",
      "Récent 10",
      "Récent 09",
      "Récent 08",
      "Récent 07",
      "Récent 06",
      "Récent 05",
      "Récent 04",
      "Récent 03",
    ]);
  });

  it("gives the categories' change over 30 days, counting those deleted since", async () => {
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    const before = await app.prisma.category.count();
    const old = await Promise.all(["Ancienne A", "Ancienne B", "Ancienne C", "Ancienne D"].map((n) => createCategory(app.prisma, n)));
    await app.prisma.category.updateMany({ where: { id: { in: old.map((c) => c.id) } }, data: { createdAt: longAgo } });
    await app.prisma.category.updateMany({ where: { id: { notIn: old.map((c) => c.id) } }, data: { createdAt: new Date() } });
    // One of the four old ones deleted through the service (audited): 4 then, 3 old + the recent ones now.
    await call(`mutation($id: ID!) { deleteCategory(id: $id) }`, { id: old[0].id });
    const { dashboardStats } = await call(`{ dashboardStats { title value percentage trend tone icon color } }`);
    const categories = dashboardStats.find((s: { title: string }) => s.title === "Catégories");
    // "Récents" (above) is recent: 3 old + 1 now, 4 then (the deleted one existed) → stable, not +33 %.
    expect(before).toBe(1);
    expect(categories).toEqual({
      title: "Catégories",
      value: 4,
      percentage: 0,
      trend: "stable",
      tone: "neutral",
      icon: "folder",
      color: "purple",
    });
  });
});
