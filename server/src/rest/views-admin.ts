// Administrator as the REST contract shows it (SPEC §3): typeUtilisateur is SUPER_ADMIN or admin.
import type { AdminUser } from "../generated/prisma/client.ts";
import { accountStatus } from "../services/account-status.ts";

export function adminView(u: AdminUser) {
  return {
    _id: u.id,
    id: u.id,
    email: u.email,
    nom: u.lastName,
    prenom: u.firstName,
    nomComplet: u.fullName || `${u.firstName} ${u.lastName}`.trim() || u.email,
    numero: u.phone,
    dateNaissance: u.birthDate?.toISOString().slice(0, 10) ?? null,
    typeUtilisateur: u.role === "SUPER_ADMIN" ? "SUPER_ADMIN" : "admin",
    isActive: u.isActive,
    compteVerrouille: u.isLocked,
    statut: accountStatus(u),
    emailVerifie: u.emailVerifiedAt !== null,
    derniereConnexion: u.lastLoginAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
  };
}
