// Issue 12: two instances on one PostgreSQL database (decision 041). A catalogue write through A
// reaches B's caches within a second, through PostgreSQL LISTEN/NOTIFY or Redis pub/sub; logins,
// sessions, links and the token secret are agreed on through the database; a lost channel
// connection empties the cache, is logged, and comes back.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/src/app.ts";
import { ConfigError, loadConfig } from "../../server/src/env.ts";
import { createLogger } from "../../server/src/log.ts";
import { createThrowawayDatabase } from "../../scripts/lib/throwaway-postgres.ts";
import { builtClientRoot, gql, isPostgresReachable, POSTGRES_URL, type TestApp } from "./helpers.ts";
import { bearer, createAdmin, login, signInAs, TEST_PASSWORD } from "./session.ts";
import { upload } from "./multipart.ts";
import { startS3Server, type TestS3 } from "./s3-server.ts";
import { lastLink, tokenOf } from "./outbox.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const JWT_SECRET = "secret-partage-par-les-deux-instances-du-test";
const LIST = "{ products(limit: 50) { items { id nom } pagination { total } } }";
const CREATE = `mutation($input: ProductInput!, $images: [File!]) { createProduct(input: $input, images: $images) { id images { url } } }`;
const RENAME = `mutation($id: ID!, $nom: String!) { updateProduct(id: $id, input: { nom: $nom }) { nom } }`;

async function isRedisReachable() {
  const c = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  c.on("error", () => {});
  try {
    await c.connect();
    await c.ping();
    c.destroy();
    return true;
  } catch {
    return false;
  }
}
const postgres = await isPostgresReachable();
const redis = await isRedisReachable();

interface Instance extends TestApp {
  logged: string[];
}

