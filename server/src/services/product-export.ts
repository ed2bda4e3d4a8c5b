// The product list as CSV (issue 26 item 11): the back-office list's filters, every page, one row a
// product, in the columns the import reads back (product-csv-columns.ts, decision 094): its
// reference (id), name, category, sub-type, price, promotion, final price, stock, flags and
// description. Prices are the stored ones services/pricing.ts computed.
import { csvDocument } from "../lib/csv.ts";
import type { CatalogueService } from "./catalogue.ts";
import { MAX_PAGE_SIZE, type ProductListQuery } from "./product-list/index.ts";
import { ORDER_LIMITS } from "./orders.ts";
import { EXPORT_COLUMNS, FLAGS, PRODUCT_CSV_COLUMNS } from "./product-csv-columns.ts";

const INCLUDE = { include: { category: true, subType: true } } as const;

export async function productsCsv(catalogue: CatalogueService, filters: ProductListQuery): Promise<string> {
  const rows: (string | number | boolean | null)[][] = [];
  for (let page = 1; rows.length < ORDER_LIMITS.exportRows; page++) {
    const q = { ...filters, page, limit: MAX_PAGE_SIZE };
    const items = await catalogue.productList(q).items(INCLUDE);
    for (const p of items) {
      rows.push([
        p.id,
        p.name,
        p.category.name,
        p.subType?.name ?? null,
        p.price,
        p.promotionPercent,
        p.finalPrice,
        p.stock,
        [
          p.featured && FLAGS.featured,
          p.outOfStock && FLAGS.outOfStock,
          p.draft && FLAGS.draft,
          p.promotionPercent > 0 && p.finalPrice < p.price && FLAGS.promotion,
        ]
          .filter(Boolean)
          .join(", "),
        p.description,
      ]);
    }
    if (items.length < MAX_PAGE_SIZE) break;
  }
  return csvDocument(
    EXPORT_COLUMNS.map((c) => PRODUCT_CSV_COLUMNS[c]),
    rows.slice(0, ORDER_LIMITS.exportRows),
  );
}
