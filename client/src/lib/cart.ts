// Cart rules of SPEC §4: one line per product and combination (size/colour), quantities between 1
// and the stock, 0 or less removes the line. Pure functions over a plain array stored in
// localStorage; a line stored before combinations existed has none and keeps working.
export interface CartLine {
  productId: string;
  name: string;
  /** price actually paid per unit (promotion applied by the server) */
  unitPrice: number;
  imageUrl: string | null;
  stock: number;
  quantity: number;
  /** the combination's id; its stock is then the line's `stock` */
  selectedVariant?: string | null;
  /** 'Taille M, Couleur Bleu' */
  variantLabel?: string | null;
}

/** The line's name as the cart and the order message say it: 'Robe wax Dakar (Taille M, Couleur Bleu)'. */
export const lineName = (l: Pick<CartLine, "name" | "variantLabel">) => (l.variantLabel ? `${l.name} (${l.variantLabel})` : l.name);

/** What tells two lines apart (React keys, the check's problems). */
export const lineKey = (l: Pick<CartLine, "productId" | "selectedVariant">) => `${l.productId}:${l.selectedVariant ?? ""}`;

const sameLine = (a: Pick<CartLine, "productId" | "selectedVariant">, b: Pick<CartLine, "productId" | "selectedVariant">) =>
  a.productId === b.productId && (a.selectedVariant ?? null) === (b.selectedVariant ?? null);

const clampQuantity = (quantity: number, stock: number) => Math.max(0, Math.min(Math.floor(quantity), Math.max(stock, 0)));

export type AddResult = { lines: CartLine[]; added: number };

/** Adds `line.quantity` units, merging with the same product+variant, never beyond the stock. */
export function addToCart(lines: CartLine[], line: CartLine): AddResult {
  const existing = lines.find((l) => sameLine(l, line));
  const current = existing?.quantity ?? 0;
  const next = clampQuantity(current + line.quantity, line.stock);
  const added = next - current;
  if (added <= 0) return { lines, added: 0 };
  if (existing) return { lines: lines.map((l) => (l === existing ? { ...line, quantity: next } : l)), added };
  return { lines: [...lines, { ...line, quantity: next }], added };
}

export function setQuantity(lines: CartLine[], key: Pick<CartLine, "productId" | "selectedVariant">, quantity: number): CartLine[] {
  if (quantity <= 0) return removeFromCart(lines, key);
  return lines.map((l) => (sameLine(l, key) ? { ...l, quantity: Math.max(1, clampQuantity(quantity, l.stock)) } : l));
}

export const removeFromCart = (lines: CartLine[], key: Pick<CartLine, "productId" | "selectedVariant">) =>
  lines.filter((l) => !sameLine(l, key));

export const cartCount = (lines: CartLine[]) => lines.reduce((n, l) => n + l.quantity, 0);
export const lineTotal = (l: CartLine) => l.unitPrice * l.quantity;
export const cartTotal = (lines: CartLine[]) => lines.reduce((n, l) => n + lineTotal(l), 0);
export const badgeLabel = (count: number) => (count > 99 ? "99+" : String(count));

const optionalText = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.length <= 200);

/** Reads a stored cart, dropping anything malformed (a hand-edited or old-format value never crashes the shop). */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (l): l is CartLine =>
        !!l &&
        typeof l === "object" &&
        typeof l.productId === "string" &&
        typeof l.name === "string" &&
        Number.isInteger(l.unitPrice) &&
        Number.isInteger(l.quantity) &&
        l.quantity > 0 &&
        Number.isInteger(l.stock) &&
        optionalText(l.selectedVariant) &&
        optionalText(l.variantLabel),
    );
  } catch {
    return [];
  }
}
