// Catalogue import (issue 29 item 4, decision 094): a CSV of the export's columns, or a ZIP of it and
// its photos. The check answers, line by line, what would be created or modified and every error
// (line, column, French message) with the product form's own rules (product-input.ts); the confirm
// sends the same file back, is checked again, and writes every line in one transaction or none.
import crypto from "node:crypto";
import type { PrismaClient } from "../generated/prisma/client.ts";
import { AppError, badInput, prismaCode } from "../lib/errors.ts";
import type { Logger } from "../log.ts";
import type { FileStorage } from "../storage/index.ts";
import type { CatalogueEvents } from "./events.ts";
import { IMAGE_LIMITS, imageFileKeys, sniffImageType, storeImages, type StoredImageRow } from "./images.ts";
import { readImportFile, type ArchivePhoto, type ImportFile, type ImportRow } from "./import-file.ts";
import { IMPORT_FINGERPRINT, IMPORT_LIMITS } from "./import-limits.ts";
import { parseInput } from "../lib/input.ts";
import { frenchInteger, readCell, readFlags, type Flags } from "./import-cells.ts";
import { PRODUCT_CSV_COLUMNS, columnOfHeader, type CsvColumn } from "./product-csv-columns.ts";
import { derivedProductColumns, subTypeNameKey } from "./product-columns.ts";
import { PRODUCT_FIELDS } from "./product-input.ts";
import { productOptions } from "./product-variants.ts";
import { foldText } from "../lib/text.ts";

export type ImportAction = "créer" | "modifier";
export interface ImportError {
  ligne: number;
  colonne: string | null;
  message: string;
}
export interface ImportLine {
  ligne: number;
  action: ImportAction;
  nom: string;
  erreurs: ImportError[];
}
export interface ImportPlan {
  empreinte: string;
  lignes: number;
  aCreer: number;
  aModifier: number;
  lignesEnErreur: number;
  /** Lines with errors first, then the others, IMPORT_LIMITS.shownLines at most. */
  detail: ImportLine[];
  lignesNonAffichees: number;
}
export interface ImportResult extends ImportPlan {
  importe: boolean;
}

const REQUIRED: CsvColumn[] = ["name", "category", "price"];
/** The product form's field → the file's column its errors are reported under. */
const FIELD_COLUMN: Record<string, CsvColumn> = {
  nom: "name",
  prix: "price",
  pourcentPromotion: "promotion",
  stock: "stock",
  typeProduit: "category",
  sousTypeProduit: "subType",
  description: "description",
  aLaUne: "flags",
  enRupture: "flags",
  brouillon: "flags",
};

interface Existing {
  id: string;
  name: string;
  stock: number;
  outOfStock: boolean;
  options: unknown;
}
interface Values {
  name: string;
  description?: string;
  price: number;
  promotionPercent?: number;
  stock?: number;
  categoryId: string;
  subTypeId?: string | null;
  flags?: Flags;
}
interface Planned extends ImportLine {
  id: string;
  existing?: Existing;
  values?: Values;
  photos: { name: string; bytes: Buffer }[] | null;
}

/** The header's columns by position; an unknown, repeated or missing required column refuses the file. */
function readHeader(header: string[]): (CsvColumn | null)[] {
  const seen = new Set<CsvColumn>();
  const columns = header.map((label, i) => {
    const cell = readCell(label);
    if ("error" in cell) throw badInput(`Ligne 1, colonne ${i + 1} : ${cell.error}`, "fichier");
    if (!cell.value) return null;
    const column = columnOfHeader(cell.value);
    if (!column)
      throw badInput(
        `Ligne 1 : colonne « ${cell.value.slice(0, 60)} » inconnue. Colonnes acceptées : ${Object.values(PRODUCT_CSV_COLUMNS).join(", ")}.`,
        "fichier",
      );
    if (seen.has(column)) throw badInput(`Ligne 1 : la colonne « ${PRODUCT_CSV_COLUMNS[column]} » est en double.`, "fichier");
    seen.add(column);
    return column;
  });
  const missing = REQUIRED.filter((c) => !seen.has(c));
  if (missing.length)
    throw badInput(
      `Ligne 1 : colonne${missing.length > 1 ? "s" : ""} manquante${missing.length > 1 ? "s" : ""} : ${missing.map((c) => PRODUCT_CSV_COLUMNS[c]).join(", ")}.`,
      "fichier",
    );
  return columns;
}

type Catalogue = Map<string, { id: string; name: string; subTypes: Map<string, string> }>;

