// The signed-in administrator's profile and password, and the administrators list, detail and
// status (block / unblock). Roles are checked by the caller's scope; the rules between accounts
// (nobody blocks themselves, a plain admin never blocks a super admin) are here.
import { AppError, badInput, notFound } from "../lib/errors.ts";
import { hashPassword, verifyPassword } from "../auth/crypto.ts";
import { recordAudit } from "./audit.ts";
import { MESSAGES, revokeSessions, type AuthDeps, type Viewer } from "./auth-common.ts";
import { isUniqueViolation } from "./auth-links.ts";
import { checkPasswordChange, parseContact, parseProfile, type ProfileInput } from "./auth-rules.ts";

const SUPER_ADMIN_CONTACT = "Un super administrateur ne peut pas modifier son adresse email ni son numéro de téléphone.";

export function createAdmins({ prisma }: AuthDeps) {
  async function getAdmin(id: string) {
    const user = await prisma.adminUser.findUnique({ where: { id } });
    if (!user) throw notFound(MESSAGES.adminNotFound);
    return user;
  }

  /** A super admin's email and phone stay as they are (SPEC §6): sending them unchanged is fine, changing them is refused. */
  function checkSuperAdminContact(user: { email: string; phone: string | null }, input: ProfileInput) {
    const email = input.email?.trim().toLowerCase();
    const phone = input.numero == null ? undefined : input.numero.replace(/\D/g, "") ? `+${input.numero.replace(/\D/g, "")}` : null;
    if ((email && email !== user.email) || (phone !== undefined && phone !== user.phone)) throw badInput(SUPER_ADMIN_CONTACT, "email");
  }

  return {
    getUser: (id: string) => prisma.adminUser.findUnique({ where: { id } }),
    getAdmin,

    async updateProfile(viewer: Viewer, input: ProfileInput) {
      const user = await getAdmin(viewer.id);
      const profile = parseProfile(input);
      let contact: { email?: string; phone?: string | null } = {};
      if (user.role === "SUPER_ADMIN") checkSuperAdminContact(user, input);
      else {
        contact = parseContact(input);
        const taken = await prisma.adminUser.findFirst({
          where: { id: { not: user.id }, OR: [{ email: contact.email }, ...(contact.phone ? [{ phone: contact.phone }] : [])] },
          select: { email: true },
        });
        if (taken)
          throw new AppError(
            "CONFLICT",
            taken.email === contact.email ? "Cette adresse email est déjà utilisée." : "Ce numéro de téléphone est déjà utilisé.",
          );
      }
      return prisma
        .$transaction(async (tx) => {
          const updated = await tx.adminUser.update({ where: { id: user.id }, data: { ...profile, ...contact } });
          await recordAudit(tx, {
            actorId: user.id,
            action: "update",
            entityType: "AdminUser",
            entityId: user.id,
            summary: "Profil mis à jour",
          });
          return updated;
        })
        .catch((e) => {
          throw isUniqueViolation(e) ? new AppError("CONFLICT", "Cette adresse email ou ce numéro de téléphone est déjà utilisé.") : e;
        });
    },

    /** Other sessions of the account end; the one that changed the password stays signed in. */
    async changePassword(viewer: Viewer, current: string, next: string, confirm: string) {
      checkPasswordChange(current ?? "", next ?? "", confirm ?? "");
      const user = await getAdmin(viewer.id);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, current)))
        throw badInput("Mot de passe actuel incorrect.", "currentPassword");
      const passwordHash = await hashPassword(next);
      await prisma.$transaction(async (tx) => {
        await tx.adminUser.update({ where: { id: user.id }, data: { passwordHash } });
        await revokeSessions(tx, user.id, viewer.sessionId);
        await recordAudit(tx, {
          actorId: user.id,
          action: "update",
          entityType: "AdminUser",
          entityId: user.id,
          summary: "Mot de passe modifié",
        });
      });
      return { success: true, message: MESSAGES.passwordSet };
    },

    /** SPEC §3 fields; search by email or full name, case-insensitive. */
    listAdmins(search?: string | null) {
      const q = (search ?? "").trim().slice(0, 200);
      return prisma.adminUser.findMany({
        where: q ? { OR: [{ email: { contains: q, mode: "insensitive" } }, { fullName: { contains: q, mode: "insensitive" } }] } : {},
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
    },

    recentLogins: (userId: string, limit: number) =>
      prisma.loginEvent.findMany({
        where: { userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: Math.min(Math.max(limit, 1), 50),
      }),

    /** BLOCK ends every session of the account at once; UNBLOCK also reactivates it. */
    async setStatus(viewer: Viewer, id: string, action: "BLOCK" | "UNBLOCK") {
      const target = await getAdmin(id);
      if (target.id === viewer.id) throw badInput("Vous ne pouvez pas modifier le statut de votre propre compte.");
      if (target.role === "SUPER_ADMIN" && viewer.role !== "SUPER_ADMIN") throw new AppError("FORBIDDEN", MESSAGES.forbidden);
      const block = action === "BLOCK";
      return prisma.$transaction(async (tx) => {
        const updated = await tx.adminUser.update({
          where: { id },
          data: block ? { isLocked: true } : { isLocked: false, isActive: true },
        });
        if (block) await revokeSessions(tx, id);
        await recordAudit(tx, {
          actorId: viewer.id,
          action: block ? "block" : "unblock",
          entityType: "AdminUser",
          entityId: id,
          summary: `${block ? "Blocage" : "Déblocage"} de ${target.email}`,
        });
        return updated;
      });
    },
  };
}
