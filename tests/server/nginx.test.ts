// deploy/nginx/boutique.conf itself (ports and paths substituted, scripts/lib/nginx.ts) with
// Debian's nginx, TLS on a throwaway certificate, in front of two instances on one database:
// requests spread, visitors' addresses and HTTPS reach the shop, a stopped instance is replaced
// by the other, a product form with 5 photos of 4 MB passes. Skipped, visibly, without nginx.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/env.ts";
import { createThrowawayDatabase } from "../../scripts/lib/throwaway-postgres.ts";
import { NGINX, SERVER_NAME, nginxInstalled, startNginx, type RunningNginx } from "../../scripts/lib/nginx.ts";
import { POSTGRES_URL, builtClientRoot, isPostgresReachable } from "./helpers.ts";
import { TEST_PASSWORD } from "./session.ts";
import { hashPassword } from "../../server/src/auth/crypto.ts";
import { createCategory } from "../fixtures/catalogue.ts";

const installed = nginxInstalled();
const postgres = installed && (await isPostgresReachable());
if (!installed) console.warn(`\n⚠ nginx absent (${NGINX}) : le test de deploy/nginx/boutique.conf est ignoré (apt-get install nginx).\n`);

interface Instance {
  port: number;
  stop(): Promise<void>;
}
/** Stops once, however many times it is called. */
const once = (stop: () => Promise<void>) => {
  let done: Promise<void> | undefined;
  return () => (done ??= stop());
};
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const LOGIN = `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`;
const NEWER_SCRIPT = "nouveau-3f9a1c.js";
const CREATE = `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) { id images { url } } }`;

/** A real 64 × 64 JPEG carrying about `bytes` of comment segments that decoders skip: that much on
 * the wire, cheap to decode. */
async function heavyJpeg(bytes: number) {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#b5651d" } })
    .jpeg()
    .toBuffer();
  const segment = Buffer.alloc(0xffff + 2, 0x20); // FF FE, length (itself included), text
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(0xffff, 2);
  const comments = Array.from({ length: Math.ceil(bytes / segment.length) }, () => segment);
  return Buffer.concat([jpeg.subarray(0, 2), ...comments, jpeg.subarray(2)]);
}

