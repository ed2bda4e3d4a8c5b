// Two administrators confirming orders for the last unit at once (issue 26 item 6), on both
// databases: one confirmation succeeds, the other is refused naming the stock, and the stock never
// goes below zero; cancelling the confirmed order gives the unit back. The database's own CHECK
// refuses a negative stock whoever writes it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { signInAs } from "./session.ts";
import { newOrderReference } from "../../contract/order-reference.ts";
import { fetchRetry } from "./fetch-retry.ts";

describeEachDatabase("confirming orders for the last unit", (kind) => {
  let app: TestApp;
  const tokens: string[] = [];

  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "1" });
    tokens.push((await signInAs(app, "ADMIN")).accessToken, (await signInAs(app, "SUPER_ADMIN")).accessToken);
  });
  afterAll(() => app?.stop());

  const call = (method: string, path: string, body: unknown, token?: string, ip = "198.51.100.7") =>
    fetchRetry(`${app.url}/api/v1${path}`, {
      method,
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it("lets one of two simultaneous confirmations take the last unit (product and combination); the stock never goes below zero", async () => {
    const category = await createCategory(app.prisma, "Sacs");
    const bag = await createProduct(app.prisma, { name: "Sac raphia", categoryId: category.id, stock: 1 });
    const shoe = await createProduct(app.prisma, { name: "Sandale", categoryId: category.id, stock: 0 });
    await app.prisma.product.update({ where: { id: shoe.id }, data: { options: [{ nom: "Taille", valeurs: ["38"] }], stock: 1 } });
    const size = await app.prisma.productVariant.create({ data: { productId: shoe.id, size: "38", sizeKey: "38", stock: 1, position: 0 } });

    for (const line of [
      { produitId: bag.id, quantite: 1 },
      { produitId: shoe.id, varianteId: size.id, quantite: 1 },
    ]) {
      const refs = [newOrderReference(), newOrderReference()];
      for (const [i, reference] of refs.entries())
        expect((await call("POST", "/commandes", { reference, lignes: [line] }, undefined, `198.51.100.${i + 10}`)).status).toBe(201);
      const answers = await Promise.all(refs.map((r, i) => call("PUT", `/commandes/${r}/statut`, { statut: "confirmee" }, tokens[i])));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toMatch(
        /^Stock insuffisant pour (Sac raphia|Sandale \(Taille 38\)) : 0 en stock$/,
      );
      const winner = refs[answers.findIndex((a) => a.status === 200)];
      const statuses = await app.prisma.order.findMany({ where: { reference: { in: refs } }, select: { status: true } });
      expect(statuses.map((s) => s.status).sort()).toEqual(["confirmee", "nouvelle"]);
      expect(await app.prisma.product.findUnique({ where: { id: line.produitId } })).toMatchObject({ stock: 0, outOfStock: true });
      // Cancelling the confirmed order gives the unit back.
      expect((await call("PUT", `/commandes/${winner}/statut`, { statut: "annulee" }, tokens[0])).status).toBe(200);
      expect(await app.prisma.product.findUnique({ where: { id: line.produitId } })).toMatchObject({ stock: 1, outOfStock: false });
    }
    expect((await app.prisma.productVariant.findUnique({ where: { id: size.id } }))!.stock).toBe(1);
    await expect(app.prisma.$executeRaw`UPDATE "ProductVariant" SET "stock" = "stock" - 2 WHERE "id" = ${size.id}`).rejects.toThrow();
    await expect(
      app.prisma
        .$executeRaw`INSERT INTO "OrderLine" ("id", "orderId", "position", "productId", "name", "unitPrice", "quantity", "lineTotal") SELECT 'x', "id", 9, 'p', 'n', 1, 100, 100 FROM "Order" LIMIT 1`,
    ).rejects.toThrow();
  });
});
