// Columns the server derives from what an admin types: never accepted from a client.
import { foldText } from "../lib/text.ts";
import { finalPrice } from "./pricing.ts";

export interface ProductText { name: string; description: string; price: number; promotionPercent: number }

export function derivedProductColumns(p: ProductText) {
  return {
    finalPrice: finalPrice(p),
    sortName: foldText(p.name),
    searchText: foldText(`${p.name} ${p.description}`),
  };
}

export const derivedCategoryColumns = (name: string) => ({ sortName: foldText(name) });
export const subTypeNameKey = (name: string) => name.trim().toLowerCase();
