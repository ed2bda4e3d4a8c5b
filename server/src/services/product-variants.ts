// Sizes, colours and their stock (issue 25, decision 068): the rules of a product's options, its
// combinations and its photo list, shared by GraphQL and REST through services/products.ts. The
// limits come from the module the product form reads too.
import { z } from "zod";
import { badInput } from "../lib/errors.ts";
import { refuseNul } from "../lib/hostile.ts";
import { boundedInteger, parseInput } from "../lib/input.ts";
import {
  LOW_STOCK,
  MAX_COMBINATIONS,
  MAX_OPTION_VALUE_LENGTH,
  MAX_OPTION_VALUES,
  MAX_STOCK,
  OPTION_NAMES,
  optionValueKey,
  type OptionName,
} from "../../../contract/product-options.ts";
import { IMAGE_LIMITS } from "./images.ts";

export interface ProductOption {
  nom: OptionName;
  valeurs: string[];
}
export interface VariantValues {
  size: string | null;
  sizeKey: string | null;
  color: string | null;
  stock: number;
  enabled: boolean;
  position: number;
}
export interface PhotoEntry {
  id?: string;
  nouvelle?: number;
  couleur: string | null;
}

export const VARIANTS_IN_ORDER = { orderBy: [{ position: "asc" as const }, { id: "asc" as const }] };
export const STOCK_FILTERS = { bas: LOW_STOCK } as const;
export type StockFilter = "rupture" | "bas";

const STOCK_MESSAGE = "Le stock doit être un nombre entier positif.";

/** The stored options (written by this module only), as the APIs answer them. */
export function productOptions(stored: unknown): ProductOption[] {
  return Array.isArray(stored) ? (stored as ProductOption[]) : [];
}

/** Multipart forms carry these fields as JSON text; JSON and GraphQL bodies as values. A NUL
 * escaped in the JSON text (\u0000) is only seen once parsed. */
export function jsonField(value: unknown, field: string): unknown {
  if (typeof value !== "string") return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badInput(`Le champ ${field} doit être du JSON valide.`, field);
  }
  refuseNul(parsed, field);
  return parsed;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A stock as sent: a JSON/GraphQL integer, or the text of a form field; null or "" is not sent. */
export const stockField = boundedInteger(STOCK_MESSAGE, 0, MAX_STOCK);

/** A combination's stock, known to be sent. */
const stockValue = (v: unknown, field: string) => parseInput(stockField, v, field) as number;

/** One option's values (zod, decision 088): texts, trimmed, 1 to 20, each at most 30 characters
 * and said once (compared like the storefront compares them); every refusal names the option. */
const optionValuesOf = (name: OptionName) =>
  z
    .array(
      z
        .string({ error: `Les valeurs de l'option ${name} doivent être des textes.` })
        .trim()
        .min(1, `Une valeur de l'option ${name} est vide.`)
        .max(MAX_OPTION_VALUE_LENGTH, `Une valeur de l'option ${name} ne peut pas dépasser ${MAX_OPTION_VALUE_LENGTH} caractères.`),
      { error: `Les valeurs de l'option ${name} doivent être une liste de textes.` },
    )
    .min(1, `L'option ${name} doit avoir au moins une valeur.`)
    .max(MAX_OPTION_VALUES, `L'option ${name} ne peut pas avoir plus de ${MAX_OPTION_VALUES} valeurs.`)
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      for (const value of values) {
        const key = optionValueKey(value);
        if (seen.has(key))
          return ctx.addIssue({ code: "custom", message: `La valeur « ${value} » apparaît deux fois dans l'option ${name}.` });
        seen.add(key);
      }
    });
const optionOf = <N extends OptionName>(name: N) => z.object({ nom: z.literal(name), valeurs: optionValuesOf(name) });

/** The options as sent: Taille and Couleur at most once each, their combinations at most 60. */
export const OPTIONS = z
  .array(
    z.discriminatedUnion("nom", [optionOf("Taille"), optionOf("Couleur")], {
      error: (issue) =>
        typeof (issue.input as { nom?: unknown } | undefined)?.nom === "string"
          ? "Les options possibles sont Taille et Couleur."
          : "Chaque option a un nom (Taille ou Couleur) et des valeurs.",
    }),
    { error: "Le champ options doit être une liste." },
  )
  .max(OPTION_NAMES.length, "Un produit a au plus deux options : Taille et Couleur.")
  .superRefine((options, ctx) => {
    if (options.length === 2 && options[0].nom === options[1].nom)
      ctx.addIssue({ code: "custom", message: `L'option ${options[0].nom} apparaît deux fois.` });
    const combinations = options.reduce((n, o) => n * o.valeurs.length, 1);
    if (combinations > MAX_COMBINATIONS)
      ctx.addIssue({
        code: "custom",
        message: `Un produit a au plus ${MAX_COMBINATIONS} combinaisons de tailles et couleurs (${combinations} demandées).`,
      });
  })
  .meta({ description: "Absent : inchangées ; [] : plus de tailles ni couleurs (stock alors requis)" });

