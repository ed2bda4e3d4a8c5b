// Public addresses of a stored product image: files are `{storageKey}-{width}.webp`, widths ascending.
import type { FileStorage } from "../storage/index.ts";

export interface StoredImage { storageKey: string; widths: number[] }

export function imageUrls(storage: FileStorage, image: StoredImage) {
  const at = (w: number) => storage.publicUrl(`${image.storageKey}-${w}.webp`);
  return {
    url: at(image.widths.at(-1)!),
    thumbnailUrl: at(image.widths[0]),
    srcSet: image.widths.map((w) => `${at(w)} ${w}w`).join(", "),
    filename: `${image.storageKey.split("/").at(-1)}-${image.widths.at(-1)}.webp`,
  };
}
