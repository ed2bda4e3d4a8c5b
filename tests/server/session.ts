// Signed-in administrators for tests: a verified, active account created through the accounts
// service's own hashing, then a real login over HTTP.
import { hashPassword } from "../../server/src/auth/crypto.ts";
import { gql, type TestApp } from "./helpers.ts";

export const TEST_PASSWORD = "MotDePasse!2026";
let counter = 0;
/** TEST_PASSWORD's hash, made once per process by the accounts' own hashing (argon2id with the
 * production parameters): each hash is ~0.1 s of CPU, and hundreds of test accounts were made.
 * Every login still verifies it with those parameters. */
let testPasswordHash: Promise<string> | undefined;

export async function createAdmin(
  app: TestApp,
  role: "ADMIN" | "SUPER_ADMIN",
  over: { email?: string; phone?: string; verified?: boolean; isLocked?: boolean } = {},
) {
  counter += 1;
  return app.prisma.adminUser.create({
    data: {
      email: over.email ?? `${role.toLowerCase()}${counter}-${Date.now()}@boutique.test`,
      phone: over.phone,
      role,
      firstName: "Awa",
      lastName: `Diop${counter}`,
      fullName: `Awa Diop${counter}`,
      passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)),
      emailVerifiedAt: over.verified === false ? null : new Date(),
      isLocked: over.isLocked ?? false,
    },
  });
}

export async function login(app: TestApp, identifiant: string, motDePasse = TEST_PASSWORD) {
  return gql(
    app,
    `mutation($i: String!, $p: String!) { login(identifiant: $i, motDePasse: $p) { accessToken refreshToken utilisateur { id email typeUtilisateur } } }`,
    { i: identifiant, p: motDePasse },
  );
}

export async function signInAs(app: TestApp, role: "ADMIN" | "SUPER_ADMIN") {
  const user = await createAdmin(app, role);
  const r = await login(app, user.email);
  if (!r.data) throw new Error(`login failed: ${JSON.stringify(r.errors)}`);
  return {
    accessToken: r.data.login.accessToken as string,
    refreshToken: r.data.login.refreshToken as string,
    userId: user.id,
    email: user.email,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
