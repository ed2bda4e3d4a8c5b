// What the auth*.ts modules share: French messages, the viewer, the dependencies, session revocation.
import type { Logger } from "../log.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Config } from "../env.ts";
import type { AppError } from "../lib/errors.ts";
import type { AccessTokens } from "../auth/jwt.ts";
import type { Mailer } from "../email/index.ts";

export const MESSAGES = {
  authRequired: "Authentification requise",
  forbidden: "Accès refusé",
  invalidCredentials: "Identifiants invalides",
  unverified: "Compte non vérifié. Veuillez vérifier votre email.",
  blocked: "Votre compte est bloqué ou désactivé. Contactez un super administrateur.",
  throttled: "Trop de tentatives. Réessayez dans 15 minutes.",
  sessionEnded: "Session expirée, veuillez vous reconnecter.",
  tokenExpired: "Token expiré",
  invalidToken: "Token invalide",
  inactiveSession: "Compte bloqué ou inactif",
  loggedOut: "Déconnexion réussie",
  resendDone: "Email/SMS de vérification envoyé !",
  resetRequested: "Email envoyé",
  invited: "Administrateur créé avec succès ! Un email d'invitation a été envoyé.",
  verified: "Vérification réussie",
  passwordSet: "Mot de passe modifié avec succès",
  passwordCreated: "Mot de passe créé avec succès",
  adminNotFound: "Administrateur introuvable",
} as const;

/** A signed-in administrator; sessionId is the refresh-token family of the login. */
export interface Viewer {
  id: string;
  role: "SUPER_ADMIN" | "ADMIN";
  sessionId: string;
}
export interface Session {
  viewer: Viewer | null;
  authError: AppError | null;
}
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface AuthDeps {
  prisma: PrismaClient;
  config: Config;
  mailer: Mailer;
  tokens: AccessTokens;
  logger: Logger;
  /** The shop's name as its settings say now (the emails' greeting). */
  shopName: () => string;
  /** Runs work after the answer is sent (so answers do not depend on it); the app awaits it on close. */
  later: (task: () => Promise<unknown>) => void;
}

/** Runs `purge` after an answer at most once per `everyMs` on this instance: the throttles' tables
 * keep only the rows their rules still read, however many addresses or names callers send. */
export function createPeriodicPurge(later: AuthDeps["later"], everyMs: number, purge: (before: Date) => Promise<unknown>, keepMs: number) {
  let last = 0;
  return () => {
    if (Date.now() - last < everyMs) return;
    last = Date.now();
    later(() => purge(new Date(Date.now() - keepMs)));
  };
}

/** Ends sessions: every refresh token of the account, or all but one login's family. */
export const revokeSessions = (prisma: Pick<PrismaClient, "refreshToken">, userId: string, exceptFamily?: string) =>
  prisma.refreshToken.updateMany({
    where: { userId, revokedAt: null, ...(exceptFamily ? { familyId: { not: exceptFamily } } : {}) },
    data: { revokedAt: new Date() },
  });
