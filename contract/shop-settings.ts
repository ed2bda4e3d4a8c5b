// The shop's settings ('Paramètres', decision 091): one validator for the back-office form and the
// server (GraphQL and REST), so both refuse the same values with the same French messages. Every
// check looks at the type, then the length, then the content: no pattern runs on a long text.

export interface ShopSettingsValues {
  nom: string;
  description: string;
  /** International digits, country code first, no + (221771234567). */
  whatsapp: string;
  /** "" when the shop has no page on that network. */
  facebook: string;
  instagram: string;
  tiktok: string;
  /** FCFA */
  dakarPrix: number;
  dakarDelai: string;
  regionsDelai: string;
  /** Dakar orders placed before this hour ("15h") are delivered the same day; "" when none is. */
  jourMemeAvant: string;
  /** The footer's and the FAQ's support hours ("7 j/7, de 8 h à 20 h"). */
  horaires: string;
}

export type ShopSettingsField = keyof ShopSettingsValues;
export type ShopSettingsErrors = Partial<Record<ShopSettingsField, string>>;
export type ShopSettingsCheck = { ok: true; value: ShopSettingsValues } | { ok: false; errors: ShopSettingsErrors };

export const SHOP_SETTINGS_FIELDS: ShopSettingsField[] = [
  "nom",
  "description",
  "whatsapp",
  "facebook",
  "instagram",
  "tiktok",
  "dakarPrix",
  "dakarDelai",
  "regionsDelai",
  "jourMemeAvant",
  "horaires",
];

/** Each network's address must be on its own site (a Facebook link is not an Instagram one). */
export const SOCIAL_NETWORKS = { facebook: "facebook.com", instagram: "instagram.com", tiktok: "tiktok.com" } as const;
const NETWORK_LABELS = { facebook: "Facebook", instagram: "Instagram", tiktok: "TikTok" } as const;

const TEXTS = {
  nom: { label: "Le nom de la boutique", min: 1, max: 80 },
  description: { label: "La description", min: 0, max: 300 },
  dakarDelai: { label: "Le délai de livraison à Dakar", min: 1, max: 40 },
  regionsDelai: { label: "Le délai de livraison en régions", min: 1, max: 40 },
  jourMemeAvant: { label: "L'heure limite de la livraison le jour même", min: 0, max: 20 },
  horaires: { label: "Les horaires du service client", min: 1, max: 120 },
} as const;
export const MAX_URL_LENGTH = 300;
export const MAX_DELIVERY_PRICE = 1_000_000;
const MAX_NUMBER_INPUT = 40;
// Control characters (NUL among them) have no place in a one-line setting shown on every page.
const hasControl = (s: string) => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
};

type Checked<T> = { value: T } | { error: string };

function text(raw: unknown, spec: { label: string; min: number; max: number }): Checked<string> {
  if (typeof raw !== "string") return { error: `${spec.label} doit être un texte.` };
  if (raw.length > spec.max * 2) return { error: `${spec.label} ne doit pas dépasser ${spec.max} caractères.` };
  const value = raw.trim();
  if (value.length > spec.max) return { error: `${spec.label} ne doit pas dépasser ${spec.max} caractères.` };
  if (value.length < spec.min) return { error: `${spec.label} est obligatoire.` };
  if (hasControl(value)) return { error: `${spec.label} contient un caractère interdit.` };
  return { value };
}

/** "+221 77 123 45 67" → "221771234567": 8 to 15 digits, the country code first (never 0). */
function whatsapp(raw: unknown): Checked<string> {
  const invalid = "Le numéro WhatsApp doit être au format international : 8 à 15 chiffres, indicatif pays compris (ex. 221771234567).";
  if (typeof raw !== "string") return { error: "Le numéro WhatsApp doit être un texte." };
  if (raw.length > MAX_NUMBER_INPUT) return { error: invalid };
  const digits = raw
    .trim()
    .replace(/^\+/, "")
    .replace(/[\s.-]/g, "");
  return /^[1-9]\d{7,14}$/.test(digits) ? { value: digits } : { error: invalid };
}

/** An http(s) address on the network's own site (www.facebook.com, m.facebook.com…), or "". */
function social(raw: unknown, network: keyof typeof SOCIAL_NETWORKS): Checked<string> {
  const label = NETWORK_LABELS[network];
  if (raw == null) return { value: "" };
  if (typeof raw !== "string") return { error: `Le lien ${label} doit être un texte.` };
  if (raw.length > MAX_URL_LENGTH) return { error: `Le lien ${label} ne doit pas dépasser ${MAX_URL_LENGTH} caractères.` };
  const value = raw.trim();
  if (!value) return { value: "" };
  const wrong = {
    error: `Le lien ${label} doit être une adresse http(s) sur ${SOCIAL_NETWORKS[network]} (ex. https://www.${SOCIAL_NETWORKS[network]}/maboutique).`,
  };
  if (hasControl(value) || !URL.canParse(value)) return wrong;
  const url = new URL(value);
  const site = SOCIAL_NETWORKS[network];
  const onSite = url.hostname === site || url.hostname.endsWith(`.${site}`);
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !onSite || url.username || url.password) return wrong;
  return { value: url.href };
}

/** A whole number of FCFA, typed (form) or sent (JSON). */
function price(raw: unknown): Checked<number> {
  const invalid = `Le prix de livraison à Dakar doit être un nombre entier de FCFA entre 0 et ${MAX_DELIVERY_PRICE.toLocaleString("fr-FR")}.`;
  if (typeof raw === "string") {
    if (raw.length > MAX_NUMBER_INPUT || !/^\s*\d{1,7}\s*$/.test(raw)) return { error: invalid };
    return price(Number(raw));
  }
  if (typeof raw !== "number" || !Number.isInteger(raw) || raw < 0 || raw > MAX_DELIVERY_PRICE) return { error: invalid };
  return { value: raw };
}

/** Every field checked (the form shows each error beside its field); the cleaned values when all pass. */
export function checkShopSettings(input: unknown): ShopSettingsCheck {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, errors: { nom: "Les paramètres doivent être un objet JSON." } };
  const i = input as Record<string, unknown>;
  const checks: { [K in ShopSettingsField]: Checked<ShopSettingsValues[K]> } = {
    nom: text(i.nom, TEXTS.nom),
    description: text(i.description ?? "", TEXTS.description),
    whatsapp: whatsapp(i.whatsapp),
    facebook: social(i.facebook, "facebook"),
    instagram: social(i.instagram, "instagram"),
    tiktok: social(i.tiktok, "tiktok"),
    dakarPrix: price(i.dakarPrix),
    dakarDelai: text(i.dakarDelai, TEXTS.dakarDelai),
    regionsDelai: text(i.regionsDelai, TEXTS.regionsDelai),
    jourMemeAvant: text(i.jourMemeAvant, TEXTS.jourMemeAvant),
    horaires: text(i.horaires, TEXTS.horaires),
  };
  const errors: ShopSettingsErrors = {};
  const value = {} as Record<ShopSettingsField, unknown>;
  for (const field of SHOP_SETTINGS_FIELDS) {
    const c = checks[field];
    if ("error" in c) errors[field] = c.error;
    else value[field] = c.value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: value as unknown as ShopSettingsValues };
}
