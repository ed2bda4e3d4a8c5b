// Sessions: who is calling (checked against the account on every request), login by email or
// phone with throttling, rotating refresh tokens with reuse detection, logout.
import crypto from "node:crypto";
import type { AdminUser, Prisma } from "../generated/prisma/client.ts";
import { AppError, badInput } from "../lib/errors.ts";
import { addressKey } from "../auth/client-ip.ts";
import { hashPassword, hashToken, newOpaqueToken, verifyPassword } from "../auth/crypto.ts";
import { createPeriodicPurge, MESSAGES, revokeSessions, type AuthDeps, type ClientInfo, type Session } from "./auth-common.ts";
import { parseIdentifier, type Identifier } from "./auth-rules.ts";
import { createKeyLocks } from "./db-locks.ts";

const MINUTE = 60_000;
export const REFRESH_TOKEN_DAYS = 30;
export const THROTTLE = { attempts: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

export function createSessions({ prisma, tokens, later }: AuthDeps) {
  // Unknown identifiers are checked against this hash, so both answers take as long.
  const decoyHash = hashPassword(crypto.randomBytes(16).toString("hex"));
  const withKeyLocks = createKeyLocks(prisma);
  // No rule looks further back than a window and a lock: older attempts are deleted.
  const purgeOldAttempts = createPeriodicPurge(
    later,
    MINUTE,
    (before) => prisma.loginAttempt.deleteMany({ where: { createdAt: { lt: before } } }),
    THROTTLE.windowMs + THROTTLE.lockMs,
  );

  async function issueSession(user: AdminUser, familyId: string = crypto.randomUUID()) {
    const refresh = newOpaqueToken();
    await prisma.refreshToken.create({
      data: { userId: user.id, tokenHash: refresh.hash, familyId, expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 60 * MINUTE) },
    });
    return { accessToken: await tokens.sign(user.id, familyId), refreshToken: refresh.token, user };
  }

  const findByIdentifier = (id: Identifier) =>
    "email" in id
      ? prisma.adminUser.findUnique({ where: { email: id.email } })
      : prisma.adminUser.findUnique({ where: { phone: id.phone } });

  /**
   * Locked out when the last 5 failures (for this identifier, or from this address) fall within
   * 15 minutes and the latest is less than 15 minutes old: refused attempts are not recorded, so
   * the lock lasts 15 minutes from the 5th failure. Attempts still being checked count as failures.
   * The state is in the database: instances agree.
   */
  async function lockedOut(tx: Prisma.TransactionClient, where: Prisma.LoginAttemptWhereInput) {
    const now = Date.now();
    const failures = await tx.loginAttempt.findMany({
      where: { ...where, createdAt: { gte: new Date(now - THROTTLE.windowMs - THROTTLE.lockMs) } },
      orderBy: { createdAt: "desc" },
      take: THROTTLE.attempts,
      select: { createdAt: true },
    });
    if (failures.length < THROTTLE.attempts) return false;
    const latest = failures[0].createdAt.getTime();
    return latest > now - THROTTLE.lockMs && latest - failures[THROTTLE.attempts - 1].createdAt.getTime() <= THROTTLE.windowMs;
  }

  const recentFailure = async (tx: Prisma.TransactionClient, ip: string) =>
    (await tx.loginAttempt.findFirst({
      where: { ip, createdAt: { gte: new Date(Date.now() - THROTTLE.windowMs) } },
      select: { id: true },
    })) !== null;

  /**
   * The lock check and the attempt's record are one step, under a lock per address and per
   * identifier: parallel attempts take turns, each seeing the ones before it (recorded PENDING
   * before the ~50 ms password check), so 30 at once get 5 checks, not 30. Refused: 429.
   */
  async function admitAttempt(identifier: string, ip: string) {
    // A refusal records nothing, so it needs no turn: an address already locked (a flood past its
    // first burst) is refused with one read, holding no lock.
    if (ip && (await lockedOut(prisma, { ip }))) throw new AppError("TOO_MANY_REQUESTS", MESSAGES.throttled);
    return withKeyLocks([`login-ip:${ip}`, `login-id:${identifier}`], async (tx) => {
      if (ip && (await lockedOut(tx, { ip }))) throw new AppError("TOO_MANY_REQUESTS", MESSAGES.throttled);
      // A locked identifier still lets its password be tried once per address without recent
      // failures, so strangers' bad guesses cannot shut the administrator out (decision 033).
      const identifierLocked = await lockedOut(tx, { identifier, state: { not: "CLEARED" } });
      if (identifierLocked && (!ip || (await recentFailure(tx, ip)))) throw new AppError("TOO_MANY_REQUESTS", MESSAGES.throttled);
      const { id } = await tx.loginAttempt.create({ data: { identifier, ip, state: "PENDING" }, select: { id: true } });
      return { id, identifierLocked };
    });
  }

  return {
    /** Who is calling: a valid token of an active account gives a viewer; otherwise the reason. */
    async resolveSession(authorization: string | null): Promise<Session> {
      if (!authorization) return { viewer: null, authError: null };
      const token = authorization.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
      if (!token) return { viewer: null, authError: new AppError("UNAUTHENTICATED", MESSAGES.invalidToken) };
      const check = await tokens.check(token);
      if ("error" in check) {
        return {
          viewer: null,
          authError:
            check.error === "expired"
              ? new AppError("FORBIDDEN", MESSAGES.tokenExpired)
              : new AppError("UNAUTHENTICATED", MESSAGES.invalidToken),
        };
      }
      // One query (joined): the account by primary key and whether the login's family (`sid`,
      // indexed) still has an unrevoked refresh token. Logout, reuse of a rotated refresh token,
      // password reset and change revoke families, so their access tokens end here (decision 033).
      const user = await prisma.adminUser.findUnique({
        where: { id: check.userId },
        select: {
          id: true,
          role: true,
          isActive: true,
          isLocked: true,
          refreshTokens: { where: { familyId: check.sessionId, revokedAt: null }, select: { id: true }, take: 1 },
        },
      });
      if (!user) return { viewer: null, authError: new AppError("UNAUTHENTICATED", MESSAGES.invalidToken) };
      if (!user.isActive || user.isLocked) {
        await revokeSessions(prisma, user.id); // however the account was disabled, its sessions end now
        return { viewer: null, authError: new AppError("UNAUTHENTICATED", MESSAGES.inactiveSession) };
      }
      if (user.refreshTokens.length === 0) return { viewer: null, authError: new AppError("UNAUTHENTICATED", MESSAGES.sessionEnded) };
      return { viewer: { id: user.id, role: user.role, sessionId: check.sessionId }, authError: null };
    },

    async login(identifiant: string, password: string, client: ClientInfo) {
      if (!identifiant?.trim() || !password) throw badInput("Veuillez remplir tous les champs");
      const id = parseIdentifier(identifiant);
      const key = "email" in id ? id.email : id.phone;
      const address = client.ip.slice(0, 100);
      const ip = addressKey(address);
      // An attempt cut short by an error stays PENDING, a failure until it ages out: on the safe side.
      const attempt = await admitAttempt(key, ip);
      purgeOldAttempts();
      const user = await findByIdentifier(id);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user?.passwordHash || !ok) {
        await prisma.loginAttempt.updateMany({ where: { id: attempt.id }, data: { state: "FAILED" } });
        throw attempt.identifierLocked
          ? new AppError("TOO_MANY_REQUESTS", MESSAGES.throttled)
          : new AppError("UNAUTHENTICATED", MESSAGES.invalidCredentials);
      }
      // Only told once the password is right, so these answers reveal nothing to a guesser.
      if (!user.emailVerifiedAt || !user.isActive || user.isLocked) {
        await prisma.loginAttempt.deleteMany({ where: { id: attempt.id } }); // the right password is no failure
        throw new AppError("FORBIDDEN", user.emailVerifiedAt ? MESSAGES.blocked : MESSAGES.unverified);
      }
      const now = new Date(); // one instant: derniereConnexion is the latest connexion's date
      const [updated] = await prisma.$transaction([
        prisma.adminUser.update({ where: { id: user.id }, data: { lastLoginAt: now } }),
        prisma.loginEvent.create({ data: { userId: user.id, ip: address, userAgent: client.userAgent.slice(0, 300), createdAt: now } }),
        // The owner is in: their own mistakes on this identifier from this address are forgotten, and
        // the identifier's lock ends; the others' failures still count for the addresses that made
        // them, and guesses still being checked keep counting.
        prisma.loginAttempt.deleteMany({ where: { OR: [{ id: attempt.id }, { identifier: key, ip, state: { not: "PENDING" } }] } }),
        prisma.loginAttempt.updateMany({ where: { identifier: key, state: "FAILED" }, data: { state: "CLEARED" } }),
      ]);
      return issueSession(updated);
    },

    /** Rotates a refresh token; a token presented twice revokes its whole family (it was stolen). */
    async refresh(refreshToken: string) {
      const row = refreshToken
        ? await prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, include: { user: true } })
        : null;
      if (!row || row.revokedAt || row.expiresAt < new Date()) throw new AppError("UNAUTHENTICATED", MESSAGES.sessionEnded);
      if (row.rotatedAt) {
        await prisma.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: new Date() } });
        throw new AppError("UNAUTHENTICATED", MESSAGES.sessionEnded);
      }
      if (!row.user.isActive || row.user.isLocked) {
        await revokeSessions(prisma, row.userId);
        throw new AppError("UNAUTHENTICATED", MESSAGES.inactiveSession);
      }
      const claimed = await prisma.refreshToken.updateMany({ where: { id: row.id, rotatedAt: null }, data: { rotatedAt: new Date() } });
      if (claimed.count === 0) throw new AppError("UNAUTHENTICATED", MESSAGES.sessionEnded); // a concurrent refresh won
      return issueSession(row.user, row.familyId);
    },

    async logout(refreshToken: string) {
      const row = refreshToken ? await prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } }) : null;
      if (row)
        await prisma.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: new Date() } });
      return { success: true, message: MESSAGES.loggedOut };
    },
  };
}
