// What the sitemap lists (decision 067): the storefront's public pages, the category and sub-type
// lists as the header links them, and every product with its main photo and last change. Products
// are read a batch at a time in id order, so a catalogue of any size costs one batch of memory.
import type { SqlRunner } from "../db/connect.ts";
import type { FileStorage } from "../storage/index.ts";
import { categoryHref } from "../../../contract/list-params.ts";
import { sitemapPaths } from "../../../contract/pages.ts";
import { imageUrls, largestInSrcSet } from "./media.ts";

/** One <url> of a sitemap: `loc` a path of the shop or an absolute photo address. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  image?: string;
}

const BATCH = 1_000;

interface ProductRow {
  id: string;
  lastmod: string;
  storageKey: string | null;
  widths: string | null;
}

/** The main photo as the pages show it (primary first, then by position), its largest page size. */
const PRODUCTS = `
  SELECT p.id, to_char(p."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS lastmod, i."storageKey", i.widths::text AS widths
  FROM "Product" p
  LEFT JOIN LATERAL (
    SELECT "storageKey", widths FROM "ProductImage" WHERE "productId" = p.id ORDER BY "isPrimary" DESC, position, id LIMIT 1
  ) i ON true
  WHERE p.listed`;

export function createSitemapService(sql: SqlRunner, storage: FileStorage) {
  const photo = (r: ProductRow) => {
    if (!r.storageKey || !r.widths) return undefined;
    const widths = r.widths.replace(/[{}]/g, "").split(",").map(Number);
    return largestInSrcSet(imageUrls(storage, { storageKey: r.storageKey, widths }).srcSet);
  };
  const toUrl = (r: ProductRow): SitemapUrl => ({ loc: `/produits/${encodeURIComponent(r.id)}`, lastmod: r.lastmod, image: photo(r) });

  return {
    /** The pages and the lists of categories and sub-types that have products, in the header's
     * order; and how many products follow them. */
    async head(): Promise<{ pages: SitemapUrl[]; products: number }> {
      const [lists, [count]] = await Promise.all([
        sql.query<{ categoryId: string; subTypeId: string | null }>(`
          SELECT c.id AS "categoryId", s.id AS "subTypeId" FROM "Category" c
          LEFT JOIN "SubType" s ON s."categoryId" = c.id AND EXISTS (SELECT 1 FROM "ProductCount" n WHERE n."subTypeKey" = s.id AND n.listed > 0)
          WHERE EXISTS (SELECT 1 FROM "ProductCount" n WHERE n."categoryId" = c.id AND n.listed > 0)
          ORDER BY c.position, c."sortName", c.id, s.position, s.name, s.id`),
        sql.query<{ n: string | number | bigint }>(`SELECT COALESCE(SUM(listed), 0) AS n FROM "ProductCount"`),
      ]);
      const categories = new Set<string>();
      const pages: SitemapUrl[] = sitemapPaths().map((loc) => ({ loc }));
      for (const { categoryId, subTypeId } of lists) {
        if (!categories.has(categoryId)) pages.push({ loc: categoryHref({ id: categoryId }) });
        categories.add(categoryId);
        if (subTypeId) pages.push({ loc: categoryHref({ id: categoryId }, subTypeId) });
      }
      return { pages, products: Number(count.n) };
    },

    /** `count` products in id order from the `skip`-th, `batch` at a time. */
    async *products(skip: number, count: number, batch = BATCH): AsyncGenerator<SitemapUrl[]> {
      let after: string | null = null;
      for (let left = count; left > 0; ) {
        const take = Math.min(batch, left);
        const rows: ProductRow[] =
          after === null
            ? await sql.query<ProductRow>(`${PRODUCTS} ORDER BY p.id LIMIT $1 OFFSET $2`, [take, skip])
            : await sql.query<ProductRow>(`${PRODUCTS} AND p.id > $1 ORDER BY p.id LIMIT $2`, [after, take]);
        if (!rows.length) return;
        yield rows.map(toUrl);
        after = rows.at(-1)!.id;
        left -= rows.length;
      }
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
