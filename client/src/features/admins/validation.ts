import { isEmail } from "../../../../contract/validation.ts";

/** SPEC §5 invitation rules. */
export function validateInvite(email: string): string | null {
  if (!email.trim()) return "Veuillez saisir une adresse email";
  return isEmail(email) ? null : "Veuillez saisir une adresse email valide";
}
