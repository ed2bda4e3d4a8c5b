// The product CSV's columns (contract/product-csv.ts): their order in the export, and the header
// cells the import recognises.
import { foldText } from "../lib/text.ts";

import { FLAGS, PRODUCT_CSV_COLUMNS, type CsvColumn } from "../../../contract/product-csv.ts";

export { FLAGS, PRODUCT_CSV_COLUMNS, type CsvColumn };

/** The export's columns, in order (Photos is the import's). */
export const EXPORT_COLUMNS: CsvColumn[] = [
  "reference",
  "name",
  "category",
  "subType",
  "price",
  "promotion",
  "finalPrice",
  "stock",
  "flags",
  "description",
];

/** A header cell's column, whatever its case, accents and unit: "PRIX", "prix (fcfa)", "Prix". */
const BY_KEY = new Map(Object.entries(PRODUCT_CSV_COLUMNS).map(([column, label]) => [headerKey(label), column as CsvColumn] as const));
function headerKey(label: string) {
  return foldText(label).replace(/\s*\([^)]*\)$/, "");
}
export const columnOfHeader = (label: string): CsvColumn | undefined => BY_KEY.get(headerKey(label.slice(0, 100)));
