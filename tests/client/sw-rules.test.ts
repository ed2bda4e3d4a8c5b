// The service worker's rules (decision 038): what it may keep, under which key, for which version.
import { describe, expect, it } from "vitest";
import {
  cacheNames,
  classify,
  dataKey,
  isQueryOnly,
  operationTypes,
  staleCaches,
  storable,
  type RequestFacts,
} from "../../client/src/sw/rules.ts";

const ORIGIN = "https://boutique.example.sn";
const request = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  url: `${ORIGIN}/`,
  method: "GET",
  mode: "cors",
  cache: "default",
  referrer: `${ORIGIN}/pro`,
  authorization: false,
  contentType: null,
  ...over,
});
const graphqlPost = (over: Partial<RequestFacts> = {}) =>
  request({ url: `${ORIGIN}/graphql`, method: "POST", contentType: "application/json", ...over });
const body = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ operationName: null, variables, query });

describe("which requests the service worker answers", () => {
  it("storefront pages, build files, photos and the shop's GraphQL reads", () => {
    for (const path of ["/", "/pro?page=2", "/produits/abc", "/cart", "/faq", "/livraison", "/nimporte-quoi"]) {
      expect(classify(request({ url: ORIGIN + path, mode: "navigate" }), ORIGIN), path).toBe("page");
    }
    expect(classify(request({ url: `${ORIGIN}/assets/index-abc.js` }), ORIGIN)).toBe("asset");
    expect(classify(request({ url: `${ORIGIN}/uploads/products/x-400.webp`, mode: "no-cors" }), ORIGIN)).toBe("photo");
    expect(classify(graphqlPost(), ORIGIN)).toBe("data");
  });

  it("never the back-office: its pages, and whatever its pages ask for", () => {
    for (const path of ["/admin", "/admin/login", "/admin/produits/abc"])
      expect(classify(request({ url: ORIGIN + path, mode: "navigate" }), ORIGIN), path).toBeNull();
    const fromAdmin = { referrer: `${ORIGIN}/admin/produits` };
    expect(classify(graphqlPost(fromAdmin), ORIGIN)).toBeNull();
    expect(classify(request({ url: `${ORIGIN}/uploads/products/x-400.webp`, ...fromAdmin }), ORIGIN)).toBeNull();
    expect(classify(request({ url: `${ORIGIN}/assets/AdminApp-abc.js`, ...fromAdmin }), ORIGIN)).toBeNull();
  });

  it("never a request carrying a token, nor one that asks for the server's answer only", () => {
    expect(classify(graphqlPost({ authorization: true }), ORIGIN)).toBeNull();
    expect(classify(request({ url: `${ORIGIN}/pro`, mode: "navigate", authorization: true }), ORIGIN)).toBeNull();
    expect(classify(request({ url: `${ORIGIN}/uploads/a.webp`, authorization: true }), ORIGIN)).toBeNull();
    expect(classify(graphqlPost({ cache: "no-store" }), ORIGIN)).toBeNull();
  });

  it("never the APIs' other doors, uploads of photos, other origins or the worker's own files", () => {
    expect(classify(request({ url: `${ORIGIN}/api/v1/produits` }), ORIGIN)).toBeNull();
    expect(classify(request({ url: `${ORIGIN}/api/v1/auth/login`, method: "POST", contentType: "application/json" }), ORIGIN)).toBeNull();
    expect(classify(graphqlPost({ contentType: "multipart/form-data; boundary=x" }), ORIGIN)).toBeNull();
    expect(classify(request({ url: `${ORIGIN}/graphql?query=%7Ba%7D` }), ORIGIN)).toBeNull();
    expect(classify(request({ url: "https://wa.me/221770000000" }), ORIGIN)).toBeNull();
    for (const path of [
      "/graphql",
      "/api/v1/docs",
      "/sw.js",
      "/manifest.webmanifest",
      "/health",
      "/uploads/a.webp",
      "/icons/icon-192.png",
      "/robots.txt",
      "/sitemap.xml",
      "/sitemap-2.xml",
    ]) {
      expect(classify(request({ url: ORIGIN + path, mode: "navigate" }), ORIGIN), path).toBeNull();
    }
  });
});

