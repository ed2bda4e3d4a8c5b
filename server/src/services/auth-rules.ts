// Input rules of the account screens (SPEC §5), with their French messages.
// Length first, then linear checks: these run before the login throttle, on anyone's input.
import { badInput } from "../lib/errors.ts";
import { isEmail } from "../../../contract/validation.ts";

/** Longer than any email or phone number: refused before anything else looks at it. */
const MAX_IDENTIFIER_LENGTH = 254;
const MAX_PHONE_INPUT = 40;

export type Identifier = { email: string } | { phone: string };

/** Email, or dial code + number ("+221 77 123 45 67" → "+221771234567"). */
export function parseIdentifier(raw: string | null | undefined): Identifier {
  const value = (raw ?? "").trim();
  if (value.length > MAX_IDENTIFIER_LENGTH) throw badInput("Identifiant trop long (254 caractères au plus).", "identifiant");
  if (value.includes("@")) {
    if (!isEmail(value)) throw badInput("Veuillez saisir une adresse email valide", "identifiant");
    return { email: value.toLowerCase() };
  }
  if (value.length > MAX_PHONE_INPUT) throw badInput("Veuillez saisir un numéro de téléphone valide", "identifiant");
  const digits = value.replace(/[\s.-]/g, "").replace(/^00/, "+");
  if (!/^\+?\d{8,15}$/.test(digits)) throw badInput("Veuillez saisir un numéro de téléphone valide", "identifiant");
  return { phone: digits.startsWith("+") ? digits : `+${digits}` };
}

export function requireEmail(raw: string | null | undefined, missing = "Veuillez saisir votre adresse email") {
  const email = (raw ?? "").trim().toLowerCase();
  if (!email) throw badInput(missing, "email");
  if (!isEmail(email)) throw badInput("Veuillez saisir une adresse email valide", "email");
  return email;
}

/** One rule for every password an account gets: reset and invitation links, profile, bootstrap. */
export const MIN_PASSWORD_LENGTH = 8;

export function checkResetPassword(password: string | null | undefined) {
  if (!password) throw badInput("Veuillez remplir tous les champs", "newPassword");
  if (password.length < MIN_PASSWORD_LENGTH)
    throw badInput(`Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères`, "newPassword");
  if (password.length > 200) throw badInput("Le mot de passe ne peut pas dépasser 200 caractères.", "newPassword");
}

export function checkPasswordChange(current: string, next: string, confirm: string) {
  if (!current) throw badInput("Veuillez saisir votre mot de passe actuel.", "currentPassword");
  if (!next) throw badInput("Veuillez saisir un nouveau mot de passe.", "newPassword");
  if (next.length < MIN_PASSWORD_LENGTH)
    throw badInput(`Le nouveau mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`, "newPassword");
  if (next.length > 200) throw badInput("Le mot de passe ne peut pas dépasser 200 caractères.", "newPassword");
  if (next !== confirm) throw badInput("Les mots de passe ne correspondent pas.", "confirmPassword");
  if (next === current) throw badInput("Le nouveau mot de passe doit être différent de l'ancien.", "newPassword");
}

export interface ProfileInput {
  nom?: string | null;
  prenom?: string | null;
  nomComplet?: string | null;
  email?: string | null;
  numero?: string | null;
  dateNaissance?: string | null;
}

export function parseProfile(input: ProfileInput) {
  const lastName = (input.nom ?? "").trim();
  const firstName = (input.prenom ?? "").trim();
  if (!lastName || !firstName) throw badInput("Le nom et le prénom sont obligatoires.", "nom");
  if (lastName.length > 100 || firstName.length > 100) throw badInput("Le nom et le prénom ne peuvent pas dépasser 100 caractères.", "nom");
  const fullName = (input.nomComplet ?? "").trim() || `${firstName} ${lastName}`;
  let birthDate: Date | null | undefined;
  if (input.dateNaissance === null || input.dateNaissance === "") birthDate = null;
  else if (input.dateNaissance !== undefined) {
    const d =
      input.dateNaissance.length === 10 && /^\d{4}-\d{2}-\d{2}$/.test(input.dateNaissance)
        ? new Date(`${input.dateNaissance}T00:00:00Z`)
        : new Date(NaN);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== input.dateNaissance || d > new Date() || d.getUTCFullYear() < 1900) {
      throw badInput("Date de naissance invalide.", "dateNaissance");
    }
    birthDate = d;
  }
  return { lastName, firstName, fullName: fullName.slice(0, 200), birthDate };
}

export interface InviteeName {
  nom?: string | null;
  prenom?: string | null;
}

/** An invitation's optional name (the invitee completes it in their profile): both, one or none. */
export function parseInviteeName(input: InviteeName) {
  const lastName = (input.nom ?? "").trim();
  const firstName = (input.prenom ?? "").trim();
  if (lastName.length > 100 || firstName.length > 100) throw badInput("Le nom et le prénom ne peuvent pas dépasser 100 caractères.", "nom");
  return { lastName, firstName, fullName: `${firstName} ${lastName}`.trim() };
}

export function parseContact(input: ProfileInput) {
  const email = (input.email ?? "").trim().toLowerCase();
  if (!email) throw badInput("L'adresse email est obligatoire.", "email");
  if (!isEmail(email)) throw badInput("Veuillez saisir une adresse email valide.", "email");
  if ((input.numero ?? "").length > MAX_PHONE_INPUT)
    throw badInput("Le numéro de téléphone doit contenir entre 8 et 15 chiffres.", "numero");
  const raw = (input.numero ?? "").replace(/[\s.-]/g, "");
  if (!raw) return { email, phone: null };
  const digits = raw.replace(/^\+/, "");
  if (!/^\d{8,15}$/.test(digits)) throw badInput("Le numéro de téléphone doit contenir entre 8 et 15 chiffres.", "numero");
  return { email, phone: `+${digits}` };
}
