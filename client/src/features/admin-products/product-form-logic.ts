// Pure rules of the product form (SPEC §2/§4/§5): validation, the price preview, the sub-type
// reset and where to go after a save. The server computes the stored price again.
import { comboKey, gridRows, parseStock, validateStock, type ComboDraft, type OptionDraft } from "./variant-form-logic.ts";

export interface ProductDraft {
  categoryId: string;
  subTypeId: string;
  name: string;
  description: string;
  price: string;
  promotion: string;
  featured: boolean;
  outOfStock: boolean;
  /** 'Brouillon': never on the storefront (decision 092) */
  draft: boolean;
  /** a product sold as one: its stock (no default: the seller types it) */
  stock: string;
  /** 'Tailles et couleurs': when there are options, the stock is per combination */
  options: OptionDraft[];
  combos: Record<string, ComboDraft>;
}

export const EMPTY_DRAFT: ProductDraft = {
  categoryId: "",
  subTypeId: "",
  name: "",
  description: "",
  price: "",
  promotion: "0",
  featured: false,
  outOfStock: false,
  draft: false,
  stock: "",
  options: [],
  combos: {},
};

/** SPEC §5: price and promotion are integers parsed from text, 0 when empty or unreadable. */
export function parseInteger(text: string): number {
  const trimmed = text.trim();
  if (trimmed.length > 12 || !/^-?\d+$/.test(trimmed)) return 0;
  return Number(trimmed);
}

/** The first message of SPEC §5 that applies, in the order the form reads (name, price, category,
 * then the stock or the combinations). */
export function validateDraft(d: ProductDraft): string | null {
  if (!d.name.trim()) return "Le nom du produit est requis";
  if (parseInteger(d.price) <= 0) return "Le prix doit être supérieur à 0";
  if (!d.categoryId) return "Veuillez sélectionner une catégorie";
  return validateStock(d.stock, d.options, d.combos);
}

/** Promotion kept within 0-100 (SPEC §9) whatever is typed. */
export const clampPromotion = (percent: number) => Math.min(100, Math.max(0, percent));

/** Live 'Prix final après promotion' and 'Économie réalisée' (DECISIONS: round(prix × (1 − p/100))). */
export function pricePreview(price: number, percent: number): { finalPrice: number; savings: number } | null {
  const p = clampPromotion(percent);
  if (price <= 0 || p <= 0) return null;
  const finalPrice = Math.round(price * (1 - p / 100));
  return { finalPrice, savings: price - finalPrice };
}

/** SPEC §4: changing category selects its first sub-type, or none. */
export function subTypeAfterCategoryChange(category: { sousTypes: readonly { id: string }[] } | undefined): string {
  return category?.sousTypes[0]?.id ?? "";
}

/** SPEC §2: back to the list the form was opened from. */
export function pathAfterCreate(from: { categoryId?: string; typeId?: string }): string {
  if (from.categoryId && from.typeId) return `/admin/categories/${from.categoryId}/type/${from.typeId}/produits`;
  if (from.categoryId) return `/admin/categories/${from.categoryId}/produits`;
  return "/admin/produits";
}

/** The GraphQL input from a validated draft: a plain stock, or the options and one variant per
 * combination (a switched-off one keeps its stock, 0 when none was typed). */
export function productInput(d: ProductDraft) {
  const base = {
    nom: d.name.trim(),
    description: d.description.trim(),
    prix: parseInteger(d.price),
    pourcentPromotion: clampPromotion(parseInteger(d.promotion)),
    aLaUne: d.featured,
    enRupture: d.outOfStock,
    brouillon: d.draft,
    typeProduit: d.categoryId,
    sousTypeProduit: d.subTypeId || null,
  };
  if (d.options.length === 0) return { ...base, stock: parseStock(d.stock) ?? 0, options: [], variantes: [] };
  const at = (values: string[], name: string) => values[d.options.findIndex((o) => o.name === name)] ?? null;
  return {
    ...base,
    options: d.options.map((o) => ({ nom: o.name, valeurs: o.values })),
    variantes: gridRows(d.options, d.combos).map((r) => ({
      taille: at(r.values, "Taille"),
      couleur: at(r.values, "Couleur"),
      stock: parseStock(r.combo.stock) ?? 0,
      actif: r.combo.enabled,
    })),
  };
}

/** The draft's stock part from a saved product (its options and variants, or its plain stock). */
export function stockDraft(p: {
  stock: number;
  options: readonly { nom: string; valeurs: readonly string[] }[];
  variantes: readonly { taille?: string | null; couleur?: string | null; stock: number; actif: boolean }[];
}) {
  const options = p.options.map((o) => ({ name: o.nom as OptionDraft["name"], values: [...o.valeurs] }));
  const combos: Record<string, ComboDraft> = {};
  for (const v of p.variantes) {
    const values = options.map((o) => (o.name === "Taille" ? v.taille : v.couleur) ?? "");
    combos[comboKey(values)] = { stock: String(v.stock), enabled: v.actif };
  }
  return { stock: options.length ? "" : String(p.stock), options, combos };
}
