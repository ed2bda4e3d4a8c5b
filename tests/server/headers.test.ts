// Headers of hostile-world answers (issue 11): a Content-Security-Policy with no unhashed inline
// script on every HTML page, HSTS only over HTTPS, CORS for the shop's origin and CORS_ORIGINS only.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtClientRoot, startTestApp, type TestApp } from "./helpers.ts";
import { EARLY_INPUT_HASHES, inlineScriptHashes } from "../../server/src/http/security-headers.ts";
import { ConfigError, loadConfig } from "../../server/src/env.ts";

const SHOP = "https://boutique.example.sn";
const PARTNER = "https://partenaire.example.sn";

describe("security headers", () => {
  let app: TestApp;
  let direct: TestApp;
  let root = "";
  beforeAll(async () => {
    root = builtClientRoot();
    app = await startTestApp("pglite", {
      ROOT: root,
      PUBLIC_URL: SHOP,
      TRUST_PROXY: "1",
      CORS_ORIGINS: `${PARTNER}, http://localhost:5173`,
    });
    direct = await startTestApp("pglite", { ROOT: root, PUBLIC_URL: SHOP });
  });
  afterAll(async () => {
    await app?.stop();
    await direct?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  // The pages the server draws may carry one inline script, the early-input one (decision 065):
  // allowed by its hash, and by nothing broader.
  it.each(["/", "/pro", "/produits/inconnu", "/cart", "/admin", "/api/v1/docs"])(
    "%s has a CSP with script-src 'self' (plus the early-input hash only), frame-ancestors 'self' and no unhashed inline script",
    async (page) => {
      const res = await fetch(app.url + page);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const csp = res.headers.get("content-security-policy") ?? "";
      const [self, ...hashes] = /(?:^|; )script-src ([^;]*)/.exec(csp)![1].split(" ");
      expect(self).toBe("'self'");
      expect(hashes.every((h) => EARLY_INPUT_HASHES.includes(h))).toBe(true);
      for (const h of inlineScriptHashes(await res.text())) expect(hashes).toContain(h);
      expect(csp).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
      expect(csp).toContain("object-src 'none'");
    },
  );

  it("GraphiQL's inline scripts are allowed by their hash only", async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: "text/html" } });
    const html = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const h of hashes) expect(csp).toContain(h);
    expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^;]*$|script-src 'self' 'sha256-/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/https?:/); // nothing from a CDN
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  });

  it("sends HSTS only when the visitor came over HTTPS through a trusted proxy", async () => {
    expect((await fetch(`${app.url}/health`, { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(
      (await fetch(`${app.url}/health`, { headers: { "x-forwarded-proto": "http" } })).headers.get("strict-transport-security"),
    ).toBeNull();
    expect((await fetch(`${app.url}/health`)).headers.get("strict-transport-security")).toBeNull();
    expect(
      (await fetch(`${direct.url}/health`, { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security"),
    ).toBeNull();
  });

  it.each([
    [SHOP, true],
    [PARTNER, true],
    ["http://localhost:5173", true],
    ["https://evil.example", false],
    ["null", false],
    [`${SHOP}.evil.example`, false],
  ])("CORS for origin %s: allowed %s, never with credentials", async (origin, allowed) => {
    for (const path of ["/graphql?query=%7B__typename%7D", "/api/v1/types"]) {
      const res = await fetch(app.url + path, { headers: { origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe(allowed ? origin : null);
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
      const preflight = await fetch(app.url + path, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-origin")).toBe(allowed ? origin : null);
      expect(preflight.headers.get("access-control-allow-headers")).toBe(allowed ? "authorization, content-type, accept" : null);
      expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("compresses GraphQL answers of 1 KB or more (JSON and GraphiQL) for clients that accept it", async () => {
    const json = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "br" },
      body: JSON.stringify({ query: "{ __schema { types { name description } } }" }),
    });
    expect(json.headers.get("content-encoding")).toBe("br");
    expect((await json.json()).data.__schema.types.length).toBeGreaterThan(10);
    const graphiql = await fetch(`${app.url}/graphql`, { headers: { accept: "text/html", "accept-encoding": "gzip" } });
    expect(graphiql.headers.get("content-encoding")).toBe("gzip");
    const small = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "br" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(small.headers.get("content-encoding")).toBeNull();
  });

  it("refuses CORS_ORIGINS entries that are not origins, in French", () => {
    for (const bad of ["boutique.sn", "https://a.sn/", "https://a.sn/chemin", "*"]) {
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(/n'est pas une origine/);
    }
    expect(loadConfig({ CORS_ORIGINS: "https://a.sn, http://localhost:5173" }).CORS_ORIGINS).toEqual([
      "https://a.sn",
      "http://localhost:5173",
    ]);
  });
});
