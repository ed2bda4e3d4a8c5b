import { describe, expect, it } from "vitest";
import {
  isUnverifiedMessage,
  validateEmailRequest,
  validateLogin,
  validateReset,
  type LoginInput,
} from "../../client/src/features/auth/validation.ts";
import { validatePasswordChange, validateProfile, type ProfileDraft } from "../../client/src/features/account/validation.ts";
import { validateInvite } from "../../client/src/features/admins/validation.ts";
import { splitPhone } from "../../client/src/lib/phone.ts";

const login = (over: Partial<LoginInput>): LoginInput => ({ mode: "email", email: "", dialCode: "+221", phone: "", password: "", ...over });

describe("login (SPEC §5)", () => {
  it.each([
    [login({ email: "", password: "x" }), "Veuillez remplir tous les champs"],
    [login({ email: "a@b.sn", password: "" }), "Veuillez remplir tous les champs"],
    [login({ mode: "phone", phone: " ", password: "x" }), "Veuillez remplir tous les champs"],
    [login({ email: "pas-un-email", password: "x" }), "Veuillez saisir une adresse email valide"],
    [login({ mode: "phone", phone: "7700", password: "x" }), "Veuillez saisir un numéro de téléphone valide"],
    [login({ mode: "phone", phone: "77 abc 00 00", password: "x" }), "Veuillez saisir un numéro de téléphone valide"],
    [login({ mode: "phone", phone: "1234567890123456", password: "x" }), "Veuillez saisir un numéro de téléphone valide"],
  ])("refuses %o with %s", (input, error) => {
    expect(validateLogin(input)).toEqual({ error });
  });

  it("sends the trimmed email, or the dial code plus the digits", () => {
    expect(validateLogin(login({ email: " a@b.sn ", password: "x" }))).toEqual({ identifiant: "a@b.sn" });
    expect(validateLogin(login({ mode: "phone", dialCode: "+33", phone: "6 12 34 56 78", password: "x" }))).toEqual({
      identifiant: "+33612345678",
    });
  });

  it("recognises the unverified-account messages", () => {
    expect(isUnverifiedMessage("Compte non vérifié. Veuillez vérifier votre email.")).toBe(true);
    expect(isUnverifiedMessage("Merci, vérifiez votre email")).toBe(true);
    expect(isUnverifiedMessage("Identifiants invalides")).toBe(false);
  });
});

describe("forgot / verification request", () => {
  it("needs a well-formed email", () => {
    expect(validateEmailRequest("  ")).toBe("Veuillez saisir votre adresse email");
    expect(validateEmailRequest("a@b")).toBe("Veuillez saisir une adresse email valide");
    expect(validateEmailRequest("a@b.sn")).toBeNull();
  });
});

describe("reset password (min 8, like the profile)", () => {
  it.each([
    [null, "abcdefgh", "abcdefgh", "Token de réinitialisation manquant"],
    ["t", "", "abcdefgh", "Veuillez remplir tous les champs"],
    ["t", "abcdefgh", "abcdefgi", "Les mots de passe ne correspondent pas"],
    ["t", "abcdefg", "abcdefg", "Le mot de passe doit contenir au moins 8 caractères"],
    ["t", "abcdefgh", "abcdefgh", null],
  ])("token %s, %s / %s -> %s", (token, a, b, expected) => {
    expect(validateReset(token, a, b)).toBe(expected);
  });
});

describe("profile (SPEC §5)", () => {
  const draft = (over: Partial<ProfileDraft> = {}): ProfileDraft => ({
    nom: "Diop",
    prenom: "Awa",
    nomComplet: "Awa Diop",
    email: "awa@b.sn",
    dialCode: "+221",
    phone: "77 123 45 67",
    dateNaissance: "1990-04-01",
    ...over,
  });

  it.each([
    [draft({ nom: " " }), "Le nom et le prénom sont obligatoires."],
    [draft({ prenom: "" }), "Le nom et le prénom sont obligatoires."],
    [draft({ email: "" }), "L'adresse email est obligatoire."],
    [draft({ email: "awa@" }), "Veuillez saisir une adresse email valide."],
    [draft({ phone: "1234567" }), "Le numéro de téléphone doit contenir entre 8 et 15 chiffres."],
  ])("refuses %o", (d, error) => {
    expect(validateProfile(d, false)).toEqual({ error });
  });

  it("sends the phone as dial code plus digits, and no phone when empty", () => {
    expect(validateProfile(draft(), false)).toEqual({
      input: {
        nom: "Diop",
        prenom: "Awa",
        nomComplet: "Awa Diop",
        email: "awa@b.sn",
        numero: "+221771234567",
        dateNaissance: "1990-04-01",
      },
    });
    expect(validateProfile(draft({ phone: "" }), false)).toMatchObject({ input: { numero: undefined } });
  });

  it("never sends a super admin's email or phone, even invalid ones", () => {
    expect(validateProfile(draft({ email: "", phone: "12" }), true)).toEqual({
      input: { nom: "Diop", prenom: "Awa", nomComplet: "Awa Diop", dateNaissance: "1990-04-01" },
    });
  });
});

describe("password change (min 8)", () => {
  it.each([
    ["", "nouveau123", "nouveau123", "Veuillez saisir votre mot de passe actuel."],
    ["ancien123", "", "", "Veuillez saisir un nouveau mot de passe."],
    ["ancien123", "court", "court", "Le nouveau mot de passe doit contenir au moins 8 caractères."],
    ["ancien123", "nouveau123", "nouveau124", "Les mots de passe ne correspondent pas."],
    ["meme12345", "meme12345", "meme12345", "Le nouveau mot de passe doit être différent de l'ancien."],
    ["ancien123", "nouveau123", "nouveau123", null],
  ])("%s -> %s / %s: %s", (current, next, confirmation, expected) => {
    expect(validatePasswordChange(current, next, confirmation)).toBe(expected);
  });
});

describe("invitation", () => {
  it("needs a well-formed email", () => {
    expect(validateInvite("")).toBe("Veuillez saisir une adresse email");
    expect(validateInvite("x@y")).toBe("Veuillez saisir une adresse email valide");
    expect(validateInvite("x@y.sn")).toBeNull();
  });
});

describe("phone numbers", () => {
  it("splits the dial code off, preferring the longest code", () => {
    expect(splitPhone("+221771234567")).toEqual({ dialCode: "+221", number: "771234567" });
    expect(splitPhone("+12025550123")).toEqual({ dialCode: "+1", number: "2025550123" });
    expect(splitPhone("+212612345678")).toEqual({ dialCode: "+212", number: "612345678" });
    expect(splitPhone(null)).toEqual({ dialCode: "+221", number: "" });
  });
});
