// Anonymous REST catalogue reads share the GraphQL response cache (decision 004): a second read
// is answered without the database, any catalogue write (REST or GraphQL) clears it, and answers
// to a caller with a token, admin reads included, are always fresh.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { bearer, signInAs } from "./session.ts";

describeEachDatabase("REST catalogue reads through the response cache", (kind) => {
  let app: TestApp;
  let token: string;
  const ids: Record<string, string> = {};
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}/api/v1${path}`, { headers });
    return { status: res.status, cache: res.headers.get("x-cache"), body: await res.json() };
  };
  // A change made behind the services' back emits no event: only a database read can see it.
  const renameQuietly = (name: string) => app.prisma.product.update({ where: { id: ids.robe }, data: { name } });

  beforeAll(async () => {
    app = await startTestApp(kind);
    token = (await signInAs(app, "ADMIN")).accessToken;
    const mode = await createCategory(app.prisma, "Mode", ["Robes"]);
    const robe = await createProduct(app.prisma, { name: "Robe wax", categoryId: mode.id, subTypeId: mode.subTypes[0].id, featured: true });
    const pagne = await createProduct(app.prisma, { name: "Pagne", categoryId: mode.id, subTypeId: mode.subTypes[0].id, featured: true });
    Object.assign(ids, { mode: mode.id, robe: robe.id, pagne: pagne.id });
  });
  afterAll(() => app?.stop());

  it("answers the second anonymous read of every public route from the cache", async () => {
    for (const path of [
      "/types",
      `/types/${ids.mode}`,
      "/produits?sortBy=prix&limit=10",
      "/produits/best",
      `/produits/${ids.robe}`,
      `/produits/${ids.pagne}/recommendations`,
    ]) {
      const first = await get(path);
      expect({ path, status: first.status, cache: first.cache }).toEqual({ path, status: 200, cache: "MISS" });
      const second = await get(path);
      expect({ path, cache: second.cache, body: second.body }).toEqual({ path, cache: "HIT", body: first.body });
    }
    // The parameters' order does not make another answer.
    expect((await get("/produits?limit=10&sortBy=prix")).cache).toBe("HIT");
    await renameQuietly("Robe renommée en douce");
    expect((await get(`/produits/${ids.robe}`)).body.data.nom).toBe("Robe wax");
  });

  it("is cleared by a catalogue write through REST", async () => {
    await get("/produits?limit=10");
    expect((await get("/produits?limit=10")).cache).toBe("HIT");
    const put = await fetch(`${app.url}/api/v1/types/${ids.mode}`, {
      method: "PUT",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({ nom: "Mode femme" }),
    });
    expect(put.status).toBe(200);
    const after = await get("/produits?limit=10");
    expect(after.cache).toBe("MISS");
    expect(after.body.data.map((p: any) => p.typeProduit.nom)).toEqual(["Mode femme", "Mode femme"]);
  });

  it("is cleared by a catalogue write through GraphQL", async () => {
    await get("/types");
    expect((await get("/types")).cache).toBe("HIT");
    const r = await gql(
      app,
      `mutation($id: ID!) { updateCategory(id: $id, input: { nom: "Mode et pagnes" }) { nom } }`,
      { id: ids.mode },
      bearer(token),
    );
    expect(r.errors).toBeUndefined();
    const after = await get("/types");
    expect(after.cache).toBe("MISS");
    expect(after.body.data[0].nom).toBe("Mode et pagnes");
  });

  it("never caches a read sent with an Authorization header", async () => {
    await get(`/produits/${ids.pagne}`);
    expect((await get(`/produits/${ids.pagne}`)).cache).toBe("HIT");
    await app.prisma.product.update({ where: { id: ids.pagne }, data: { name: "Pagne tissé" } });
    const withToken = await get(`/produits/${ids.pagne}`, bearer(token));
    expect(withToken).toMatchObject({ cache: null, body: { data: { nom: "Pagne tissé" } } });
    expect((await get(`/produits/${ids.pagne}`, bearer(token))).cache).toBeNull();
    expect((await get(`/produits/${ids.pagne}`)).body.data.nom).toBe("Pagne"); // the anonymous copy is untouched
  });

  it("never caches admin reads", async () => {
    const count = async () => (await get("/dashboard/stats", bearer(token))).body.data.stats.find((s: any) => s.title === "Produits").value;
    const before = await count();
    const again = await get("/dashboard/stats", bearer(token));
    expect(again.cache).toBeNull();
    await createProduct(app.prisma, { name: "Boubou", categoryId: ids.mode });
    expect(await count()).toBe(before + 1);
  });
});

describeEachDatabase("REST catalogue reads with the response cache turned off", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { RESPONSE_CACHE: "false" });
  });
  afterAll(() => app?.stop());

  it("reads the database every time", async () => {
    const cat = await createCategory(app.prisma, "Sacs");
    const res = await fetch(`${app.url}/api/v1/types`);
    expect(res.headers.get("x-cache")).toBeNull();
    await app.prisma.category.update({ where: { id: cat.id }, data: { name: "Sacs à main" } });
    expect((await (await fetch(`${app.url}/api/v1/types`)).json()).data[0].nom).toBe("Sacs à main");
  });
});
