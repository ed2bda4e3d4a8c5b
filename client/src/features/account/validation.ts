import { PASSWORD_MIN_LENGTH, isEmail, isPhoneNumber, phoneDigits } from "../../../../contract/validation.ts";

export interface ProfileDraft {
  nom: string;
  prenom: string;
  nomComplet: string;
  email: string;
  dialCode: string;
  phone: string;
  dateNaissance: string;
}
export interface ProfilePayload {
  nom: string;
  prenom: string;
  nomComplet?: string;
  email?: string;
  numero?: string;
  dateNaissance?: string;
}

/** SPEC §5 profile rules. Super admins cannot change email or phone, so those are not even sent. */
export function validateProfile(draft: ProfileDraft, isSuperAdmin: boolean): { error: string } | { input: ProfilePayload } {
  const nom = draft.nom.trim();
  const prenom = draft.prenom.trim();
  if (!nom || !prenom) return { error: "Le nom et le prénom sont obligatoires." };
  const input: ProfilePayload = {
    nom,
    prenom,
    nomComplet: draft.nomComplet.trim() || `${prenom} ${nom}`,
    dateNaissance: draft.dateNaissance || undefined,
  };
  if (isSuperAdmin) return { input };
  const email = draft.email.trim();
  if (!email) return { error: "L'adresse email est obligatoire." };
  if (!isEmail(email)) return { error: "Veuillez saisir une adresse email valide." };
  const digits = phoneDigits(draft.phone);
  if (digits && !isPhoneNumber(digits)) return { error: "Le numéro de téléphone doit contenir entre 8 et 15 chiffres." };
  return { input: { ...input, email, numero: digits ? `${draft.dialCode}${digits}` : undefined } };
}

export function validatePasswordChange(current: string, next: string, confirmation: string): string | null {
  if (!current) return "Veuillez saisir votre mot de passe actuel.";
  if (!next) return "Veuillez saisir un nouveau mot de passe.";
  if (next.length < PASSWORD_MIN_LENGTH) return `Le nouveau mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  if (next !== confirmation) return "Les mots de passe ne correspondent pas.";
  if (next === current) return "Le nouveau mot de passe doit être différent de l'ancien.";
  return null;
}
