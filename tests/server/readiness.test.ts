// /health and /ready (decision 042): alive without the database; ready only when the database
// answers, every migration is applied and the photo storage takes a write; each failure named
// with a French reason and within the time limit, never with the error's own text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { beforeListItems, captureLogs, isPostgresReachable, POSTGRES_URL, startTestApp, type TestApp } from "./helpers.ts";
import type { FileStorage } from "../../server/src/storage/index.ts";
import { CHECK_TIMEOUT_MS } from "../../server/src/http/readiness.ts";

interface Check {
  ok: boolean;
  ms: number;
  reason?: string;
}
interface Ready {
  ready: boolean;
  checks: Record<string, Check>;
}

async function ready(app: TestApp): Promise<{ status: number; body: Ready; text: string; headers: Headers }> {
  const res = await fetch(`${app.url}/ready`);
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as Ready, text, headers: res.headers };
}

/** Readiness is re-checked at most once a second: wait for the expected answer. */
async function readyBecomes(app: TestApp, status: number) {
  let last = await ready(app);
  await expect.poll(async () => (last = await ready(app)).status, { timeout: 20_000, interval: 250 }).toBe(status);
  return last;
}

/** Local storage whose writes can be made to throw, with a message that must stay in the log. */
function breakableStorage() {
  const state = { broken: false };
  const wrap = (local: FileStorage): FileStorage => {
    return {
      ...local,
      put: async (key, body, type) => {
        if (state.broken) throw new Error("EACCES /srv/secret/uploads");
        await local.put(key, body, type);
      },
    };
  };
  return { wrap, state };
}