describe("which GraphQL bodies may be kept: queries only", () => {
  it("reads the operations at the top level of the document", () => {
    expect(operationTypes("{ products { id } }")).toEqual(["query"]);
    expect(operationTypes("query Home { a } fragment F on Product { id }")).toEqual(["query"]);
    expect(operationTypes('query A($f: Filtre = { min: 1, tags: ["a"] }) @cached { a(x: { y: 2 }) { b } } mutation B { c }')).toEqual([
      "query",
      "mutation",
    ]);
    expect(operationTypes('# mutation { x }\nquery Q { a(s: "mutation { y }", t: "\\"}") }')).toEqual(["query"]);
    expect(operationTypes('query Q { a(d: """ } mutation { """) }')).toEqual(["query"]);
    expect(operationTypes("subscription S { a }")).toEqual(["subscription"]);
  });

  it("keeps a query, never a mutation, a mixed document, a batch or an unreadable body", () => {
    expect(isQueryOnly(body("query ProductDetail($id: ID!) { product(id: $id) { id nom } }", { id: "p1" }))).toBe(true);
    expect(isQueryOnly(body("{ categories { id } }"))).toBe(true);
    expect(isQueryOnly(body("mutation Login($e: String!) { login(email: $e) { accessToken } }"))).toBe(false);
    expect(isQueryOnly(body("query A { a } mutation B { b }"))).toBe(false);
    expect(isQueryOnly(body("subscription S { a }"))).toBe(false);
    expect(isQueryOnly(JSON.stringify([{ query: "{ a }" }]))).toBe(false);
    expect(isQueryOnly(JSON.stringify({ extensions: { persistedQuery: { sha256Hash: "abc" } } }))).toBe(false);
    expect(isQueryOnly("{ not json")).toBe(false);
    expect(isQueryOnly(body(`{ a }${" ".repeat(70_000)}`))).toBe(false);
    expect(isQueryOnly(body("fragment F on Product { id }"))).toBe(false);
  });

  it("keys a POSTed query by the SHA-256 of its body: same question, same key", async () => {
    const a = await dataKey(body("query P($id: ID!) { product(id: $id) { id } }", { id: "p1" }), ORIGIN);
    expect(a).toMatch(new RegExp(`^${ORIGIN}/graphql\\?body-sha256=[0-9a-f]{64}$`));
    expect(await dataKey(body("query P($id: ID!) { product(id: $id) { id } }", { id: "p1" }), ORIGIN)).toBe(a);
    expect(await dataKey(body("query P($id: ID!) { product(id: $id) { id } }", { id: "p2" }), ORIGIN)).not.toBe(a);
  });
});

describe("what may be stored, and for how long", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it("a complete same-origin answer of the expected type the server lets anyone keep", () => {
    expect(storable("page", 200, "basic", headers({ "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" }))).toBe(true);
    expect(storable("data", 200, "basic", headers({ "content-type": "application/graphql-response+json; charset=utf-8" }))).toBe(true);
    expect(storable("photo", 200, "basic", headers({ "content-type": "image/webp" }))).toBe(true);
    expect(storable("page", 404, "basic", headers({ "content-type": "text/html" }))).toBe(false);
    expect(storable("photo", 200, "opaque", headers({}))).toBe(false);
    expect(storable("data", 200, "basic", headers({ "content-type": "application/json", "cache-control": "no-store" }))).toBe(false);
    expect(storable("data", 200, "basic", headers({ "content-type": "application/json", "cache-control": "private, max-age=0" }))).toBe(
      false,
    );
    expect(storable("page", 200, "basic", headers({ "content-type": "application/json" }))).toBe(false);
    expect(storable("photo", 200, "basic", headers({ "content-type": "text/plain" }))).toBe(false);
  });

  it("a new version drops the shell, pages and answers of the old one; photos and other sites' caches stay", () => {
    const old = Object.values(cacheNames("v1"));
    const current = Object.values(cacheNames("v2"));
    expect(staleCaches([...old, ...current, "autre-application"], "v2").sort()).toEqual([
      "boutique-data-v1",
      "boutique-pages-v1",
      "boutique-shell-v1",
    ]);
    expect(cacheNames("v2").photos).toBe(cacheNames("v1").photos);
  });
});
