// Public addresses of a stored product image: files are `{storageKey}-{width}.webp`, widths ascending.
import type { FileStorage } from "../storage/index.ts";
import { PAGE_IMAGE_WIDTH } from "./images.ts";

export interface StoredImage { storageKey: string; widths: number[] }

/** The largest size a srcset offers: where a single address stands for the page's photo (a preload's
 * fallback, a link preview), never the full-screen view's size. */
export const largestInSrcSet = (srcSet: string) => srcSet.split(", ").at(-1)!.split(" ")[0];

/** Getters: a GraphQL field asks for one address, and a list of photos should not build the other
 * three (each is a storage key encoded segment by segment). */
export function imageUrls(storage: FileStorage, image: StoredImage) {
  const at = (w: number) => storage.publicUrl(`${image.storageKey}-${w}.webp`);
  return {
    /** the largest: the full-screen view's (zoom) */
    get url() { return at(image.widths.at(-1)!); },
    get thumbnailUrl() { return at(image.widths[0]); },
    /** what pages choose from: never the zoom size, which only the full-screen view asks for */
    get srcSet() { return image.widths.filter((w) => w <= PAGE_IMAGE_WIDTH).map((w) => `${at(w)} ${w}w`).join(", "); },
    get filename() { return `${image.storageKey.split("/").at(-1)}-${image.widths.at(-1)}.webp`; },
  };
}