/** The options as sent ([] removes them), in the seller's order; undefined when not sent. */
export function parseOptions(raw: unknown): ProductOption[] | undefined {
  const value = jsonField(raw, "options");
  if (value === undefined || value === null) return undefined;
  return parseInput(OPTIONS, value, "options");
}

const valuesOf = (options: ProductOption[], name: OptionName) => options.find((o) => o.nom === name)?.valeurs ?? null;
const combinationLabel = (size: string | null, color: string | null) =>
  [size && `Taille ${size}`, color && `Couleur ${color}`].filter(Boolean).join(", ");

/** One variant's value for an option: the option's own spelling, or null without that option. */
function variantValue(values: string[] | null, raw: unknown, name: OptionName): string | null {
  if (values === null) {
    if (raw !== undefined && raw !== null)
      throw badInput(`Une combinaison cite une ${name.toLowerCase()} alors que le produit n'a pas d'option ${name}.`, "variantes");
    return null;
  }
  if (typeof raw !== "string") throw badInput(`Chaque combinaison doit indiquer sa ${name.toLowerCase()} (texte).`, "variantes");
  const found = raw.length <= MAX_OPTION_VALUE_LENGTH * 4 ? values.find((v) => optionValueKey(v) === optionValueKey(raw)) : undefined;
  if (found === undefined)
    throw badInput(
      `La ${name.toLowerCase()} « ${raw.slice(0, MAX_OPTION_VALUE_LENGTH)} » d'une combinaison n'est pas une valeur de l'option ${name}.`,
      "variantes",
    );
  return found;
}

/**
 * The combinations as sent, checked against the options: exactly one per combination, each with
 * its stock. Returned in grid order (the first option's values outer, the second's inner).
 */
export function parseVariants(raw: unknown, options: ProductOption[]): VariantValues[] {
  const value = jsonField(raw, "variantes");
  if (options.length === 0) {
    if (Array.isArray(value) && value.length > 0) throw badInput("Des combinaisons sont envoyées sans options.", "variantes");
    return [];
  }
  if (!Array.isArray(value))
    throw badInput("Avec des options, le champ variantes (la liste des combinaisons et de leur stock) est requis.", "variantes");
  const sizes = valuesOf(options, "Taille"),
    colors = valuesOf(options, "Couleur");
  const byKey = new Map<string, Omit<VariantValues, "position">>();
  if (value.length > MAX_COMBINATIONS)
    throw badInput(`Un produit a au plus ${MAX_COMBINATIONS} combinaisons de tailles et couleurs.`, "variantes");
  for (const v of value) {
    if (!isObject(v)) throw badInput("Chaque combinaison est un objet { taille, couleur, stock, actif }.", "variantes");
    const size = variantValue(sizes, v.taille, "Taille"),
      color = variantValue(colors, v.couleur, "Couleur");
    const label = combinationLabel(size, color);
    if (v.stock === undefined || v.stock === null || v.stock === "")
      throw badInput(`Le stock de la combinaison ${label} est requis.`, "variantes");
    const stock = stockValue(v.stock, "variantes");
    if (v.actif !== undefined && v.actif !== null && typeof v.actif !== "boolean")
      throw badInput("Le champ actif d'une combinaison doit valoir true ou false.", "variantes");
    const key = JSON.stringify([size, color]);
    if (byKey.has(key)) throw badInput(`La combinaison ${label} apparaît deux fois.`, "variantes");
    byKey.set(key, { size, sizeKey: size && optionValueKey(size), color, stock, enabled: v.actif !== false });
  }
  const grid: VariantValues[] = [];
  const [outer, inner] = options;
  for (const a of outer.valeurs) {
    for (const b of inner?.valeurs ?? [null]) {
      const size = outer.nom === "Taille" ? a : b,
        color = outer.nom === "Couleur" ? a : b;
      const found = byKey.get(JSON.stringify([size, color]));
      if (!found) throw badInput(`Il manque le stock de la combinaison ${combinationLabel(size, color)}.`, "variantes");
      grid.push({ ...found, position: grid.length });
    }
  }
  return grid;
}

