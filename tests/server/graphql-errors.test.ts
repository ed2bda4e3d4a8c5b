// GraphQL's own refusals reach integrators in French, with their codes and locations; the
// services' French errors pass unchanged. Request-shape errors don't touch the database, so one
// embedded database is enough here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beforeListItems, describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { translate } from "../../server/src/graphql/french-errors.ts";

describe("GraphQL refusals in French", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite");
  });
  afterAll(() => app?.stop());
  const post = async (body: string) => {
    const res = await fetch(`${app.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body });
    return { status: res.status, body: await res.json() };
  };
  const q = (query: string, variables?: object) => JSON.stringify({ query, variables });

  it.each([
    [q(`{ products(limit: "abc") { items { id } } }`), 'Un nombre entier est attendu, reçu : "abc".', "GRAPHQL_VALIDATION_FAILED"],
    [
      q(`{ products(limit: 3000000000) { items { id } } }`),
      "Nombre entier hors limites (32 bits), reçu : 3000000000.",
      "GRAPHQL_VALIDATION_FAILED",
    ],
    [q(`{ produits { id } }`), "Le champ « produits » n'existe pas sur le type Query.", "GRAPHQL_VALIDATION_FAILED"],
    [
      q(`{ products(foo: 1) { items { id } } }`),
      "L'argument « foo » n'existe pas sur le champ Query.products.",
      "GRAPHQL_VALIDATION_FAILED",
    ],
    [q(`{ products { items { id } `), "Erreur de syntaxe dans la requête GraphQL : Expected Name, found <EOF>.", "GRAPHQL_PARSE_FAILED"],
    [
      q(`{ products(sortBy: prixx) { items { id } } }`),
      "La valeur « prixx » n'existe pas dans l'énumération ProductSort.",
      "GRAPHQL_VALIDATION_FAILED",
    ],
    [q(`{ product { nom } }`), "L'argument « id » (ID!) du champ product est obligatoire.", "GRAPHQL_VALIDATION_FAILED"],
    [q(`{ products { items } }`), "Le champ « items » ([Product!]!) demande une liste de sous-champs.", "GRAPHQL_VALIDATION_FAILED"],
    [q(`query($id: ID!) { product(id: $id) { nom } }`), "La variable $id (ID!) est obligatoire.", undefined],
    [
      q(`query($l: Int) { products(limit: $l) { items { id } } }`, { l: "abc" }),
      'La variable $l a une valeur invalide ("abc") : Un nombre entier est attendu, reçu : "abc".',
      undefined,
    ],
    ["pas du json", "Corps de requête JSON invalide.", "BAD_REQUEST"],
    ["{}", "La requête GraphQL (query) est manquante.", "BAD_REQUEST"],
    ["[1, 2]", "Une seule opération GraphQL par requête (pas de lot).", "BAD_REQUEST"],
    [JSON.stringify({ query: 5 }), "Le paramètre « query » est mal formé (reçu : number).", "BAD_REQUEST"],
    [
      q(`query A { boutique { nom } } query B { boutique { nom } }`),
      "Plusieurs opérations dans la requête : indiquez operationName.",
      "OPERATION_RESOLUTION_FAILURE",
    ],
  ])("%s → %s", async (body, message, code) => {
    const r = await post(body);
    expect(r.status).toBeLessThan(500);
    expect(r.body.errors[0].message).toBe(message);
    expect(r.body.errors[0].extensions?.code).toBe(code);
    expect(JSON.stringify(r.body)).not.toContain("originalError");
  });

  it("leaves the services' French messages and GraphQL Armor's limits as they are", async () => {
    expect((await post(q(`{ products(limit: 0) { items { id } } }`))).body.errors[0]).toMatchObject({
      message: "Le nombre de produits par page doit être un entier entre 1 et 100.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: boutique { nom }`).join(" ");
    expect((await post(q(`{ ${aliases} }`))).body.errors[0].message).toMatch(/^Trop d'alias/);
  });

  it("asks for POST for mutations and a JSON or multipart body, in French", async () => {
    const res = await fetch(`${app.url}/graphql?query=${encodeURIComponent('mutation { deleteProduct(id: "x") }')}`, {
      headers: { accept: "application/json" },
    });
    expect((await res.json()).errors[0].message).toBe("Une mutation s'envoie en POST.");
    const text = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: q("{ boutique { nom } }"),
    });
    expect(text.status).toBe(415);
    expect((await text.json()).errors[0]).toMatchObject({
      message: "Type de contenu non pris en charge : envoyez du JSON (application/json) ou un formulaire multipart.",
      extensions: { code: "UNSUPPORTED_MEDIA_TYPE" },
    });
    const put = await fetch(`${app.url}/graphql`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: q("{ boutique { nom } }"),
    });
    expect((await put.json()).errors[0].message).toBe("GraphQL n'accepte que GET et POST.");
  });

  it("says in French what it has no rule for", () => {
    expect(translate("Something new happened.")).toBe("Requête GraphQL invalide : Something new happened.");
  });
});

describeEachDatabase("a clean stop", (kind) => {
  it("lets the requests in progress finish before the database closes", async () => {
    const logged: unknown[] = [];
    const app = await startTestApp(kind, { RESPONSE_CACHE: "false" }, (m) => logged.push(m));
    // Slow answers: the stop comes while every request is inside the server.
    const catalogue = app.services.catalogue;
    let entered = 0;
    beforeListItems(catalogue, async () => {
      entered += 1;
      await new Promise((r) => setTimeout(r, 400));
    });
    const requests = Array.from({ length: 10 }, () =>
      gql(app, `{ products(limit: 20) { items { id nom } } }`).then(
        (r) => r.status,
        (e: Error) => e.message,
      ),
    );
    await expect.poll(() => entered, { timeout: 30_000 }).toBe(10); // a condition, not a delay: all ten are being answered
    await app.stop();
    expect(await Promise.all(requests)).toEqual(Array(10).fill(200));
    expect(logged).toEqual([]);
  });
});
