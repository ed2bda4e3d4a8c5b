// Single-use links sent by email (stored as SHA-256 hashes): invitation (72 h), email verification
// (24 h), password reset (1 h). A new link leaves the earlier ones valid (a flood of requests must
// not cancel the link the administrator is about to use); using one retires its siblings.
// Anonymous requests for a link are limited per account and per address (decision 061).
import type { ActionTokenPurpose, AdminUser, Prisma } from "../generated/prisma/client.ts";
import { AppError, badInput, notFound } from "../lib/errors.ts";
import { addressKey } from "../auth/client-ip.ts";
import { hashPassword, hashToken, newOpaqueToken } from "../auth/crypto.ts";
import { invitationEmail, resetEmail, verificationEmail } from "../email/templates.ts";
import { recordAudit } from "./audit.ts";
import { createPeriodicPurge, MESSAGES, revokeSessions, type AuthDeps, type Viewer } from "./auth-common.ts";
import { accountStatus } from "./account-status.ts";
import { checkResetPassword, parseIdentifier, parseInviteeName, requireEmail, type InviteeName } from "./auth-rules.ts";
import { createKeyLocks } from "./db-locks.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const LINK_LIFETIME: Record<ActionTokenPurpose, number> = { INVITE: 72 * HOUR, VERIFY_EMAIL: 24 * HOUR, RESET_PASSWORD: HOUR };
/**
 * Emails sent on anonymous requests (reset, verification, re-sent invitation): an account gets one
 * a minute and 5 a day, an address (IPv6: its /64) has 10 sent an hour, whatever the accounts.
 */
export const MAIL_LIMITS = { accountGapMs: MINUTE, accountPerDay: 5, addressPerHour: 10 };

export const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "P2002";

/** The links that one use retires: a password set by one link ends the others' use. */
const SIBLINGS: Record<ActionTokenPurpose, ActionTokenPurpose[]> = {
  INVITE: ["INVITE", "RESET_PASSWORD"],
  RESET_PASSWORD: ["INVITE", "RESET_PASSWORD"],
  VERIFY_EMAIL: ["VERIFY_EMAIL"],
};

