// npm run fonts: the shop's three font files (client/src/fonts), cut from the @fontsource latin
// files with HarfBuzz (decision 057). Same characters as @fontsource's latin subset and the same
// outlines and metrics, so text is drawn exactly as before; only the OpenType features a browser
// applies by itself are kept (with tabular figures, which Chakra's badges ask for): 71 → 56 KB,
// all of it on the first screen's critical path (the fonts are preloaded and block the text).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
export const FONTS_DIR = path.join(root, "client/src/fonts");

/** Output file → the @fontsource file it is cut from. */
const SOURCES: Record<string, string> = {
  "inter-400.woff2": "@fontsource/inter/files/inter-latin-400-normal.woff2",
  "inter-600.woff2": "@fontsource/inter/files/inter-latin-600-normal.woff2",
  "playfair-display-700.woff2": "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2",
};

/** @fontsource's "latin" unicode-range. */
const LATIN: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** What Chromium, Firefox and Safari apply to Latin text unasked, and tabular figures. */
const FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "tnum"];

const text = LATIN.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

/** Every font file as the script writes it. */
export async function cutFonts(): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const [name, source] of Object.entries(SOURCES)) {
    const original = fs.readFileSync(fileURLToPath(import.meta.resolve(source)));
    out.set(name, await subsetFont(original, text, { targetFormat: "woff2", keepFeatures: FEATURES }));
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [name, data] of await cutFonts()) {
    fs.writeFileSync(path.join(FONTS_DIR, name), data);
    console.log(`${name} : ${(data.length / 1024).toFixed(1)} KB`);
  }
}
