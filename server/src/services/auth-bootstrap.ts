// Accounts made without an invitation: the first super admin on start (DECISIONS) and
// `npm run admin:create`. Both give a verified, active account with a password.
import crypto from "node:crypto";
import { AppError, badInput } from "../lib/errors.ts";
import { hashPassword } from "../auth/crypto.ts";
import type { AuthDeps } from "./auth-common.ts";
import type { Logger } from "../log.ts";
import { isUniqueViolation } from "./auth-links.ts";
import { MIN_PASSWORD_LENGTH, parseContact } from "./auth-rules.ts";

export const DEMO_SUPER_ADMIN_EMAIL = "admin@boutique.local";

export interface NewAccount {
  email: string;
  password: string;
  role: string;
  nom?: string;
  prenom?: string;
  numero?: string;
}

export function createBootstrap({ prisma, config }: Pick<AuthDeps, "prisma" | "config">) {
  return {
    /** npm run admin:create: every field checked with the profile rules, the role spelled SUPER_ADMIN or ADMIN. */
    async createAccount(input: NewAccount) {
      const { email, phone } = parseContact({ email: input.email, numero: input.numero });
      if ((input.password ?? "").length < MIN_PASSWORD_LENGTH)
        throw badInput(`Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`, "password");
      const role = input.role.trim().toUpperCase();
      if (role !== "ADMIN" && role !== "SUPER_ADMIN") throw badInput("Le rôle doit être SUPER_ADMIN ou ADMIN.", "role");
      const lastName = (input.nom ?? "").trim().slice(0, 100);
      const firstName = (input.prenom ?? "").trim().slice(0, 100);
      return prisma.adminUser
        .create({
          data: {
            email,
            phone,
            role,
            lastName,
            firstName,
            fullName: `${firstName} ${lastName}`.trim(),
            passwordHash: await hashPassword(input.password),
            emailVerifiedAt: new Date(),
          },
        })
        .catch((e) => {
          throw isUniqueViolation(e)
            ? new AppError("CONFLICT", "Un administrateur utilise déjà cette adresse email ou ce numéro.", "email")
            : e;
        });
    },

    /**
     * With no super admin yet: SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD, else admin@boutique.local
     * with a random password printed once (only this log line ever shows it: a warning, so that
     * LOG_LEVEL=error still shows it).
     */
    async ensureSuperAdmin(logger: Logger) {
      if (await prisma.adminUser.count({ where: { role: "SUPER_ADMIN" } })) return null;
      const email = config.SUPER_ADMIN_EMAIL?.toLowerCase() ?? DEMO_SUPER_ADMIN_EMAIL;
      const password = config.SUPER_ADMIN_PASSWORD ?? crypto.randomBytes(12).toString("base64url");
      const data = {
        role: "SUPER_ADMIN" as const,
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
        isActive: true,
        isLocked: false,
      };
      const user = await prisma.adminUser.upsert({
        where: { email },
        create: { email, firstName: "Super", lastName: "Admin", fullName: "Super Admin", ...data },
        update: data,
      });
      if (config.SUPER_ADMIN_PASSWORD) logger.info(`Super administrateur créé : ${email}`);
      else
        logger.warn(
          `Super administrateur créé : ${email} / mot de passe : ${password} (affiché une seule fois : changez-le dans Mon compte)`,
        );
      return user;
    },
  };
}
