// Request ids and access lines (decision 042): every answer carries X-Request-Id, hostile ids are
// replaced, one JSON access line per request with its fixed fields and nothing secret, and errors
// logged with the id of the request that met them.
import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Prisma } from "../../server/src/generated/prisma/client.ts";
import { GONE_MESSAGE } from "../../server/src/graphql/yoga.ts";
import { beforeListItems, builtClientRoot, captureLogs, gql, startTestApp, type LogLine, type TestApp } from "./helpers.ts";
import { bearer, createAdmin, TEST_PASSWORD } from "./session.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { humanLine } from "../../server/src/log.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ACCESS_FIELDS = ["bytes", "hostname", "ip", "level", "method", "ms", "msg", "path", "pid", "reqId", "status", "time"];

/** A request sent as written: fetch would refuse some of these headers before they left. */
function rawGet(url: string, headers: Record<string, string | string[]>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      })
      .on("error", reject);
  });
}

describe("request ids and access lines", () => {
  let app: TestApp;
  let root = "";
  const { logger, lines } = captureLogs("debug");
  const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);
  /** The access line is written when the answer is done, just after the client has it. */
  const accessLine = async (reqId: string) => {
    await expect.poll(() => linesOf(reqId).some((l) => l.msg === "requête")).toBe(true);
    return linesOf(reqId).find((l) => l.msg === "requête")!;
  };

  beforeAll(async () => {
    root = builtClientRoot();
    app = await startTestApp("pglite", { ROOT: root, TRUST_PROXY: "1" }, logger);
    const category = await createCategory(app.prisma, "Tissus");
    await createProduct(app.prisma, { name: "Wax bleu", categoryId: category.id });
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it("echoes a well-formed X-Request-Id on every kind of answer", async () => {
    const answers: [string, RequestInit?][] = [
      [
        "/graphql",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ categories { nom } }" }) },
      ],
      ["/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: "{ pas du json" }],
      ["/api/v1/produits"],
      ["/api/v1/inconnue"],
      ["/uploads/banners/banniere-1-800.webp"],
      ["/uploads/absente.webp"],
      ["/"],
      ["/pro"],
      ["/admin"],
      ["/robots.txt"],
      ["/health"],
      ["/ready"],
      ["/graphql", { method: "OPTIONS", headers: { origin: "http://shop.test", "access-control-request-method": "POST" } }],
    ];
    for (const [i, [path, init]] of answers.entries()) {
      const id = `essai-${i}.a_b:c`;
      const res = await fetch(app.url + path, { ...init, headers: { ...init?.headers, "x-request-id": id } });
      await res.arrayBuffer();
      expect([path, res.headers.get("x-request-id")]).toEqual([path, id]);
    }
  });

  it("generates a UUID when the caller sends none, a new one each time", async () => {
    const ids = await Promise.all([1, 2].map(async () => (await fetch(`${app.url}/api/v1/types`)).headers.get("x-request-id")!));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("replaces hostile ids: too long, spaces, quotes, markup, non-ASCII, empty, repeated", async () => {
    const hostile: (string | string[])[] = [
      "a".repeat(65),
      "x".repeat(8000),
      "deux mots",
      `"}{"level":"fatal"`,
      "<script>alert(1)</script>",
      "café",
      "",
      "a,b",
      ["un", "deux"],
    ];
    for (const sent of hostile) {
      const res = await rawGet(`${app.url}/api/v1/types`, { "x-request-id": sent });
      const id = String(res.headers["x-request-id"]);
      expect(id).toMatch(UUID);
      expect((await accessLine(id)).reqId).toBe(id);
    }
    expect(JSON.stringify(lines)).not.toContain("alert(1)");
    expect(lines.some((l) => l.level === "fatal")).toBe(false);
  });

  it("writes one access line per request: method, path without query, status, duration, bytes, id, client address", async () => {
    const res = await fetch(`${app.url}/api/v1/produits?search=wax&token=secret-du-lien`, {
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    const body = Buffer.from(await res.arrayBuffer());
    const line = await accessLine(res.headers.get("x-request-id")!);
    expect(Object.keys(line).sort()).toEqual(ACCESS_FIELDS);
    expect(line).toMatchObject({
      level: "info",
      msg: "requête",
      method: "GET",
      path: "/api/v1/produits",
      status: 200,
      bytes: body.length,
      ip: "203.0.113.7",
    });
    expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(new Date(String(line.time)).toISOString()).toBe(line.time);
    expect(linesOf(line.reqId!).filter((l) => l.msg === "requête")).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain("secret-du-lien");

    const missing = await fetch(`${app.url}/api/v1/inconnue?x=1`);
    expect(await accessLine(missing.headers.get("x-request-id")!)).toMatchObject({
      path: "/api/v1/inconnue",
      status: 404,
      bytes: Number(missing.headers.get("content-length")),
    });
  });

  it("counts the bytes of a streamed photo", async () => {
    const res = await fetch(`${app.url}/uploads/banners/banniere-1-800.webp`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(body.length).toBeGreaterThan(1000);
    expect(await accessLine(res.headers.get("x-request-id")!)).toMatchObject({
      path: "/uploads/banners/banniere-1-800.webp",
      status: 200,
      bytes: body.length,
    });
  });

  it("masks the token of a REST verification link in the path", async () => {
    const res = await fetch(`${app.url}/api/v1/auth/verify/jeton-tres-secret`);
    expect((await accessLine(res.headers.get("x-request-id")!)).path).toBe("/api/v1/auth/verify/[masqué]");
    expect(JSON.stringify(lines)).not.toContain("jeton-tres-secret");
  });

  it("logs load balancer probes answered 200 at debug, not info", async () => {
    const res = await fetch(`${app.url}/health`);
    expect((await accessLine(res.headers.get("x-request-id")!)).level).toBe("debug");
  });

  it("never logs a password, a token or an Authorization value during logins and signed-in calls", async () => {
    const admin = await createAdmin(app, "ADMIN");
    const good = await gql(
      app,
      `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken refreshToken } }`,
      { i: admin.email, p: TEST_PASSWORD },
    );
    const { accessToken, refreshToken } = good.data.login;
    await gql(app, `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`, {
      i: admin.email,
      p: "Mauvais!Secret42",
    });
    const rest = await fetch(`${app.url}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
    });
    const restTokens = (await rest.json()).data;
    await fetch(`${app.url}/api/v1/auth/profile`, { headers: bearer(accessToken) });
    await gql(app, "{ me { email } }", {}, bearer(accessToken));
    await fetch(`${app.url}/api/v1/auth/refresh`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken }),
    });
    await expect.poll(() => lines.filter((l) => l.msg === "requête").length).toBe(6);
    const text = JSON.stringify(lines);
    for (const secret of [
      TEST_PASSWORD,
      "Mauvais!Secret42",
      accessToken,
      refreshToken,
      restTokens.accessToken,
      restTokens.refreshToken,
      "Bearer",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("answers a record deleted during the request (Prisma's P2025) with a French NOT_FOUND, logged as no error", async () => {
    const undo = beforeListItems(app.services.catalogue, async () => {
      throw new Prisma.PrismaClientKnownRequestError("No record was found for a query.", { code: "P2025", clientVersion: "7" });
    });
    try {
      const r = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "gql-supprime" },
        body: JSON.stringify({ query: '{ products(limit: 5, search: "supprime") { items { id } } }' }),
      });
      expect(r.status).toBe(200);
      const body = await r.json();
      expect(body.errors[0]).toMatchObject({ message: GONE_MESSAGE, extensions: { code: "NOT_FOUND" }, path: ["products", "items"] });
    } finally {
      undo();
    }
    await accessLine("gql-supprime");
    expect(linesOf("gql-supprime").filter((l: LogLine) => l.level === "error")).toEqual([]);
  });

  it("logs an unexpected error with the id of the request that met it (GraphQL and REST)", async () => {
    const catalogue = app.services.catalogue;
    const undo = beforeListItems(catalogue, async () => {
      throw new Error("panne simulée");
    });
    try {
      const viaGraphQL = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "gql-panne" },
        body: JSON.stringify({ query: '{ products(limit: 5, search: "panne") { items { id } } }' }),
      });
      expect((await viaGraphQL.json()).errors[0].message).toBe("Une erreur est survenue");
      const viaRest = await fetch(`${app.url}/api/v1/produits?search=panne`, { headers: { "x-request-id": "rest-panne" } });
      expect(viaRest.status).toBe(500);
    } finally {
      undo();
    }
    for (const id of ["gql-panne", "rest-panne"]) {
      await accessLine(id);
      const errors = linesOf(id).filter((l: LogLine) => l.level === "error");
      expect(errors).toHaveLength(1);
      expect(errors[0].err?.message).toBe("panne simulée");
    }
  });
});

describe("log lines in a terminal", () => {
  it("are short and readable: the clock, a tag for warnings and errors, the message, the stack", () => {
    const at = "2026-11-25T14:03:07.123Z";
    expect(
      humanLine({
        level: "info",
        time: at,
        pid: 1,
        hostname: "h",
        reqId: "r1",
        method: "GET",
        path: "/pro",
        status: 200,
        ms: 12.5,
        bytes: 3456,
        ip: "::1",
        msg: "requête",
      }),
    ).toBe("14:03:07 GET /pro 200 12.5 ms 3456 o\n");
    expect(humanLine({ level: "warn", time: at, pid: 1, hostname: "h", msg: "Instance pas prête", check: "storage" })).toBe(
      "14:03:07 ATTENTION Instance pas prête  check=storage\n",
    );
    expect(
      humanLine({
        level: "error",
        time: at,
        msg: "Erreur inattendue (REST)",
        reqId: "r2",
        err: { message: "panne", stack: "Error: panne\n    at x" },
      }),
    ).toBe("14:03:07 ERREUR Erreur inattendue (REST)  reqId=r2\nError: panne\n    at x\n");
  });
});
