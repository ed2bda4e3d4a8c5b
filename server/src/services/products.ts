// Product writes (SPEC §5 product form, DECISIONS "Catalogue rules" and "Variants and stock"): the
// server computes the price paid and the stock of a product with sizes or colours (the sum of its
// combinations', services/product-variants.ts); photos are added, kept or removed one by one
// (decision 068), new ones stored before the database write and old files removed only after
// the commit.
import type { Logger } from "../log.ts";
import crypto from "node:crypto";
import { z } from "zod";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { badInput, notFound, prismaCode } from "../lib/errors.ts";
import { parseInput } from "../lib/input.ts";
import { PRODUCT_FIELDS } from "./product-input.ts";
import type { FileStorage } from "../storage/index.ts";
import { derivedProductColumns } from "./product-columns.ts";
import { recordAudit } from "./audit.ts";
import type { CatalogueEvents } from "./events.ts";
import { IMAGE_LIMITS, imageFileKeys, storeImages, type StoredImageRow, type UploadedImage } from "./images.ts";
import {
  parseOptions,
  parsePhotos,
  parseVariants,
  photoColor,
  productOptions,
  variantStock,
  type PhotoEntry,
  type ProductOption,
  type VariantValues,
} from "./product-variants.ts";
import { optionValueKey } from "../../../contract/product-options.ts";

export interface ProductInput {
  nom?: unknown;
  description?: unknown;
  prix?: unknown;
  pourcentPromotion?: unknown;
  aLaUne?: unknown;
  enRupture?: unknown;
  brouillon?: unknown;
  typeProduit?: unknown;
  sousTypeProduit?: unknown;
  stock?: unknown;
  scoreQualite?: unknown;
  options?: unknown;
  variantes?: unknown;
}

/** The product form's fields checked (product-input.ts); `partial` (update) leaves out what was not sent. */
export function parseProductInput(input: ProductInput, partial: boolean) {
  const p = parseInput(partial ? PRODUCT_FIELDS.update : PRODUCT_FIELDS.create, input);
  return {
    name: p.nom,
    description: p.description,
    price: p.prix,
    promotionPercent: p.pourcentPromotion,
    stock: p.stock,
    qualityScore: p.scoreQualite,
    featured: p.aLaUne,
    outOfStock: p.enRupture,
    draft: p.brouillon,
    categoryId: p.typeProduit || undefined,
    subTypeId: p.sousTypeProduit,
  };
}

const ORDER_MISMATCH = "L'ordre des images doit citer exactement les images du produit, chacune une fois.";

const IMAGE_ORDER = z
  .array(z.string({ error: ORDER_MISMATCH }).min(1, ORDER_MISMATCH).max(64, ORDER_MISMATCH), { error: ORDER_MISMATCH })
  .max(IMAGE_LIMITS.count, ORDER_MISMATCH)
  .nullish();

/** The shape of an image order (ids, at most 5, no repeats), checked before any database read. */
export function parseImageOrder(order: unknown, newFiles: number): string[] | undefined {
  const ids = parseInput(IMAGE_ORDER, order, "imageOrder") ?? undefined;
  // New files arrive in the order chosen on screen and replace every old image: an order of the
  // old ones alongside them would describe images about to be deleted.
  if (ids && newFiles > 0)
    throw badInput(
      "Les nouvelles images sont envoyées dans l'ordre voulu : l'ordre des images existantes ne s'envoie pas avec elles.",
      "imageOrder",
    );
  if (ids && new Set(ids).size !== ids.length) throw badInput(ORDER_MISMATCH, "imageOrder");
  return ids;
}

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** Positions follow the given order and the first image becomes the main one. */
async function applyImageOrder(tx: Tx, productId: string, order: string[]) {
  const images = await tx.productImage.findMany({ where: { productId }, select: { id: true } });
  const ids = new Set(images.map((i) => i.id));
  if (images.length !== order.length || !order.every((id) => ids.has(id))) throw badInput(ORDER_MISMATCH, "imageOrder");
  for (const [position, id] of order.entries()) {
    await tx.productImage.update({ where: { id }, data: { position, isPrimary: position === 0 } });
  }
}

