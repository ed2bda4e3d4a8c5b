// Single-use links sent by email (stored as SHA-256 hashes): invitation (72 h), email verification
// (24 h), password reset (1 h). Issuing a link retires the previous ones of the same purpose.
import type { ActionTokenPurpose, Prisma } from "../generated/prisma/client.ts";
import { AppError, badInput } from "../lib/errors.ts";
import { hashPassword, hashToken, newOpaqueToken } from "../auth/crypto.ts";
import { invitationEmail, resetEmail, verificationEmail } from "../email/templates.ts";
import { recordAudit } from "./audit.ts";
import { MESSAGES, revokeSessions, type AuthDeps, type Viewer } from "./auth-common.ts";
import { checkResetPassword, parseIdentifier, requireEmail } from "./auth-rules.ts";

const HOUR = 3_600_000;
export const LINK_LIFETIME: Record<ActionTokenPurpose, number> = { INVITE: 72 * HOUR, VERIFY_EMAIL: 24 * HOUR, RESET_PASSWORD: HOUR };

export const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "P2002";

export function createLinks({ prisma, config, mailer, logger, later }: AuthDeps) {
  const url = (page: string, token: string, extra = "") => `${config.PUBLIC_URL}/admin/${page}?token=${encodeURIComponent(token)}${extra}`;
  const invitationUrl = (token: string) => url("reset-password", token, "&invitation=1");

  function newLink(purpose: ActionTokenPurpose) {
    const { token, hash } = newOpaqueToken();
    return { token, row: { purpose, tokenHash: hash, expiresAt: new Date(Date.now() + LINK_LIFETIME[purpose]) } };
  }

  async function issueLink(userId: string, purpose: ActionTokenPurpose) {
    const { token, row } = newLink(purpose);
    await prisma.$transaction([
      prisma.actionToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } }),
      prisma.actionToken.create({ data: { userId, ...row } }),
    ]);
    return token;
  }

  /** The link's row when it is valid for one of these purposes, marked used (a conditional update: once only). */
  async function useLink(token: string, purposes: ActionTokenPurpose[]) {
    const row = await prisma.actionToken.findUnique({ where: { tokenHash: hashToken(token.trim()) }, include: { user: true } });
    if (!row || !purposes.includes(row.purpose) || row.usedAt || row.expiresAt < new Date()) return null;
    const claimed = await prisma.actionToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    return claimed.count ? row : null;
  }

  return {
    /** Super admin only (checked by the caller's scope): an unverified admin without password, and the link to set one. */
    async invite(viewer: Viewer, rawEmail: string) {
      const email = requireEmail(rawEmail, "Veuillez saisir une adresse email");
      const taken = new AppError("CONFLICT", "Un administrateur utilise déjà cette adresse email.", "email");
      if (await prisma.adminUser.findUnique({ where: { email }, select: { id: true } })) throw taken;
      const { token, row } = newLink("INVITE");
      const user = await prisma.adminUser.create({ data: { email, role: "ADMIN", actionTokens: { create: row } } }).catch((e) => {
        throw isUniqueViolation(e) ? taken : e;
      });
      try {
        await mailer.send(invitationEmail(config.SHOP_NAME, email, invitationUrl(token)));
      } catch (e) {
        // Without the email the invitee could never get in, and a retry would hit "already used".
        await prisma.adminUser.delete({ where: { id: user.id } });
        logger.error({ err: e }, `Invitation non envoyée à ${email}`);
        throw new AppError("SERVICE_UNAVAILABLE", "L'email d'invitation n'a pas pu être envoyé ; l'administrateur n'a pas été créé. Réessayez plus tard.");
      }
      await recordAudit(prisma as Prisma.TransactionClient, { actorId: viewer.id, action: "create", entityType: "AdminUser", entityId: user.id, summary: `Invitation envoyée à ${email}` });
      return { success: true, message: MESSAGES.invited };
    },

    async verifyAccount(token: string) {
      if (!token?.trim()) throw badInput("Token de vérification manquant", "token");
      const row = await useLink(token, ["VERIFY_EMAIL"]);
      if (!row) throw badInput("Lien de vérification invalide ou expiré.", "token");
      await prisma.adminUser.update({ where: { id: row.userId }, data: { emailVerifiedAt: row.user.emailVerifiedAt ?? new Date() } });
      return { success: true, message: MESSAGES.verified };
    },

    /**
     * The same answer, as fast, whether or not the account exists (no account enumeration): the
     * lookup and the email happen after the answer. An invitee who never set a password gets a
     * new invitation instead.
     */
    async resendVerification(identifiant: string) {
      if (!identifiant?.trim()) throw badInput("Veuillez saisir votre adresse email", "identifiant");
      const id = parseIdentifier(identifiant);
      later(async () => {
        const user = await ("email" in id ? prisma.adminUser.findUnique({ where: { email: id.email } }) : prisma.adminUser.findUnique({ where: { phone: id.phone } }));
        if (!user || user.emailVerifiedAt || !user.isActive || user.isLocked) return;
        if (user.passwordHash) await mailer.send(verificationEmail(config.SHOP_NAME, user.email, url("verify-account", await issueLink(user.id, "VERIFY_EMAIL"))));
        else await mailer.send(invitationEmail(config.SHOP_NAME, user.email, invitationUrl(await issueLink(user.id, "INVITE"))));
      });
      return { success: true, message: MESSAGES.resendDone };
    },

    /** Same answer whatever the account (see resendVerification). */
    async requestPasswordReset(rawEmail: string) {
      const email = requireEmail(rawEmail);
      later(async () => {
        const user = await prisma.adminUser.findUnique({ where: { email } });
        if (!user || !user.isActive || user.isLocked) return;
        await mailer.send(resetEmail(config.SHOP_NAME, email, url("reset-password", await issueLink(user.id, "RESET_PASSWORD"))));
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
        prisma.adminUser.update({ where: { id: row.userId }, data: { passwordHash, emailVerifiedAt: row.user.emailVerifiedAt ?? new Date() } }),
        revokeSessions(prisma, row.userId),
      ]);
      return { success: true, message: row.purpose === "INVITE" ? MESSAGES.passwordCreated : MESSAGES.passwordSet };
    },
  };
}
