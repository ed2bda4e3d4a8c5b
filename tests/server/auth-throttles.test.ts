// Issue 22, items 3 and 4 (decision 061): the login throttle holds when the attempts arrive all at
// once (check and record are one step under a lock per address and per identifier, across
// instances on PostgreSQL), an IPv6 /64 is one address, and the anonymous mail requests (password
// reset, verification, re-sent invitation) cannot flood an inbox nor cancel a link still valid.
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeEachDatabase, gql, isPostgresReachable, POSTGRES_URL, startTestApp, type TestApp } from "./helpers.ts";
import { createThrowawayDatabase } from "../../scripts/lib/throwaway-postgres.ts";
import { bearer, createAdmin, signInAs, TEST_PASSWORD } from "./session.ts";
import { mailsTo } from "./outbox.ts";

const LOGIN = `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`;
const THROTTLED = "Trop de tentatives. Réessayez dans 15 minutes.";
const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { success message } }`;
const RESEND = `mutation($i: String!) { resendVerification(identifiant: $i) { success message } }`;

/** A login from `address` (the app trusts one proxy, so X-Forwarded-For names the caller). */
const loginFrom = (app: TestApp, address: string, identifier: string, password: string) =>
  gql(app, LOGIN, { i: identifier, p: password }, { "x-forwarded-for": address });

/** How many answers had each status, and the 429s' messages. */
function tally(answers: Awaited<ReturnType<typeof gql>>[]) {
  const byStatus: Record<number, number> = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return { byStatus, throttledMessages: new Set(answers.filter((a) => a.status === 429).map((a) => a.errors?.[0].message)) };
}

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describeEachDatabase("login throttle under parallel attempts", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "1" });
  });
  beforeEach(() => app.prisma.loginAttempt.deleteMany());
  afterAll(() => app?.stop());

  it("checks 5 of 30 wrong passwords sent at once from one address, refuses the rest; the right password from another address still gets in", async () => {
    const user = await createAdmin(app, "ADMIN");
    const answers = await parallel(30, () => loginFrom(app, "198.51.100.7", user.email, "mauvais-mot-de-passe"));
    const { byStatus, throttledMessages } = tally(answers);
    expect(byStatus).toEqual({ 401: 5, 429: 25 });
    expect([...throttledMessages]).toEqual([THROTTLED]);
    expect(await app.prisma.loginAttempt.count({ where: { identifier: user.email } })).toBe(5);
    // Decision 033: the identifier is locked for the addresses that failed, not for the administrator's.
    expect((await loginFrom(app, "198.51.100.7", user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await loginFrom(app, "203.0.113.20", user.email, TEST_PASSWORD)).data.login.accessToken).toBeTruthy();
  });

  it("checks 5 of 30 parallel attempts spread over 30 identifiers from one address", async () => {
    const answers = await parallel(30, (i) => loginFrom(app, "198.51.100.8", `inconnu${i}@boutique.test`, "faux"));
    expect(tally(answers).byStatus).toEqual({ 401: 5, 429: 25 });
  });

  it("checks 1 of 20 parallel attempts on a locked identifier from a fresh address (one guess per address)", async () => {
    const user = await createAdmin(app, "ADMIN");
    for (let i = 0; i < 5; i++) await loginFrom(app, `192.0.2.${i + 1}`, user.email, "faux");
    const answers = await parallel(20, () => loginFrom(app, "192.0.2.100", user.email, "encore-faux"));
    expect(tally(answers).byStatus).toEqual({ 429: 20 });
    // The one checked attempt was recorded as a failure of that address; the others never ran.
    expect(await app.prisma.loginAttempt.count({ where: { ip: "192.0.2.100" } })).toBe(1);
  });

  it("counts the addresses of one IPv6 /64 together, and tells /64s apart", async () => {
    const user = await createAdmin(app, "ADMIN");
    const sameNetwork = [
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:DB8:1:2:abcd::3",
      "2001:0db8:0001:0002:ffff:ffff:ffff:fffe",
      "2001:db8:1:2:0:0:0:5",
    ];
    for (const [i, address] of sameNetwork.entries())
      expect((await loginFrom(app, address, `inconnu${i}@boutique.test`, "faux")).status).toBe(401);
    expect((await loginFrom(app, "2001:db8:1:2:9::9", user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await loginFrom(app, "2001:db8:1:3::1", user.email, TEST_PASSWORD)).data.login.accessToken).toBeTruthy();
    expect(await app.prisma.loginAttempt.count({ where: { ip: "2001:db8:1:2::/64" } })).toBe(5);
    // An IPv4 address written as IPv6 is that IPv4 address.
    for (let i = 0; i < 5; i++) await loginFrom(app, "::ffff:198.51.100.9", `autre${i}@boutique.test`, "faux");
    expect((await loginFrom(app, "198.51.100.9", user.email, TEST_PASSWORD)).status).toBe(429);
  });

  it("forgets the administrator's own typo once they sign in, so strangers locking the identifier later do not shut them out", async () => {
    const user = await createAdmin(app, "ADMIN");
    expect((await loginFrom(app, "203.0.113.23", user.email, "faute-de-frappe")).status).toBe(401);
    expect((await loginFrom(app, "203.0.113.23", user.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) await loginFrom(app, `192.0.2.${i + 10}`, user.email, "faux");
    expect((await loginFrom(app, "192.0.2.10", user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await loginFrom(app, "203.0.113.23", user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("keeps a guesser's failures counted for its address when the administrator signs in meanwhile: 5 checks in all", async () => {
    const user = await createAdmin(app, "ADMIN");
    const [guesses, own] = await Promise.all([
      parallel(5, () => loginFrom(app, "198.51.100.10", user.email, "faux")),
      loginFrom(app, "203.0.113.21", user.email, TEST_PASSWORD),
    ]);
    expect(own.status).toBe(200);
    // The administrator's attempt counts for the identifier while it is checked, so a guess may
    // meet the identifier's lock (429, not checked); whatever the order, the address gets 5 checks.
    const checked = tally(guesses).byStatus[401] ?? 0;
    for (let i = checked; i < 5; i++) expect((await loginFrom(app, "198.51.100.10", `inconnu${i}@boutique.test`, "faux")).status).toBe(401);
    expect((await loginFrom(app, "198.51.100.10", "inconnu@boutique.test", "faux")).status).toBe(429);
  });
});

((await isPostgresReachable()) ? describe : describe.skip)("login throttle on one PostgreSQL database shared by instances", () => {
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createThrowawayDatabase(POSTGRES_URL, `boutique_throttle_${process.pid}_${Math.random().toString(36).slice(2, 8)}`);
    drop = db.drop;
    const env = { DATABASE_URL: db.url, TRUST_PROXY: "1", JWT_SECRET: "secret-partage-par-les-deux-instances-du-test" };
    a = await startTestApp("pglite", env);
    b = await startTestApp("pglite", env);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await drop?.();
  });

  it("checks 5 of 30 parallel wrong passwords sent half to each instance", async () => {
    const user = await createAdmin(a, "ADMIN");
    const answers = await parallel(30, (i) => loginFrom(i % 2 ? a : b, "198.51.100.11", user.email, "faux"));
    expect(tally(answers).byStatus).toEqual({ 401: 5, 429: 25 });
  });

  it("keeps serving while attempts wait for an address another instance holds: one pooled connection waits, not the pool", async () => {
    const other = new pg.Client({ connectionString: a.config.DATABASE_URL });
    await other.connect();
    const waiting = async () =>
      Number(
        (
          await other.query(
            `SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          )
        ).rows[0].count,
      );
    try {
      // Another instance's transaction holds the address's lock, as during its own attempt.
      await other.query("BEGIN");
      await other.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", ["login-ip:198.51.100.12"]);
      const flood = parallel(30, (i) => loginFrom(a, "198.51.100.12", `inconnu${i}@boutique.test`, "faux"));
      while ((await waiting()) === 0) await new Promise((r) => setTimeout(r, 20));
      // Meanwhile the same instance answers the rest: its pool (10 connections) is not all waiting.
      const user = await createAdmin(a, "ADMIN");
      expect((await loginFrom(a, "203.0.113.22", user.email, TEST_PASSWORD)).status).toBe(200);
      expect((await gql(a, "{ boutique { nom } }")).status).toBe(200);
      expect(await waiting()).toBe(1);
      await other.query("COMMIT");
      expect(tally(await flood).byStatus).toEqual({ 401: 5, 429: 25 });
    } finally {
      await other.end();
    }
  });
});

