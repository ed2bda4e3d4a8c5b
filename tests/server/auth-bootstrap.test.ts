import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { captureLogs, describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { bearer, login, signInAs, TEST_PASSWORD } from "./session.ts";
import { readOutbox } from "./outbox.ts";
import { clientIp } from "../../server/src/auth/client-ip.ts";
import { createMailer } from "../../server/src/email/index.ts";
import { invitationEmail } from "../../server/src/email/templates.ts";
import { loadConfig } from "../../server/src/env.ts";
import { createAccessTokens, loadJwtSecret } from "../../server/src/auth/jwt.ts";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "boutique-auth-"));

describeEachDatabase("accounts: first super admin and new accounts", (kind) => {
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await startTestApp(kind, env);
    apps.push(app);
    return app;
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => Promise.all(apps.map((a) => a.stop())));

  it("comes from SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD, once", async () => {
    const app = await start({ SUPER_ADMIN_EMAIL: "Patron@Boutique.test", SUPER_ADMIN_PASSWORD: "Patron!2026" });
    const r = await login(app, "patron@boutique.test", "Patron!2026");
    expect(r.data.login.utilisateur.typeUtilisateur).toBe("SUPER_ADMIN");
    expect(await app.services.accounts.ensureSuperAdmin(captureLogs().logger)).toBeNull();
    expect(await app.prisma.adminUser.count({ where: { role: "SUPER_ADMIN" } })).toBe(1);
  });

  it("without them is admin@boutique.local, verified and active, with a random password printed once (even with LOG_LEVEL=error)", async () => {
    const { logger, lines: logged } = captureLogs("error");
    const app = await startTestApp(kind, {}, logger);
    apps.push(app);
    const lines = logged.filter((l) => l.msg?.includes("admin@boutique.local"));
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe("warn");
    const password = lines[0].msg!.match(/mot de passe : (\S+)/)![1];
    expect(password.length).toBeGreaterThanOrEqual(12);
    const me = await gql(
      app,
      "{ me { email typeUtilisateur emailVerifie isActive compteVerrouille } }",
      {},
      bearer((await login(app, "admin@boutique.local", password)).data.login.accessToken),
    );
    expect(me.data.me).toEqual({
      email: "admin@boutique.local",
      typeUtilisateur: "SUPER_ADMIN",
      emailVerifie: true,
      isActive: true,
      compteVerrouille: false,
    });
  });

  it("createAccount (npm run admin:create) checks each field in French", async () => {
    const app = await start({});
    const create = (over: object) =>
      app.services.accounts
        .createAccount({ email: "n@boutique.test", password: "MotDePasse!1", role: "admin", ...over })
        .catch((e: Error) => e.message);
    expect(await create({ email: "pas-un-email" })).toBe("Veuillez saisir une adresse email valide.");
    expect(await create({ password: "court" })).toBe("Le mot de passe doit contenir au moins 8 caractères.");
    expect(await create({ role: "ROI" })).toBe("Le rôle doit être SUPER_ADMIN ou ADMIN.");
    expect(await create({ numero: "12" })).toBe("Le numéro de téléphone doit contenir entre 8 et 15 chiffres.");
    const user = await app.services.accounts.createAccount({
      email: "N@Boutique.test",
      password: "MotDePasse!1",
      role: "admin",
      nom: "Ndiaye",
      prenom: "Binta",
      numero: "+221 77 555 44 33",
    });
    expect(user).toMatchObject({ email: "n@boutique.test", role: "ADMIN", phone: "+221775554433", fullName: "Binta Ndiaye" });
    expect(await create({})).toBe("Un administrateur utilise déjà cette adresse email ou ce numéro.");
    expect((await login(app, "+221775554433", "MotDePasse!1")).data.login.utilisateur.email).toBe("n@boutique.test");
  });
});

