// Issue 11: an access token dies with its session (logout, stolen refresh token, password reset or
// change), and bad passwords from one address cannot lock an administrator out (decision 033).
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, createAdmin, login, signInAs, TEST_PASSWORD } from "./session.ts";
import { lastLink, tokenOf } from "./outbox.ts";

const ME = "{ me { id } }";
const REFRESH = `mutation($t: String!) { refreshTokens(refreshToken: $t) { accessToken refreshToken } }`;
const ENDED = [401, "Session expirée, veuillez vous reconnecter."];

describeEachDatabase("access tokens end with their session", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  beforeEach(() => app.prisma.loginAttempt.deleteMany());
  afterAll(() => app?.stop());

  const meStatus = async (token: string) => {
    const r = await gql(app, ME, {}, bearer(token));
    return r.data?.me ? [r.status, "ok"] : [r.status, r.errors?.[0].message];
  };

  it("refuses the access token on the next request after logout", async () => {
    const s = await signInAs(app, "ADMIN");
    expect(await meStatus(s.accessToken)).toEqual([200, "ok"]);
    await gql(app, `mutation($t: String!) { logout(refreshToken: $t) { success } }`, { t: s.refreshToken });
    expect(await meStatus(s.accessToken)).toEqual(ENDED);
  });

  it("refuses every access token of a family revoked because a refresh token was reused", async () => {
    const s = await signInAs(app, "ADMIN");
    const rotated = (await gql(app, REFRESH, { t: s.refreshToken })).data.refreshTokens;
    expect(await meStatus(rotated.accessToken)).toEqual([200, "ok"]);
    expect((await gql(app, REFRESH, { t: s.refreshToken })).status).toBe(401); // reuse: the thief or the owner
    expect(await meStatus(rotated.accessToken)).toEqual(ENDED);
    expect(await meStatus(s.accessToken)).toEqual(ENDED);
  });

  it("refuses every access token of the account after a password reset by link", async () => {
    const s = await signInAs(app, "ADMIN");
    await gql(app, `mutation($e: String!) { requestPasswordReset(email: $e) { success } }`, { e: s.email });
    const link = await lastLink(app, s.email);
    const reset = await gql(app, `mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { success } }`, {
      t: tokenOf(link),
      p: "Nouveau2026",
    });
    expect(reset.data.resetPassword.success).toBe(true);
    expect(await meStatus(s.accessToken)).toEqual(ENDED);
  });

  it("after a password change, keeps the caller's session and ends the others", async () => {
    const s = await signInAs(app, "ADMIN");
    const other = (await login(app, s.email)).data.login.accessToken as string;
    const CHANGE = `mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $n) { message } }`;
    expect((await gql(app, CHANGE, { c: TEST_PASSWORD, n: "Nouveau2026" }, bearer(s.accessToken))).data.changePassword.message).toBe(
      "Mot de passe modifié avec succès",
    );
    expect(await meStatus(s.accessToken)).toEqual([200, "ok"]);
    expect(await meStatus(other)).toEqual(ENDED);
  });

  it("still tells a blocked account apart from an ended session", async () => {
    const s = await signInAs(app, "ADMIN");
    await app.prisma.adminUser.update({ where: { id: s.userId }, data: { isLocked: true } });
    expect(await meStatus(s.accessToken)).toEqual([401, "Compte bloqué ou inactif"]);
  });
});

describeEachDatabase("login lock cannot be used to shut an administrator out", (kind) => {
  let app: TestApp;
  // One proxy in front, so each request can come from its own address.
  beforeAll(async () => {
    app = await startTestApp(kind, { TRUST_PROXY: "1" });
  });
  beforeEach(() => app.prisma.loginAttempt.deleteMany());
  afterAll(() => app?.stop());

  const from = (ip: string) => ({ "x-forwarded-for": ip });
  const LOGIN = `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`;
  const attempt = async (identifier: string, password: string, ip: string) =>
    (await gql(app, LOGIN, { i: identifier, p: password }, from(ip))).status;

  it("lets the right password through from an address without recent failures while the identifier is locked", async () => {
    const user = await createAdmin(app, "SUPER_ADMIN");
    for (let i = 0; i < 5; i++) expect(await attempt(user.email, "faux", `10.1.0.${i}`)).toBe(401);
    // The identifier is locked: the attacker's addresses are refused, right password or not.
    expect(await attempt(user.email, TEST_PASSWORD, "10.1.0.4")).toBe(429);
    expect(await attempt(user.email, "faux", "10.1.0.9")).toBe(429); // a fresh address gets one guess, refused
    expect(await attempt(user.email, TEST_PASSWORD, "10.1.0.9")).toBe(429); // and then it has a recent failure
    // The administrator, from an address with no failure, gets in.
    expect(await attempt(user.email, TEST_PASSWORD, "10.2.0.1")).toBe(200);
  });

  it("keeps the per-address lock, whatever the identifier and the password", async () => {
    const user = await createAdmin(app, "ADMIN");
    for (let i = 0; i < 5; i++) expect(await attempt(`inconnu${i}@boutique.test`, "faux", "10.3.0.1")).toBe(401);
    expect(await attempt(user.email, TEST_PASSWORD, "10.3.0.1")).toBe(429);
    expect(await attempt(user.email, TEST_PASSWORD, "10.3.0.2")).toBe(200);
  });
});
