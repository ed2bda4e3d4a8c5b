// One cell of an imported CSV made into what the product form would have sent (decision 094):
// French numbers ("12 500", "12.500", "1 234,00"), the export's defused formulas ('=…) restored,
// raw formulas refused, the Indicateurs cell read into flags.
import { foldText } from "../lib/text.ts";
import { FLAGS } from "./product-csv-columns.ts";

export type Cell = { value: string } | { error: string };

const FORMULA = /^[=+\-@\t\r]/;
/** A negative number is not a formula: "-5" reaches the number's own rule (stock ≥ 0…). */
const NEGATIVE_NUMBER = /^-[\d\s\u00a0\u202f.,]+$/;

/** The cell's text, or why it is refused: a NUL byte, or a spreadsheet formula (= + - @ first),
 * which the shop would store and a spreadsheet run on the next export. The export writes such
 * text behind an apostrophe ('=…): that form is the text itself. */
export function readCell(raw: string): Cell {
  if (raw.includes("\0")) return { error: "Caractère nul (\\0) refusé." };
  const text = raw.trim();
  if (text.startsWith("'") && FORMULA.test(text.slice(1))) return { value: text.slice(1) };
  if (FORMULA.test(text) && !NEGATIVE_NUMBER.test(text))
    return {
      error: `La cellule commence par « ${text[0].trim() || "tabulation"} » : une formule de tableur n'est pas importée. Pour garder ce texte, faites-le précéder d'une apostrophe (').`,
    };
  return { value: text };
}

const SPACES = /[\s\u00a0\u202f]/g;

/** A French-written whole number as the product form's text: spaces (also non-breaking) and dot
 * thousands separators removed, a decimal comma with zero decimals dropped ("12 500,00" → "12500").
 * Anything else is passed on for the form's rule to refuse ("12,5" → "12.5", not a whole number). */
export function frenchInteger(text: string, unit?: RegExp): string {
  if (text.length > 40) return text; // the form's rule refuses it by its length first
  let t = text.replace(SPACES, "");
  if (unit) t = t.replace(unit, "");
  if (/^-?\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, "");
  const decimal = /^(-?\d+),(\d+)$/.exec(t);
  if (decimal) t = /^0+$/.test(decimal[2]) ? decimal[1] : `${decimal[1]}.${decimal[2]}`;
  return t;
}

export interface Flags {
  featured: boolean;
  outOfStock: boolean;
  draft: boolean;
}
const FLAG_KEYS = new Map<string, keyof Flags | null>([
  [foldText(FLAGS.featured), "featured"],
  [foldText(FLAGS.outOfStock), "outOfStock"],
  [foldText(FLAGS.draft), "draft"],
  [foldText(FLAGS.promotion), null], // decided by the price: read, not applied
]);

/** "À la une, En promotion" → flags; an unknown word is refused, naming the accepted ones. */
export function readFlags(text: string): Flags | { error: string } {
  const flags: Flags = { featured: false, outOfStock: false, draft: false };
  for (const word of text.split(/[,;|]/)) {
    const key = foldText(word);
    if (!key) continue;
    if (!FLAG_KEYS.has(key))
      return {
        error: `Indicateur « ${word.trim().slice(0, 40)} » inconnu : ${Object.values(FLAGS)
          .map((f) => `« ${f} »`)
          .join(", ")} seulement, séparés par des virgules.`,
      };
    const flag = FLAG_KEYS.get(key);
    if (flag) flags[flag] = true;
  }
  return flags;
}
