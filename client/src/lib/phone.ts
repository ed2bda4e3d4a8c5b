// SPEC §9: dialling codes offered wherever a phone number is typed, +221 (Sénégal) first.
export const DIAL_CODES = [
  { code: "+221", flag: "🇸🇳", country: "Sénégal" },
  { code: "+33", flag: "🇫🇷", country: "France" },
  { code: "+1", flag: "🇺🇸", country: "États-Unis / Canada" },
  { code: "+44", flag: "🇬🇧", country: "Royaume-Uni" },
  { code: "+49", flag: "🇩🇪", country: "Allemagne" },
  { code: "+34", flag: "🇪🇸", country: "Espagne" },
  { code: "+39", flag: "🇮🇹", country: "Italie" },
  { code: "+212", flag: "🇲🇦", country: "Maroc" },
  { code: "+213", flag: "🇩🇿", country: "Algérie" },
  { code: "+216", flag: "🇹🇳", country: "Tunisie" },
  { code: "+225", flag: "🇨🇮", country: "Côte d'Ivoire" },
] as const;
export const DEFAULT_DIAL_CODE = "+221";

/** "+221770000000" -> { dialCode: "+221", number: "770000000" }; unknown prefixes keep the default code. */
export function splitPhone(numero: string | null | undefined): { dialCode: string; number: string } {
  if (!numero) return { dialCode: DEFAULT_DIAL_CODE, number: "" };
  const match = [...DIAL_CODES].sort((a, b) => b.code.length - a.code.length).find((d) => numero.startsWith(d.code));
  return match
    ? { dialCode: match.code, number: numero.slice(match.code.length) }
    : { dialCode: DEFAULT_DIAL_CODE, number: numero.replace(/^\+/, "") };
}