(installed ? describe : describe.skip)(
  `deploy/nginx/boutique.conf devant deux instances [${postgres ? "PostgreSQL" : "PGlite : deux écoutes d'une instance"}]${installed ? "" : " (nginx absent : ignoré)"}`,
  () => {
    let dataDir = "";
    let root = "";
    let newerRoot = "";
    let apps: App[] = [];
    let instances: Instance[] = [];
    let nginx: RunningNginx;
    let dropDatabase = async () => {};
    let adminEmail = "";

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-nginx-data-"));
      root = builtClientRoot();
      const database = postgres ? await createThrowawayDatabase(POSTGRES_URL, `boutique_nginx_${process.pid}`) : null;
      if (database) dropDatabase = database.drop;
      const config = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? "pglite:memory://",
        LOG_LEVEL: "silent",
        SEED_DEMO: "false",
        PUBLIC_URL: `https://${SERVER_NAME}`,
        TRUST_PROXY: "1",
        JWT_SECRET: "une-cle-de-test-partagee-par-les-deux-instances",
      });
      config.ROOT = root;
      // The second instance runs a newer build: one more script (a rolling upgrade half done).
      newerRoot = builtClientRoot();
      fs.writeFileSync(path.join(newerRoot, "client/dist/assets", NEWER_SCRIPT), "export const version = 2;\n");
      // Two processes of one machine share DATA_DIR (photos); PGlite belongs to one process, so
      // without PostgreSQL the second "instance" is a second listener of the same app.
      apps = postgres ? [await createApp(config), await createApp({ ...config, ROOT: newerRoot })] : [await createApp(config)];
      instances = await Promise.all(
        [0, 1].map(async (i): Promise<Instance> => {
          const app = apps[i];
          if (app) {
            const port = Number(new URL(await app.listen(0, "127.0.0.1")).port);
            return { port, stop: once(() => app.close()) };
          }
          const server = http.createServer(apps[0].handle);
          await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
          return {
            port: (server.address() as { port: number }).port,
            stop: once(
              () =>
                new Promise((r) => {
                  server.close(() => r());
                  server.closeAllConnections();
                }),
            ),
          };
        }),
      );
      nginx = await startNginx(instances.map((i) => `127.0.0.1:${i.port}`));
      adminEmail = `awa-${process.pid}@boutique.test`;
      await apps[0].prisma.adminUser.create({
        data: {
          email: adminEmail,
          role: "ADMIN",
          firstName: "Awa",
          lastName: "Diop",
          fullName: "Awa Diop",
          passwordHash: await hashPassword(TEST_PASSWORD),
          emailVerifiedAt: new Date(),
        },
      });
    });

    afterAll(async () => {
      await nginx?.stop();
      for (const i of instances) await i.stop();
      await dropDatabase();
      for (const dir of [dataDir, root, newerRoot]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    /** One request through nginx over TLS, from `from` (a loopback address: another visitor). */
    function send(
      method: string,
      target: string,
      o: { headers?: Record<string, string>; body?: Buffer | string; from?: string; plain?: boolean } = {},
    ): Promise<Answer> {
      const options = {
        host: "127.0.0.1",
        port: o.plain ? nginx.httpPort : nginx.httpsPort,
        method,
        path: target,
        localAddress: o.from ?? "127.0.0.1",
        headers: { host: SERVER_NAME, ...o.headers },
        servername: SERVER_NAME,
        ca: nginx.ca,
        agent: false,
      };
      return new Promise((resolve, reject) => {
        const req = (o.plain ? http : https).request(options, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end(o.body);
      });
    }
    const graphql = (query: string, variables: Record<string, unknown> = {}, o: { from?: string; headers?: Record<string, string> } = {}) =>
      send("POST", "/graphql", {
        ...o,
        headers: { "content-type": "application/json", ...o.headers },
        body: JSON.stringify({ query, variables }),
      });
    const json = (a: Answer) => JSON.parse(a.body.toString("utf8"));

    /** The access log's lines for these request ids (nginx writes a line once the answer is sent). */
    async function logLines(ids: string[]) {
      for (;;) {
        const lines = fs.readFileSync(nginx.accessLog, "utf8").split("\n");
        const found = ids.map((id) => lines.find((l) => l.includes(`id=${id}`)));
        if (found.every(Boolean)) return found as string[];
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    /** The instances tried, in order ("a:1, b:2" when nginx moved on to the next). */
    const upstreamsOf = (line: string) => / up=(.*?) cache=/.exec(line)![1].split(", ");

    it("nginx -t accepts the configuration", () => {
      const { ok, output } = nginx.check();
      expect(output).toContain("test is successful");
      expect(ok).toBe(true);
    });

    it("HTTP redirects to HTTPS, except Let's Encrypt's challenge", async () => {
      const redirect = await send("GET", "/pro?page=2", { plain: true });
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe(`https://${SERVER_NAME}/pro?page=2`);
      fs.mkdirSync(path.join(nginx.dir, "www/.well-known/acme-challenge"), { recursive: true });
      fs.writeFileSync(path.join(nginx.dir, "www/.well-known/acme-challenge/jeton"), "jeton.empreinte");
      const challenge = await send("GET", "/.well-known/acme-challenge/jeton", { plain: true });
      expect([challenge.status, challenge.body.toString()]).toEqual([200, "jeton.empreinte"]);
    });

    it("spreads requests over both instances, one request id in the answer and nginx's log; HTTPS is seen (HSTS)", async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => send("GET", "/health")));
      const ids = answers.map((a) => String(a.headers["x-request-id"]));
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
        // The shop sends HSTS only when X-Forwarded-Proto from its trusted proxy says https.
        expect(a.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      }
      const upstreams = new Set((await logLines(ids)).flatMap(upstreamsOf));
      expect(upstreams).toEqual(new Set(instances.map((i) => `127.0.0.1:${i.port}`)));
    });

    it("keeps the tokens of invitation, reset and verification links out of nginx's logs (path without query, REST's token masked, no Referer)", async () => {
      const token = `jeton-${crypto.randomBytes(16).toString("hex")}`;
      const agent = `journal-${crypto.randomBytes(4).toString("hex")}`;
      const headers = { "user-agent": agent };
      await Promise.all([
        send("GET", `/admin/reset-password?token=${token}&invitation=1`, { headers }),
        send("GET", `/admin/verify-account?token=${token}`, { headers }),
        send("GET", `/api/v1/auth/verify/${token}`, { headers }),
        send("GET", `/api/v1/auth/verify/${token}?x=${token}`, { headers }),
        send("GET", `/admin/reset-password?token=${token}`, { headers, plain: true }), // redirected to https
        send("GET", "/assets/index.js", { headers: { ...headers, referer: `https://${SERVER_NAME}/admin/reset-password?token=${token}` } }),
      ]);
      // Every log nginx writes here: the site's, and the http block's default (Debian's access.log).
      const logs = () =>
        fs
          .readdirSync(nginx.dir)
          .filter((f) => f.endsWith(".log"))
          .map((f) => [f, fs.readFileSync(path.join(nginx.dir, f), "utf8")]);
      while (
        logs()
          .flatMap(([, text]) => text.split("\n"))
          .filter((l) => l.includes(agent)).length < 6
      )
        await new Promise((r) => setTimeout(r, 20));
      const lines = fs
        .readFileSync(nginx.accessLog, "utf8")
        .split("\n")
        .filter((l) => l.includes(agent));
      expect(lines.map((l) => /"(GET [^"]*)"/.exec(l)?.[1]).sort()).toEqual([
        "GET /admin/reset-password HTTP/1.1",
        "GET /admin/reset-password HTTP/1.1",
        "GET /admin/verify-account HTTP/1.1",
        "GET /api/v1/auth/verify/[jeton] HTTP/1.1",
        "GET /api/v1/auth/verify/[jeton] HTTP/1.1",
        "GET /assets/index.js HTTP/1.1",
      ]);
      for (const [log, text] of logs()) expect([log, text.includes(token)]).toEqual([log, false]);
    });

    it("/ready stays internal: nginx answers 404, each instance answers on its own address", async () => {
      for (const target of ["/ready", "/ready?x=1", "//ready"]) {
        const outside = await send("GET", target);
        expect([target, outside.status, outside.body.includes('"checks"')]).toEqual([target, 404, false]);
      }
      const inside = await fetch(`http://127.0.0.1:${instances[0].port}/ready`);
      expect([inside.status, (await inside.json()).ready]).toEqual([200, true]);
    });

    it("the visitor's address reaches the shop: 5 failures from one address lock it, not another visitor (X-Forwarded-For, TRUST_PROXY=1)", async () => {
      // The client's own X-Forwarded-For is kept but the shop reads the hop nginx added.
      const spoofed = { "x-forwarded-for": "198.51.100.7" };
      for (let i = 0; i < 5; i++) {
        const r = json(
          await graphql(LOGIN, { i: `inconnu-${i}@boutique.test`, p: "mauvais-mot-de-passe" }, { from: "127.0.0.2", headers: spoofed }),
        );
        expect(r.errors[0].message).toBe("Identifiants invalides");
      }
      const locked = json(await graphql(LOGIN, { i: adminEmail, p: TEST_PASSWORD }, { from: "127.0.0.2", headers: spoofed }));
      expect(locked.errors[0].message).toBe("Trop de tentatives. Réessayez dans 15 minutes.");
      const other = json(await graphql(LOGIN, { i: adminEmail, p: TEST_PASSWORD }, { from: "127.0.0.3" }));
      const me = json(
        await graphql(
          `{ me { connexions(limit: 1) { ip } } }`,
          {},
          { headers: { authorization: `Bearer ${other.data.login.accessToken}` } },
        ),
      );
      expect(me.data.me.connexions).toEqual([{ ip: "127.0.0.3" }]);
    });

    it("a product form with 5 photos of 4 MB passes; photos and scripts are then served from nginx's cache", async () => {
      const token = json(await graphql(LOGIN, { i: adminEmail, p: TEST_PASSWORD }, { from: "127.0.0.4" })).data.login.accessToken as string;
      const category = await createCategory(apps[0].prisma, "Pagnes");
      const photo = await heavyJpeg(4 * 1024 * 1024);
      const form = new FormData();
      form.append(
        "operations",
        JSON.stringify({
          query: CREATE,
          variables: {
            input: { nom: "Pagne tissé", prix: 15000, stock: 5, typeProduit: category.id },
            images: [null, null, null, null, null],
          },
        }),
      );
      form.append("map", JSON.stringify(Object.fromEntries([0, 1, 2, 3, 4].map((i) => [String(i), [`variables.images.${i}`]]))));
      for (let i = 0; i < 5; i++) form.append(String(i), new Blob([new Uint8Array(photo)]), `pagne-${i}.jpg`);
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      expect(body.length).toBeGreaterThan(20 * 1024 * 1024);
      const created = await send("POST", "/graphql", {
        body,
        headers: {
          "content-type": encoded.headers.get("content-type")!,
          authorization: `Bearer ${token}`,
          "graphql-require-preflight": "1",
        },
      });
      expect(created.status).toBe(200);
      const { images } = json(created).data.createProduct;
      expect(images).toHaveLength(5);

      const first = await send("GET", images[0].url);
      const again = await send("GET", images[0].url);
      expect([first.status, first.headers["content-type"], first.headers["x-cache-status"]]).toEqual([200, "image/webp", "MISS"]);
      expect([again.status, again.headers["x-cache-status"], again.body.equals(first.body)]).toEqual([200, "HIT", true]);
      expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      await send("GET", "/assets/index.js");
      expect((await send("GET", "/assets/index.js")).headers["x-cache-status"]).toBe("HIT");
    });

    it.skipIf(!postgres)("a script only the upgraded instance has is fetched from it (rolling upgrade)", async () => {
      // Distinct query strings: distinct cache keys, so each request reaches an instance.
      const answers = await Promise.all([1, 2, 3, 4].map((i) => send("GET", `/assets/${NEWER_SCRIPT}?essai=${i}`)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const tried = (await logLines(answers.map((a) => String(a.headers["x-request-id"])))).map(upstreamsOf);
      expect(tried).toContainEqual([`127.0.0.1:${instances[0].port}`, `127.0.0.1:${instances[1].port}`]);
    });

    it("a form of 150 000 parts without a token passes nginx's 27m and is refused by the shop unread, 401 in French (decision 059)", async () => {
      const part = (i: number) => `--abus\r\nContent-Disposition: form-data; name="${i}"; filename="f"\r\n\r\nx\r\n`;
      const body = Buffer.from(
        `--abus\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ boutique { nom } }"}\r\n${Array.from({ length: 150_000 }, (_, i) => part(i)).join("")}--abus--\r\n`,
      );
      const refused = await send("POST", "/graphql", { body, headers: { "content-type": "multipart/form-data; boundary=abus" } });
      expect([refused.status, json(refused).errors[0].message]).toEqual([401, "Authentification requise"]);
      expect((await send("GET", "/health")).status).toBe(200);
    });

    it("a body over the shop's 27 MiB is refused by nginx in French, before it is sent", async () => {
      const refused = await new Promise<Answer>((resolve, reject) => {
        const req = https.request(
          {
            host: "127.0.0.1",
            port: nginx.httpsPort,
            method: "POST",
            path: "/graphql",
            servername: SERVER_NAME,
            ca: nginx.ca,
            agent: false,
            headers: {
              host: SERVER_NAME,
              "content-type": "multipart/form-data; boundary=x",
              "content-length": String(27 * 1024 * 1024 + 1),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => {
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) });
              req.destroy();
            });
          },
        );
        req.on("error", reject);
        req.flushHeaders();
      });
      expect(refused.status).toBe(413);
      expect(json(refused)).toEqual({ success: false, message: "Requête trop volumineuse : 27 Mo au plus (5 images de 5 Mo)." });
    });

    it("gzips the JSON the shop sends uncompressed, and passes the shop's brotli through", async () => {
      const rest = await send("GET", "/api/v1/openapi.json", { headers: { "accept-encoding": "gzip" } });
      expect(rest.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(zlib.gunzipSync(rest.body).toString("utf8")).openapi).toMatch(/^3\.1/);
      for (let i = 0; i < 12; i++) await createCategory(apps[0].prisma, `Catégorie ${i}`, ["Wax", "Bazin", "Bogolan"]);
      const categories = await graphql(
        `{ categories { id nom description sousTypes { id nom } } }`,
        {},
        { headers: { "accept-encoding": "br, gzip" } },
      );
      expect(categories.headers["content-encoding"]).toBe("br");
      expect(JSON.parse(zlib.brotliDecompressSync(categories.body).toString("utf8")).data.categories.length).toBeGreaterThan(12);
    });

    // Two real instances only: a second listener of one app cannot stop on its own.
    it.skipIf(!postgres)("an instance that is stopping refuses with 503 and nginx asks the other one (GET)", async () => {
      // A request held open on the second instance keeps it draining; Node answers "100 Continue"
      // when it hands the request to the shop, so it is in flight once that arrives.
      const held = net.connect(instances[1].port, "127.0.0.1");
      held.write(
        "POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n",
      );
      await new Promise<void>((r) => held.once("data", () => r()));
      const stopped = instances[1].stop();
      const answers = await Promise.all(Array.from({ length: 6 }, () => send("GET", "/health")));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      const tried = (await logLines(answers.map((a) => String(a.headers["x-request-id"])))).map(upstreamsOf);
      expect(tried).toContainEqual([`127.0.0.1:${instances[1].port}`, `127.0.0.1:${instances[0].port}`]);
      held.end("{}");
      await stopped;
      held.destroy();
    });

    it("a stopped instance is replaced by the other; with none left, photos still show and visitors read a French notice", async () => {
      await instances[1].stop();
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => send("GET", "/health")),
        ...Array.from({ length: 4 }, () => graphql(`{ categories { nom } }`)),
      ]);
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const lines = await logLines(answers.map((a) => String(a.headers["x-request-id"])));
      // A line whose upstream list names the stopped instance then the live one: nginx retried.
      expect(lines.map((l) => upstreamsOf(l).at(-1))).toEqual(Array(8).fill(`127.0.0.1:${instances[0].port}`));

      const photo = json(await graphql(`{ products { items { imagePrincipale { url } } } }`)).data.products.items[0].imagePrincipale.url;
      expect((await send("GET", photo)).status).toBe(200);
      await instances[0].stop();
      const page = await send("GET", "/pro", { headers: { accept: "text/html,application/xhtml+xml" } });
      expect([page.status, page.headers["content-type"]]).toEqual([503, "text/html; charset=utf-8"]);
      expect(page.body.toString()).toContain("La boutique revient dans un instant");
      const api = await graphql(`{ categories { nom } }`);
      expect([api.status, json(api)]).toEqual([503, { success: false, message: "Le serveur redémarre, réessayez dans un instant." }]);
      const cached = await send("GET", photo);
      expect([cached.status, cached.headers["content-type"]]).toEqual([200, "image/webp"]);
    });
  },
);