/** The photos a line names (`a.jpg | b.png`), read from the archive and checked like an upload. */
function linePhotos(text: string, archive: Map<string, ArchivePhoto>, isZip: boolean, error: (m: string) => void) {
  const names = text
    .split("|")
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.length) return null;
  if (names.length > IMAGE_LIMITS.count) error(`${IMAGE_LIMITS.count} photos au plus par produit.`);
  const photos: { name: string; bytes: Buffer }[] = [];
  for (const name of names.slice(0, IMAGE_LIMITS.count)) {
    const photo = archive.get(name);
    if (/^[a-z]+:\/\//i.test(name))
      error(
        `« ${name.slice(0, 80)} » : les photos par adresse (URL) ne sont pas importées ; mettez le fichier dans l'archive ZIP avec le CSV.`,
      );
    else if (!isZip) error(`Les photos s'importent dans une archive ZIP avec le CSV : « ${name.slice(0, 80)} » introuvable.`);
    else if (photo === undefined) error(`La photo « ${name.slice(0, 80)} » n'est pas dans l'archive.`);
    else if (photo === "trop-grande") error(`Le fichier ${name} dépasse la limite de 5MB`);
    else if (!sniffImageType(photo)) error(`Le fichier ${name} n'est pas une image acceptée (JPEG, PNG, WebP ou GIF).`);
    else photos.push({ name: name.split("/").at(-1)!, bytes: photo });
  }
  return photos;
}

function planLine(
  row: ImportRow,
  columns: (CsvColumn | null)[],
  catalogue: Catalogue,
  existingById: Map<string, Existing>,
  referenced: Set<string>,
  file: ImportFile,
): Planned {
  const errors: ImportError[] = [];
  const error = (column: CsvColumn | null, message: string) =>
    errors.push({ ligne: row.line, colonne: column && PRODUCT_CSV_COLUMNS[column], message });
  if (row.cells.length > columns.length)
    error(
      null,
      `${row.cells.length} cellules pour ${columns.length} colonnes : une cellule de trop (un « ; » ou une « , » sans guillemets ?).`,
    );
  const cells = new Map<CsvColumn, string>();
  columns.forEach((column, i) => {
    if (!column) return;
    const cell = readCell(row.cells[i] ?? "");
    if ("error" in cell) error(column, cell.error);
    else cells.set(column, cell.value);
  });
  const has = (c: CsvColumn) => cells.has(c) || errors.some((e) => e.colonne === PRODUCT_CSV_COLUMNS[c]);

  const reference = cells.get("reference") ?? "";
  let existing: Existing | undefined;
  if (reference) {
    existing = reference.length <= 64 ? existingById.get(reference) : undefined;
    if (!existing)
      error("reference", `Référence « ${reference.slice(0, 64)} » inconnue : aucun produit ne l'a. Laissez-la vide pour créer le produit.`);
    else if (referenced.has(reference)) error("reference", `La référence « ${reference} » est déjà sur une ligne plus haut.`);
    referenced.add(reference);
  }
  const action: ImportAction = reference ? "modifier" : "créer";

  const categoryName = cells.get("category") ?? "";
  const category = categoryName ? catalogue.get(foldText(categoryName)) : undefined;
  if (categoryName && !category)
    error(
      "category",
      `La catégorie « ${categoryName.slice(0, 80)} » n'existe pas : créez-la d'abord dans Catégories (ou corrigez son nom).`,
    );
  const subTypeName = cells.get("subType") ?? "";
  let subTypeId: string | null | undefined = cells.has("subType") ? null : undefined;
  if (subTypeName && category) {
    subTypeId = category.subTypes.get(subTypeNameKey(subTypeName)) ?? null;
    if (!subTypeId) error("subType", `Le sous-type « ${subTypeName.slice(0, 80)} » n'existe pas dans la catégorie « ${category.name} ».`);
  }

  let flags: Flags | undefined;
  if (cells.has("flags")) {
    const read = readFlags(cells.get("flags")!.slice(0, 200));
    if ("error" in read) error("flags", read.error);
    else flags = read;
  }

  // The form's rules, on what the form would have sent: every field's first refusal, by column.
  const input: Record<string, unknown> = {};
  if (cells.has("name")) input.nom = cells.get("name");
  if (cells.has("price")) input.prix = frenchInteger(cells.get("price")!, /(f\s?cfa|xof)$/i);
  if (cells.has("promotion")) input.pourcentPromotion = frenchInteger(cells.get("promotion")!, /%$/);
  if (cells.has("stock")) input.stock = frenchInteger(cells.get("stock")!);
  if (cells.has("description")) input.description = cells.get("description");
  if (has("category")) input.typeProduit = category?.id ?? categoryName ?? "";
  const schema = existing || reference ? PRODUCT_FIELDS.update : PRODUCT_FIELDS.create;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const reported = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = FIELD_COLUMN[String(issue.path[0])] ?? null;
      const key = String(column);
      if (reported.has(key) || (column && errors.some((e) => e.colonne === PRODUCT_CSV_COLUMNS[column]))) continue;
      reported.add(key);
      error(column, issue.message);
    }
  }
  const form = parsed.success ? parsed.data : null;
  const stock = form?.stock;
  if (!reference && !cells.get("stock") && !errors.some((e) => e.colonne === PRODUCT_CSV_COLUMNS.stock))
    error("stock", "Le stock est requis.");
  if (existing && productOptions(existing.options).length && stock !== undefined && stock !== existing.stock)
    error("stock", "Ce produit a des tailles ou couleurs : son stock se règle par combinaison, dans sa fiche.");

  const photos = cells.has("photos") ? linePhotos(cells.get("photos")!, file.photos, file.isZip, (m) => error("photos", m)) : null;

  const name = (form?.nom ?? cells.get("name") ?? "").slice(0, 200);
  const planned: Planned = {
    ligne: row.line,
    action,
    nom: name,
    erreurs: errors,
    id: existing?.id ?? crypto.randomUUID(),
    existing,
    photos,
  };
  if (!errors.length && form && category)
    planned.values = {
      name: form.nom!,
      description: form.description,
      price: form.prix!,
      promotionPercent: form.pourcentPromotion,
      stock,
      categoryId: category.id,
      subTypeId,
      flags,
    };
  return planned;
}

