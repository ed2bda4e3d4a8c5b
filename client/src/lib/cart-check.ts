// The cart checked against the catalogue before an order (decision 038): the cart was filled from
// pages that may be old (kept offline by the service worker, or open for hours), so the order is
// built from the server's prices and stock only. Pure: the cart page applies the result.
import { lineKey, lineName, type CartLine } from "./cart.ts";
import { formatFCFA } from "../../../contract/format.ts";

export interface CheckedProduct {
  id: string;
  nom: string;
  prixApresPromotion: number;
  stock: number;
  enRupture: boolean;
  imagePrincipale?: { thumbnailUrl: string } | null;
  /** the product's combinations (none for a product sold without sizes or colours) */
  variantes?: readonly { id: string; stock: number; disponible: boolean }[] | null;
}

/** gone: deleted from the catalogue (or its combination); out: out of stock. Either is left out of
 * the order. Keyed by line (lineKey). */
export type Problem = "gone" | "out";

export type Change =
  | { kind: "price"; line: string; name: string; before: number; after: number }
  | { kind: "quantity"; line: string; name: string; before: number; after: number };

export interface CartCheck {
  lines: CartLine[];
  /** false when nothing differs from the server: the stored cart is left as it is */
  changed: boolean;
  problems: Map<string, Problem>;
  changes: Change[];
  /** the products asked about: removing a line needs no new check, adding one does */
  checkedIds: Set<string>;
}

/** Products asked per query: each brings up to 60 combinations, and 40 stay under the server's
 * 3000-item ceiling (server/src/graphql/guards.ts). */
export const CHECK_CHUNK = 40;

/** The ids to check, once each, in a stable order (one query per 40 products). */
export const cartIds = (lines: CartLine[]) => [...new Set(lines.map((l) => l.productId))].sort();

/** The stock a line can take from: its combination's, or the product's; null when the combination is gone. */
function stockOf(l: CartLine, p: CheckedProduct): { stock: number; onSale: boolean } | null {
  if (!l.selectedVariant) return { stock: p.stock, onSale: !p.enRupture && p.stock > 0 };
  const v = p.variantes?.find((x) => x.id === l.selectedVariant);
  return v ? { stock: v.stock, onSale: !p.enRupture && v.disponible && v.stock > 0 } : null;
}

export function checkCart(lines: CartLine[], products: readonly CheckedProduct[]): CartCheck {
  const found = new Map(products.map((p) => [p.id, p]));
  const problems = new Map<string, Problem>();
  const changes: Change[] = [];
  let changed = false;
  const next = lines.map((l) => {
    const key = lineKey(l);
    const p = found.get(l.productId);
    const s = p && stockOf(l, p);
    if (!p || !s) {
      problems.set(key, "gone");
      return l;
    }
    if (!s.onSale) problems.set(key, "out");
    // Out of stock, the quantity wanted is kept for when the product comes back.
    const quantity = s.stock > 0 ? Math.min(l.quantity, s.stock) : l.quantity;
    const imageUrl = l.selectedVariant ? l.imageUrl : (p.imagePrincipale?.thumbnailUrl ?? l.imageUrl);
    const name = lineName({ name: p.nom, variantLabel: l.variantLabel });
    if (p.prixApresPromotion !== l.unitPrice)
      changes.push({ kind: "price", line: key, name, before: l.unitPrice, after: p.prixApresPromotion });
    if (quantity !== l.quantity) changes.push({ kind: "quantity", line: key, name, before: l.quantity, after: quantity });
    if (
      p.prixApresPromotion === l.unitPrice &&
      s.stock === l.stock &&
      p.nom === l.name &&
      quantity === l.quantity &&
      imageUrl === l.imageUrl
    )
      return l;
    changed = true;
    return { ...l, name: p.nom, unitPrice: p.prixApresPromotion, stock: s.stock, quantity, imageUrl };
  });
  return { lines: next, changed, problems, changes, checkedIds: new Set(lines.map((l) => l.productId)) };
}

/** What the shopper is told about a line the check changed. */
export function changeMessage(c: Change): string {
  return c.kind === "price"
    ? `Le prix de « ${c.name} » est passé de ${formatFCFA(c.before)} à ${formatFCFA(c.after)}.`
    : `La quantité de « ${c.name} » est ramenée à ${c.after} : c'est le stock disponible.`;
}

/** Whether a check still covers the cart: every line's product was in it. */
export const covers = (check: Pick<CartCheck, "checkedIds">, lines: CartLine[]) => lines.every((l) => check.checkedIds.has(l.productId));
