import { PASSWORD_MIN_LENGTH, isEmail, isPhoneNumber, phoneDigits } from "../../../../contract/validation.ts";

export type LoginMode = "email" | "phone";
export interface LoginInput {
  mode: LoginMode;
  email: string;
  dialCode: string;
  phone: string;
  password: string;
}

/** SPEC §5 login rules; returns the message to show, or the identifier to send. */
export function validateLogin(input: LoginInput): { error: string } | { identifiant: string } {
  const id = input.mode === "email" ? input.email.trim() : phoneDigits(input.phone);
  if (!id || !input.password) return { error: "Veuillez remplir tous les champs" };
  if (input.mode === "email") return isEmail(id) ? { identifiant: id } : { error: "Veuillez saisir une adresse email valide" };
  return isPhoneNumber(id) ? { identifiant: `${input.dialCode}${id}` } : { error: "Veuillez saisir un numéro de téléphone valide" };
}

/** Forgot-password and verification request pages. */
export function validateEmailRequest(email: string): string | null {
  if (!email.trim()) return "Veuillez saisir votre adresse email";
  return isEmail(email) ? null : "Veuillez saisir une adresse email valide";
}

export function validateReset(token: string | null, password: string, confirmation: string): string | null {
  if (!token) return "Token de réinitialisation manquant";
  if (!password || !confirmation) return "Veuillez remplir tous les champs";
  if (password !== confirmation) return "Les mots de passe ne correspondent pas";
  if (password.length < PASSWORD_MIN_LENGTH) return `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`;
  return null;
}

/** SPEC §8: these words in a login error mean "offer to resend the verification". */
export const isUnverifiedMessage = (message: string) => /non vérifié|vérifiez votre email|compte non vérifié/i.test(message);
