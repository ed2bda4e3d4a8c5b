import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, createAdmin, login, signInAs, TEST_PASSWORD } from "./session.ts";

const STATUS = `mutation($id: ID!, $a: AdminStatusAction!) { setAdminStatus(id: $id, action: $a) { id compteVerrouille isActive } }`;
const REFRESH = `mutation($t: String!) { refreshTokens(refreshToken: $t) { accessToken refreshToken } }`;
const ME = "{ me { id } }";

describeEachDatabase("accounts: administrators, status and sessions", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app?.stop());

  it("nobody changes their own status; a plain admin cannot block a super admin; a super admin can", async () => {
    const admin = await signInAs(app, "ADMIN");
    const boss = await signInAs(app, "SUPER_ADMIN");
    const otherBoss = await signInAs(app, "SUPER_ADMIN");
    for (const s of [admin, boss]) {
      const r = await gql(app, STATUS, { id: s.userId, a: "BLOCK" }, bearer(s.accessToken));
      expect([r.status, r.errors?.[0].message]).toEqual([200, "Vous ne pouvez pas modifier le statut de votre propre compte."]);
    }
    const refused = await gql(app, STATUS, { id: boss.userId, a: "BLOCK" }, bearer(admin.accessToken));
    expect([refused.status, refused.errors?.[0].message]).toEqual([403, "Accès refusé"]);
    expect((await gql(app, ME, {}, bearer(boss.accessToken))).data.me.id).toBe(boss.userId);
    const blocked = await gql(app, STATUS, { id: otherBoss.userId, a: "BLOCK" }, bearer(boss.accessToken));
    expect(blocked.data.setAdminStatus.compteVerrouille).toBe(true);
    expect((await gql(app, ME, {}, bearer(otherBoss.accessToken))).status).toBe(401);
    const missing = await gql(app, STATUS, { id: "inconnu", a: "BLOCK" }, bearer(boss.accessToken));
    expect([missing.errors?.[0].extensions?.code, missing.errors?.[0].message]).toEqual(["NOT_FOUND", "Administrateur introuvable"]);
    const audit = await app.prisma.auditEntry.findFirst({ where: { entityId: otherBoss.userId, action: "block" } });
    expect(audit?.actorId).toBe(boss.userId);
  });

  it("a plain admin blocks and unblocks another admin; unblocking also reactivates an inactive account", async () => {
    const admin = await signInAs(app, "ADMIN");
    const target = await createAdmin(app, "ADMIN");
    expect((await gql(app, STATUS, { id: target.id, a: "BLOCK" }, bearer(admin.accessToken))).data.setAdminStatus.compteVerrouille).toBe(
      true,
    );
    expect((await login(app, target.email)).errors?.[0].message).toBe(
      "Votre compte est bloqué ou désactivé. Contactez un super administrateur.",
    );
    await app.prisma.adminUser.update({ where: { id: target.id }, data: { isActive: false } });
    const back = await gql(app, STATUS, { id: target.id, a: "UNBLOCK" }, bearer(admin.accessToken));
    expect(back.data.setAdminStatus).toMatchObject({ compteVerrouille: false, isActive: true });
    expect((await login(app, target.email)).data.login.accessToken).toBeTruthy();
  });

  it("refuses an account deactivated in the database on its next request and revokes its refresh tokens", async () => {
    const s = await signInAs(app, "ADMIN");
    await app.prisma.adminUser.update({ where: { id: s.userId }, data: { isActive: false } });
    const r = await gql(app, ME, {}, bearer(s.accessToken));
    expect([r.status, r.errors?.[0].message]).toEqual([401, "Compte bloqué ou inactif"]);
    expect(await app.prisma.refreshToken.count({ where: { userId: s.userId, revokedAt: null } })).toBe(0);
  });

  it("lists administrators with the SPEC §3 fields, searching email or full name case-insensitively", async () => {
    const boss = await signInAs(app, "SUPER_ADMIN");
    const mariama = await createAdmin(app, "ADMIN", { email: "m.ba@boutique.test", phone: "+221770009988" });
    await app.prisma.adminUser.update({
      where: { id: mariama.id },
      data: { fullName: "Mariama Bâ", birthDate: new Date("1988-06-01T00:00:00Z") },
    });
    const LIST = `query($s: String) { admins(search: $s) { id email nom prenom nomComplet numero dateNaissance typeUtilisateur isActive compteVerrouille emailVerifie derniereConnexion createdAt } }`;
    const byName = await gql(app, LIST, { s: "  MARIAMA " }, bearer(boss.accessToken));
    expect(byName.data.admins).toEqual([
      {
        id: mariama.id,
        email: "m.ba@boutique.test",
        nom: mariama.lastName,
        prenom: "Awa",
        nomComplet: "Mariama Bâ",
        numero: "+221770009988",
        dateNaissance: "1988-06-01",
        typeUtilisateur: "ADMIN",
        isActive: true,
        compteVerrouille: false,
        emailVerifie: true,
        derniereConnexion: null,
        createdAt: mariama.createdAt.toISOString(),
      },
    ]);
    expect((await gql(app, LIST, { s: "m.ba@" }, bearer(boss.accessToken))).data.admins.map((a: { id: string }) => a.id)).toEqual([
      mariama.id,
    ]);
    expect((await gql(app, LIST, { s: "personne-ici" }, bearer(boss.accessToken))).data.admins).toEqual([]);
    const all = (await gql(app, LIST, {}, bearer(boss.accessToken))).data.admins;
    expect(all.length).toBe(await app.prisma.adminUser.count());
    expect(JSON.stringify(all)).not.toMatch(/argon2|passwordHash/);
  });

  it("shows the latest connections, newest first, to super admins and to oneself only", async () => {
    const target = await createAdmin(app, "ADMIN");
    const LOGIN = `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`;
    let own = "";
    for (const agent of ["agent-1", "agent-2", "agent-3"]) {
      own = (await gql(app, LOGIN, { i: target.email, p: TEST_PASSWORD }, { "user-agent": agent })).data.login.accessToken;
      await new Promise((r) => setTimeout(r, 5)); // distinct timestamps, so "newest first" is observable
    }
    const DETAIL = `query($id: ID!) { admin(id: $id) { email derniereConnexion connexions(limit: 2) { date ip userAgent } } }`;
    const boss = await signInAs(app, "SUPER_ADMIN");
    const seen = (await gql(app, DETAIL, { id: target.id }, bearer(boss.accessToken))).data.admin;
    expect(seen.connexions.map((c: { userAgent: string }) => c.userAgent)).toEqual(["agent-3", "agent-2"]);
    expect(seen.connexions[0].ip).toBe("127.0.0.1");
    expect(seen.derniereConnexion).toBe(seen.connexions[0].date);
    const peer = await signInAs(app, "ADMIN");
    expect((await gql(app, DETAIL, { id: target.id }, bearer(peer.accessToken))).data.admin.connexions).toEqual([]);
    expect((await gql(app, "{ me { connexions { userAgent } } }", {}, bearer(own))).data.me.connexions).toHaveLength(3);
    const missing = await gql(app, DETAIL, { id: "inconnu" }, bearer(boss.accessToken));
    expect([missing.status, missing.errors?.[0].message]).toEqual([200, "Administrateur introuvable"]);
  });

  it("changing the password keeps this session and ends the others", async () => {
    const user = await createAdmin(app, "ADMIN");
    const here = (await login(app, user.email)).data.login;
    const elsewhere = (await login(app, user.email)).data.login;
    const CHANGE = `mutation { changePassword(currentPassword: "${TEST_PASSWORD}", newPassword: "Nouveau!2027", confirmPassword: "Nouveau!2027") { success } }`;
    expect((await gql(app, CHANGE, {}, bearer(here.accessToken))).data.changePassword.success).toBe(true);
    expect((await gql(app, REFRESH, { t: elsewhere.refreshToken })).status).toBe(401);
    expect((await gql(app, REFRESH, { t: here.refreshToken })).data.refreshTokens.accessToken).toBeTruthy();
    expect((await login(app, user.email)).status).toBe(401);
  });

  it("refuses a profile email or phone already used by someone else, and keeps a super admin's unchanged contact", async () => {
    const admin = await signInAs(app, "ADMIN");
    const other = await createAdmin(app, "ADMIN", { phone: "+221781112233" });
    const UPDATE = `mutation($i: ProfileInput!) { updateProfile(input: $i) { email numero } }`;
    const email = await gql(app, UPDATE, { i: { nom: "Sy", prenom: "Ali", email: other.email } }, bearer(admin.accessToken));
    expect([email.errors?.[0].extensions?.code, email.errors?.[0].message]).toEqual(["CONFLICT", "Cette adresse email est déjà utilisée."]);
    const phone = await gql(
      app,
      UPDATE,
      { i: { nom: "Sy", prenom: "Ali", email: admin.email, numero: "+221 78 111 22 33" } },
      bearer(admin.accessToken),
    );
    expect(phone.errors?.[0].message).toBe("Ce numéro de téléphone est déjà utilisé.");
    const boss = await createAdmin(app, "SUPER_ADMIN", { phone: "+221760000001" });
    const bossToken = bearer((await login(app, boss.email)).data.login.accessToken);
    const same = await gql(app, UPDATE, { i: { nom: "Sy", prenom: "Ali", email: boss.email, numero: "+221760000001" } }, bossToken);
    expect(same.data.updateProfile).toEqual({ email: boss.email, numero: "+221760000001" });
    const changed = await gql(app, UPDATE, { i: { nom: "Sy", prenom: "Ali", numero: "+221760000002" } }, bossToken);
    expect(changed.errors?.[0].message).toBe("Un super administrateur ne peut pas modifier son adresse email ni son numéro de téléphone.");
  });
});