export function createLinks({ prisma, config, mailer, logger, later, shopName }: AuthDeps) {
  const url = (page: string, token: string, extra = "") => `${config.PUBLIC_URL}/admin/${page}?token=${encodeURIComponent(token)}${extra}`;
  const invitationUrl = (token: string) => url("reset-password", token, "&invitation=1");
  const withKeyLocks = createKeyLocks(prisma);
  // The limits look back a day at most: older records of sent emails are deleted.
  const purgeOldMails = createPeriodicPurge(
    later,
    MINUTE,
    (before) => prisma.accountMail.deleteMany({ where: { createdAt: { lt: before } } }),
    24 * HOUR,
  );

  function newLink(purpose: ActionTokenPurpose) {
    const { token, hash } = newOpaqueToken();
    return { token, row: { purpose, tokenHash: hash, expiresAt: new Date(Date.now() + LINK_LIFETIME[purpose]) } };
  }

  /** Whether the account and the address may be sent one more email now. */
  async function mailAllowed(tx: Prisma.TransactionClient, userId: string, ip: string) {
    const now = Date.now();
    const sent = await tx.accountMail.findMany({
      where: { userId, createdAt: { gte: new Date(now - 24 * HOUR) } },
      orderBy: { createdAt: "desc" },
      take: MAIL_LIMITS.accountPerDay,
      select: { createdAt: true },
    });
    if (sent.length >= MAIL_LIMITS.accountPerDay || (sent[0] && sent[0].createdAt.getTime() > now - MAIL_LIMITS.accountGapMs)) return false;
    return (await tx.accountMail.count({ where: { ip, createdAt: { gte: new Date(now - HOUR) } } })) < MAIL_LIMITS.addressPerHour;
  }

  /**
   * A new link for an anonymous request from `address`, or null when the account's or the
   * address's allowance is used up. The limits' check, the record of the email and the link are
   * one step under a lock per address and per account: six requests at once make one email.
   */
  function linkToMail(user: AdminUser, purpose: ActionTokenPurpose, address: string) {
    const ip = addressKey(address.slice(0, 100));
    purgeOldMails();
    return withKeyLocks([`mail-ip:${ip}`, `mail-account:${user.id}`], async (tx) => {
      if (!(await mailAllowed(tx, user.id, ip))) return null;
      const { token, row } = newLink(purpose);
      await tx.accountMail.create({ data: { userId: user.id, ip } });
      await tx.actionToken.create({ data: { userId: user.id, ...row } });
      return token;
    });
  }

  /**
   * A new invitation link a super admin asked for, or null when one was re-sent less than a minute
   * ago or five today: checked and made in one step under the account's lock (a double click makes
   * one). Counted on the account's invitation links, not on the anonymous allowance its owner needs.
   */
  function resentInvitationLink(userId: string) {
    return withKeyLocks([`mail-account:${userId}`], async (tx) => {
      const invitation = { userId, purpose: "INVITE" as const };
      const original = await tx.actionToken.findFirst({ where: invitation, orderBy: { createdAt: "asc" }, select: { id: true } });
      const recent = await tx.actionToken.findMany({
        where: { ...invitation, id: { not: original?.id }, createdAt: { gte: new Date(Date.now() - 24 * HOUR) } },
        orderBy: { createdAt: "desc" },
        take: MAIL_LIMITS.accountPerDay,
        select: { createdAt: true },
      });
      const last = recent[0]?.createdAt.getTime() ?? 0;
      if (recent.length >= MAIL_LIMITS.accountPerDay || last > Date.now() - MAIL_LIMITS.accountGapMs) {
        return null;
      }
      const { token, row } = newLink("INVITE");
      await tx.actionToken.create({ data: { userId, ...row } });
      return token;
    });
  }

  /** The link's row when it is valid for one of these purposes; it and its siblings are marked used,
   * in one step under a lock per account (a link works once, and only one of the siblings does). */
  async function useLink(token: string, purposes: ActionTokenPurpose[]) {
    const tokenHash = hashToken(token.trim());
    const found = await prisma.actionToken.findUnique({ where: { tokenHash }, select: { userId: true } });
    if (!found) return null;
    return withKeyLocks([`links:${found.userId}`], async (tx) => {
      const row = await tx.actionToken.findUnique({ where: { tokenHash }, include: { user: true } });
      if (!row || !purposes.includes(row.purpose) || row.usedAt || row.expiresAt < new Date()) return null;
      await tx.actionToken.updateMany({
        where: { userId: row.userId, purpose: { in: SIBLINGS[row.purpose] }, usedAt: null },
        data: { usedAt: new Date() },
      });
      return row;
    });
  }

  return {
    /** Super admin only (checked by the caller's scope): an unverified admin without password, and the link to set one. */
    async invite(viewer: Viewer, rawEmail: string, name: InviteeName = {}) {
      const email = requireEmail(rawEmail, "Veuillez saisir une adresse email");
      const names = parseInviteeName(name);
      const taken = new AppError("CONFLICT", "Un administrateur utilise déjà cette adresse email.", "email");
      if (await prisma.adminUser.findUnique({ where: { email }, select: { id: true } })) throw taken;
      const { token, row } = newLink("INVITE");
      const data = { email, role: "ADMIN" as const, ...names, actionTokens: { create: row } };
      const user = await prisma.adminUser.create({ data }).catch((e) => {
        throw isUniqueViolation(e) ? taken : e;
      });
      try {
        await mailer.send(invitationEmail(shopName(), email, invitationUrl(token)));
      } catch (e) {
        // Without the email the invitee could never get in, and a retry would hit "already used".
        await prisma.adminUser.delete({ where: { id: user.id } });
        logger.error({ err: e }, `Invitation non envoyée à ${email}`);
        throw new AppError(
          "SERVICE_UNAVAILABLE",
          "L'email d'invitation n'a pas pu être envoyé ; l'administrateur n'a pas été créé. Réessayez plus tard.",
        );
      }
      await recordAudit(prisma as Prisma.TransactionClient, {
        actorId: viewer.id,
        action: "create",
        entityType: "AdminUser",
        entityId: user.id,
        summary: `Invitation envoyée à ${email}`,
      });
      return { success: true, message: MESSAGES.invited };
    },

    /**
     * Super admin only: a new invitation link for an invitee who has not chosen a password yet (the
     * earlier links stay valid), one a minute and five a day.
     */
    async resendInvitation(viewer: Viewer, id: string) {
      const user = await prisma.adminUser.findUnique({ where: { id: String(id).slice(0, 100) } });
      if (!user) throw notFound(MESSAGES.adminNotFound);
      const status = accountStatus(user);
      if (status === "BLOQUE") throw new AppError("CONFLICT", "Ce compte est bloqué : débloquez-le avant de renvoyer l'invitation.");
      if (status === "ACTIF") throw new AppError("CONFLICT", "Ce compte est déjà actif : il n'y a pas d'invitation à renvoyer.");
      const token = await resentInvitationLink(user.id);
      if (!token) {
        throw new AppError(
          "TOO_MANY_REQUESTS",
          "Une invitation vient déjà d'être envoyée à cette adresse. Réessayez dans quelques minutes.",
        );
      }
      try {
        await mailer.send(invitationEmail(shopName(), user.email, invitationUrl(token)));
      } catch (e) {
        logger.error({ err: e }, `Invitation non renvoyée à ${user.email}`);
        throw new AppError("SERVICE_UNAVAILABLE", "L'email d'invitation n'a pas pu être envoyé. Réessayez plus tard.");
      }
      await recordAudit(prisma as Prisma.TransactionClient, {
        actorId: viewer.id,
        action: "update",
        entityType: "AdminUser",
        entityId: user.id,
        summary: `Invitation renvoyée à ${user.email}`,
      });
      return { success: true, message: `Invitation renvoyée à ${user.email}.` };
    },

    async verifyAccount(token: string) {
      if (!token?.trim()) throw badInput("Token de vérification manquant", "token");
      const row = await useLink(token, ["VERIFY_EMAIL"]);
      if (!row) throw badInput("Lien de vérification invalide ou expiré.", "token");
      await prisma.adminUser.update({ where: { id: row.userId }, data: { emailVerifiedAt: row.user.emailVerifiedAt ?? new Date() } });
      return { success: true, message: MESSAGES.verified };
    },

    /**
     * The same answer, as fast, whether or not the account exists and whatever the limits (no
     * account enumeration): the lookup, the limits and the email happen after the answer. An
     * invitee who never set a password gets a new invitation instead.
     */
    async resendVerification(identifiant: string, address: string) {
      if (!identifiant?.trim()) throw badInput("Veuillez saisir votre adresse email", "identifiant");
      const id = parseIdentifier(identifiant);
      later(async () => {
        const user = await ("email" in id
          ? prisma.adminUser.findUnique({ where: { email: id.email } })
          : prisma.adminUser.findUnique({ where: { phone: id.phone } }));
        if (!user || user.emailVerifiedAt || !user.isActive || user.isLocked) return;
        const token = await linkToMail(user, user.passwordHash ? "VERIFY_EMAIL" : "INVITE", address);
        if (!token) return;
        if (user.passwordHash) await mailer.send(verificationEmail(shopName(), user.email, url("verify-account", token)));
        else await mailer.send(invitationEmail(shopName(), user.email, invitationUrl(token)));
      });
      return { success: true, message: MESSAGES.resendDone };
    },

    /** Same answer whatever the account and the limits (see resendVerification). */
    async requestPasswordReset(rawEmail: string, address: string) {
      const email = requireEmail(rawEmail);
      later(async () => {
        const user = await prisma.adminUser.findUnique({ where: { email } });
        if (!user?.isActive || user.isLocked) return;
        const token = await linkToMail(user, "RESET_PASSWORD", address);
        if (token) await mailer.send(resetEmail(shopName(), email, url("reset-password", token)));
      });
      return { success: true, message: MESSAGES.resetRequested };
    },

    /** Sets a password from a reset or invitation link: the link proves the email, and every session ends. */
    async resetPassword(token: string, newPassword: string) {
      if (!token?.trim()) throw badInput("Token de réinitialisation manquant", "token");
      checkResetPassword(newPassword);
      const row = await useLink(token, ["RESET_PASSWORD", "INVITE"]);
      if (!row) throw badInput("Lien invalide ou expiré.", "token");
      const passwordHash = await hashPassword(newPassword);
      await prisma.$transaction([
        prisma.adminUser.update({
          where: { id: row.userId },
          data: { passwordHash, emailVerifiedAt: row.user.emailVerifiedAt ?? new Date() },
        }),
        revokeSessions(prisma, row.userId),
      ]);
      return { success: true, message: row.purpose === "INVITE" ? MESSAGES.passwordCreated : MESSAGES.passwordSet };
    },
  };
}
