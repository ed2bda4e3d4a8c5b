// The product CSV's columns, written by the export and read back by the import (decision 094):
// one list, so a file exported, edited in a spreadsheet and imported again round-trips.
import { foldText } from "../lib/text.ts";

export const PRODUCT_CSV_COLUMNS = {
  reference: "Référence",
  name: "Nom",
  category: "Catégorie",
  subType: "Sous-type",
  price: "Prix (FCFA)",
  promotion: "Promotion (%)",
  finalPrice: "Prix final (FCFA)",
  stock: "Stock",
  flags: "Indicateurs",
  description: "Description",
  /** Import only: the photos' names in the ZIP, separated by `|`. */
  photos: "Photos",
} as const;
export type CsvColumn = keyof typeof PRODUCT_CSV_COLUMNS;

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

/** The Indicateurs cell: the flags a seller sets, and "En promotion", which the price decides. */
export const FLAGS = { featured: "À la une", outOfStock: "En rupture", draft: "Brouillon", promotion: "En promotion" } as const;

/** A header cell's column, whatever its case, accents and unit: "PRIX", "prix (fcfa)", "Prix". */
const BY_KEY = new Map(Object.entries(PRODUCT_CSV_COLUMNS).map(([column, label]) => [headerKey(label), column as CsvColumn] as const));
function headerKey(label: string) {
  return foldText(label).replace(/\s*\([^)]*\)$/, "");
}
export const columnOfHeader = (label: string): CsvColumn | undefined => BY_KEY.get(headerKey(label.slice(0, 100)));
