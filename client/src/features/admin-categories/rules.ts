// SPEC §2/§5/§8/§9 category rules the screens share: limits, messages, card palette and badges.

export const CATEGORY_LIMITS = { name: 150, description: 1000, subTypes: 5, subTypeName: 30 } as const;
export const DESCRIPTION_PREVIEW = 80;

/** Eight card colours (Chakra colour palettes), picked from the id: cosmetic, but stable. */
export const CARD_PALETTE = ["blue", "purple", "teal", "orange", "pink", "cyan", "green", "red"] as const;

export function paletteFor(id: string) {
  let sum = 0;
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i);
  return CARD_PALETTE[sum % CARD_PALETTE.length];
}

/** The description cut at 80 characters with an ellipsis (none when it fits). */
export function truncate(text: string | null | undefined, max = DESCRIPTION_PREVIEW) {
  const value = text ?? "";
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
}

export const isPopular = (nbProduitsTotal: number) => nbProduitsTotal > 30;
export const isComplex = (nbSousTypes: number) => nbSousTypes > 5;

/** Where opening a category card leads: its types, or straight to its products when it has none. */
export const categoryTarget = (id: string, nbSousTypes: number) =>
  nbSousTypes > 0 ? `/admin/categories/${id}/type` : `/admin/categories/${id}/produits`;

/** A character counter turns orange above 80 % of its limit. */
export const counterWarns = (length: number, limit: number) => length > limit * 0.8;

export const HAS_PRODUCTS_MESSAGE =
  "Impossible de supprimer cette catégorie car elle contient encore des produits. Veuillez d'abord supprimer tous les produits associés.";

/** SPEC §8: the delete failure text, the long explanation when products still hold the category. */
export function deleteFailureMessage(serverMessage: string | null | undefined) {
  const message = serverMessage || "Erreur lors de la suppression";
  return message.includes("produits associés") || message.includes("cannot be deleted") ? HAS_PRODUCTS_MESSAGE : message;
}

/** A type in the form: `id` when it is one the category already has (kept, renamed or not). */
export interface TypeDraft {
  id?: string;
  nom: string;
}
export interface CategoryDraft {
  nom: string;
  description: string;
  types: TypeDraft[];
  /** 'Masquée': off the storefront with its products (decision 092) */
  masquee: boolean;
}
export interface CategoryErrors {
  nom?: string;
  description?: string;
  types: (string | undefined)[];
}

export function typeError(types: TypeDraft[], index: number): string | undefined {
  const name = types[index].nom.trim();
  if (!name) return "Le type ne peut pas être vide";
  if (name.length > CATEGORY_LIMITS.subTypeName) return "Le type ne peut pas dépasser 30 caractères";
  const key = name.toLowerCase();
  if (types.slice(0, index).some((t) => t.nom.trim().toLowerCase() === key)) return "Ce type existe déjà";
  return undefined;
}

/** SPEC §5 category form rules; null when the draft can be sent. */
export function validateCategory(draft: CategoryDraft): CategoryErrors | null {
  const nom = draft.nom.trim();
  const errors: CategoryErrors = {
    nom: !nom ? "Le nom est requis" : nom.length > CATEGORY_LIMITS.name ? "Le nom ne peut pas dépasser 150 caractères" : undefined,
    description:
      draft.description.trim().length > CATEGORY_LIMITS.description ? "La description ne peut pas dépasser 1000 caractères" : undefined,
    types: draft.types.map((_, i) => typeError(draft.types, i)),
  };
  return errors.nom || errors.description || errors.types.some(Boolean) ? errors : null;
}

/** The mutation input: trimmed name and description, the types as [{id?, nom}]: a kept type carries
 * its id, so a rename keeps it and its products (decision 062). */
export const categoryInput = (draft: CategoryDraft) => ({
  nom: draft.nom.trim(),
  description: draft.description.trim(),
  sousTypes: draft.types.map((t) => (t.id ? { id: t.id, nom: t.nom.trim() } : { nom: t.nom.trim() })),
  masquee: draft.masquee,
});

/** The ids with the one at `from` moved to `to` (both clamped): the seller's new order (decision 092). */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  if (from < 0 || from >= ids.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}