/** The photo list applied (decision 068): kept photos re-placed and re-coloured, new ones created
 * where listed, the others deleted. Returns the deleted rows, whose files go after the commit. */
async function applyPhotos(tx: Tx, productId: string, photos: PhotoEntry[], colors: (string | null)[], rows: StoredImageRow[]) {
  const images = await tx.productImage.findMany({ where: { productId } });
  const byId = new Map(images.map((i) => [i.id, i]));
  if (photos.some((p) => p.id !== undefined && !byId.has(p.id)))
    throw badInput("Une photo citée n'est pas une image de ce produit.", "photos");
  const kept = new Set(photos.flatMap((p) => p.id ?? []));
  const removed = images.filter((i) => !kept.has(i.id));
  if (removed.length) await tx.productImage.deleteMany({ where: { id: { in: removed.map((i) => i.id) } } });
  for (const [position, p] of photos.entries()) {
    const place = { position, isPrimary: position === 0, color: colors[position] };
    if (p.id !== undefined) await tx.productImage.update({ where: { id: p.id }, data: place });
    else await tx.productImage.create({ data: { ...rows[p.nouvelle!], ...place, productId } });
  }
  return removed;
}

/** Photos showing a colour the product no longer has would point at nothing: refused, naming them. */
async function checkPhotoColors(tx: Tx, productId: string, options: ProductOption[]) {
  const colors = new Set((options.find((o) => o.nom === "Couleur")?.valeurs ?? []).map(optionValueKey));
  const images = await tx.productImage.findMany({
    where: { productId, color: { not: null } },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  const orphan = images.find((i) => !colors.has(optionValueKey(i.color!)));
  if (orphan) {
    throw badInput(
      `Une photo montre la couleur « ${orphan.color} », qui n'est plus une couleur du produit : changez la couleur de la photo ou retirez-la.`,
      "photos",
    );
  }
}

/** The combinations written: kept ones (same values, compared like the options) keep their id, so
 * carts keep pointing at them; the others are created or deleted. */
async function syncVariants(tx: Tx, productId: string, variants: VariantValues[]) {
  const key = (v: { size: string | null; color: string | null }) =>
    JSON.stringify([v.size && optionValueKey(v.size), v.color && optionValueKey(v.color)]);
  const existing = new Map((await tx.productVariant.findMany({ where: { productId } })).map((v) => [key(v), v]));
  const kept = new Set<string>();
  for (const v of variants) {
    const found = existing.get(key(v));
    if (found) {
      kept.add(found.id);
      await tx.productVariant.update({ where: { id: found.id }, data: v });
    }
  }
  await tx.productVariant.deleteMany({ where: { productId, id: { notIn: [...kept] } } });
  const created = variants.filter((v) => !existing.has(key(v)));
  if (created.length) await tx.productVariant.createMany({ data: created.map((v) => ({ ...v, productId })) });
}

/** Where a product goes, checked (a bulk move too, product-bulk.ts): the names of its category and
 * sub-type, or a French 400 naming the field. */
export async function placementNames(db: Prisma.TransactionClient, categoryId: string, subTypeId: string | null | undefined) {
  const category = await db.category.findUnique({ where: { id: categoryId }, select: { name: true } });
  if (!category) throw badInput("La catégorie choisie n'existe pas.", "typeProduit");
  if (!subTypeId) return { category: category.name, subType: null };
  const sub = await db.subType.findUnique({ where: { id: subTypeId }, select: { categoryId: true, name: true } });
  if (!sub || sub.categoryId !== categoryId) throw badInput("Ce sous-type n'appartient pas à la catégorie choisie.", "sousTypeProduit");
  return { category: category.name, subType: sub.name };
}

/** The stored "En rupture": the seller's flag, or no stock. */
const outOfStockFor = (flag: boolean, stock: number) => flag || stock === 0;

export function createProductWrites(prisma: PrismaClient, storage: FileStorage, events: CatalogueEvents, logger: Logger) {
  /** Old photos go once the database no longer points at them; failing to delete a file then
   * leaves an orphan to clean up, not a failed request (the change is committed). */
  async function removeReplacedFiles(keys: string[]) {
    await storage.remove(keys).catch((err: unknown) => {
      logger.warn({ err, keys }, `Fichiers d'images non supprimés (${keys.length})`);
    });
  }

  const checkPlacement = (categoryId: string, subTypeId: string | null | undefined) => placementNames(prisma, categoryId, subTypeId);

  /** A write that lost a race: its category or sub-type was deleted meanwhile (P2003), or the
   * product itself (P2025). Answered like the checks before the write would have. */
  async function explainRace(error: unknown, categoryId: string, subTypeId: string | null | undefined): Promise<never> {
    if (prismaCode(error) === "P2025") throw notFound("Produit introuvable");
    if (prismaCode(error) === "P2003") await checkPlacement(categoryId, subTypeId);
    throw error;
  }

  /** Options, combinations and stock of a create, or of an update of `existing`. */
  function stockPlan(input: ProductInput, stock: number | undefined, existing?: { options: unknown; stock: number }) {
    const sent = parseOptions(input.options);
    if (sent === undefined && input.variantes !== undefined && input.variantes !== null)
      throw badInput("Les combinaisons s'envoient avec leurs options.", "variantes");
    const before = existing ? productOptions(existing.options) : [];
    const options = sent ?? before;
    const variants = sent ? parseVariants(input.variantes, sent) : null;
    if (options.length) {
      if (!sent && stock !== undefined)
        throw badInput("Ce produit a des tailles ou couleurs : son stock se règle par combinaison.", "stock");
      return { options: sent, variants, stock: variants ? variantStock(variants) : existing!.stock, all: options };
    }
    if (stock === undefined && (!existing || before.length)) throw badInput("Le stock est requis.", "stock");
    return { options: sent, variants, stock: stock ?? existing!.stock, all: options };
  }

  /** The photo list's colours, checked against the product's options. */
  const photoColors = (photos: PhotoEntry[] | undefined, options: ProductOption[]) =>
    photos?.map((p, i) => photoColor(options, p.couleur, i)) ?? [];

  return {
    async create(actorId: string, input: ProductInput, files: UploadedImage[] = [], photosRaw?: unknown) {
      const p = parseProductInput(input, false);
      const plan = stockPlan(input, p.stock);
      const photos = parsePhotos(photosRaw, files.length, true);
      const colors = photoColors(photos, plan.all);
      await checkPlacement(p.categoryId!, p.subTypeId);
      const id = crypto.randomUUID();
      const { rows, keys } = await storeImages(storage, id, files, p.name!);
      // Files in the photo list's order, with their colours.
      const placed = photos
        ? photos.map((ph, position) => ({ ...rows[ph.nouvelle!], position, isPrimary: position === 0, color: colors[position] }))
        : rows;
      const text = { name: p.name!, description: p.description ?? "", price: p.price!, promotionPercent: p.promotionPercent ?? 0 };
      try {
        const created = await prisma.$transaction(async (tx) => {
          const product = await tx.product.create({
            data: {
              id,
              ...text,
              ...derivedProductColumns(text),
              categoryId: p.categoryId!,
              subTypeId: p.subTypeId ?? null,
              featured: p.featured ?? false,
              draft: p.draft ?? false,
              outOfStock: outOfStockFor(p.outOfStock ?? false, plan.stock),
              stock: plan.stock,
              qualityScore: p.qualityScore ?? 0,
              images: { create: placed },
              options: plan.all as never,
              ...(plan.variants?.length ? { variants: { create: plan.variants } } : {}),
            },
          });
          await recordAudit(tx, {
            actorId,
            action: "create",
            entityType: "Product",
            entityId: id,
            summary: `Produit « ${product.name} » créé`,
          });
          return product;
        });
        events.changed();
        return created;
      } catch (error) {
        await storage.remove(keys);
        return explainRace(error, p.categoryId!, p.subTypeId);
      }
    },

    /**
     * With `photos` (the final list: kept ids, new files by rank), photos are kept, added or removed
     * one by one; without it, new images (if any) replace all old ones and imageOrder (every image
     * id of the product) re-orders them. Old files go only after the commit.
     */
    async update(actorId: string, id: string, input: ProductInput, files: UploadedImage[] = [], imageOrder?: unknown, photosRaw?: unknown) {
      const photos = parsePhotos(photosRaw, files.length, false);
      if (photos && imageOrder !== undefined && imageOrder !== null)
        throw badInput("L'ordre des images se donne par le champ photos quand il est envoyé.", "imageOrder");
      const order = parseImageOrder(imageOrder, photos ? 0 : files.length);
      const existing = await prisma.product.findUnique({ where: { id } });
      if (!existing) throw notFound("Produit introuvable");
      const p = parseProductInput(input, true);
      const plan = stockPlan(input, p.stock, existing);
      const colors = photoColors(photos, plan.all);
      const categoryId = p.categoryId ?? existing.categoryId;
      const subTypeId =
        p.subTypeId !== undefined ? p.subTypeId : p.categoryId && p.categoryId !== existing.categoryId ? null : existing.subTypeId;
      await checkPlacement(categoryId, subTypeId);
      const stored = files.length ? await storeImages(storage, id, files, p.name ?? existing.name) : null;
      const text = {
        name: p.name ?? existing.name,
        description: p.description ?? existing.description,
        price: p.price ?? existing.price,
        promotionPercent: p.promotionPercent ?? existing.promotionPercent,
      };
      // The seller's own flag is known only while there was stock: at 0 it was forced.
      const flag = p.outOfStock ?? (existing.outOfStock && existing.stock > 0);
      try {
        const { updated, replaced } = await prisma.$transaction(async (tx) => {
          let replaced: { storageKey: string; widths: number[] }[] = [];
          if (photos) replaced = await applyPhotos(tx, id, photos, colors, stored?.rows ?? []);
          else if (stored) {
            // Read here, not before: a concurrent update may have replaced them meanwhile.
            replaced = await tx.productImage.findMany({ where: { productId: id } });
            await tx.productImage.deleteMany({ where: { productId: id } });
          }
          if (order) await applyImageOrder(tx, id, order);
          if (plan.variants) await syncVariants(tx, id, plan.variants);
          if (plan.options && !photos) await checkPhotoColors(tx, id, plan.all);
          const product = await tx.product.update({
            where: { id },
            data: {
              ...text,
              ...derivedProductColumns(text),
              categoryId,
              subTypeId,
              ...(p.featured !== undefined ? { featured: p.featured } : {}),
              ...(p.draft !== undefined ? { draft: p.draft } : {}),
              outOfStock: outOfStockFor(flag, plan.stock),
              stock: plan.stock,
              ...(plan.options ? { options: plan.options as never } : {}),
              ...(p.qualityScore !== undefined ? { qualityScore: p.qualityScore } : {}),
              ...(stored && !photos ? { images: { create: stored.rows } } : {}),
            },
          });
          const what = photos ? " (photos modifiées)" : stored ? " (images remplacées)" : order ? " (images réordonnées)" : "";
          await recordAudit(tx, {
            actorId,
            action: "update",
            entityType: "Product",
            entityId: id,
            summary: `Produit « ${product.name} » modifié${what}`,
          });
          return { updated: product, replaced };
        });
        await removeReplacedFiles(imageFileKeys(replaced));
        events.changed();
        return updated;
      } catch (error) {
        if (stored) await storage.remove(stored.keys);
        return explainRace(error, categoryId, subTypeId);
      }
    },

    async remove(actorId: string, id: string) {
      const deleted = await prisma.$transaction(async (tx) => {
        const product = await tx.product.findUnique({ where: { id }, include: { images: true } });
        if (!product) throw notFound("Produit introuvable");
        await tx.product.delete({ where: { id } });
        await recordAudit(tx, {
          actorId,
          action: "delete",
          entityType: "Product",
          entityId: id,
          summary: `Produit « ${product.name} » supprimé`,
        });
        return product;
      });
      await removeReplacedFiles(imageFileKeys(deleted.images));
      events.changed();
      return deleted;
    },
  };
}
