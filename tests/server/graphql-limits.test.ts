// Denial of service without signing in (issue 11): list sizes count in the cost of an operation,
// a token that is no token is refused instead of bypassing the shared cache, GraphQL JSON bodies
// have REST's 1 MB ceiling, NUL bytes are refused, and long hostile emails answer at once.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DocumentNode } from "graphql";
import * as documents from "../../client/src/gql/graphql.ts";
import { schema } from "../../server/src/graphql/schema/index.ts";
import { MAX_RETURNED_ITEMS, returnedItems } from "../../server/src/graphql/guards.ts";
import { CHECK_CHUNK } from "../../client/src/lib/cart-check.ts";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { bearer, signInAs } from "./session.ts";

const PAGE = "items { id nom prix images { url srcSet } typeProduit { id nom sousTypes { id nom } } sousTypeProduit { id } }";
const aliases = (n: number, limit: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `p${i}: products(limit: ${limit}) { ${PAGE} }`).join(" ")} }`;

it("every operation of the client fits the ceiling, at its largest page size", () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
  const largest = { limit: 100, page: 1, ids: ids(100) };
  for (const [name, doc] of Object.entries(documents)) {
    if (!name.endsWith("Document")) continue;
    // The cart check asks CHECK_CHUNK products at a time (each with up to 60 combinations).
    const variables = name === "CartCheckDocument" ? { ids: ids(CHECK_CHUNK) } : largest;
    expect(returnedItems(schema, doc as unknown as DocumentNode, undefined, variables), name).toBeLessThanOrEqual(MAX_RETURNED_ITEMS);
  }
});

describeEachDatabase("GraphQL under abuse", (kind) => {
  let app: TestApp;
  let token = "";
  beforeAll(async () => {
    app = await startTestApp(kind);
    const c = await createCategory(app.prisma, "Sacs", ["Cabas"]);
    for (let i = 0; i < 3; i++) await createProduct(app.prisma, { name: `Sac ${i}`, categoryId: c.id });
    token = (await signInAs(app, "ADMIN")).accessToken;
  });
  afterAll(() => app?.stop());

  it("refuses 15 aliases of products(limit: 100) before running, in French; two pass", async () => {
    const r = await gql(app, aliases(15, 100));
    expect(r.status).toBe(400);
    expect(r.data).toBeUndefined();
    expect(r.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Requête trop volumineuse/),
      extensions: { code: "BAD_USER_INPUT" },
    });
    const viaVariables = await gql(
      app,
      `query($n: Int) { a: products(limit: $n) { ${PAGE} } b: products(limit: $n) { ${PAGE} } c: products(limit: $n) { ${PAGE} } d: products(limit: $n) { ${PAGE} } e: products(limit: $n) { ${PAGE} } }`,
      { n: 100 },
    );
    expect(viaVariables.status).toBe(400);
    const fine = await gql(app, aliases(2, 100));
    expect(fine.status).toBe(200);
    expect(fine.data.p0.items).toHaveLength(3);
  });

  it("counts list arguments of admin fields too (recentActivity, topProducts, connexions)", async () => {
    const r = await gql(
      app,
      `{ ${Array.from({ length: 15 }, (_, i) => `t${i}: topProducts(limit: 50) { id images { url } typeProduit { sousTypes { id } } }`).join(" ")} }`,
      undefined,
      bearer(token),
    );
    expect(r.status).toBe(400);
    expect(r.errors?.[0].message).toMatch(/^Requête trop volumineuse/);
  });

  it.each(["x", "Bearer", "Bearer a.b.c", "Bearer  ", "Basic dXNlcjpwYXNz"])(
    "refuses Authorization: %j with a 401 on a public query",
    async (authorization) => {
      const r = await gql(app, "{ categories { id nom } }", undefined, { authorization });
      expect(r.status).toBe(401);
      expect(r.data ?? null).toBeNull();
      expect(r.errors?.[0]).toMatchObject({ message: "Token invalide", extensions: { code: "UNAUTHENTICATED" } });
    },
  );

  it("keeps anonymous reads cached, and a valid token answered fresh", async () => {
    const read = "{ categories { id nom } }";
    await gql(app, read); // cached now
    const c = await app.prisma.category.findFirstOrThrow();
    await app.prisma.category.update({ where: { id: c.id }, data: { name: "Renommée sans événement" } }); // behind the cache's back
    expect((await gql(app, read)).data.categories[0].nom).toBe(c.name);
    expect((await gql(app, read, undefined, bearer(token))).data.categories[0].nom).toBe("Renommée sans événement");
    await app.prisma.category.update({ where: { id: c.id }, data: { name: c.name } });
  });

  it("refuses a JSON body over 1 MB with a French 413", async () => {
    const r = await gql(app, "query($s: String) { products(search: $s) { items { id } } }", { s: "x".repeat(1024 * 1024) });
    expect(r.status).toBe(413);
    expect(r.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Requête trop volumineuse : 1 Mo au plus/),
      extensions: { code: "PAYLOAD_TOO_LARGE" },
    });
  });

  it.each([
    ["a variable", "query($s: String) { products(search: $s) { items { id } } }", { s: "sac\u0000" }],
    [
      "a nested variable",
      "mutation($i: CategoryInput!) { createCategory(input: $i) { id } }",
      { i: { nom: "ok", sousTypes: [{ nom: "a\u0000" }] } },
    ],
    ["the document", `{ products(search: "sac\\u0000") { items { id } } }`, undefined],
    ["an id", "query($id: ID!) { product(id: $id) { id } }", { id: "\u0000" }],
  ])("refuses a NUL byte in %s with BAD_USER_INPUT", async (_where, query, variables) => {
    const before = await app.prisma.category.count();
    const r = await gql(app, query, variables, bearer(token));
    expect(r.status).toBe(400);
    expect(r.errors?.[0]).toMatchObject({
      message: "Le texte envoyé contient un caractère nul (\\0) : refusé.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await app.prisma.category.count()).toBe(before);
  });

  it("answers a 32 000-dot requestPasswordReset and a 64 000-dot login with a French 400 at once", async () => {
    let start = performance.now();
    const reset = await gql(app, "mutation($e: String!) { requestPasswordReset(email: $e) { success } }", {
      e: `a@${".".repeat(32_000)}@`,
    });
    expect(performance.now() - start).toBeLessThan(1000);
    expect(reset.errors?.[0]).toMatchObject({
      message: "Veuillez saisir une adresse email valide",
      extensions: { code: "BAD_USER_INPUT" },
    });
    start = performance.now();
    const res = await fetch(`${app.url}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identifier: `a@${".".repeat(64_000)}@`, password: "x" }),
    });
    expect(performance.now() - start).toBeLessThan(1000);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/^Identifiant trop long/);
  });
});
