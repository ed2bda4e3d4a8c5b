import type { StatutCompte } from "../../gql/graphql.ts";

interface Counted {
  statut: StatutCompte;
  typeUtilisateur: string;
}

/** The four cards above the admin list (SPEC §2 Admin list), counted from the one status the
 * server gives each account (issue 29 item 5): an invitee still 'En attente' is in neither. */
export function adminStats(admins: readonly Counted[]) {
  return {
    total: admins.length,
    actifs: admins.filter((a) => a.statut === "ACTIF").length,
    bloques: admins.filter((a) => a.statut === "BLOQUE").length,
    superAdmins: admins.filter((a) => a.typeUtilisateur === "SUPER_ADMIN").length,
  };
}

/** SPEC §4: what is not blocked can be blocked (an invitee too); what is blocked, unblocked. */
export const canBlock = (a: Counted) => a.statut !== "BLOQUE";

/** The account's one badge. */
export const STATUS_BADGE: Record<StatutCompte, { label: string; palette: string }> = {
  EN_ATTENTE: { label: "En attente", palette: "orange" },
  ACTIF: { label: "Actif", palette: "green" },
  BLOQUE: { label: "Bloqué", palette: "red" },
};
