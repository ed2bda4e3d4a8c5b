// What the product page's chips allow (DECISIONS "Variants and stock"): a value is choosable when
// some combination with it and the other chosen values is on sale with stock; the combination is
// known once every option has a value. Pure, shared by the chips, the quantity and the cart.

export interface ChoiceOption {
  nom: string;
  valeurs: readonly string[];
}
export interface ChoiceVariant {
  id: string;
  taille?: string | null;
  couleur?: string | null;
  stock: number;
  disponible: boolean;
}
export type Chosen = Readonly<Record<string, string>>;

/** A variant's value for an option (Taille → taille, Couleur → couleur). */
export const variantValue = (v: ChoiceVariant, option: string) =>
  (option === "Taille" ? v.taille : option === "Couleur" ? v.couleur : null) ?? null;

const inStock = (v: ChoiceVariant) => v.disponible && v.stock > 0;

const matches = (v: ChoiceVariant, chosen: Chosen) => Object.entries(chosen).every(([o, value]) => variantValue(v, o) === value);

/** Whether `value` of `option` can be chosen given the other options' chosen values. */
export function canChoose(variants: readonly ChoiceVariant[], chosen: Chosen, option: string, value: string): boolean {
  const others = { ...chosen, [option]: value };
  return variants.some((v) => inStock(v) && matches(v, others));
}

/** The chosen combination once every option has a value (null before, or when it does not exist). */
export function chosenVariant(options: readonly ChoiceOption[], variants: readonly ChoiceVariant[], chosen: Chosen): ChoiceVariant | null {
  if (options.some((o) => !chosen[o.nom])) return null;
  return variants.find((v) => matches(v, chosen)) ?? null;
}

/** 'Choisissez une taille' while an option has no value yet. */
export function missingChoice(options: readonly ChoiceOption[], chosen: Chosen): string | null {
  const missing = options.find((o) => !chosen[o.nom]);
  return missing ? `Choisissez une ${missing.nom.toLowerCase()}` : null;
}

/** Choosing a value keeps the other choices that still make a combination on sale, drops the rest. */
export function choose(variants: readonly ChoiceVariant[], chosen: Chosen, option: string, value: string): Record<string, string> {
  const next: Record<string, string> = { [option]: value };
  for (const [o, v] of Object.entries(chosen)) if (o !== option && canChoose(variants, next, o, v)) next[o] = v;
  return next;
}

/** Options with a single value on sale ('Taille unique') are chosen from the start. */
export function onlyChoices(options: readonly ChoiceOption[], variants: readonly ChoiceVariant[]): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const o of options) {
    const open = o.valeurs.filter((v) => canChoose(variants, {}, o.nom, v));
    if (o.valeurs.length === 1 && open.length === 1) chosen[o.nom] = open[0];
  }
  return chosen;
}

/** 'Plus que N en stock' at 3 or less. */
export const lowStockNote = (stock: number) => (stock > 0 && stock <= 3 ? `Plus que ${stock} en stock` : null);

/** The chosen colour's photos first, the others after, each group in the seller's order. */
export function photosForColour<T extends { couleur?: string | null }>(photos: readonly T[], colour: string | null): T[] {
  if (!colour) return [...photos];
  return [...photos.filter((p) => p.couleur === colour), ...photos.filter((p) => p.couleur !== colour)];
}