describeEachDatabase("accounts: an invitation whose email cannot be sent", (kind) => {
  let app: TestApp;
  // Nothing listens on port 9 here: the SMTP connection is refused at once.
  beforeAll(async () => {
    app = await startTestApp(kind, { SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => app?.stop());

  it("is undone, so it can be sent again later", async () => {
    const boss = await signInAs(app, "SUPER_ADMIN");
    const r = await gql(app, `mutation { inviteAdmin(email: "invitee@boutique.test") { success } }`, {}, bearer(boss.accessToken));
    expect([r.errors?.[0].extensions?.code, r.errors?.[0].message]).toEqual([
      "SERVICE_UNAVAILABLE",
      "L'email d'invitation n'a pas pu être envoyé ; l'administrateur n'a pas été créé. Réessayez plus tard.",
    ]);
    expect(await app.prisma.adminUser.count({ where: { email: "invitee@boutique.test" } })).toBe(0);
  });

  it("still answers forgot-password with the generic success", async () => {
    const user = await createAdmin(app, "ADMIN");
    const r = await gql(app, `mutation($e: String!) { requestPasswordReset(email: $e) { success message } }`, { e: user.email });
    expect(r.data.requestPasswordReset).toEqual({ success: true, message: "Email envoyé" });
    await app.services.background.settle();
  });
});
