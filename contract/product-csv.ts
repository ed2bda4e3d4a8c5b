// The product CSV's columns (decision 094), written by the export, read back by the import and
// named on the import screen: one list, so a file exported, edited and imported again round-trips.

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

/** The Indicateurs cell: the flags a seller sets, and "En promotion", which the price decides. */
export const FLAGS = { featured: "À la une", outOfStock: "En rupture", draft: "Brouillon", promotion: "En promotion" } as const;

/** The largest file one import takes, CSV or ZIP of the CSV and its photos. */
export const IMPORT_FILE_BYTES = 25 * 1024 * 1024;
