// The only place where prices are computed. Money is integer FCFA.

export interface PriceInput {
  price: number;
  promotionPercent: number;
}

/** Price actually paid: round(prix × (1 − pourcent/100)) when the promotion is active, else prix. */
export function finalPrice({ price, promotionPercent }: PriceInput): number {
  if (!(promotionPercent > 0 && promotionPercent < 100)) return price;
  const discounted = Math.round(price * (1 - promotionPercent / 100));
  return discounted < price ? discounted : price;
}

export function isPromotionActive(p: PriceInput): boolean {
  return finalPrice(p) < p.price;
}

/** Percentage shown to shoppers: rounded (prix − prix promo) / prix (SPEC §9). */
export function displayedPromotionPercent(p: PriceInput): number {
  return p.price > 0 ? Math.round(((p.price - finalPrice(p)) / p.price) * 100) : 0;
}

export function savings(p: PriceInput): number {
  return p.price - finalPrice(p);
}

/** Amounts read the same in the storefront and the link previews: one formatter, the client's (decision 066). */
export { formatFCFA } from "../../../contract/format.ts";