describeEachDatabase("account mail under request floods", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "1" });
  });
  afterAll(() => app?.stop());

  const resetRequest = async (email: string, address = "198.51.100.30") => {
    const res = await fetch(`${app.url}/api/v1/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ email }),
    });
    return { status: res.status, body: await res.json() };
  };
  const resetLinks = async (email: string) => (await mailsTo(app, email)).map((m) => m.match(/token=([A-Za-z0-9_-]+)/)![1]);
  /** Moves the account's mail records back, as if `minutes` had passed. */
  const age = (userId: string, minutes: number) =>
    app.prisma.accountMail.updateMany({ where: { userId }, data: { createdAt: new Date(Date.now() - minutes * 60_000) } });

  it("sends one email for six reset requests sent at once over REST and GraphQL, and answers each like a request for an unknown address", async () => {
    const user = await createAdmin(app, "ADMIN");
    const REQUEST = `mutation($e: String!) { requestPasswordReset(email: $e) { success message } }`;
    const overGraphQL = async (email: string) => {
      const r = await gql(app, REQUEST, { e: email }, { "x-forwarded-for": "198.51.100.30" });
      return [r.status, r.data];
    };
    const answers = await parallel<unknown>(6, (i) => (i % 2 ? resetRequest(user.email) : overGraphQL(user.email)));
    const unknown = await resetRequest("personne@boutique.test");
    const unknownOverGraphQL = await overGraphQL("personne@boutique.test");
    answers.forEach((a, i) => expect(a).toEqual(i % 2 ? unknown : unknownOverGraphQL));
    expect(unknown).toEqual({ status: 200, body: { success: true, message: "Email envoyé" } });
    expect(unknownOverGraphQL).toEqual([200, { requestPasswordReset: { success: true, message: "Email envoyé" } }]);
    expect(await resetLinks(user.email)).toHaveLength(1);
    expect(await app.prisma.actionToken.count({ where: { userId: user.id } })).toBe(1);
  });

  it("leaves the first link usable after a later request; using one link retires the other", async () => {
    const user = await createAdmin(app, "ADMIN");
    await resetRequest(user.email, "198.51.100.32");
    await mailsTo(app, user.email);
    await age(user.id, 2);
    await resetRequest(user.email, "198.51.100.32");
    const [first, second] = await resetLinks(user.email);
    expect(second).toBeDefined();
    expect((await gql(app, RESET, { t: first, p: "Nouveau2026" })).data.resetPassword.message).toBe("Mot de passe modifié avec succès");
    expect((await gql(app, RESET, { t: second, p: "Autre2026!" })).errors?.[0].message).toBe("Lien invalide ou expiré.");
  });

  it("sends an account at most one email a minute and 5 a day", async () => {
    const user = await createAdmin(app, "ADMIN");
    for (let i = 0; i < 8; i++) {
      await resetRequest(user.email, "198.51.100.33");
      await resetRequest(user.email, "198.51.100.33"); // within the minute: nothing more
      await mailsTo(app, user.email);
      await age(user.id, 2);
    }
    expect(await resetLinks(user.email)).toHaveLength(5);
    await age(user.id, 25 * 60);
    await resetRequest(user.email, "198.51.100.33");
    expect(await resetLinks(user.email)).toHaveLength(6);
  });

  it("sends at most 10 emails an hour on the requests of one address, whatever the accounts; another address is not held back", async () => {
    const users = await parallel(12, () => createAdmin(app, "ADMIN"));
    for (const u of users)
      expect(await resetRequest(u.email, "2001:db8:aa:bb::1")).toEqual(await resetRequest("personne@boutique.test", "2001:db8:aa:bb::2"));
    const sent = await Promise.all(users.map(async (u) => (await resetLinks(u.email)).length));
    expect(sent.filter(Boolean)).toHaveLength(10);
    const late = users[sent.indexOf(0)];
    await resetRequest(late.email, "2001:db8:aa:bb:cc::3"); // the same /64
    expect(await resetLinks(late.email)).toHaveLength(0);
    await resetRequest(late.email, "2001:db8:aa:cc::1");
    expect(await resetLinks(late.email)).toHaveLength(1);
  });

  it("sends one verification email for six resends at once, answered like an unknown account", async () => {
    const user = await createAdmin(app, "ADMIN", { verified: false });
    const answers = await parallel(6, () => gql(app, RESEND, { i: user.email }));
    const unknown = await gql(app, RESEND, { i: "fantome@boutique.test" });
    for (const a of answers) expect([a.status, a.data]).toEqual([unknown.status, unknown.data]);
    expect(await mailsTo(app, user.email)).toHaveLength(1);
  });

  it("re-sends an invitation without cancelling the one the super admin sent", async () => {
    const boss = await signInAs(app, "SUPER_ADMIN");
    const email = `invitee-${Date.now()}@boutique.test`;
    await gql(app, `mutation($e: String!) { inviteAdmin(email: $e) { success } }`, { e: email }, bearer(boss.accessToken));
    await parallel(6, () => gql(app, RESEND, { i: email }, { "x-forwarded-for": "198.51.100.31" }));
    const links = await resetLinks(email);
    expect(links).toHaveLength(2); // the invitation, then one re-sent
    expect((await gql(app, RESET, { t: links[0], p: "Bienvenue2026" })).data.resetPassword.message).toBe("Mot de passe créé avec succès");
    expect((await gql(app, RESET, { t: links[1], p: "Bienvenue2027" })).errors?.[0].message).toBe("Lien invalide ou expiré.");
  });
});

describeEachDatabase("throttle records kept only while a rule reads them", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "1" });
  });
  afterAll(() => app?.stop());

  it("deletes login attempts older than a window and a lock, and sent-mail records older than a day, after the next request", async () => {
    const user = await createAdmin(app, "ADMIN");
    const old = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await app.prisma.loginAttempt.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        identifier: `vieux${i}@boutique.test`,
        ip: `198.51.100.${i}`,
        state: "FAILED" as const,
        createdAt: old(31),
      })),
    });
    await app.prisma.loginAttempt.create({
      data: { identifier: "recent@boutique.test", ip: "198.51.100.200", state: "FAILED", createdAt: old(29) },
    });
    await app.prisma.accountMail.createMany({
      data: [
        { userId: user.id, ip: "198.51.100.1", createdAt: old(25 * 60) },
        { userId: user.id, ip: "198.51.100.2", createdAt: old(23 * 60) },
      ],
    });
    expect((await loginFrom(app, "203.0.113.50", "quelquun@boutique.test", "faux")).status).toBe(401);
    const reset = await fetch(`${app.url}/api/v1/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.51" },
      body: JSON.stringify({ email: user.email }),
    });
    expect(reset.status).toBe(200);
    await expect.poll(() => app.prisma.loginAttempt.count({ where: { identifier: { startsWith: "vieux" } } }), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => app.prisma.accountMail.count({ where: { createdAt: { lt: old(24 * 60) } } }), { timeout: 30_000 }).toBe(0);
    // What the rules still read stays: the recent failure, the mail of 23 h ago, today's attempt and
    // mail (recorded after the answer, hence polled).
    expect(await app.prisma.loginAttempt.count({ where: { identifier: { in: ["recent@boutique.test", "quelquun@boutique.test"] } } })).toBe(
      2,
    );
    await expect.poll(() => app.prisma.accountMail.count({ where: { userId: user.id } }), { timeout: 30_000 }).toBe(2);
  });
});
