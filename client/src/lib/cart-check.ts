// The cart checked against the catalogue before an order (decision 038): the cart was filled from
// pages that may be old (kept offline by the service worker, or open for hours), so the order is
// built from the server's prices and stock only. Pure: the cart page applies the result.
import type { CartLine } from "./cart.ts";
import { formatFCFA } from "./format.ts";

export interface CheckedProduct {
  id: string;
  nom: string;
  prixApresPromotion: number;
  stock: number;
  enRupture: boolean;
  imagePrincipale?: { thumbnailUrl: string } | null;
}

/** gone: deleted from the catalogue; out: out of stock. Either is left out of the order. */
export type Problem = "gone" | "out";

export type Change =
  | { kind: "price"; productId: string; name: string; before: number; after: number }
  | { kind: "quantity"; productId: string; name: string; before: number; after: number };

export interface CartCheck {
  lines: CartLine[];
  /** false when nothing differs from the server: the stored cart is left as it is */
  changed: boolean;
  problems: Map<string, Problem>;
  changes: Change[];
  /** the products asked about: removing a line needs no new check, adding one does */
  checkedIds: Set<string>;
}

/** The ids to check, once each, in a stable order (one query for the whole cart). */
export const cartIds = (lines: CartLine[]) => [...new Set(lines.map((l) => l.productId))].sort();

export function checkCart(lines: CartLine[], products: readonly CheckedProduct[]): CartCheck {
  const found = new Map(products.map((p) => [p.id, p]));
  const problems = new Map<string, Problem>();
  const changes: Change[] = [];
  let changed = false;
  const next = lines.map((l) => {
    const p = found.get(l.productId);
    if (!p) { problems.set(l.productId, "gone"); return l; }
    if (p.enRupture || p.stock <= 0) problems.set(l.productId, "out");
    // Out of stock, the quantity wanted is kept for when the product comes back.
    const quantity = p.stock > 0 ? Math.min(l.quantity, p.stock) : l.quantity;
    const imageUrl = p.imagePrincipale?.thumbnailUrl ?? l.imageUrl;
    if (p.prixApresPromotion !== l.unitPrice) changes.push({ kind: "price", productId: p.id, name: p.nom, before: l.unitPrice, after: p.prixApresPromotion });
    if (quantity !== l.quantity) changes.push({ kind: "quantity", productId: p.id, name: p.nom, before: l.quantity, after: quantity });
    if (p.prixApresPromotion === l.unitPrice && p.stock === l.stock && p.nom === l.name && quantity === l.quantity && imageUrl === l.imageUrl) return l;
    changed = true;
    return { ...l, name: p.nom, unitPrice: p.prixApresPromotion, stock: p.stock, quantity, imageUrl };
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
