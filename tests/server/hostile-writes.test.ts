// Hostile and racing input to the catalogue writes, over real HTTP, on both databases: every
// refusal is a French message with the right status, nothing is half-written, nothing is a 500.
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { signInAs } from "./session.ts";
import { expectContract } from "./contract.ts";

describeEachDatabase("catalogue writes under hostile input", (kind) => {
  let app: TestApp;
  let token = "";
  let categoryId = "";
  beforeAll(async () => {
    app = await startTestApp(kind);
    token = (await signInAs(app, "ADMIN")).accessToken;
    categoryId = (await createCategory(app.prisma, "Sacs", ["Cabas"])).id;
  });
  afterAll(() => app?.stop());

  async function call(method: string, p: string, body?: { json?: unknown; form?: FormData; raw?: string; type?: string }) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let payload: BodyInit | undefined;
    if (body?.json !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body.json);
    }
    if (body?.form) payload = body.form;
    if (body?.raw !== undefined) {
      headers["content-type"] = body.type ?? "application/json";
      payload = body.raw;
    }
    const res = await fetch(`${app.url}/api/v1${p}`, { method, headers, body: payload });
    const json = await res.json();
    expectContract(method, p, res.status, json);
    return { status: res.status, body: json };
  }
  const productCount = () => app.prisma.product.count();

  it.each([
    [{ prix: 3_000_000_000 }, "prix"],
    [{ prix: 1_000_000_001 }, "prix"],
    [{ prix: -5 }, "prix"],
    [{ prix: 12.5 }, "prix"],
    [{ prix: "1e3" }, "prix"],
    [{ prix: "NaN" }, "prix"],
    [{ prix: [100] }, "prix"],
    [{ prix: { $gt: 0 } }, "prix"],
    [{ prix: true }, "prix"],
    [{ pourcentPromotion: 101 }, "pourcentPromotion"],
    [{ pourcentPromotion: -1 }, "pourcentPromotion"],
    [{ stock: 99_999_999_999 }, "stock"],
    [{ nom: "   " }, "nom"],
    [{ nom: ["a", "b"] }, "nom"],
    [{ nom: "x".repeat(201) }, "nom"],
    [{ aLaUne: "peut-être" }, "aLaUne"],
    [{ typeProduit: "inconnue" }, "typeProduit"],
    [{ typeProduit: { $ne: null } }, "typeProduit"],
  ])("refuses %j on creation with a French 400 naming %s, and writes nothing", async (bad, field) => {
    const before = await productCount();
    const r = await call("POST", "/produits", { json: { nom: "Sac", prix: 5000, stock: 5, typeProduit: categoryId, ...bad } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, field });
    expect(r.body.message).toMatch(/[a-zé]/);
    expect(await productCount()).toBe(before);
  });

  it("accepts the highest price, 1 000 000 000 FCFA, and refuses it as an update above", async () => {
    const r = await call("POST", "/produits", {
      json: { nom: "Sac de luxe", prix: 1_000_000_000, stock: 5, pourcentPromotion: 33, typeProduit: categoryId },
    });
    expect(r).toMatchObject({ status: 201, body: { data: { prix: 1_000_000_000, prixApresPromotion: 670_000_000 } } });
    const up = await call("PUT", `/produits/${r.body.data._id}`, { json: { prix: 2_147_483_648 } });
    expect(up).toMatchObject({ status: 400, body: { field: "prix", message: "Le prix ne peut pas dépasser 1 000 000 000 FCFA." } });
  });

  it("refuses a sub-type of another category, duplicate form fields and an image that is not one", async () => {
    const other = await createCategory(app.prisma, "Bijoux", ["Colliers"]);
    const wrong = await call("POST", "/produits", {
      json: { nom: "Sac", prix: 5000, stock: 5, typeProduit: categoryId, sousTypeProduit: other.subTypes[0].id },
    });
    expect(wrong).toMatchObject({ status: 400, body: { field: "sousTypeProduit" } });
    const form = new FormData();
    for (const [k, v] of [
      ["nom", "Sac"],
      ["prix", "5000"],
      ["prix", "9000"],
      ["typeProduit", categoryId],
    ])
      form.append(k, v);
    expect(await call("POST", "/produits", { form })).toMatchObject({
      status: 400,
      body: { field: "prix", message: "Le champ prix est envoyé plusieurs fois." },
    });
    const fake = new FormData();
    for (const [k, v] of [
      ["nom", "Sac"],
      ["prix", "5000"],
      ["stock", "5"],
      ["typeProduit", categoryId],
    ])
      fake.append(k, v);
    fake.append("images", new Blob([new TextEncoder().encode("<svg onload=alert(1)>")]), "photo.webp");
    const before = await productCount();
    const r = await call("POST", "/produits", { form: fake });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/image/i);
    expect(await productCount()).toBe(before);
  });

  it("refuses more than 5 images, and keeps the product's photos when an update's image is refused", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const six = new FormData();
    for (const [k, v] of [
      ["nom", "Sac"],
      ["prix", "5000"],
      ["typeProduit", categoryId],
    ])
      six.append(k, v);
    for (let i = 0; i < 6; i++) six.append("images", new Blob([new Uint8Array(png)]), `p${i}.png`);
    expect((await call("POST", "/produits", { form: six })).status).toBe(400);
    const p = await createProduct(app.prisma, { name: "Cabas", categoryId, images: 2 });
    const bad = new FormData();
    bad.append("images", new Blob([new Uint8Array(png.subarray(0, 40))]), "coupée.png");
    expect((await call("PUT", `/produits/${p.id}`, { form: bad })).status).toBe(400);
    expect(await app.prisma.productImage.count({ where: { productId: p.id } })).toBe(2);
  });

  it("answers success when the old photos can't be deleted after the change is committed", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#654321" } })
      .png()
      .toBuffer();
    const p = await createProduct(app.prisma, { name: "Pochette", categoryId, images: 2 });
    const storage = app.services.storage;
    const remove = storage.remove;
    storage.remove = async () => {
      throw new Error("EACCES: disque en lecture seule");
    };
    try {
      const form = new FormData();
      form.append("images", new Blob([new Uint8Array(png)]), "nouvelle.png");
      const r = await call("PUT", `/produits/${p.id}`, { form });
      expect(r).toMatchObject({ status: 200, body: { success: true } });
      expect(r.body.data.images.map((i: any) => i.originalName)).toEqual(["nouvelle.png"]);
      expect((await call("DELETE", `/produits/${p.id}`)).status).toBe(200);
      expect(await app.prisma.product.findUnique({ where: { id: p.id } })).toBeNull();
    } finally {
      storage.remove = remove;
    }
  });

  it("answers malformed JSON, a wrong content type and nonsense ids cleanly", async () => {
    expect((await call("POST", "/produits", { raw: "{nom:" })).status).toBe(400);
    expect((await call("POST", "/produits", { raw: "nom=Sac", type: "text/plain" })).status).toBe(415);
    expect((await call("PUT", `/produits/${encodeURIComponent('\'; DROP TABLE "Product"; --')}`, { json: { prix: 100 } })).status).toBe(
      404,
    );
    expect((await call("DELETE", `/types/${"x".repeat(5000)}`)).status).toBe(404);
  });

  it("refuses GraphQL multipart bodies over 27 MB and JSON over 1 MB with a French 413, declared or streamed", async () => {
    const big = new Uint8Array(28 * 1024 * 1024).fill(32);
    const declared = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", authorization: `Bearer ${token}` },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).errors[0]).toMatchObject({
      message: "Requête trop volumineuse : 27 Mo au plus (5 images de 5 Mo).",
      extensions: { code: "PAYLOAD_TOO_LARGE" },
    });
    const json = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: big,
    });
    expect(json.status).toBe(413);
    expect((await json.json()).errors[0].message).toBe(
      "Requête trop volumineuse : 1 Mo au plus (27 Mo pour un envoi de photos en multipart).",
    );
    const chunks = new ReadableStream({
      start(c) {
        for (let i = 0; i < 28; i++) c.enqueue(new Uint8Array(1024 * 1024).fill(32));
        c.close();
      },
    });
    const streamed = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // An ordinary request still works afterwards.
    expect((await gql(app, "{ categories { nom } }")).data.categories.length).toBeGreaterThan(0);
  });

  it("limits the dashboard's recent activity to 1–50 on REST and GraphQL, in French", async () => {
    for (const limit of ["0", "51", "-3", "abc", "2.5"]) {
      const r = await call("GET", `/dashboard/recent-activity?limit=${limit}`);
      expect(r).toMatchObject({ status: 400, body: { success: false, field: "limit" } });
      expect(r.body.message).toMatch(/^Le paramètre limit doit être un (nombre )?entier/);
    }
    expect((await call("GET", "/dashboard/recent-activity?limit=50")).status).toBe(200);
    for (const limit of [0, 51, 100000]) {
      const g = await gql(app, `query($l: Int) { recentActivity(limit: $l) { id } }`, { l: limit }, { authorization: `Bearer ${token}` });
      expect(g.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
      expect(g.errors![0].message).toContain("entre 1 et 50");
    }
  });

  it("deletes a category and creates a product in it at the same time: one wins, the other gets a clean answer", async () => {
    for (let round = 0; round < 5; round++) {
      const cat = await createCategory(app.prisma, `Course ${round}`);
      const [del, create] = await Promise.all([
        call("DELETE", `/types/${cat.id}`),
        call("POST", "/produits", { json: { nom: "Sac", prix: 5000, stock: 5, typeProduit: cat.id } }),
      ]);
      expect([200, 409]).toContain(del.status);
      expect([201, 400, 409]).toContain(create.status);
      const exists = await app.prisma.category.findUnique({ where: { id: cat.id } });
      if (del.status === 200) expect(exists).toBeNull();
      if (create.status === 201) expect(exists).not.toBeNull();
    }
  });
});

