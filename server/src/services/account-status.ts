// An administrator's one status, as the accounts screen reads it (issue 29 item 5): a blocked
// account is 'Bloqué' whatever else is true; an invitee who has not chosen a password yet is
// 'En attente'; anyone else can sign in: 'Actif'. GraphQL and REST both answer it from here.
export const ACCOUNT_STATUSES = ["EN_ATTENTE", "ACTIF", "BLOQUE"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export function accountStatus(u: { isActive: boolean; isLocked: boolean; passwordHash: string | null }): AccountStatus {
  if (u.isLocked || !u.isActive) return "BLOQUE";
  return u.passwordHash === null ? "EN_ATTENTE" : "ACTIF";
}