/** An administrator's checks and imports: a few per window, one at a time (each can cost seconds of CPU). */
function createThrottle() {
  const recent = new Map<string, number[]>();
  const running = new Set<string>();
  return async <T>(actorId: string, work: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const times = (recent.get(actorId) ?? []).filter((t) => now - t < IMPORT_LIMITS.windowMs);
    if (running.has(actorId)) throw new AppError("TOO_MANY_REQUESTS", "Un import est déjà en cours : attendez qu'il se termine.");
    if (times.length >= IMPORT_LIMITS.perWindow)
      throw new AppError("TOO_MANY_REQUESTS", "Trop d'imports en peu de temps : réessayez dans quelques minutes.");
    times.push(now);
    recent.set(actorId, times);
    running.add(actorId);
    try {
      return await work();
    } finally {
      running.delete(actorId);
    }
  };
}

const summary = (planned: Planned[], fingerprint: string): ImportPlan => {
  const withErrors = planned.filter((l) => l.erreurs.length);
  const shown = [...withErrors, ...planned.filter((l) => !l.erreurs.length)]
    .slice(0, IMPORT_LIMITS.shownLines)
    .map(({ ligne, action, nom, erreurs }) => ({ ligne, action, nom, erreurs }));
  return {
    empreinte: fingerprint,
    lignes: planned.length,
    aCreer: planned.filter((l) => l.action === "créer").length,
    aModifier: planned.filter((l) => l.action === "modifier").length,
    lignesEnErreur: withErrors.length,
    detail: shown,
    lignesNonAffichees: planned.length - shown.length,
  };
};

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
const CHUNK = 500;
const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

