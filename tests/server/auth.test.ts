import fs from "node:fs";
import path from "node:path";
import { SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, createAdmin, login, signInAs, TEST_PASSWORD } from "./session.ts";
import { lastLink, mailsTo, tokenOf } from "./outbox.ts";

const ME = "{ me { id email nom prenom nomComplet typeUtilisateur compteVerrouille derniereConnexion } }";

describeEachDatabase("accounts: login, sessions and tokens", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  // Every test logs in from 127.0.0.1: start each with a clean failure count for the address.
  beforeEach(() => app.prisma.loginAttempt.deleteMany());
  afterAll(() => app?.stop());

  it("logs in by email (any case) and by phone with dial code, and records the connection", async () => {
    const user = await createAdmin(app, "ADMIN", { phone: "+221771234567" });
    const byEmail = await login(app, `  ${user.email.toUpperCase()} `);
    expect(byEmail.data.login.utilisateur.email).toBe(user.email);
    const byPhone = await login(app, "+221 77 123 45 67");
    expect(byPhone.data.login.utilisateur.id).toBe(user.id);
    const me = await gql(app, ME, {}, bearer(byPhone.data.login.accessToken));
    expect(me.data.me.derniereConnexion).not.toBeNull();
    expect(await app.prisma.loginEvent.count({ where: { userId: user.id } })).toBe(2);
  });

  it("refuses wrong credentials, empty fields and malformed identifiers in French", async () => {
    const user = await createAdmin(app, "ADMIN");
    const wrong = await login(app, user.email, "mauvais");
    expect([wrong.status, wrong.errors?.[0].message]).toEqual([401, "Identifiants invalides"]);
    expect((await login(app, "inconnu@boutique.test")).errors?.[0].message).toBe("Identifiants invalides");
    expect((await login(app, "", "")).errors?.[0].message).toBe("Veuillez remplir tous les champs");
    expect((await login(app, "pas@email")).errors?.[0].message).toBe("Veuillez saisir une adresse email valide");
    expect((await login(app, "12-34")).errors?.[0].message).toBe("Veuillez saisir un numéro de téléphone valide");
  });

  it("refuses unverified and blocked accounts at login", async () => {
    const unverified = await createAdmin(app, "ADMIN", { verified: false });
    const r = await login(app, unverified.email);
    expect([r.status, r.errors?.[0].message]).toEqual([403, "Compte non vérifié. Veuillez vérifier votre email."]);
    const blocked = await createAdmin(app, "ADMIN", { isLocked: true });
    expect((await login(app, blocked.email)).errors?.[0].message).toMatch(/bloqué/);
  });

  it("throttles after 5 failures for one identifier within 15 minutes, with 429", async () => {
    const user = await createAdmin(app, "ADMIN");
    for (let i = 0; i < 5; i++) expect((await login(app, user.email, "faux")).status).toBe(401);
    const r = await login(app, user.email);
    expect([r.status, r.errors?.[0].message]).toEqual([429, "Trop de tentatives. Réessayez dans 15 minutes."]);
    await app.prisma.loginAttempt.updateMany({
      where: { identifier: user.email },
      data: { createdAt: new Date(Date.now() - 16 * 60_000) },
    });
    expect((await login(app, user.email)).data.login.accessToken).toBeTruthy();
  });

  it("throttles one address after 5 failures whatever the identifiers; a forged X-Forwarded-For does not help", async () => {
    const LOGIN = `mutation($i: String!) { login(identifiant: $i, motDePasse: "faux") { accessToken } }`;
    for (let i = 0; i < 5; i++) await gql(app, LOGIN, { i: `inconnu${i}@boutique.test` }, { "x-forwarded-for": `10.0.0.${i}` });
    const user = await createAdmin(app, "ADMIN");
    expect((await login(app, user.email)).status).toBe(429);
    expect(await app.prisma.loginAttempt.count({ where: { ip: "127.0.0.1" } })).toBe(5); // the socket's address, header ignored
  });

  it("keeps the lock 15 minutes from the 5th failure, even when earlier failures age out", async () => {
    const user = await createAdmin(app, "ADMIN");
    for (let i = 0; i < 5; i++) await login(app, user.email, "faux");
    const rows = await app.prisma.loginAttempt.findMany({ where: { identifier: user.email }, orderBy: { createdAt: "asc" } });
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    // Four failures 20 minutes ago, the fifth 6 minutes ago: five within 15 minutes, so still locked.
    await app.prisma.loginAttempt.updateMany({ where: { id: { in: rows.slice(0, 4).map((r) => r.id) } }, data: { createdAt: ago(20) } });
    await app.prisma.loginAttempt.update({ where: { id: rows[4].id }, data: { createdAt: ago(6) } });
    expect((await login(app, user.email)).status).toBe(429);
    await app.prisma.loginAttempt.update({ where: { id: rows[4].id }, data: { createdAt: ago(16) } });
    expect((await login(app, user.email)).status).toBe(200);
  });

  it("runs every login (never a cached answer) and answers `me` fresh after a change", async () => {
    const user = await createAdmin(app, "ADMIN");
    const [a, b] = [await login(app, user.email), await login(app, user.email)];
    expect(a.data.login.refreshToken).not.toBe(b.data.login.refreshToken);
    expect(await app.prisma.loginEvent.count({ where: { userId: user.id } })).toBe(2);
    const auth = bearer(a.data.login.accessToken);
    expect((await gql(app, ME, {}, auth)).data.me.nom).toBe(user.lastName);
    await gql(app, `mutation { updateProfile(input: { nom: "Faye", prenom: "Awa", email: "${user.email}" }) { id } }`, {}, auth);
    expect((await gql(app, ME, {}, auth)).data.me.nom).toBe("Faye");
  });

  it("answers 401 without or with a bad token, 403 'Token expiré' for an expired one", async () => {
    const none = await gql(app, ME);
    expect([none.status, none.errors?.[0].extensions?.code]).toEqual([401, "UNAUTHENTICATED"]);
    expect((await gql(app, ME, {}, bearer("n'importe quoi"))).status).toBe(401);
    const secret = new TextEncoder().encode(fs.readFileSync(path.join(app.config.DATA_DIR, "jwt-secret"), "utf8").trim());
    const { userId } = await signInAs(app, "ADMIN");
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const r = await gql(app, ME, {}, bearer(expired));
    expect([r.status, r.errors?.[0].message]).toEqual([403, "Token expiré"]);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(userId)
      .setExpirationTime("15m")
      .sign(new TextEncoder().encode("x".repeat(40)));
    expect((await gql(app, ME, {}, bearer(forged))).status).toBe(401);
    // Public reads do not care about a stale token.
    expect((await gql(app, "{ boutique { nom } }", {}, bearer(expired))).data.boutique.nom).toBe("Boutique en Ligne");
  });

  it("rotates refresh tokens; reusing a rotated one revokes the whole family; logout revokes", async () => {
    const s = await signInAs(app, "ADMIN");
    const REFRESH = `mutation($t: String!) { refreshTokens(refreshToken: $t) { accessToken refreshToken } }`;
    const first = await gql(app, REFRESH, { t: s.refreshToken });
    const next = first.data.refreshTokens.refreshToken;
    expect(next).not.toBe(s.refreshToken);
    const reuse = await gql(app, REFRESH, { t: s.refreshToken });
    expect([reuse.status, reuse.errors?.[0].message]).toEqual([401, "Session expirée, veuillez vous reconnecter."]);
    expect((await gql(app, REFRESH, { t: next })).status).toBe(401); // family revoked
    const other = await signInAs(app, "ADMIN");
    expect(
      (await gql(app, `mutation($t: String!) { logout(refreshToken: $t) { success } }`, { t: other.refreshToken })).data.logout.success,
    ).toBe(true);
    expect((await gql(app, REFRESH, { t: other.refreshToken })).status).toBe(401);
    expect((await gql(app, REFRESH, { t: "inconnu" })).status).toBe(401);
  });

  it("ends a blocked admin's session on the very next request and revokes refresh tokens", async () => {
    const admin = await signInAs(app, "ADMIN");
    const boss = await signInAs(app, "SUPER_ADMIN");
    expect((await gql(app, ME, {}, bearer(admin.accessToken))).data.me.id).toBe(admin.userId);
    await gql(
      app,
      `mutation($id: ID!) { setAdminStatus(id: $id, action: BLOCK) { compteVerrouille } }`,
      { id: admin.userId },
      bearer(boss.accessToken),
    );
    const after = await gql(app, ME, {}, bearer(admin.accessToken));
    expect([after.status, after.errors?.[0].message]).toEqual([401, "Compte bloqué ou inactif"]);
    expect(
      (await gql(app, `mutation($t: String!) { refreshTokens(refreshToken: $t) { accessToken } }`, { t: admin.refreshToken })).status,
    ).toBe(401);
    await gql(
      app,
      `mutation($id: ID!) { setAdminStatus(id: $id, action: UNBLOCK) { compteVerrouille } }`,
      { id: admin.userId },
      bearer(boss.accessToken),
    );
    expect((await login(app, admin.email)).data.login.accessToken).toBeTruthy();
  });
});

