// Accounts: login by email or phone, rotating refresh tokens, sessions checked on every request,
// invitations, verification and reset links, profile, password, administrators and their status.
// GraphQL and REST both call these functions; no rule lives anywhere else.
import crypto from "node:crypto";
import type { PrismaClient, AdminUser, ActionTokenPurpose } from "../generated/prisma/client.ts";
import type { Config } from "../env.ts";
import { AppError, badInput, notFound } from "../lib/errors.ts";
import { hashPassword, hashToken, newOpaqueToken, verifyPassword } from "../auth/crypto.ts";
import type { AccessTokens } from "../auth/jwt.ts";
import type { Mailer } from "../email/index.ts";
import { invitationEmail, resetEmail, verificationEmail } from "../email/templates.ts";
import { recordAudit } from "./audit.ts";
import { checkPasswordChange, checkResetPassword, parseContact, parseIdentifier, parseProfile, requireEmail, type ProfileInput } from "./account-rules.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const REFRESH_TOKEN_DAYS = 30;
export const THROTTLE = { attempts: 5, windowMs: 15 * MINUTE };
const LINK_LIFETIME: Record<ActionTokenPurpose, number> = { INVITE: 72 * HOUR, VERIFY_EMAIL: 24 * HOUR, RESET_PASSWORD: HOUR };

export const MESSAGES = {
  invalidCredentials: "Identifiants invalides",
  unverified: "Compte non vérifié. Veuillez vérifier votre email.",
  blocked: "Votre compte est bloqué ou désactivé. Contactez un super administrateur.",
  throttled: "Trop de tentatives. Réessayez dans 15 minutes.",
  sessionEnded: "Session expirée, veuillez vous reconnecter.",
  tokenExpired: "Token expiré",
  invalidToken: "Token invalide",
  inactiveSession: "Compte bloqué ou inactif",
  resendDone: "Email/SMS de vérification envoyé !",
  resetRequested: "Email envoyé",
  invited: "Administrateur créé avec succès ! Un email d'invitation a été envoyé.",
  verified: "Vérification réussie",
  passwordSet: "Mot de passe modifié avec succès",
} as const;

export interface Viewer { id: string; role: "SUPER_ADMIN" | "ADMIN" }
export interface Session { viewer: Viewer | null; authError: AppError | null }
export interface ClientInfo { ip: string; userAgent: string }

