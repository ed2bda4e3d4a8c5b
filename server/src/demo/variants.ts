// Sizes and colours of the demo shop (issue 25): clothes and shoes are sold by size with a stock per
// size (some sold out), a few in two or three colours with a photo of each; everything else keeps a
// plain stock. Drawn from its own random sequence, so the rest of the demo stays as it was.
import { SIZE_PRESETS, optionValueKey } from "../../../contract/product-options.ts";
import type { ProductOption, VariantValues } from "../services/product-variants.ts";
import type { randomGenerator } from "./random.ts";

export type SizeKind = "vetements" | "chaussures";
type Random = ReturnType<typeof randomGenerator>;

export interface DemoVariants {
  options: ProductOption[];
  variants: VariantValues[];
  stock: number;
}

/** A run of `min`-`max` consecutive sizes of the preset (a shop rarely stocks every size). */
function sizeRun(kind: SizeKind, rand: Random, min: number, max: number): string[] {
  const preset = SIZE_PRESETS[kind];
  const count = Math.min(preset.length, rand.int(min, max));
  const start = rand.int(0, preset.length - count);
  return preset.slice(start, start + count);
}

export const colourValue = (name: string) => name[0].toUpperCase() + name.slice(1);

/**
 * The options and combinations of a product sold by size: each combination's stock drawn, a fifth
 * sold out, all of them for a product the plan has out of stock. `colours` (option values) adds
 * the Couleur option.
 */
export function demoVariants(kind: SizeKind, rand: Random, outOfStock: boolean, colours: string[] = []): DemoVariants {
  const sizes = kind === "vetements" ? sizeRun(kind, rand, 4, 6) : sizeRun(kind, rand, 5, 7);
  const options: ProductOption[] = [
    { nom: "Taille", valeurs: sizes },
    ...(colours.length ? [{ nom: "Couleur" as const, valeurs: colours }] : []),
  ];
  const variants = sizes
    .flatMap((size) => (colours.length ? colours : [null]).map((color) => ({ size, sizeKey: optionValueKey(size), color, enabled: true })))
    .map((v, position) => ({ ...v, position, stock: outOfStock || rand.chance(0.2) ? 0 : rand.int(1, 8) }));
  return { options, variants, stock: variants.reduce((sum, v) => sum + v.stock, 0) };
}

/** A small catalogue-wide generator's combinations (seed:large): `count` of them over the presets. */
export function largeVariants(rand: Random, count: number): DemoVariants {
  const kind: SizeKind = rand.chance(0.5) ? "vetements" : "chaussures";
  const preset = SIZE_PRESETS[kind];
  // Up to 12 sizes (shoes), or clothing sizes crossed with two colours past six.
  const colours = count > preset.length ? ["Noir", "Blanc"] : [];
  const perColour = colours.length ? Math.ceil(count / 2) : count;
  const start = rand.int(0, Math.max(0, preset.length - perColour));
  const sizes = preset.slice(start, start + perColour);
  const options: ProductOption[] = [
    { nom: "Taille", valeurs: sizes },
    ...(colours.length ? [{ nom: "Couleur" as const, valeurs: colours }] : []),
  ];
  const variants = sizes
    .flatMap((size) => (colours.length ? colours : [null]).map((color) => ({ size, sizeKey: optionValueKey(size), color, enabled: true })))
    .map((v, position) => ({ ...v, position, stock: rand.chance(0.25) ? 0 : rand.int(1, 12) }));
  return { options, variants, stock: variants.reduce((sum, v) => sum + v.stock, 0) };
}
