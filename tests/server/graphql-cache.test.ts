// The GraphQL side of the catalogue response cache (decision 056) on a small Yoga server whose
// resolvers count their runs: what is served without running, and what is never kept.
import { beforeEach, expect, it } from "vitest";
import { createSchema, createYoga } from "graphql-yoga";
import { createCatalogueCache, type ClearableCache } from "../../server/src/http/response-cache.ts";
import { normalizedDocument, useCatalogueResponseCache } from "../../server/src/graphql/cache.ts";

let runs: number;
let cache: ClearableCache;
let names: string[];
const schema = createSchema({
  typeDefs: `type Product { id: ID! nom: String! }
    type Query { products(limit: Int): [Product!]! broken: String }
    type Mutation { rename(nom: String!): Product! }`,
  resolvers: {
    Query: {
      products: () => {
        runs += 1;
        return names.map((nom, i) => ({ id: String(i), nom }));
      },
      broken: () => {
        runs += 1;
        throw new Error("panne");
      },
    },
    Mutation: {
      rename: (_: unknown, { nom }: { nom: string }) => {
        runs += 1;
        names[0] = nom;
        return { id: "0", nom };
      },
    },
  },
});

beforeEach(() => {
  runs = 0;
  cache = createCatalogueCache();
  names = ["Robe wax"];
});

async function ask(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const yoga = createYoga({
    schema,
    logging: false,
    maskedErrors: false,
    plugins: [useCatalogueResponseCache(cache, (r) => !r.headers.get("authorization"))],
  });
  const res = await yoga.fetch("http://boutique.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as Promise<{ data?: { products?: { nom: string }[] }; errors?: unknown[] }>;
}

it("answers an anonymous query the second time without running it, as a copy of the first answer", async () => {
  const first = await ask("{ products { id nom } }");
  const second = await ask("{ products { id nom } }");
  expect([runs, second]).toEqual([1, first]);
  expect(cache.size).toBe(1);
  expect(await ask("query($x: Int) { products(limit: $x) { nom } }", { x: 1 })).toEqual({ data: { products: [{ nom: "Robe wax" }] } });
  expect(await ask("query($x: Int) { products(limit: $x) { nom } }", { x: 2 })).toEqual({ data: { products: [{ nom: "Robe wax" }] } });
  expect(runs).toBe(3); // other variables, another answer
});

it("runs again after a clear, and never answers a request the predicate refuses from the cache", async () => {
  await ask("{ products { nom } }");
  cache.clear();
  names[0] = "Pagne";
  expect((await ask("{ products { nom } }")).data).toEqual({ products: [{ nom: "Pagne" }] });
  names[0] = "Boubou";
  expect((await ask("{ products { nom } }", {}, { authorization: "Bearer x" })).data).toEqual({ products: [{ nom: "Boubou" }] });
  expect(runs).toBe(3);
});

it("keeps no mutation, no answer with errors and no introspection", async () => {
  await ask(`mutation { rename(nom: "Pagne") { nom } }`);
  await ask(`mutation { rename(nom: "Pagne") { nom } }`);
  await ask("{ broken }");
  await ask("{ broken }");
  await ask("{ __schema { queryType { name } } }");
  expect([runs, cache.size]).toEqual([4, 0]);
});

it("leaves a query that is no string to Yoga's refusal", async () => {
  const yoga = createYoga({ schema, logging: false, plugins: [useCatalogueResponseCache(cache, () => true)] });
  const res = await yoga.fetch("http://boutique.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: { products: true } }),
  });
  expect([res.status, cache.size]).toEqual([400, 0]);
});

it("does not keep an answer read before a clear (a write heard while the query ran)", async () => {
  const yoga = createYoga({
    schema,
    logging: false,
    plugins: [
      useCatalogueResponseCache(cache, () => true),
      {
        onExecute: () => {
          cache.clear();
        },
      },
    ],
  });
  await yoga.fetch("http://boutique.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ products { nom } }" }),
  });
  expect(cache.size).toBe(0);
});

it("reads a document as the parser does: comments and separators go, strings and syntax errors stay as sent", () => {
  const plain = "query List { products(limit: 10, sortBy: prix) { items { id nom } } }";
  const read = normalizedDocument(plain);
  expect(read).toBe("query List{products(limit:10 sortBy:prix){items{id nom}}}");
  expect(normalizedDocument(`# liste\n  query List {\r\n products( limit :10 sortBy:prix ){ items{ id, nom } } } # 17`)).toBe(read);
  // Strings are not documents: their spaces and their "#" are theirs.
  expect(normalizedDocument('{ products(search: "robe  wax # 1") { items { id } } }')).toBe(
    '{products(search:"robe  wax # 1"){items{id}}}',
  );
  expect(normalizedDocument('{ f(a: """ bloc \\""" # pas un commentaire """) }')).toBe('{f(a:""" bloc \\""" # pas un commentaire """)}');
  // A quote that opens no string, or a character GraphQL does not ignore: the text keys itself.
  for (const broken of ['{ f(a: "x\n", b: "y") }', "{ products\u00a0{ id } }"])
    expect(normalizedDocument(broken)).not.toBe(normalizedDocument(broken.replace(/\n|\u00a0/, " ")));
});

it("answers a document written otherwise, and variables in another order, from the same entry", async () => {
  await ask("query($a: Int) { products(limit: $a) { nom } }", { a: 1, b: 2 });
  names[0] = "Pagne";
  const again = await ask("# même requête\nquery ( $a:Int ){products(limit:$a){nom}}", { b: 2, a: 1 });
  expect([runs, again.data]).toEqual([1, { products: [{ nom: "Robe wax" }] }]);
  expect(cache.size).toBe(1);
});