describeEachDatabase("accounts: invitations, links, profile and password", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.stop());
  const INVITE = `mutation($e: String!) { inviteAdmin(email: $e) { success message } }`;
  const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { success message } }`;

  it("invites an administrator who sets a password through a single-use link and can then log in", async () => {
    const boss = await signInAs(app, "SUPER_ADMIN");
    const r = await gql(app, INVITE, { e: "Nouvelle.Admin@Boutique.test" }, bearer(boss.accessToken));
    expect(r.data.inviteAdmin.message).toBe("Administrateur créé avec succès ! Un email d'invitation a été envoyé.");
    expect((await login(app, "nouvelle.admin@boutique.test", "x")).errors?.[0].message).toBe("Identifiants invalides"); // no password yet
    const status = async () =>
      (await gql(app, `{ admins(search: "nouvelle.admin") { statut } }`, {}, bearer(boss.accessToken))).data.admins.map(
        (a: { statut: string }) => a.statut,
      );
    expect(await status()).toEqual(["EN_ATTENTE"]); // one status: not 'Actif' until the invitation is taken
    const link = await lastLink(app, "nouvelle.admin@boutique.test");
    expect(link).toMatch(/^http:\/\/shop\.test\/admin\/reset-password\?token=.+&invitation=1$/);
    expect((await gql(app, RESET, { t: tokenOf(link), p: "court" })).errors?.[0].message).toBe(
      "Le mot de passe doit contenir au moins 8 caractères",
    );
    expect((await gql(app, RESET, { t: tokenOf(link), p: "Sept777" })).errors?.[0].message).toBe(
      "Le mot de passe doit contenir au moins 8 caractères",
    );
    expect((await gql(app, RESET, { t: tokenOf(link), p: "Bienvenue2026" })).data.resetPassword.success).toBe(true);
    expect((await gql(app, RESET, { t: tokenOf(link), p: "Encore2026" })).errors?.[0].message).toBe("Lien invalide ou expiré.");
    expect((await login(app, "nouvelle.admin@boutique.test", "Bienvenue2026")).data.login.utilisateur.typeUtilisateur).toBe("ADMIN");
    expect(await status()).toEqual(["ACTIF"]);
    const [{ id }] = (await gql(app, `{ admins(search: "nouvelle.admin") { id } }`, {}, bearer(boss.accessToken))).data.admins;
    await gql(app, `mutation($id: ID!) { setAdminStatus(id: $id, action: BLOCK) { id } }`, { id }, bearer(boss.accessToken));
    expect(await status()).toEqual(["BLOQUE"]); // blocked: 'Bloqué' only, never also 'Actif'
    expect((await gql(app, INVITE, { e: "nouvelle.admin@boutique.test" }, bearer(boss.accessToken))).errors?.[0].extensions?.code).toBe(
      "CONFLICT",
    );
    expect((await gql(app, INVITE, { e: "" }, bearer(boss.accessToken))).errors?.[0].message).toBe("Veuillez saisir une adresse email");
    expect((await gql(app, INVITE, { e: "pas-un-email" }, bearer(boss.accessToken))).errors?.[0].message).toBe(
      "Veuillez saisir une adresse email valide",
    );
  });

  it("carries an optional name, re-sends a pending invitation once a minute, refuses it for active, blocked and unknown accounts", async () => {
    const boss = await signInAs(app, "SUPER_ADMIN");
    const NAMED = `mutation($e: String!, $n: String, $p: String) { inviteAdmin(email: $e, nom: $n, prenom: $p) { success } }`;
    const RESEND = `mutation($id: ID!) { renvoyerInvitation(id: $id) { success message } }`;
    const tooLong = await gql(app, NAMED, { e: "awa.ndiaye@boutique.test", n: "N".repeat(101) }, bearer(boss.accessToken));
    expect(tooLong.errors?.[0].message).toBe("Le nom et le prénom ne peuvent pas dépasser 100 caractères.");
    expect(await app.prisma.adminUser.count({ where: { email: "awa.ndiaye@boutique.test" } })).toBe(0);
    await gql(app, NAMED, { e: "awa.ndiaye@boutique.test", n: " Ndiaye ", p: "Awa" }, bearer(boss.accessToken));
    const [invitee] = (await gql(app, `{ admins(search: "awa.ndiaye") { id nomComplet statut } }`, {}, bearer(boss.accessToken))).data
      .admins;
    expect(invitee).toMatchObject({ nomComplet: "Awa Ndiaye", statut: "EN_ATTENTE" });
    const first = await lastLink(app, "awa.ndiaye@boutique.test");

    const resend = () => gql(app, RESEND, { id: invitee.id }, bearer(boss.accessToken));
    const [a, b] = await Promise.all([resend(), resend()]); // a double click: one email
    expect([a, b].map((r) => r.data?.renvoyerInvitation.message ?? r.errors?.[0].extensions?.code).sort()).toEqual([
      "Invitation renvoyée à awa.ndiaye@boutique.test.",
      "TOO_MANY_REQUESTS",
    ]);
    expect(await mailsTo(app, "awa.ndiaye@boutique.test")).toHaveLength(2);
    const second = await lastLink(app, "awa.ndiaye@boutique.test");
    expect(second).not.toBe(first);
    const audit = await app.prisma.auditEntry.findMany({ where: { entityId: invitee.id, action: "update" } });
    expect(audit.map((e) => e.summary)).toEqual(["Invitation renvoyée à awa.ndiaye@boutique.test"]);

    const admin = await signInAs(app, "ADMIN");
    expect((await gql(app, RESEND, { id: invitee.id }, bearer(admin.accessToken))).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await gql(app, RESEND, { id: "inconnu" }, bearer(boss.accessToken))).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const active = await gql(app, RESEND, { id: admin.userId }, bearer(boss.accessToken));
    expect(active.errors?.[0]).toMatchObject({
      message: "Ce compte est déjà actif : il n'y a pas d'invitation à renvoyer.",
      extensions: { code: "CONFLICT" },
    });
    await gql(app, `mutation($id: ID!) { setAdminStatus(id: $id, action: BLOCK) { id } }`, { id: invitee.id }, bearer(boss.accessToken));
    expect((await resend()).errors?.[0].message).toBe("Ce compte est bloqué : débloquez-le avant de renvoyer l'invitation.");
    await gql(app, `mutation($id: ID!) { setAdminStatus(id: $id, action: UNBLOCK) { id } }`, { id: invitee.id }, bearer(boss.accessToken));
    expect((await gql(app, RESET, { t: tokenOf(second), p: "Bienvenue2026" })).data.resetPassword.success).toBe(true);
    expect((await resend()).errors?.[0].extensions?.code).toBe("CONFLICT"); // the invitation was taken
  });

  it("resets a forgotten password with a 1-hour single-use link; answers the same for unknown emails", async () => {
    const user = await createAdmin(app, "ADMIN");
    const REQ = `mutation($e: String!) { requestPasswordReset(email: $e) { success message } }`;
    const known = await gql(app, REQ, { e: user.email });
    const unknown = await gql(app, REQ, { e: "personne@boutique.test" });
    expect(known.data).toEqual(unknown.data);
    const link = await lastLink(app, user.email);
    expect(link).toMatch(/\/admin\/reset-password\?token=/);
    const row = await app.prisma.actionToken.findFirst({
      where: { userId: user.id, purpose: "RESET_PASSWORD" },
      orderBy: { createdAt: "desc" },
    });
    expect(row!.tokenHash).not.toBe(tokenOf(link)); // stored hashed
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
    expect((await gql(app, RESET, { t: tokenOf(link), p: "Nouveau2026" })).data.resetPassword.message).toBe(
      "Mot de passe modifié avec succès",
    );
    expect((await login(app, user.email, "Nouveau2026")).data.login.accessToken).toBeTruthy();
    expect((await gql(app, RESET, { t: "", p: "Nouveau2026" })).errors?.[0].message).toBe("Token de réinitialisation manquant");
  });

  it("verifies an account with a 24-hour link and answers resend the same whether or not the account exists", async () => {
    const user = await createAdmin(app, "ADMIN", { verified: false });
    const RESEND = `mutation($i: String!) { resendVerification(identifiant: $i) { success message } }`;
    const a = await gql(app, RESEND, { i: user.email });
    const b = await gql(app, RESEND, { i: "fantome@boutique.test" });
    expect(a.data).toEqual(b.data);
    const link = await lastLink(app, user.email);
    expect(link).toMatch(/\/admin\/verify-account\?token=/);
    const VERIFY = `mutation($t: String!) { verifyAccount(token: $t) { success message } }`;
    expect((await gql(app, VERIFY, { t: tokenOf(link) })).data.verifyAccount.message).toBe("Vérification réussie");
    expect((await gql(app, VERIFY, { t: tokenOf(link) })).errors?.[0].message).toBe("Lien de vérification invalide ou expiré.");
    expect((await gql(app, VERIFY, { t: " " })).errors?.[0].message).toBe("Token de vérification manquant");
    expect((await login(app, user.email)).data.login.accessToken).toBeTruthy();
  });

  it("updates the profile with SPEC §5 rules; a super admin cannot change email or phone", async () => {
    const admin = await signInAs(app, "ADMIN");
    const UPDATE = `mutation($i: ProfileInput!) { updateProfile(input: $i) { nom prenom nomComplet email numero dateNaissance } }`;
    const ok = await gql(
      app,
      UPDATE,
      { i: { nom: "Ndiaye", prenom: "Fatou", email: "fatou@boutique.test", numero: "+221 77 000 11 22", dateNaissance: "1990-04-12" } },
      bearer(admin.accessToken),
    );
    expect(ok.data.updateProfile).toEqual({
      nom: "Ndiaye",
      prenom: "Fatou",
      nomComplet: "Fatou Ndiaye",
      email: "fatou@boutique.test",
      numero: "+221770001122",
      dateNaissance: "1990-04-12",
    });
    const bad = async (i: object) => (await gql(app, UPDATE, { i }, bearer(admin.accessToken))).errors?.[0].message;
    expect(await bad({ nom: " ", prenom: "Fatou", email: "fatou@boutique.test" })).toBe("Le nom et le prénom sont obligatoires.");
    expect(await bad({ nom: "N", prenom: "F", email: "" })).toBe("L'adresse email est obligatoire.");
    expect(await bad({ nom: "N", prenom: "F", email: "fatou@" })).toBe("Veuillez saisir une adresse email valide.");
    expect(await bad({ nom: "N", prenom: "F", email: "fatou@boutique.test", numero: "123" })).toBe(
      "Le numéro de téléphone doit contenir entre 8 et 15 chiffres.",
    );
    expect(await bad({ nom: "N", prenom: "F", email: "fatou@boutique.test", dateNaissance: "1990-02-31" })).toBe(
      "Date de naissance invalide.",
    );
    const boss = await signInAs(app, "SUPER_ADMIN");
    const keep = await gql(app, UPDATE, { i: { nom: "Sow", prenom: "Moussa", email: boss.email } }, bearer(boss.accessToken));
    expect(keep.data.updateProfile.nom).toBe("Sow");
    const change = await gql(app, UPDATE, { i: { nom: "Sow", prenom: "Moussa", email: "autre@boutique.test" } }, bearer(boss.accessToken));
    expect(change.errors?.[0].message).toMatch(/super administrateur ne peut pas modifier/);
  });

  it("changes the password with each SPEC §5 message", async () => {
    const admin = await signInAs(app, "ADMIN");
    const CHANGE = `mutation($c: String!, $n: String!, $k: String!) { changePassword(currentPassword: $c, newPassword: $n, confirmPassword: $k) { message } }`;
    const msg = async (c: string, n: string, k: string) => {
      const r = await gql(app, CHANGE, { c, n, k }, bearer(admin.accessToken));
      return r.errors?.[0].message ?? r.data.changePassword.message;
    };
    expect(await msg("", "Nouveau2026", "Nouveau2026")).toBe("Veuillez saisir votre mot de passe actuel.");
    expect(await msg(TEST_PASSWORD, "", "")).toBe("Veuillez saisir un nouveau mot de passe.");
    expect(await msg(TEST_PASSWORD, "court", "court")).toBe("Le nouveau mot de passe doit contenir au moins 8 caractères.");
    expect(await msg(TEST_PASSWORD, "Nouveau2026", "Autre2026")).toBe("Les mots de passe ne correspondent pas.");
    expect(await msg(TEST_PASSWORD, TEST_PASSWORD, TEST_PASSWORD)).toBe("Le nouveau mot de passe doit être différent de l'ancien.");
    expect(await msg("faux-mot-de-passe", "Nouveau2026", "Nouveau2026")).toBe("Mot de passe actuel incorrect.");
    expect(await msg(TEST_PASSWORD, "Nouveau2026", "Nouveau2026")).toBe("Mot de passe modifié avec succès");
    expect((await login(app, admin.email, "Nouveau2026")).data.login.accessToken).toBeTruthy();
  });
});

describeEachDatabase("accounts: role matrix", (kind) => {
  let app: TestApp;
  const tokens: Record<string, Record<string, string>> = {};
  let targetId = "";
  beforeAll(async () => {
    app = await startTestApp(kind);
    targetId = (await createAdmin(app, "ADMIN")).id;
    tokens.anonymous = {};
    tokens.admin = bearer((await signInAs(app, "ADMIN")).accessToken);
    tokens.superAdmin = bearer((await signInAs(app, "SUPER_ADMIN")).accessToken);
    const blocked = await signInAs(app, "ADMIN");
    tokens.blocked = bearer(blocked.accessToken);
    await app.prisma.adminUser.update({ where: { id: blocked.userId }, data: { isLocked: true } });
    const inactive = await signInAs(app, "ADMIN");
    tokens.inactive = bearer(inactive.accessToken);
    await app.prisma.adminUser.update({ where: { id: inactive.userId }, data: { isActive: false } });
    const secret = new TextEncoder().encode(fs.readFileSync(path.join(app.config.DATA_DIR, "jwt-secret"), "utf8").trim());
    const boss = await signInAs(app, "SUPER_ADMIN");
    const past = Math.floor(Date.now() / 1000) - 3600;
    tokens.expiredSuperAdmin = bearer(
      await new SignJWT({ sid: "x" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(boss.userId)
        .setIssuedAt(past)
        .setExpirationTime(past + 900)
        .sign(secret),
    );
  });
  afterAll(() => app?.stop());

  const operations: [string, string, () => Record<string, unknown>][] = [
    ["me", "{ me { id } }", () => ({})],
    ["admins", "{ admins { id } }", () => ({})],
    ["admin", "query($id: ID!) { admin(id: $id) { id } }", () => ({ id: targetId })],
    ["updateProfile", `mutation { updateProfile(input: { nom: "Diallo", prenom: "Ami" }) { id } }`, () => ({})],
    ["changePassword", `mutation { changePassword(currentPassword: "x", newPassword: "y", confirmPassword: "z") { success } }`, () => ({})],
    [
      "inviteAdmin",
      `mutation($e: String!) { inviteAdmin(email: $e) { success } }`,
      () => ({ e: `invite${Math.random().toString(36).slice(2)}@boutique.test` }),
    ],
    ["setAdminStatus", `mutation($id: ID!) { setAdminStatus(id: $id, action: UNBLOCK) { id } }`, () => ({ id: targetId })],
  ];
  // Expected outcome per role: "ok", or the refusal's HTTP status. Some arguments are wrong on
  // purpose (a plain admin must give an email; the passwords do not match): reaching the service
  // (400) proves the role was accepted.
  const expected: Record<string, Record<string, string | number>> = {
    anonymous: { me: 401, admins: 401, admin: 401, updateProfile: 401, changePassword: 401, inviteAdmin: 401, setAdminStatus: 401 },
    blocked: { me: 401, admins: 401, admin: 401, updateProfile: 401, changePassword: 401, inviteAdmin: 401, setAdminStatus: 401 },
    inactive: { me: 401, admins: 401, admin: 401, updateProfile: 401, changePassword: 401, inviteAdmin: 401, setAdminStatus: 401 },
    expiredSuperAdmin: { me: 403, admins: 403, admin: 403, updateProfile: 403, changePassword: 403, inviteAdmin: 403, setAdminStatus: 403 },
    admin: { me: "ok", admins: "ok", admin: "ok", updateProfile: 400, changePassword: 400, inviteAdmin: 403, setAdminStatus: "ok" },
    superAdmin: { me: "ok", admins: "ok", admin: "ok", updateProfile: "ok", changePassword: 400, inviteAdmin: "ok", setAdminStatus: "ok" },
  };

  for (const role of Object.keys(expected)) {
    describe(role, () => {
      for (const [name, query, vars] of operations) {
        it(`${name} → ${expected[role][name]}`, async () => {
          const r = await gql(app, query, vars(), tokens[role]);
          const outcome = r.errors
            ? r.status !== 200
              ? r.status
              : r.errors[0].extensions?.code === "BAD_USER_INPUT"
                ? 400
                : r.errors[0].extensions?.code
            : "ok";
          expect(outcome).toBe(expected[role][name]);
          const message = {
            401: role === "anonymous" ? "Authentification requise" : "Compte bloqué ou inactif",
            403: role === "expiredSuperAdmin" ? "Token expiré" : "Accès refusé",
          }[outcome as number];
          if (message) expect(r.errors![0].message).toBe(message);
        });
      }
    });
  }
});
