// Placing orders at once (issue 26, decision 078), on both databases: an order, its lines, history,
// audit entry and the throttle's record are written by one statement, so the rules it keeps must
// hold when requests arrive together: one reference sent several times at once is one order (the
// others answer it, 200, uncounted), and one address gets exactly 5 orders a minute however many it
// sends at once, the refused ones writing nothing. Tracking's throttle (30 a minute) is one statement too.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { formatOrderReference, newOrderReference } from "../../contract/order-reference.ts";
import { fetchRetry } from "./fetch-retry.ts";
import { formatFCFA } from "../../server/src/services/pricing.ts";

describeEachDatabase("placing orders at once", (kind) => {
  let app: TestApp;
  let lines: { produitId: string; varianteId?: string; quantite: number; prixUnitaire?: number }[] = [];

  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "1" });
    const category = await createCategory(app.prisma, "Pagnes");
    const bag = await createProduct(app.prisma, {
      name: "Pagne tissé",
      categoryId: category.id,
      price: 8_000,
      promotionPercent: 25,
      stock: 4,
    });
    const shoe = await createProduct(app.prisma, { name: "Babouche", categoryId: category.id, price: 11_000, stock: 0 });
    await app.prisma.product.update({ where: { id: shoe.id }, data: { options: [{ nom: "Taille", valeurs: ["40"] }], stock: 2 } });
    const size = await app.prisma.productVariant.create({ data: { productId: shoe.id, size: "40", sizeKey: "40", stock: 2, position: 0 } });
    lines = [
      { produitId: bag.id, quantite: 2, prixUnitaire: 8_000 },
      { produitId: shoe.id, varianteId: size.id, quantite: 1 },
    ];
  });
  afterAll(() => app?.stop());

  const place = (body: unknown, ip: string) =>
    fetchRetry(`${app.url}/api/v1/commandes`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const written = async (reference: string) => {
    const order = await app.prisma.order.findUnique({
      where: { reference },
      include: { lines: { orderBy: { position: "asc" } }, changes: true },
    });
    const audits = order ? await app.prisma.auditEntry.findMany({ where: { entityType: "Order", entityId: order.id } }) : [];
    return { order, audits };
  };

  it("records one reference sent four times at once from four addresses once: one 201, three 200 with the same order, one throttle record", async () => {
    const reference = newOrderReference();
    const ips = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"];
    const before = Date.now();
    const answers = await Promise.all(ips.map((ip) => place({ reference, lignes: lines, client: { nom: "Awa", zone: "dakar" } }, ip)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    for (const a of answers)
      expect(a.body.data).toMatchObject({
        reference: formatOrderReference(reference),
        statut: "nouvelle",
        total: 23_000,
        nombreArticles: 3,
      });
    const { order, audits } = await written(reference);
    expect(order).toMatchObject({
      status: "nouvelle",
      source: "panier",
      itemCount: 3,
      total: 23_000,
      customerName: "Awa",
      deliveryArea: "dakar",
      customerPhone: null,
    });
    // Prices recomputed (25 % off), copies kept, the shown price compared.
    expect(
      order!.lines.map((l) => [l.position, l.name, l.variantLabel, l.unitPrice, l.quantity, l.lineTotal, l.shownUnitPrice, l.priceDiffers]),
    ).toEqual([
      [0, "Pagne tissé", null, 6_000, 2, 12_000, 8_000, true],
      [1, "Babouche", "Taille 40", 11_000, 1, 11_000, null, false],
    ]);
    expect(order!.changes.map((c) => [c.from, c.to, c.adminId])).toEqual([[null, "nouvelle", null]]);
    expect(audits.map((a) => [a.actorId, a.action, a.summary])).toEqual([
      [null, "create", `Commande ${formatOrderReference(reference)} reçue (3 articles, ${formatFCFA(23_000)})`],
    ]);
    // The server's clock, one instant for the order, its history and its audit entry; the answer says it.
    expect(order!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(order!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect([order!.updatedAt, order!.changes[0].at, audits[0].createdAt].map((d) => d.getTime())).toEqual(
      Array(3).fill(order!.createdAt.getTime()),
    );
    expect(new Date(answers.find((a) => a.status === 201)!.body.data.creeLe).getTime()).toBe(order!.createdAt.getTime());
    // Only the recorded send counts against its address.
    expect(await app.prisma.orderRequest.count({ where: { kind: "place", ip: { in: ips } } })).toBe(1);
  });

  it("gives one address exactly 5 orders a minute when it sends 8 at once; the 3 refused write nothing and a resend still answers 200", async () => {
    const ip = "203.0.113.50";
    const references = Array.from({ length: 8 }, () => newOrderReference());
    const counts = async () => [
      await app.prisma.order.count(),
      await app.prisma.orderLine.count(),
      await app.prisma.orderStatusChange.count(),
      await app.prisma.auditEntry.count(),
    ];
    const before = await counts();
    const answers = await Promise.all(references.map((reference) => place({ reference, lignes: lines.slice(0, 1) }, ip)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    for (const a of answers.filter((x) => x.status === 429)) expect(a.body.message).toMatch(/Trop de commandes.*réessayez/);
    const recorded = references.filter((_, i) => answers[i].status === 201);
    expect(await app.prisma.order.count({ where: { reference: { in: references } } })).toBe(5);
    expect(
      (await app.prisma.order.findMany({ where: { reference: { in: references } }, select: { reference: true } }))
        .map((o) => o.reference)
        .sort(),
    ).toEqual([...recorded].sort());
    expect(await counts()).toEqual(before.map((n) => n + 5)); // one line each
    expect(await app.prisma.orderRequest.count({ where: { kind: "place", ip } })).toBe(5);
    // A resend of a recorded order is answered even at the limit, and not counted.
    const again = await place({ reference: recorded[0], lignes: lines.slice(0, 1) }, ip);
    expect([again.status, again.body.data.reference]).toEqual([200, formatOrderReference(recorded[0])]);
    const refused = await place({ reference: newOrderReference(), lignes: lines.slice(0, 1) }, ip);
    expect(refused.status).toBe(429);
    expect(await app.prisma.orderRequest.count({ where: { kind: "place", ip } })).toBe(5);
  });

  it("answers a resend with the recorded order, even when its product has gone since (not a 400)", async () => {
    const category = await app.prisma.category.findFirstOrThrow();
    const gone = await createProduct(app.prisma, { name: "Calebasse", categoryId: category.id, price: 4_000, stock: 1 });
    const reference = newOrderReference();
    const body = { reference, lignes: [{ produitId: gone.id, quantite: 1 }] };
    expect((await place(body, "203.0.113.90")).status).toBe(201);
    await app.prisma.product.delete({ where: { id: gone.id } });
    const again = await place(body, "203.0.113.91");
    expect([again.status, again.body.data.lignes]).toEqual([
      200,
      [{ nom: "Calebasse", variante: null, quantite: 1, prixUnitaire: 4_000, total: 4_000 }],
    ]);
    expect((await place({ ...body, reference: newOrderReference() }, "203.0.113.91")).status).toBe(400);
    expect(await app.prisma.orderRequest.count({ where: { kind: "place", ip: "203.0.113.91" } })).toBe(0);
  });

  it("lets one address track 30 orders a minute when it asks 34 at once: the 4 refused are not recorded", async () => {
    const ip = "203.0.113.80";
    const answers = await Promise.all(
      Array.from({ length: 34 }, () =>
        fetchRetry(`${app.url}/api/v1/commandes/${newOrderReference()}/suivi`, { headers: { "x-forwarded-for": ip } }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(answers.filter((s) => s === 404)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(4);
    expect(await app.prisma.orderRequest.count({ where: { kind: "track", ip } })).toBe(30);
  });
});