/** A product's stock: the sum of its enabled combinations'. */
export const variantStock = (variants: VariantValues[]) => variants.reduce((sum, v) => sum + (v.enabled ? v.stock : 0), 0);

/** A photo's colour: the Couleur value it names, in the option's spelling. */
export function photoColor(options: ProductOption[], raw: unknown, index: number): string | null {
  if (raw === undefined || raw === null || raw === "") return null;
  const colors = valuesOf(options, "Couleur");
  if (typeof raw !== "string") throw badInput("La couleur d'une photo doit être un texte.", "photos");
  const found =
    colors && raw.length <= MAX_OPTION_VALUE_LENGTH * 4 ? colors.find((c) => optionValueKey(c) === optionValueKey(raw)) : undefined;
  if (found === undefined) throw badInput(`La couleur de la photo n° ${index + 1} n'est pas une couleur du produit.`, "photos");
  return found;
}

/**
 * The final photo list as sent (decision 068): existing ids kept and new files by their rank, at
 * most 5, each new file exactly once, no id twice. Checked before any file is stored; whether the
 * ids are the product's is checked in the write's transaction.
 */
export function parsePhotos(raw: unknown, newFiles: number, creating: boolean): PhotoEntry[] | undefined {
  const value = jsonField(raw, "photos");
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw badInput("Le champ photos doit être une liste.", "photos");
  if (value.length > IMAGE_LIMITS.count) throw badInput(`Un produit a au plus ${IMAGE_LIMITS.count} images.`, "photos");
  const ids = new Set<string>(),
    files = new Set<number>();
  const entries = value.map((p): PhotoEntry => {
    if (!isObject(p)) throw badInput("Chaque photo est un objet { id } ou { nouvelle }.", "photos");
    const hasId = p.id !== undefined && p.id !== null,
      hasFile = p.nouvelle !== undefined && p.nouvelle !== null;
    if (hasId === hasFile) throw badInput("Chaque photo cite soit une image existante (id), soit un fichier envoyé (nouvelle).", "photos");
    const couleur = p.couleur === undefined || p.couleur === null ? null : (p.couleur as string);
    if (hasId) {
      if (creating) throw badInput("Un nouveau produit n'a pas encore d'image existante.", "photos");
      if (typeof p.id !== "string" || !p.id || p.id.length > 64 || ids.has(p.id))
        throw badInput("Une photo existante est citée deux fois ou son identifiant est invalide.", "photos");
      ids.add(p.id);
      return { id: p.id, couleur };
    }
    const n = p.nouvelle;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n >= newFiles || files.has(n))
      throw badInput(
        `Le champ nouvelle d'une photo doit être le rang (0 à ${Math.max(0, newFiles - 1)}) d'un fichier envoyé, cité une fois.`,
        "photos",
      );
    files.add(n);
    return { nouvelle: n, couleur };
  });
  if (files.size !== newFiles) throw badInput("Chaque fichier envoyé doit être cité une fois dans photos.", "photos");
  return entries;
}

// The shapes of combinations and photos, for the OpenAPI document (decision 088). Their rules stay
// hand-written: combinations are checked against the options sent, photos against the files sent,
// and each refusal names the value or rank at fault. A test checks the document is never stricter
// than these parsers.
export const VARIANTS_SHAPE = z
  .array(
    z.object({
      taille: z.string().nullish(),
      couleur: z.string().nullish(),
      stock: stockField,
      actif: z.boolean().nullish(),
    }),
  )
  .max(MAX_COMBINATIONS)
  .meta({ description: "Avec des options : une par combinaison, chacune avec son stock" });
export const PHOTOS_SHAPE = z
  .array(z.object({ id: z.string().optional(), nouvelle: z.int().min(0).optional(), couleur: z.string().nullish() }))
  .max(IMAGE_LIMITS.count)
  .meta({
    description:
      "La liste finale des photos dans l'ordre (la première est la principale) : { id } garde une photo existante, { nouvelle: n } place le n-ième fichier envoyé (à partir de 0) ; les photos existantes non citées sont retirées après l'enregistrement. Sans ce champ, de nouvelles images remplacent toutes les anciennes.",
  });
