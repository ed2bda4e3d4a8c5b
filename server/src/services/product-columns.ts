// Columns the server derives from what an admin types: never accepted from a client.
import { foldText } from "../lib/text.ts";
import { finalPrice } from "./pricing.ts";

export interface ProductText {
  name: string;
  description: string;
  price: number;
  promotionPercent: number;
}

export function derivedProductColumns(p: ProductText) {
  return {
    finalPrice: finalPrice(p),
    sortName: foldText(p.name),
    searchText: foldText(`${p.name} ${p.description}`),
  };
}

export const derivedCategoryColumns = (name: string) => ({ sortName: foldText(name) });
/** Sub-type names are unique within a category whatever the case and accents (unique index). */
export const subTypeNameKey = (name: string) => foldText(name);
