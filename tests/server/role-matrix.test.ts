// Every protected operation × every kind of caller, over GraphQL (back-office catalogue and
// dashboard; the account operations have their matrix in auth.test.ts) and over REST /api/v1
// (every endpoint that needs a token). Allowed callers are given arguments that the service
// refuses (unknown ids, empty names): reaching the service (400/404) proves the role was accepted
// without changing the data.
import fs from "node:fs";
import path from "node:path";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createAdmin, signInAs } from "./session.ts";
import { expectContract } from "./contract.ts";

type Role = "anonymous" | "blocked" | "inactive" | "expired" | "admin" | "superAdmin";
const ROLES: Role[] = ["anonymous", "blocked", "inactive", "expired", "admin", "superAdmin"];
const REFUSED: Record<Role, number | null> = { anonymous: 401, blocked: 401, inactive: 401, expired: 403, admin: null, superAdmin: null };
const MESSAGE: Record<number, Partial<Record<Role, string>>> = {
  401: { anonymous: "Authentification requise", blocked: "Compte bloqué ou inactif", inactive: "Compte bloqué ou inactif" },
  403: { expired: "Token expiré", admin: "Accès refusé" },
};

async function tokensFor(app: TestApp): Promise<Record<Role, string | undefined>> {
  const admin = await signInAs(app, "ADMIN");
  const superAdmin = await signInAs(app, "SUPER_ADMIN");
  const blocked = await signInAs(app, "ADMIN");
  await app.prisma.adminUser.update({ where: { id: blocked.userId }, data: { isLocked: true } });
  const inactive = await signInAs(app, "ADMIN");
  await app.prisma.adminUser.update({ where: { id: inactive.userId }, data: { isActive: false } });
  const secret = new TextEncoder().encode(fs.readFileSync(path.join(app.config.DATA_DIR, "jwt-secret"), "utf8").trim());
  const past = Math.floor(Date.now() / 1000) - 3600;
  const expired = await new SignJWT({ sid: "x" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(superAdmin.userId)
    .setIssuedAt(past)
    .setExpirationTime(past + 900)
    .sign(secret);
  return {
    anonymous: undefined,
    blocked: blocked.accessToken,
    inactive: inactive.accessToken,
    expired,
    admin: admin.accessToken,
    superAdmin: superAdmin.accessToken,
  };
}

const UNKNOWN = "inconnu-0000";

describeEachDatabase("role matrix: back-office catalogue over GraphQL", (kind) => {
  let app: TestApp;
  let tokens: Record<Role, string | undefined>;
  beforeAll(async () => {
    app = await startTestApp(kind);
    tokens = await tokensFor(app);
  });
  afterAll(() => app?.stop());

  // [operation, document, what an allowed caller gets: "ok" or the error code of the service]
  const operations: [string, string, string][] = [
    ["dashboardStats", "{ dashboardStats { title value } }", "ok"],
    ["recentActivity", "{ recentActivity(limit: 5) { id } }", "ok"],
    ["topProducts", "{ topProducts(by: promotion, limit: 3) { id } }", "ok"],
    ["createCategory", `mutation { createCategory(input: { nom: "  " }) { id } }`, "BAD_USER_INPUT"],
    ["updateCategory", `mutation { updateCategory(id: "${UNKNOWN}", input: { nom: "Sacs" }) { id } }`, "NOT_FOUND"],
    ["deleteCategory", `mutation { deleteCategory(id: "${UNKNOWN}") }`, "NOT_FOUND"],
    ["createProduct", `mutation { createProduct(input: { nom: "" }) { id } }`, "BAD_USER_INPUT"],
    ["updateProduct", `mutation { updateProduct(id: "${UNKNOWN}", input: { prix: 1000 }) { id } }`, "NOT_FOUND"],
    ["deleteProduct", `mutation { deleteProduct(id: "${UNKNOWN}") }`, "NOT_FOUND"],
    ["commandes", "{ commandes(limit: 1) { pagination { total } } }", "ok"],
    ["commande", `{ commande(reference: "K7M2QX9P") { id } }`, "ok"],
    ["commandesNouvelles", "{ commandesNouvelles }", "ok"],
    ["tableauCommandes", "{ tableauCommandes { commandesAujourdhui stocksBas { id } } }", "ok"],
    ["changerStatutCommande", `mutation { changerStatutCommande(reference: "K7M2QX9P", statut: livree) { id } }`, "NOT_FOUND"],
    [
      "enregistrerCommandeDepuisMessage",
      `mutation { enregistrerCommandeDepuisMessage(message: "bonjour") { nonReconnues } }`,
      "BAD_USER_INPUT",
    ],
  ];

  for (const role of ROLES) {
    describe(role, () => {
      for (const [name, document, allowed] of operations) {
        const expected = REFUSED[role] ?? allowed;
        it(`${name} → ${expected}`, async () => {
          const r = await gql(app, document, {}, tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {});
          const outcome = !r.errors ? "ok" : r.status !== 200 ? r.status : r.errors[0].extensions?.code;
          expect(outcome).toBe(expected);
          if (typeof expected === "number") expect(r.errors![0].message).toBe(MESSAGE[expected][role]);
        });
      }
    });
  }
});

describeEachDatabase("role matrix: REST /api/v1", (kind) => {
  let app: TestApp;
  let tokens: Record<Role, string | undefined>;
  let adminId = "";
  beforeAll(async () => {
    app = await startTestApp(kind);
    tokens = await tokensFor(app);
    adminId = (await createAdmin(app, "ADMIN")).id;
  });
  afterAll(() => app?.stop());

  // [method, path, JSON body, status an admin gets, status a super admin gets]
  // Paths name ":admin" (an existing administrator) or ":unknown" (an id that matches nothing).
  const endpoints: [string, string, unknown, number, number][] = [
    ["GET", "/auth/profile", undefined, 200, 200],
    ["PUT", "/auth/profile", { email: "pas-un-email" }, 400, 400],
    ["PUT", "/auth/change-password", { currentPassword: "x", newPassword: "y", confirmPassword: "z" }, 400, 400],
    ["POST", "/auth/admin", { email: "pas-un-email" }, 403, 400],
    ["GET", "/auth/admin", undefined, 200, 200],
    ["GET", "/auth/admin/:admin", undefined, 200, 200],
    ["PUT", "/auth/admin/:unknown/toggle-status", { action: "block" }, 404, 404],
    ["POST", "/auth/admin/:unknown/invitation", undefined, 403, 404],
    ["POST", "/types", { nom: " " }, 400, 400],
    ["PUT", "/types/:unknown", { nom: "Sacs" }, 404, 404],
    ["DELETE", "/types/:unknown", undefined, 404, 404],
    ["POST", "/produits", { nom: "" }, 400, 400],
    ["PUT", "/produits/:unknown", { prix: 1000 }, 404, 404],
    ["DELETE", "/produits/:unknown", undefined, 404, 404],
    ["POST", "/produits/lot", { action: "supprimer", ids: [UNKNOWN] }, 409, 409],
    ["GET", "/dashboard/stats", undefined, 200, 200],
    ["GET", "/dashboard/recent-activity?limit=5", undefined, 200, 200],
    ["GET", "/dashboard/top-products?by=recent&limit=3", undefined, 200, 200],
    ["GET", "/commandes?limit=1", undefined, 200, 200],
    ["GET", "/commandes/export.csv?statut=x", undefined, 400, 400],
    ["POST", "/commandes/depuis-message", { message: "bonjour" }, 400, 400],
    ["GET", "/commandes/K7M2QX9P", undefined, 404, 404],
    ["PUT", "/commandes/K7M2QX9P/statut", { statut: "livree" }, 404, 404],
    ["GET", "/produits/export.csv?stock=x", undefined, 400, 400],
    // The import takes a form only (decision 094): a JSON body reaches the route and is refused there.
    ["POST", "/produits/import/verification", {}, 415, 415],
    ["POST", "/produits/import", {}, 415, 415],
  ];

  for (const role of ROLES) {
    describe(role, () => {
      for (const [method, template, body, asAdmin, asSuperAdmin] of endpoints) {
        const expected = REFUSED[role] ?? (role === "admin" ? asAdmin : asSuperAdmin);
        it(`${method} ${template} → ${expected}`, async () => {
          const headers: Record<string, string> = tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {};
          if (body !== undefined) headers["content-type"] = "application/json";
          const p = template.replace(":admin", adminId).replace(":unknown", UNKNOWN);
          const res = await fetch(`${app.url}/api/v1${p}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const json = await res.json();
          expect(res.status).toBe(expected);
          expect(json.success).toBe(expected < 300);
          expectContract(method, p, res.status, json);
          const message = MESSAGE[expected]?.[role];
          if (message) expect(json.message).toBe(message);
        });
      }
    });
  }
});