describe("npm run admin:create", () => {
  it("creates accounts from flags and from answers on standard input, usable by the app", async () => {
    const dir = tempDir();
    const env = {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: `pglite:${path.join(dir, "pglite")}`,
      LOG_LEVEL: "silent",
      SUPER_ADMIN_EMAIL: "",
      SUPER_ADMIN_PASSWORD: "",
    };
    const script = ["--import", "tsx", "scripts/admin-create.ts"];
    try {
      const flags = await run(
        "node",
        [
          ...script,
          "--email",
          "chef@boutique.test",
          "--password",
          "Chef!2026x",
          "--role",
          "SUPER_ADMIN",
          "--nom",
          "Fall",
          "--prenom",
          "Omar",
        ],
        { cwd: ROOT, env },
      );
      expect(flags.stdout).toContain("Super administrateur créé : chef@boutique.test");
      const child = execFile("node", script, { cwd: ROOT, env });
      child.stdin!.end("aide@boutique.test\nAide!2026x\n\nSarr\nKhady\n\n");
      const out = await new Promise<string>((resolve, reject) => {
        let text = "";
        child.stdout!.on("data", (d) => {
          text += d;
        });
        child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`exit ${code}: ${text}`))));
      });
      expect(out).toContain("Email : ");
      expect(out).toContain("Administrateur créé : aide@boutique.test");
      const again = await run(
        "node",
        [...script, "--email", "aide@boutique.test", "--password", "Aide!2026x", "--role", "ADMIN", "--nom", "", "--prenom", ""],
        { cwd: ROOT, env },
      ).catch((e) => e);
      expect([again.code, again.stderr.trim()]).toEqual([1, "Un administrateur utilise déjà cette adresse email ou ce numéro."]);

      const app = await startTestApp("pglite", { DATA_DIR: dir, DATABASE_URL: `pglite:${path.join(dir, "pglite")}` });
      try {
        expect((await login(app, "chef@boutique.test", "Chef!2026x")).data.login.utilisateur.typeUtilisateur).toBe("SUPER_ADMIN");
        expect((await login(app, "aide@boutique.test", "Aide!2026x")).data.login.utilisateur.typeUtilisateur).toBe("ADMIN");
        expect(await app.prisma.adminUser.count({ where: { email: "admin@boutique.local" } })).toBe(0); // a super admin existed
      } finally {
        await app.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000); // three processes, one of them creating the database: minutes on a busy machine
});

describe("accounts: JWT secret, caller address and outbox", () => {
  it("generates the JWT secret once into DATA_DIR/jwt-secret (mode 600), reused on restart; JWT_SECRET wins", async () => {
    const dir = tempDir();
    const app = await startTestApp("pglite", { DATA_DIR: dir });
    try {
      const file = path.join(dir, "jwt-secret");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, "utf8").trim().length).toBeGreaterThanOrEqual(48);
      const { accessToken } = await signInAs(app, "ADMIN");
      const restarted = createAccessTokens(loadJwtSecret(loadConfig({ DATA_DIR: dir })));
      expect(await restarted.check(accessToken)).toMatchObject({ userId: expect.any(String), sessionId: expect.any(String) });
      const otherDir = tempDir();
      const own = createAccessTokens(loadJwtSecret(loadConfig({ DATA_DIR: otherDir, JWT_SECRET: "s".repeat(40) })));
      expect(await own.check(accessToken)).toEqual({ error: "invalid" });
      expect(fs.readdirSync(otherDir)).toEqual([]);
      fs.rmSync(otherDir, { recursive: true });
    } finally {
      await app.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes the caller's address from X-Forwarded-For only behind TRUST_PROXY proxies", async () => {
    expect(clientIp("10.0.0.9", "1.2.3.4", 0)).toBe("10.0.0.9");
    expect(clientIp("10.0.0.9", "6.6.6.6, 1.2.3.4", 1)).toBe("1.2.3.4"); // the client wrote 6.6.6.6 itself
    expect(clientIp("10.0.0.9", "6.6.6.6, 1.2.3.4, 10.0.0.2", 2)).toBe("1.2.3.4");
    expect(clientIp("10.0.0.9", null, 1)).toBe("10.0.0.9");
    const app = await startTestApp("pglite", { TRUST_PROXY: "1" });
    try {
      const user = await signInAs(app, "ADMIN");
      await gql(
        app,
        `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`,
        { i: user.email, p: TEST_PASSWORD },
        { "x-forwarded-for": "41.82.1.2" },
      );
      expect(
        (await app.prisma.loginEvent.findMany({ where: { userId: user.userId }, orderBy: { createdAt: "asc" } })).map((e) => e.ip),
      ).toEqual(["127.0.0.1", "41.82.1.2"]);
    } finally {
      await app.stop();
    }
  });

  it("writes French HTML and text messages to the outbox and prints their link", async () => {
    const dir = tempDir();
    const { logger, lines } = captureLogs();
    try {
      const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: "http://shop.test", SHOP_NAME: "Chez Awa" });
      const link = "http://shop.test/admin/reset-password?token=abc&invitation=1";
      await createMailer(config, logger).send(invitationEmail(config.SHOP_NAME, "awa@boutique.test", link));
      const [mail] = readOutbox(dir, "awa@boutique.test");
      expect(mail).toMatch(/^Subject: Invitation à administrer Chez Awa$/m);
      expect(mail).toMatch(/Content-Type: text\/plain; charset=utf-8/);
      expect(mail).toMatch(/Content-Type: text\/html; charset=utf-8/);
      expect(mail).toContain(`Créer mon mot de passe : ${link}`);
      expect(mail).toContain("valable 72 heures");
      expect(lines.map((l) => l.msg)).toEqual([`Email pour awa@boutique.test (Invitation à administrer Chez Awa) : ${link}`]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
