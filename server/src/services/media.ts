// Public addresses of a stored product image: files are `{storageKey}-{width}.webp`, widths ascending.
import type { FileStorage } from "../storage/index.ts";
import { IMAGE_WIDTHS, PAGE_IMAGE_WIDTH } from "./images.ts";
import { BANNER_WIDTHS } from "./banners.ts";

export interface StoredImage {
  storageKey: string;
  widths: number[];
}

/** The keys the shop writes its images under, and the only ones /uploads serves (issue 22): any
 * other object in the storage (a shared bucket, a leaked key, a restored archive) could be a page or
 * a script on the shop's origin. Product photos are `products/{product id}/{random}` (images.ts) or
 * `products/demo/{category}-{n}-{view}` (demo seed), in the photos' widths; banners are
 * `banners/banniere-{n}` (banners.ts), in theirs; each file is `{that}-{width}.webp`. */
const SHOP_IMAGE_KEYS: [RegExp, Set<number>][] = [
  [/^products\/[a-z0-9-]{1,64}\/[a-z0-9-]{1,160}-(\d{1,4})\.webp$/, new Set(IMAGE_WIDTHS)],
  [/^banners\/banniere-\d{1,3}-(\d{1,4})\.webp$/, new Set(BANNER_WIDTHS)],
];
const MAX_KEY_LENGTH = 256;

export function isShopImageKey(key: string): boolean {
  if (key.length > MAX_KEY_LENGTH) return false;
  return SHOP_IMAGE_KEYS.some(([pattern, widths]) => {
    const width = pattern.exec(key)?.[1];
    return width !== undefined && widths.has(Number(width));
  });
}

/** The largest size a srcset offers: where a single address stands for the page's photo (a preload's
 * fallback, a link preview), never the full-screen view's size. */
export const largestInSrcSet = (srcSet: string) => srcSet.split(", ").at(-1)!.split(" ")[0];

/** Getters: a GraphQL field asks for one address, and a list of photos should not build the other
 * three (each is a storage key encoded segment by segment). */
export function imageUrls(storage: FileStorage, image: StoredImage) {
  const at = (w: number) => storage.publicUrl(`${image.storageKey}-${w}.webp`);
  return {
    /** the largest: the full-screen view's (zoom) */
    get url() {
      return at(image.widths.at(-1)!);
    },
    get thumbnailUrl() {
      return at(image.widths[0]);
    },
    /** what pages choose from: never the zoom size, which only the full-screen view asks for */
    get srcSet() {
      return image.widths
        .filter((w) => w <= PAGE_IMAGE_WIDTH)
        .map((w) => `${at(w)} ${w}w`)
        .join(", ");
    },
    get filename() {
      return `${image.storageKey.split("/").at(-1)}-${image.widths.at(-1)}.webp`;
    },
  };
}
