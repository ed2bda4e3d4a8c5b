// npm run db:to-postgres (docs/operations.md, moving to several instances): an embedded database,
// copied into an empty PostgreSQL database, serves the shop there with every row identical, its
// trigger-kept counters right, its administrators able to sign in; refused while the database is
// open and into a database that is not empty.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/env.ts";
import type { Database } from "../../server/src/db/connect.ts";
import { openDatabase } from "../../server/src/db/open.ts";
import { applyMigrations } from "../../server/src/db/migrate.ts";
import { copyToPostgres } from "../../server/src/db/copy-to-postgres.ts";
import { PrismaClient } from "../../server/src/generated/prisma/client.ts";
import { growCatalogue } from "../../server/src/demo/large.ts";
import { createThrowawayDatabase } from "../../scripts/lib/throwaway-postgres.ts";
import { POSTGRES_URL, gql, isPostgresReachable } from "./helpers.ts";
import { TEST_PASSWORD } from "./session.ts";
import { hashPassword } from "../../server/src/auth/crypto.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";

const root = path.resolve(import.meta.dirname, "../..");
const reachable = await isPostgresReachable();
const TABLES = [
  "Category",
  "SubType",
  "Product",
  "ProductImage",
  "ProductCount",
  "AdminUser",
  "RefreshToken",
  "ActionToken",
  "LoginEvent",
  "LoginAttempt",
  "AuditEntry",
];

/** npm run db:to-postgres, as an operator runs it: exit code and everything it printed. The target
 * goes in TARGET_DATABASE_URL (`via: "env"`, out of sight of ps) or as the argument. */
function copyCommand(
  dataDir: string,
  target: string,
  via: "argument" | "env" = "argument",
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/db-to-postgres.ts", ...(via === "argument" ? [target] : [])], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent", TARGET_DATABASE_URL: via === "env" ? target : "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => {
      output += d;
    });
    child.stderr.on("data", (d: Buffer) => {
      output += d;
    });
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** Every row of the tables, in one order on both databases, as the database writes them in JSON. */
async function snapshot(db: Database) {
  const tables: Record<string, string> = {};
  for (const t of TABLES) {
    const [row] = await db.sql.query<{ rows: string | null }>(
      `SELECT json_agg(t ORDER BY t::text COLLATE "C")::text AS rows FROM "${t}" t`,
    );
    tables[t] = row.rows ?? "[]";
  }
  return tables;
}

const login = (app: { url: string }, identifiant: string) =>
  gql(app, `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken } }`, {
    i: identifiant,
    p: TEST_PASSWORD,
  });

(reachable ? describe : describe.skip)(`npm run db:to-postgres${reachable ? "" : " [PostgreSQL injoignable : ignoré]"}`, () => {
  let dataDir = "";
  let source: Database | undefined;
  let target: App | undefined;
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  const email = "fatou@boutique.test";

  // The embedded database as the shop leaves it: migrated, a catalogue larger than one copy batch
  // (2 000 rows), photos, an administrator with a session, a sign-in and a failed attempt.
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-to-pg-"));
    database = await createThrowawayDatabase(POSTGRES_URL, `boutique_to_pg_${process.pid}`);
    source = openDatabase(`pglite:${path.join(dataDir, "pglite")}`);
    await applyMigrations(source.sql);
    const prisma = new PrismaClient({ adapter: source.adapter });
    const robes = await createCategory(prisma, "Robes", ["Wax", "Bazin"]);
    await createCategory(prisma, "Sacs");
    await createProduct(prisma, {
      name: "Robe wax indigo",
      categoryId: robes.id,
      subTypeId: robes.subTypes[0].id,
      images: 3,
      promotionPercent: 20,
    });
    await growCatalogue(prisma, 2300);
    const admin = await prisma.adminUser.create({
      data: {
        email,
        role: "SUPER_ADMIN",
        firstName: "Fatou",
        lastName: "Sall",
        fullName: "Fatou Sall",
        passwordHash: await hashPassword(TEST_PASSWORD),
        emailVerifiedAt: new Date(),
      },
    });
    await prisma.refreshToken.create({
      data: { userId: admin.id, tokenHash: "empreinte", familyId: "famille", expiresAt: new Date(Date.now() + 86_400_000) },
    });
    await prisma.loginEvent.create({ data: { userId: admin.id, ip: "203.0.113.9", userAgent: "Firefox" } });
    await prisma.loginAttempt.create({ data: { identifier: email, ip: "198.51.100.4" } });
    await prisma.$disconnect();
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("asks for the target, and names the variable that keeps its password out of ps", async () => {
    const r = await copyCommand(dataDir, "", "env");
    expect(r.output).toContain("Indiquez la base PostgreSQL cible dans TARGET_DATABASE_URL");
    expect(r.code).toBe(1);
  });

  it("refuses while the shop has the embedded database open", async () => {
    const r = await copyCommand(dataDir, database.url);
    // The embedded database's lock names this test's process, which holds it open.
    expect(r.output).toContain(`est déjà ouverte par le processus ${process.pid}`);
    expect(r.output).toContain("arrêtez la boutique (sudo systemctl stop boutique)");
    expect(r.code).toBe(1);
  });

  it("copies every row; the shop then runs on PostgreSQL with the same catalogue, counters and accounts", async () => {
    const before = await snapshot(source!);
    await source!.close();
    source = undefined;

    const r = await copyCommand(dataDir, database.url, "env");
    expect(r.output).toMatch(/Product : 2\D?300 lignes/);
    expect(r.output).toContain("Terminé :");
    expect(r.code).toBe(0);

    target = await createApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        LOG_LEVEL: "silent",
        SEED_DEMO: "false",
        PUBLIC_URL: "http://shop.test",
      }),
    );
    expect(await snapshot(target.db)).toEqual(before);
    const app = { url: await target.listen(0, "127.0.0.1") };
    expect((await gql(app, `{ products(limit: 1) { pagination { total } } }`)).data.products.pagination.total).toBe(2300);
    expect((await login(app, email)).data.login.accessToken).toBeTruthy();

    // The counting trigger is back on: a product created on PostgreSQL is counted once.
    const sacs = await target.prisma.category.findFirstOrThrow({ where: { name: "Sacs" }, select: { id: true } });
    await createProduct(target.prisma, { name: "Sac en raphia", categoryId: sacs.id });
    expect((await gql(app, `query($id: ID!) { category(id: $id) { nbProduits } }`, { id: sacs.id })).data.category.nbProduits).toBe(1);
  });

  it("refuses a target that already holds data, and leaves it as it was", async () => {
    const products = await target!.prisma.product.count();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await expect(copyToPostgres(target!.db.sql, client)).rejects.toThrow(
        "La base PostgreSQL cible contient déjà des données (table AdminUser)",
      );
    } finally {
      await client.end();
    }
    expect(await target!.prisma.product.count()).toBe(products);
  });
});
