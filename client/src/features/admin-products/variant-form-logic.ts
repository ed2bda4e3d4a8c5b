// Pure rules of the form's 'Stock' and 'Tailles et couleurs' (DECISIONS "Variants and stock"): at
// most two options, 20 values each, 60 combinations, a whole stock ≥ 0 everywhere. The server
// checks every rule again; these give the seller the same French message before sending.
import { comboLabel } from "../../../../contract/product-options.ts";
import {
  MAX_COMBINATIONS,
  MAX_OPTION_VALUE_LENGTH,
  MAX_OPTION_VALUES,
  MAX_STOCK,
  SIZE_PRESETS,
  optionValueKey,
  type OptionName,
} from "../../../../contract/product-options.ts";

/** The preset buttons of the Taille option, in the order shown. */
export const SIZE_PRESET_BUTTONS: readonly { label: string; values: readonly string[] }[] = [
  { label: "Vêtements (XS à XXL)", values: SIZE_PRESETS.vetements },
  { label: "Chaussures (35 à 46)", values: SIZE_PRESETS.chaussures },
  { label: "Taille unique", values: SIZE_PRESETS.unique },
];

export interface OptionDraft {
  name: OptionName;
  values: string[];
}
/** A combination's row of the grid (the server keeps its id while its values stay). */
export interface ComboDraft {
  stock: string;
  enabled: boolean;
}

export const comboKey = (values: readonly string[]) => JSON.stringify(values);

export const combinationCount = (options: readonly OptionDraft[]) =>
  options.length === 0 ? 0 : options.reduce((n, o) => n * o.values.length, 1);

/** Every combination, the first option's values outermost (the grid's order). */
export function combinations(options: readonly OptionDraft[]): string[][] {
  if (options.length === 0 || combinationCount(options) > MAX_COMBINATIONS) return [];
  return options.reduce<string[][]>((rows, o) => rows.flatMap((r) => o.values.map((v) => [...r, v])), [[]]);
}

/** Why a typed value cannot join an option, or null. */
export function checkNewValue(option: OptionDraft, text: string): string | null {
  if (text.length > 200) return `Une valeur compte ${MAX_OPTION_VALUE_LENGTH} caractères au plus`;
  const value = text.trim();
  if (!value) return "Saisissez une valeur";
  if (value.length > MAX_OPTION_VALUE_LENGTH) return `Une valeur compte ${MAX_OPTION_VALUE_LENGTH} caractères au plus`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(value)) return "Une valeur ne peut pas contenir de caractères de contrôle";
  if (option.values.some((v) => optionValueKey(v) === optionValueKey(value)))
    return `La valeur « ${value} » existe déjà pour ${option.name}`;
  if (option.values.length >= MAX_OPTION_VALUES) return `${MAX_OPTION_VALUES} valeurs au plus par option`;
  return null;
}

/** A preset's values added after those already there (none twice, 20 at most). */
export function addPreset(option: OptionDraft, preset: readonly string[]): { values: string[]; refused: string | null } {
  const values = [...option.values];
  for (const v of preset) {
    if (values.some((x) => optionValueKey(x) === optionValueKey(v))) continue;
    if (values.length >= MAX_OPTION_VALUES) return { values, refused: `${MAX_OPTION_VALUES} valeurs au plus par option` };
    values.push(v);
  }
  return { values, refused: null };
}

/** A stock typed by the seller: a whole number from 0 to 1 000 000, or null. */
export function parseStock(text: string): number | null {
  const t = text.trim();
  return t.length <= 7 && /^\d+$/.test(t) && Number(t) <= MAX_STOCK ? Number(t) : null;
}

/** The refusal of a product's stock, or of a combination's when `label` names it. */
export function stockRefusal(text: string, label?: string): string | null {
  if (!text.trim()) return label ? `Indiquez le stock de ${label}` : "Le stock est requis";
  if (parseStock(text) !== null) return null;
  return `${label ? `Le stock de ${label}` : "Le stock"} doit être un nombre entier de 0 à 1 000 000`;
}

/** The grid's rows for the options, keeping what was typed for a combination that stays. */
export function gridRows(options: readonly OptionDraft[], combos: Readonly<Record<string, ComboDraft>>) {
  const names = options.map((o) => o.name);
  return combinations(options).map((values) => {
    const key = comboKey(values);
    return { key, values, label: comboLabel(names, values), combo: combos[key] ?? { stock: "", enabled: true } };
  });
}

/** The first refusal of the stock part of the form, in reading order. */
export function validateStock(stock: string, options: readonly OptionDraft[], combos: Readonly<Record<string, ComboDraft>>): string | null {
  if (options.length === 0) return stockRefusal(stock);
  for (const o of options) if (o.values.length === 0) return `Ajoutez au moins une valeur à l'option ${o.name}`;
  const count = combinationCount(options);
  if (count > MAX_COMBINATIONS) return `${MAX_COMBINATIONS} combinaisons au plus : il y en a ${count}`;
  const rows = gridRows(options, combos).filter((r) => r.combo.enabled);
  if (rows.length === 0) return "Activez au moins une combinaison";
  for (const r of rows) {
    const refused = stockRefusal(r.combo.stock, r.label);
    if (refused) return refused;
  }
  return null;
}

/** 'Mettre tout à N': every active combination gets N. */
export function setAllStocks(
  options: readonly OptionDraft[],
  combos: Readonly<Record<string, ComboDraft>>,
  stock: string,
): Record<string, ComboDraft> {
  const next = { ...combos };
  for (const r of gridRows(options, combos)) if (r.combo.enabled) next[r.key] = { ...r.combo, stock };
  return next;
}

/** The product's total stock shown under the grid (active combinations with a readable stock). */
export const gridTotal = (options: readonly OptionDraft[], combos: Readonly<Record<string, ComboDraft>>) =>
  gridRows(options, combos).reduce((n, r) => n + (r.combo.enabled ? (parseStock(r.combo.stock) ?? 0) : 0), 0);
