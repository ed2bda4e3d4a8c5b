// The 6 home carousel banners (SPEC §2, §9): drawn once into storage on start when missing, so a
// shop without the demo catalogue still has a header.
import { bannerSvg, renderWebp } from "../demo/art.ts";
import { BANNERS } from "../demo/catalogue-data.ts";
import type { FileStorage } from "../storage/index.ts";

export const BANNER_WIDTHS = [800, 1600] as const;
const BANNER_SIZE = { width: 1600, height: 640 };
const PALETTES = [
  ["#2e3a8c", "#c8821e", "#f3e4d3"],
  ["#17264d", "#1d9aa0", "#e4eef0"],
  ["#7a5a12", "#e2a815", "#f1e7c9"],
  ["#127a55", "#c59b3c", "#e3ece4"],
  ["#5b2a6e", "#d99aa0", "#ece3ee"],
  ["#2e3a8c", "#b5532e", "#eadfd6"],
] as const;

const fileKey = (n: number, width: number) => `banners/banniere-${n}-${width}.webp`;
/** The largest rendition is written last: its presence means the banner is complete. */
const isComplete = (storage: FileStorage, n: number) => storage.exists(fileKey(n, BANNER_WIDTHS.at(-1)!));

/** True when a banner is still to be drawn (a new shop's first start). */
export async function bannersMissing(storage: FileStorage) {
  return (await Promise.all(BANNERS.map((_, i) => isComplete(storage, i + 1)))).includes(false);
}

export async function ensureBanners(storage: FileStorage) {
  await Promise.all(
    BANNERS.map(async (_, i) => {
      const n = i + 1;
      if (await isComplete(storage, n)) return;
      const [primary, accent, background] = PALETTES[i];
      const renditions = await renderWebp(bannerSvg(primary, accent, background, i), BANNER_SIZE.width, BANNER_SIZE.height, BANNER_WIDTHS);
      // Largest last (isComplete).
      for (const r of renditions) await storage.put(fileKey(n, r.width), r.body, "image/webp");
    }),
  );
}

export function listBanners(storage: FileStorage) {
  return BANNERS.map((b, i) => ({
    id: `banniere-${i + 1}`,
    url: storage.publicUrl(fileKey(i + 1, BANNER_WIDTHS.at(-1)!)),
    srcSet: BANNER_WIDTHS.map((w) => `${storage.publicUrl(fileKey(i + 1, w))} ${w}w`).join(", "),
    width: BANNER_SIZE.width,
    height: BANNER_SIZE.height,
    tagline: b.tagline,
    alt: b.alt,
  }));
}
