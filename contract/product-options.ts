// Sizes and colours of a product (issue 25, decision 068): the limits and presets the product form
// shows and the server enforces (server/src/services/product-variants.ts imports this module), so
// both always agree.

export const OPTION_NAMES = ["Taille", "Couleur"] as const;
export type OptionName = (typeof OPTION_NAMES)[number];
export const MAX_OPTION_VALUES = 20;
export const MAX_COMBINATIONS = 60;
export const MAX_OPTION_VALUE_LENGTH = 30;
export const MAX_STOCK = 1_000_000;
/** 'Stock bas' at this stock or less; 'Rupture' at 0. */
export const LOW_STOCK = 3;

const CLOTHING = ["XS", "S", "M", "L", "XL", "XXL"];
const SHOES = Array.from({ length: 12 }, (_, i) => String(35 + i));
export const SIZE_PRESETS: Record<"vetements" | "chaussures" | "unique", readonly string[]> = {
  vetements: CLOTHING,
  chaussures: SHOES,
  unique: ["Taille unique"],
};

/** How two option values compare: trimmed, case- and accent-insensitive ("bleu" is "Bleu"). */
export const optionValueKey = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** Clothing sizes in their order, then numeric sizes ascending, then the others A-Z. */
export function sortSizes(sizes: readonly string[]): string[] {
  const rank = (s: string) => {
    const clothing = CLOTHING.indexOf(s.toUpperCase());
    if (clothing >= 0) return [0, clothing] as const;
    return /^\d+(?:[.,]\d+)?$/.test(s) ? ([1, Number(s.replace(",", "."))] as const) : ([2, 0] as const);
  };
  return [...sizes].sort((a, b) => {
    const [ga, va] = rank(a),
      [gb, vb] = rank(b);
    return ga - gb || va - vb || a.localeCompare(b, "fr");
  });
}

/** 'Taille M, Couleur Bleu': how the cart and the order message name a combination. */
export const comboLabel = (names: readonly string[], values: readonly string[]) => names.map((n, i) => `${n} ${values[i]}`).join(", ");