/** An instance as a shop runs it: its own DATA_DIR, the shared database, bucket and secret. */
async function startInstance(databaseUrl: string, bucket: TestS3, root: string, env: Record<string, string> = {}): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-instance-"));
  const logged: string[] = [];
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    LOG_LEVEL: "info",
    SEED_DEMO: "false",
    PUBLIC_URL: "http://shop.test",
    TRUST_PROXY: "1",
    SUPER_ADMIN_EMAIL: "",
    SUPER_ADMIN_PASSWORD: "",
    ...bucket.env,
    ...env,
  });
  config.ROOT = root;
  const logger = createLogger("info", {
    write: (line: string) => {
      logged.push(String(JSON.parse(line).msg ?? ""));
    },
  });
  const app = await createApp(config, { logger }).catch((e: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  const url = await app.listen(0, "127.0.0.1");
  return Object.assign(app, {
    url,
    dataDir,
    logged,
    async stop() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** Polls `check` until it holds; the time it took, or a failure after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return performance.now() - started;
}

const names = async (app: TestApp) => ((await gql(app, LIST)).data.products.items as { nom: string }[]).map((p) => p.nom);
const restList = async (app: TestApp) => {
  const res = await fetch(`${app.url}/api/v1/produits?limit=50`);
  return { cache: res.headers.get("x-cache"), names: ((await res.json()).data as { nom: string }[]).map((p) => p.nom) };
};
const page = async (app: TestApp, pathname: string) => (await fetch(app.url + pathname)).text();

const channels = [
  { kind: "postgresql", label: "PostgreSQL LISTEN/NOTIFY", runs: postgres, why: "PostgreSQL injoignable" },
  {
    kind: "redis",
    label: "Redis pub/sub",
    runs: postgres && redis,
    why: postgres ? `Redis injoignable à ${REDIS_URL}` : "PostgreSQL injoignable",
  },
] as const;

for (const channel of channels) {
  (channel.runs ? describe : describe.skip)(
    `two instances on one database [${channel.label}${channel.runs ? "" : ` — ${channel.why} : ignoré`}]`,
    () => {
      let a: Instance;
      let b: Instance;
      let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
      let token = "";
      let categoryId = "";
      let bucket: TestS3;
      const root = builtClientRoot();
      // B reaches Redis as a user of its own, so the test can cut B alone off and keep it out.
      const redisUser = `boutique_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = channel.kind === "redis" ? createClient({ url: REDIS_URL }) : null;

      beforeAll(async () => {
        bucket = await startS3Server();
        database = await createThrowawayDatabase(POSTGRES_URL, `boutique_two_${process.pid}_${Math.random().toString(36).slice(2, 8)}`);
        let envB: Record<string, string> = {};
        if (admin) {
          await admin.connect();
          await admin.sendCommand(["ACL", "SETUSER", redisUser, "on", ">mot-de-passe-test", "~*", "&*", "+@all"]);
          envB = { REDIS_URL: `redis://${redisUser}:mot-de-passe-test@${new URL(REDIS_URL).host}` };
        }
        // Both start at once on an empty database.
        [a, b] = await Promise.all([
          startInstance(database.url, bucket, root, admin ? { REDIS_URL } : {}),
          startInstance(database.url, bucket, root, envB),
        ]);
        token = (await signInAs(a, "ADMIN")).accessToken;
        categoryId = (await createCategory(a.prisma, "Pagnes")).id;
        await createProduct(a.prisma, { name: "Pagne indigo", categoryId });
      });
      afterAll(async () => {
        await Promise.all([a?.stop(), b?.stop()]);
        await database?.drop();
        if (admin) {
          await admin.sendCommand(["ACL", "DELUSER", redisUser]);
          admin.destroy();
        }
        await bucket?.close();
        fs.rmSync(root, { recursive: true, force: true });
      });

      it("listens on the configured channel; one of two instances started together creates the super admin", async () => {
        expect([a.channel.kind, b.channel.kind, a.channel.live, b.channel.live]).toEqual([channel.kind, channel.kind, true, true]);
        const created = [...a.logged, ...b.logged].filter((m) => m.startsWith("Super administrateur créé"));
        expect(created).toHaveLength(1);
        const password = created[0].match(/mot de passe : (\S+)/)![1];
        expect((await login(b, "admin@boutique.local", password)).status).toBe(200);
      });

      it("shows a product created with photos through A on B within a second: GraphQL, REST, the storefront pages, the photos", async () => {
        // B has the list cached: a change made behind the services' back does not show.
        for (const warm of [() => names(b), () => restList(b), () => page(b, "/pro")]) {
          await warm();
          await warm();
        }
        expect((await restList(b)).cache).toBe("HIT");
        await b.prisma.product.updateMany({ where: { name: "Pagne indigo" }, data: { name: "Pagne indigo renommé en douce" } });
        expect(await names(b)).toEqual(["Pagne indigo"]);

        const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#2e3a8c" } })
          .png()
          .toBuffer();
        const created = await upload(
          a,
          token,
          CREATE,
          { input: { nom: "Boubou brodé", prix: 25000, stock: 5, typeProduit: categoryId }, images: [null, null] },
          { "variables.images.0": [photo, "face.png"], "variables.images.1": [photo, "dos.png"] },
        );
        expect(created.errors).toBeUndefined();
        const product = created.data.createProduct as { id: string; images: { url: string }[] };

        const elapsed = await within(1000, async () => (await names(b)).includes("Boubou brodé"));
        // Cleared, not missed: the entry cached before the write is gone (the quiet rename shows).
        expect((await names(b)).sort()).toEqual(["Boubou brodé", "Pagne indigo renommé en douce"]);
        expect(await restList(b)).toEqual({
          cache: "MISS",
          names: expect.arrayContaining(["Boubou brodé", "Pagne indigo renommé en douce"]),
        });
        expect(await page(b, "/pro")).toContain("Boubou brodé");
        expect(await page(b, `/produits/${product.id}`)).toContain(
          `<meta property="og:title" content="Boubou brodé — 25\u202f000\u202fFCFA | Boutique en Ligne" />`,
        );
        expect(product.images).toHaveLength(2);
        const stored = await bucket.objects();
        for (const image of product.images) {
          expect(stored[decodeURIComponent(image.url.replace(/^\/uploads\//, ""))]).toBeGreaterThan(0); // in the bucket, not on A's disk
          const res = await fetch(b.url + image.url);
          expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/webp"]);
        }
        expect(elapsed).toBeLessThan(1000);
      });

      it("locks an account after five failed logins spread over A and B", async () => {
        const user = await createAdmin(a, "ADMIN");
        const LOGIN = `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`;
        const attempt = async (app: TestApp, password: string, ip: string) =>
          (await gql(app, LOGIN, { i: user.email, p: password }, { "x-forwarded-for": ip })).status;
        // Each failure from its own address: no address is locked, only the identifier, and only
        // if the two instances count together (A sees three failures, B two).
        for (let i = 0; i < 5; i++) expect(await attempt(i % 2 ? b : a, "faux", `10.12.0.${i}`)).toBe(401);
        expect(await attempt(b, TEST_PASSWORD, "10.12.0.1")).toBe(429);
        expect(await attempt(a, TEST_PASSWORD, "10.12.0.2")).toBe(429);
      });

      it("ends on B a session logged out on A, and a family revoked on B on A", async () => {
        const me = async (app: TestApp, t: string) => (await gql(app, "{ me { id } }", {}, bearer(t))).status;
        const s = await signInAs(a, "ADMIN");
        expect(await me(b, s.accessToken)).toBe(200);
        await gql(a, `mutation($t: String!) { logout(refreshToken: $t) { success } }`, { t: s.refreshToken });
        expect(await me(b, s.accessToken)).toBe(401);

        const REFRESH = `mutation($t: String!) { refreshTokens(refreshToken: $t) { accessToken refreshToken } }`;
        const t = await signInAs(b, "ADMIN");
        const rotated = (await gql(a, REFRESH, { t: t.refreshToken })).data.refreshTokens;
        expect((await gql(b, REFRESH, { t: t.refreshToken })).status).toBe(401); // reused on the other instance
        expect(await me(a, rotated.accessToken)).toBe(401);
      });

      it("accepts on B a password-reset link sent by A, once", async () => {
        const s = await signInAs(a, "ADMIN");
        await gql(a, `mutation($e: String!) { requestPasswordReset(email: $e) { success } }`, { e: s.email });
        const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { success } }`;
        const link = tokenOf(await lastLink(a, s.email));
        expect((await gql(b, RESET, { t: link, p: "Nouveau2026" })).data?.resetPassword.success).toBe(true);
        expect((await gql(a, RESET, { t: link, p: "Encore2026" })).data?.resetPassword).toBeUndefined();
        expect((await login(a, s.email, "Nouveau2026")).status).toBe(200);
      });

      it("empties B's cache when its channel connection is lost, says so, reconnects, and hears later writes", async () => {
        const [first] = await a.prisma.product.findMany({ where: { name: { startsWith: "Pagne" } } });
        await restList(b);
        expect((await restList(b)).cache).toBe("HIT");
        await b.prisma.product.update({ where: { id: first.id }, data: { name: "Pagne après coupure" } }); // unannounced
        const restored = () => b.logged.some((m) => m.includes("rétabli"));
        if (admin) {
          // Disabled, then cut: B cannot come back until the user is enabled again.
          await admin.sendCommand(["ACL", "SETUSER", redisUser, "off"]);
          await admin.sendCommand(["CLIENT", "KILL", "USER", redisUser]);
        } else {
          const killer = new pg.Client({ connectionString: database.url });
          await killer.connect();
          const killed = await killer.query("SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = $1", [
            b.channel.connectionName,
          ]);
          await killer.end();
          expect(killed.rows).toEqual([{ done: true }]);
        }
        await within(5000, async () => b.logged.some((m) => m.includes("perdu")));
        expect(b.logged.find((m) => m.includes("perdu"))).toMatch(
          /^Cache du catalogue : canal (PostgreSQL|Redis) .* perdu \(.+\)\. Cache vidé et contourné jusqu'à la reconnexion\.$/,
        );
        if (admin) {
          // While B is deaf, nothing is served from its cache nor stored in it.
          await within(5000, async () => b.logged.some((m) => m.includes("impossible")));
          expect(b.channel.live).toBe(false);
          expect(await restList(b)).toEqual({ cache: "MISS", names: expect.arrayContaining(["Pagne après coupure"]) });
          expect((await restList(b)).cache).toBe("MISS");
          expect(restored()).toBe(false);
          await admin.sendCommand(["ACL", "SETUSER", redisUser, "on"]);
        }
        await within(15_000, async () => restored());
        expect(b.channel.live).toBe(true);
        expect(await restList(b)).toEqual({ cache: "MISS", names: expect.arrayContaining(["Pagne après coupure"]) });
        expect((await restList(b)).cache).toBe("HIT");

        expect((await gql(a, RENAME, { id: first.id, nom: "Pagne annoncé" }, bearer(token))).data.updateProduct.nom).toBe("Pagne annoncé");
        expect(await within(1000, async () => (await restList(b)).names.includes("Pagne annoncé"))).toBeLessThan(1000);
      });

      it.runIf(channel.kind === "postgresql")("refuses to start an instance whose token secret differs from the others'", async () => {
        const refused = (env: Record<string, string>) =>
          startInstance(database.url, bucket, root, env).then(
            () => null,
            (e: unknown) => e,
          );
        for (const env of [{ JWT_SECRET: "un-autre-secret-de-trente-deux-caracteres" }, { JWT_SECRET: "" }]) {
          // "": generated in its DATA_DIR
          const error = await refused(env);
          expect(error).toBeInstanceOf(ConfigError);
          expect((error as Error).message).toMatch(/^JWT_SECRET diffère de celui des autres instances de cette base PostgreSQL/);
        }
      });
    },
  );
}