export function createProductImport(prisma: PrismaClient, storage: FileStorage, events: CatalogueEvents, logger: Logger) {
  const throttled = createThrottle();

  async function plan(bytes: Buffer) {
    const file = readImportFile(bytes);
    const columns = readHeader(file.header);
    if (!file.rows.length) throw badInput("Le fichier ne contient aucune ligne de produit sous l'en-tête.", "fichier");
    const categories = await prisma.category.findMany({ include: { subTypes: true } });
    const catalogue: Catalogue = new Map(
      categories.map((c) => [foldText(c.name), { id: c.id, name: c.name, subTypes: new Map(c.subTypes.map((s) => [s.nameKey, s.id])) }]),
    );
    const at = columns.indexOf("reference");
    const references =
      at < 0 ? [] : [...new Set(file.rows.map((r) => (r.cells[at] ?? "").trim()).filter((r) => r && r.length <= 64 && !r.includes("\0")))];
    const existing: Existing[] = [];
    for (const ids of chunks(references))
      existing.push(
        ...(await prisma.product.findMany({
          where: { id: { in: ids } },
          select: { id: true, name: true, stock: true, outOfStock: true, options: true },
        })),
      );
    const existingById = new Map(existing.map((p) => [p.id, p]));
    const referenced = new Set<string>();
    const planned = file.rows.map((row) => planLine(row, columns, catalogue, existingById, referenced, file));
    return { file, planned };
  }

  /** Photos encoded and stored before the transaction, line by line; all removed if one fails. */
  async function storePhotos(lines: Planned[]) {
    const stored = new Map<string, StoredImageRow[]>();
    const keys: string[] = [];
    try {
      for (const line of lines) {
        if (!line.photos?.length) continue;
        try {
          const result = await storeImages(storage, line.id, line.photos, line.values!.name);
          keys.push(...result.keys);
          stored.set(line.id, result.rows);
        } catch (error) {
          if (error instanceof AppError)
            throw badInput(`Ligne ${line.ligne}, colonne « Photos » : ${error.message} Rien n'a été importé.`, "fichier");
          throw error;
        }
      }
    } catch (error) {
      await storage.remove(keys);
      throw error;
    }
    return { stored, keys };
  }

  async function write(tx: Tx, actorId: string, lines: Planned[], stored: Map<string, StoredImageRow[]>) {
    const creates = lines.filter((l) => !l.existing);
    const updates = lines.filter((l) => l.existing);
    const productRow = (l: Planned) => {
      const v = l.values!;
      const text = { name: v.name, description: v.description ?? "", price: v.price, promotionPercent: v.promotionPercent ?? 0 };
      const stock = v.stock ?? 0;
      return {
        id: l.id,
        ...text,
        ...derivedProductColumns(text),
        categoryId: v.categoryId,
        subTypeId: v.subTypeId ?? null,
        featured: v.flags?.featured ?? false,
        draft: v.flags?.draft ?? false,
        outOfStock: (v.flags?.outOfStock ?? false) || stock === 0,
        stock,
      };
    };
    for (const part of chunks(creates)) await tx.product.createMany({ data: part.map(productRow) });
    let replaced: { storageKey: string; widths: number[] }[] = [];
    for (const l of updates) {
      const v = l.values!;
      const before = await tx.product.findUniqueOrThrow({ where: { id: l.id } });
      const text = {
        name: v.name,
        description: v.description ?? before.description,
        price: v.price,
        promotionPercent: v.promotionPercent ?? before.promotionPercent,
      };
      const stock = v.stock ?? before.stock;
      // The seller's own flag is known only while there was stock: at 0 it was forced (products.ts).
      const flag = v.flags ? v.flags.outOfStock && stock > 0 : before.outOfStock && before.stock > 0;
      await tx.product.update({
        where: { id: l.id },
        data: {
          ...text,
          ...derivedProductColumns(text),
          categoryId: v.categoryId,
          subTypeId: v.subTypeId !== undefined ? v.subTypeId : v.categoryId === before.categoryId ? before.subTypeId : null,
          ...(v.flags ? { featured: v.flags.featured, draft: v.flags.draft } : {}),
          outOfStock: flag || stock === 0,
          stock,
        },
      });
      if (stored.has(l.id)) {
        const old = await tx.productImage.findMany({ where: { productId: l.id } });
        await tx.productImage.deleteMany({ where: { productId: l.id } });
        replaced = replaced.concat(old);
      }
    }
    const images = lines.flatMap((l) => (stored.get(l.id) ?? []).map((row) => ({ ...row, productId: l.id })));
    for (const part of chunks(images)) await tx.productImage.createMany({ data: part });
    const audit = lines.map((l) => ({
      actorId,
      action: l.existing ? "update" : "create",
      entityType: "Product",
      entityId: l.id,
      summary: `Produit « ${l.values!.name} » ${l.existing ? "modifié" : "créé"} (import)`,
    }));
    for (const part of chunks(audit)) await tx.auditEntry.createMany({ data: part });
    return replaced;
  }

  return {
    /** The dry run: nothing is written. */
    check: (actorId: string, bytes: Buffer) =>
      throttled(actorId, async () => {
        const { file, planned } = await plan(bytes);
        return summary(planned, file.fingerprint);
      }),

    /** The same file as checked (its fingerprint), checked again, then every line or none. */
    confirm: (actorId: string, bytes: Buffer, fingerprint: unknown) =>
      throttled(actorId, async (): Promise<ImportResult> => {
        const expected = parseInput(IMPORT_FINGERPRINT, fingerprint, "empreinte");
        const { file, planned } = await plan(bytes);
        if (file.fingerprint !== expected)
          throw new AppError("CONFLICT", "Ce n'est pas le fichier vérifié : vérifiez-le à nouveau avant d'importer.", "fichier");
        const result = summary(planned, file.fingerprint);
        if (result.lignesEnErreur) return { ...result, importe: false };
        const { stored, keys } = await storePhotos(planned);
        let replaced: { storageKey: string; widths: number[] }[];
        try {
          replaced = await prisma.$transaction((tx) => write(tx, actorId, planned, stored), { maxWait: 10_000, timeout: 120_000 });
        } catch (error) {
          await storage.remove(keys);
          // A category, sub-type or product deleted between the check and the write.
          if (prismaCode(error) === "P2003" || prismaCode(error) === "P2025")
            throw new AppError(
              "CONFLICT",
              "Le catalogue a changé pendant l'import : rien n'a été importé. Vérifiez le fichier à nouveau.",
              "fichier",
            );
          throw error;
        }
        await storage.remove(imageFileKeys(replaced)).catch((err: unknown) => {
          logger.warn({ err }, `Fichiers d'images remplacés non supprimés (${replaced.length})`);
        });
        events.changed();
        return { ...result, importe: true };
      }),
  };
}