describeEachDatabase("dashboard figures", (kind) => {
  let app: TestApp;
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp(kind);
    auth = { authorization: `Bearer ${(await signInAs(app, "ADMIN")).accessToken}` };
  });
  afterAll(() => app?.stop());
  const stats = async () =>
    Object.fromEntries(
      ((await gql(app, `{ dashboardStats { title value percentage trend } }`, {}, auth)).data.dashboardStats as any[]).map((s) => [
        s.title,
        s,
      ]),
    );

  it("compares with 30 days ago counting the items deleted since, and only promotions that lower the price", async () => {
    const cat = await createCategory(app.prisma, "Sacs");
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    const old = await Promise.all([1, 2, 3, 4].map((n) => createProduct(app.prisma, { name: `Ancien ${n}`, categoryId: cat.id })));
    await app.prisma.product.updateMany({ where: { id: { in: old.map((p) => p.id) } }, data: { createdAt: longAgo } });
    await app.prisma.category.update({ where: { id: cat.id }, data: { createdAt: longAgo } });
    // One old product deleted through the service (audited): 4 then, 3 now → down 25 %.
    const del = await gql(app, `mutation($id: ID!) { deleteProduct(id: $id) }`, { id: old[0].id }, auth);
    expect(del.errors).toBeUndefined();
    // Created and deleted within the 30 days: in neither count.
    const brief = await gql(
      app,
      `mutation($c: ID!) { createProduct(input: { nom: "Éphémère", prix: 5000, stock: 5, typeProduit: $c }) { id } }`,
      { c: cat.id },
      auth,
    );
    await gql(app, `mutation($id: ID!) { deleteProduct(id: $id) }`, { id: brief.data.createProduct.id }, auth);
    // 1 % of 10 FCFA rounds back to 10: no promotion; 20 % of 5 000 is one.
    await createProduct(app.prisma, { name: "Arrondi", categoryId: cat.id, price: 10, promotionPercent: 1 });
    await createProduct(app.prisma, { name: "Soldé", categoryId: cat.id, price: 5000, promotionPercent: 20 });
    const s = await stats();
    expect(s.Produits).toMatchObject({ value: 5, percentage: 25, trend: "up" });
    // From none 30 days ago: "nouveau", no percentage (decision 090).
    expect(s["En promotion"]).toMatchObject({ value: 1, percentage: 0, trend: "new" });
    const top = await gql(app, `{ topProducts(by: promotion, limit: 10) { nom } }`, {}, auth);
    expect(top.data.topProducts.map((p: any) => p.nom)).toEqual(["Soldé"]);
  });
});