export function createAccountsService(deps: { prisma: PrismaClient; config: Config; mailer: Mailer; tokens: AccessTokens }) {
  const { prisma, config, mailer, tokens } = deps;
  const link = (page: string, token: string, extra = "") => `${config.PUBLIC_URL}/admin/${page}?token=${encodeURIComponent(token)}${extra}`;
  // A hash to verify against when the account does not exist, so both answers take as long.
  const decoyHash = hashPassword(crypto.randomBytes(16).toString("hex"));

  async function issueLink(userId: string, purpose: ActionTokenPurpose) {
    const { token, hash } = newOpaqueToken();
    await prisma.$transaction([
      prisma.actionToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } }), // older links stop working
      prisma.actionToken.create({ data: { userId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + LINK_LIFETIME[purpose]) } }),
    ]);
    return token;
  }

  async function issueSession(user: AdminUser, familyId: string = crypto.randomUUID()) {
    const refresh = newOpaqueToken();
    await prisma.refreshToken.create({ data: { userId: user.id, tokenHash: refresh.hash, familyId, expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * HOUR) } });
    return { accessToken: await tokens.sign(user.id), refreshToken: refresh.token, user };
  }

  const revokeAll = (userId: string) => prisma.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  const findByIdentifier = (id: ReturnType<typeof parseIdentifier>) =>
    "email" in id ? prisma.adminUser.findUnique({ where: { email: id.email } }) : prisma.adminUser.findUnique({ where: { phone: id.phone } });

  async function throttled(identifier: string, ip: string) {
    const since = new Date(Date.now() - THROTTLE.windowMs);
    const [byIdentifier, byIp] = await Promise.all([
      prisma.loginAttempt.count({ where: { identifier, createdAt: { gte: since } } }),
      prisma.loginAttempt.count({ where: { ip, createdAt: { gte: since } } }),
    ]);
    return byIdentifier >= THROTTLE.attempts || byIp >= THROTTLE.attempts;
  }

  return {
    /** Who is calling: a valid token of an active account gives a viewer; otherwise the reason. */
    async resolveSession(authorization: string | null): Promise<Session> {
      const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
      if (!authorization) return { viewer: null, authError: null };
      if (!token) return { viewer: null, authError: new AppError("UNAUTHENTICATED", MESSAGES.invalidToken) };
      const check = await tokens.check(token);
      if ("error" in check) {
        return { viewer: null, authError: check.error === "expired" ? new AppError("FORBIDDEN", MESSAGES.tokenExpired) : new AppError("UNAUTHENTICATED", MESSAGES.invalidToken) };
      }
      const user = await prisma.adminUser.findUnique({ where: { id: check.userId }, select: { id: true, role: true, isActive: true, isLocked: true } });
      if (!user) return { viewer: null, authError: new AppError("UNAUTHENTICATED", MESSAGES.invalidToken) };
      if (!user.isActive || user.isLocked) return { viewer: null, authError: new AppError("UNAUTHENTICATED", MESSAGES.inactiveSession) };
      return { viewer: { id: user.id, role: user.role }, authError: null };
    },

    async login(identifiant: string, password: string, client: ClientInfo) {
      if (!identifiant?.trim() || !password) throw badInput("Veuillez remplir tous les champs");
      const id = parseIdentifier(identifiant);
      const key = "email" in id ? id.email : id.phone;
      if (await throttled(key, client.ip)) throw new AppError("TOO_MANY_REQUESTS", MESSAGES.throttled);
      const user = await findByIdentifier(id);
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
      if (!user || !user.passwordHash || !ok) {
        await prisma.loginAttempt.create({ data: { identifier: key, ip: client.ip } });
        throw new AppError("UNAUTHENTICATED", MESSAGES.invalidCredentials);
      }
      if (!user.emailVerifiedAt) throw new AppError("FORBIDDEN", MESSAGES.unverified);
      if (!user.isActive || user.isLocked) throw new AppError("FORBIDDEN", MESSAGES.blocked);
      const now = new Date();
      const [updated] = await prisma.$transaction([
        prisma.adminUser.update({ where: { id: user.id }, data: { lastLoginAt: now } }),
        prisma.loginEvent.create({ data: { userId: user.id, ip: client.ip.slice(0, 100), userAgent: client.userAgent.slice(0, 300) } }),
        prisma.loginAttempt.deleteMany({ where: { identifier: key } }),
      ]);
      return issueSession(updated);
    },

    /** Rotates a refresh token; a token used twice revokes its whole family (it was stolen). */
    async refresh(refreshToken: string) {
      const row = refreshToken ? await prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, include: { user: true } }) : null;
      if (!row || row.revokedAt || row.expiresAt < new Date()) throw new AppError("UNAUTHENTICATED", MESSAGES.sessionEnded);
      if (row.rotatedAt) {
        await prisma.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: new Date() } });
        throw new AppError("UNAUTHENTICATED", MESSAGES.sessionEnded);
      }
      if (!row.user.isActive || row.user.isLocked) {
        await revokeAll(row.userId);
        throw new AppError("UNAUTHENTICATED", MESSAGES.inactiveSession);
      }
      const claimed = await prisma.refreshToken.updateMany({ where: { id: row.id, rotatedAt: null }, data: { rotatedAt: new Date() } });
      if (claimed.count === 0) throw new AppError("UNAUTHENTICATED", MESSAGES.sessionEnded); // a concurrent refresh won
      return issueSession(row.user, row.familyId);
    },

    async logout(refreshToken: string) {
      if (refreshToken) {
        const row = await prisma.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } });
        if (row) await prisma.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: new Date() } });
      }
      return { success: true, message: "Déconnexion réussie" };
    },

    getUser: (id: string) => prisma.adminUser.findUnique({ where: { id } }),

    async updateProfile(viewer: Viewer, input: ProfileInput) {
      const user = await prisma.adminUser.findUniqueOrThrow({ where: { id: viewer.id } });
      const profile = parseProfile(input);
      let contact: { email?: string; phone?: string | null } = {};
      if (user.role === "SUPER_ADMIN") {
        const email = input.email?.trim().toLowerCase();
        const phone = input.numero ? `+${input.numero.replace(/\D/g, "")}` : input.numero;
        if ((email && email !== user.email) || (phone !== undefined && (phone || null) !== user.phone)) {
          throw badInput("Un super administrateur ne peut pas modifier son adresse email ni son numéro de téléphone.", "email");
        }
      } else {
        contact = parseContact(input);
        const taken = await prisma.adminUser.findFirst({
          where: { id: { not: user.id }, OR: [{ email: contact.email }, ...(contact.phone ? [{ phone: contact.phone }] : [])] },
          select: { email: true },
        });
        if (taken) throw new AppError("CONFLICT", taken.email === contact.email ? "Cette adresse email est déjà utilisée." : "Ce numéro de téléphone est déjà utilisé.");
      }
      return prisma.$transaction(async (tx) => {
        const updated = await tx.adminUser.update({ where: { id: user.id }, data: { ...profile, ...contact } });
        await recordAudit(tx, { actorId: user.id, action: "update", entityType: "AdminUser", entityId: user.id, summary: "Profil mis à jour" });
        return updated;
      });
    },

    async changePassword(viewer: Viewer, current: string, next: string, confirm: string) {
      checkPasswordChange(current ?? "", next ?? "", confirm ?? "");
      const user = await prisma.adminUser.findUniqueOrThrow({ where: { id: viewer.id } });
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, current))) throw badInput("Mot de passe actuel incorrect.", "currentPassword");
      await prisma.$transaction(async (tx) => {
        await tx.adminUser.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(next) } });
        await recordAudit(tx, { actorId: user.id, action: "update", entityType: "AdminUser", entityId: user.id, summary: "Mot de passe modifié" });
      });
      return { success: true, message: "Mot de passe modifié avec succès" };
    },

    async invite(viewer: Viewer, rawEmail: string) {
      const email = requireEmail(rawEmail, "Veuillez saisir une adresse email");
      if (await prisma.adminUser.findUnique({ where: { email } })) throw new AppError("CONFLICT", "Un administrateur utilise déjà cette adresse email.", "email");
      const user = await prisma.$transaction(async (tx) => {
        const created = await tx.adminUser.create({ data: { email, role: "ADMIN" } });
        await recordAudit(tx, { actorId: viewer.id, action: "create", entityType: "AdminUser", entityId: created.id, summary: `Invitation envoyée à ${email}` });
        return created;
      });
      const token = await issueLink(user.id, "INVITE");
      await mailer.send(invitationEmail(config.SHOP_NAME, email, link("reset-password", token, "&invitation=1")));
      return { success: true, message: MESSAGES.invited };
    },

    async verifyAccount(token: string) {
      if (!token?.trim()) throw badInput("Token de vérification manquant", "token");
      const row = await useLink(token, ["VERIFY_EMAIL"]);
      if (!row) throw badInput("Lien de vérification invalide ou expiré.", "token");
      await prisma.adminUser.update({ where: { id: row.userId }, data: { emailVerifiedAt: new Date() } });
      return { success: true, message: MESSAGES.verified };
    },

    /** Same answer whether or not the account exists (no account enumeration). */
    async resendVerification(identifiant: string) {
      if (!identifiant?.trim()) throw badInput("Veuillez saisir votre adresse email", "identifiant");
      const user = await findByIdentifier(parseIdentifier(identifiant));
      if (user && !user.emailVerifiedAt && user.isActive && !user.isLocked) {
        if (user.passwordHash) await mailer.send(verificationEmail(config.SHOP_NAME, user.email, link("verify-account", await issueLink(user.id, "VERIFY_EMAIL"))));
        else await mailer.send(invitationEmail(config.SHOP_NAME, user.email, link("reset-password", await issueLink(user.id, "INVITE"), "&invitation=1")));
      }
      return { success: true, message: MESSAGES.resendDone };
    },

    async requestPasswordReset(rawEmail: string) {
      const email = requireEmail(rawEmail);
      const user = await prisma.adminUser.findUnique({ where: { email } });
      if (user && user.isActive && !user.isLocked) {
        await mailer.send(resetEmail(config.SHOP_NAME, email, link("reset-password", await issueLink(user.id, "RESET_PASSWORD"))));
      }
      return { success: true, message: MESSAGES.resetRequested };
    },

    /** Sets a password from a reset or invitation link; the link proves the email, and every session ends. */
    async resetPassword(token: string, newPassword: string) {
      if (!token?.trim()) throw badInput("Token de réinitialisation manquant", "token");
      checkResetPassword(newPassword);
      const row = await useLink(token, ["RESET_PASSWORD", "INVITE"]);
      if (!row) throw badInput("Lien invalide ou expiré.", "token");
      await prisma.$transaction([
        prisma.adminUser.update({ where: { id: row.userId }, data: { passwordHash: await hashPassword(newPassword), emailVerifiedAt: row.user.emailVerifiedAt ?? new Date() } }),
        prisma.refreshToken.updateMany({ where: { userId: row.userId, revokedAt: null }, data: { revokedAt: new Date() } }),
      ]);
      return { success: true, message: row.purpose === "INVITE" ? "Mot de passe créé avec succès" : MESSAGES.passwordSet };
    },

    listAdmins(search?: string | null) {
      const q = (search ?? "").trim().slice(0, 200);
      return prisma.adminUser.findMany({
        where: q ? { OR: [{ email: { contains: q, mode: "insensitive" } }, { fullName: { contains: q, mode: "insensitive" } }] } : {},
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
    },

    async getAdmin(id: string) {
      const user = await prisma.adminUser.findUnique({ where: { id } });
      if (!user) throw notFound("Administrateur introuvable");
      return user;
    },

    recentLogins: (userId: string, limit: number) =>
      prisma.loginEvent.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take: Math.min(Math.max(limit, 1), 50) }),

    async setStatus(viewer: Viewer, id: string, action: "BLOCK" | "UNBLOCK") {
      const target = await prisma.adminUser.findUnique({ where: { id } });
      if (!target) throw notFound("Administrateur introuvable");
      if (target.id === viewer.id) throw badInput("Vous ne pouvez pas modifier le statut de votre propre compte.");
      if (target.role === "SUPER_ADMIN" && viewer.role !== "SUPER_ADMIN") throw new AppError("FORBIDDEN", "Accès refusé");
      return prisma.$transaction(async (tx) => {
        const updated = await tx.adminUser.update({ where: { id }, data: action === "BLOCK" ? { isLocked: true } : { isLocked: false, isActive: true } });
        if (action === "BLOCK") await tx.refreshToken.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: new Date() } });
        await recordAudit(tx, { actorId: viewer.id, action: action === "BLOCK" ? "block" : "unblock", entityType: "AdminUser", entityId: id, summary: `${action === "BLOCK" ? "Blocage" : "Déblocage"} de ${target.email}` });
        return updated;
      });
    },

    /** The first super admin (DECISIONS): from SUPER_ADMIN_EMAIL/PASSWORD, or a demo account with a printed password. */
    async ensureSuperAdmin(log: (m: string) => void) {
      if (await prisma.adminUser.count({ where: { role: "SUPER_ADMIN" } })) return null;
      const email = config.SUPER_ADMIN_EMAIL?.toLowerCase() ?? "admin@boutique.local";
      const password = config.SUPER_ADMIN_PASSWORD ?? crypto.randomBytes(9).toString("base64url");
      const data = { role: "SUPER_ADMIN" as const, passwordHash: await hashPassword(password), emailVerifiedAt: new Date(), isActive: true, isLocked: false };
      const user = await prisma.adminUser.upsert({
        where: { email },
        create: { email, firstName: "Super", lastName: "Admin", fullName: "Super Admin", ...data },
        update: data,
      });
      if (!config.SUPER_ADMIN_PASSWORD) log(`Super administrateur créé : ${email} / mot de passe : ${password} (affiché une seule fois, changez-le dans Mon compte)`);
      else log(`Super administrateur créé : ${email}`);
      return user;
    },
  };

  async function useLink(token: string, purposes: ActionTokenPurpose[]) {
    const row = await prisma.actionToken.findUnique({ where: { tokenHash: hashToken(token.trim()) }, include: { user: true } });
    if (!row || !purposes.includes(row.purpose) || row.usedAt || row.expiresAt < new Date()) return null;
    const claimed = await prisma.actionToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    return claimed.count ? row : null;
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;
