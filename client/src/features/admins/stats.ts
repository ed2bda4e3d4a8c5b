interface Counted {
  isActive: boolean;
  compteVerrouille: boolean;
  typeUtilisateur: string;
}

/** The four cards above the admin list (SPEC §2 Admin list). */
export function adminStats(admins: readonly Counted[]) {
  return {
    total: admins.length,
    actifs: admins.filter((a) => a.isActive && !a.compteVerrouille).length,
    bloques: admins.filter((a) => a.compteVerrouille).length,
    superAdmins: admins.filter((a) => a.typeUtilisateur === "SUPER_ADMIN").length,
  };
}

/** SPEC §4: active and unlocked can be blocked; blocked or inactive can be unblocked. */
export const canBlock = (a: Counted) => a.isActive && !a.compteVerrouille;