describe("/health and /ready [PGlite]", () => {
  let app: TestApp | undefined;
  const storage = breakableStorage();
  const { logger, lines } = captureLogs("info");
  beforeAll(async () => {
    app = await startTestApp("pglite", {}, logger, storage.wrap);
  });
  afterAll(() => app?.stop());

  it("/ready: 200 naming each check, never cached; /health: 200", async () => {
    const r = await ready(app!);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.body.ready).toBe(true);
    expect(Object.keys(r.body.checks).sort()).toEqual(["database", "migrations", "storage"]);
    for (const c of Object.values(r.body.checks)) expect(c).toEqual({ ok: true, ms: expect.any(Number) });
    const head = await fetch(`${app!.url}/ready`, { method: "HEAD" });
    expect([head.status, await head.text()]).toEqual([200, ""]);
    const health = await fetch(`${app!.url}/health`);
    expect([health.status, health.headers.get("cache-control"), await health.json()]).toEqual([200, "no-store", { status: "ok" }]);
  });

  it("a database that stops answering: 503 within the time limit, while /health stays 200", async () => {
    const sql = app!.db.sql;
    const query = sql.query;
    sql.query = () => new Promise(() => {}); // no answer, ever
    try {
      const started = performance.now();
      const r = await readyBecomes(app!, 503);
      expect(performance.now() - started).toBeLessThan(CHECK_TIMEOUT_MS + 8_000);
      expect(r.body.ready).toBe(false);
      expect(r.body.checks.database).toMatchObject({ ok: false, reason: "la base de données ne répond pas (2 s)" });
      expect(r.body.checks.migrations).toMatchObject({
        ok: false,
        reason: "vérification impossible : la base de données ne répond pas (2 s)",
      });
      expect(r.body.checks.storage.ok).toBe(true);
      expect(r.headers.get("retry-after")).toBe("5");
      expect((await fetch(`${app!.url}/health`)).status).toBe(200);
    } finally {
      sql.query = query;
    }
    await readyBecomes(app!, 200);
    expect(lines.filter((l) => l.msg === "Instance de nouveau prête").length).toBeGreaterThan(0);
  });

  it("a migration of prisma/migrations missing from the database: 503 naming the check, the names in the log", async () => {
    const [last] = await app!.db.sql.query<Record<string, unknown>>(
      `SELECT * FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`,
    );
    await app!.db.sql.query(`DELETE FROM "_prisma_migrations" WHERE id = $1`, [last.id]);
    try {
      const r = await readyBecomes(app!, 503);
      expect(r.body.checks.migrations).toMatchObject({
        ok: false,
        reason: "1 migration non appliquée : redémarrez une instance pour les appliquer",
      });
      expect(r.body.checks.database.ok).toBe(true);
      expect(r.text).not.toContain(String(last.migration_name));
      expect(lines).toContainEqual(expect.objectContaining({ level: "warn", check: "migrations", missing: [last.migration_name] }));
    } finally {
      const cols = Object.keys(last);
      await app!.db.sql.query(
        `INSERT INTO "_prisma_migrations" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(", ")})`,
        Object.values(last),
      );
    }
    await readyBecomes(app!, 200);
  });

  it("a storage whose writes throw: 503 with a French reason, the error's text in the log only", async () => {
    storage.state.broken = true;
    try {
      const r = await readyBecomes(app!, 503);
      expect(r.body.checks.storage).toMatchObject({ ok: false, reason: "écriture impossible dans le stockage des photos" });
      expect(r.text).not.toContain("/srv/secret");
      const logged = lines.find((l) => l.check === "storage");
      expect(logged).toMatchObject({ level: "warn", err: { message: "EACCES /srv/secret/uploads" }, reqId: expect.any(String) });
    } finally {
      storage.state.broken = false;
    }
    await readyBecomes(app!, 200);
  });

  it("503 as soon as the server is stopping, while a request still drains", async () => {
    const catalogue = app!.services.catalogue;
    let release!: () => void;
    let entered = false;
    beforeListItems(catalogue, async () => {
      entered = true;
      await new Promise<void>((r) => {
        release = r;
      });
    });
    const slow = fetch(`${app!.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: '{ products(limit: 1, search: "lent") { items { id } } }' }),
    });
    await expect.poll(() => entered).toBe(true);
    const stopping = app!.stop();
    const r = await readyBecomes(app!, 503);
    expect(r.body).toEqual({ ready: false, checks: { server: { ok: false, ms: 0, reason: "le serveur s'arrête" } } });
    release();
    expect((await slow).status).toBe(200);
    await stopping;
    app = undefined;
  });
});

const postgres = await isPostgresReachable();
(postgres ? describe : describe.skip)(`/ready on a PostgreSQL that fails [PostgreSQL${postgres ? "" : " injoignable : ignoré"}]`, () => {
  let app: TestApp;
  let admin: pg.Client;
  let name = "";
  beforeAll(async () => {
    app = await startTestApp("postgresql");
    name = decodeURIComponent(new URL(app.config.DATABASE_URL).pathname.slice(1));
    admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await app?.stop();
  });

  it("a table held by another session: the migrations check gives up after its time limit", async () => {
    const holder = new pg.Client({ connectionString: app.config.DATABASE_URL });
    await holder.connect();
    await holder.query(`BEGIN; LOCK TABLE "_prisma_migrations" IN ACCESS EXCLUSIVE MODE`);
    try {
      const r = await readyBecomes(app, 503);
      expect(r.body.checks.migrations).toMatchObject({
        ok: false,
        reason: "vérification impossible : la base de données ne répond pas (2 s)",
      });
      expect(r.body.checks.database.ok).toBe(true);
    } finally {
      await holder.query("ROLLBACK");
      await holder.end();
    }
    await readyBecomes(app, 200);
  });

  it("a database that refuses connections: 503 'injoignable', ready again once it accepts them", async () => {
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
    try {
      const r = await readyBecomes(app, 503);
      expect(r.body.checks.database).toMatchObject({ ok: false, reason: "la base de données est injoignable" });
      expect(r.text).not.toContain(name);
    } finally {
      await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
    }
    await readyBecomes(app, 200);
  });
});
