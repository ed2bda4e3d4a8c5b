// Category writes (SPEC §5 category form, DECISIONS "Catalogue rules"): at most 5 sub-types, matched
// by name on update so kept names keep their id and products; nothing deleted by cascade.
import type { PrismaClient } from "../generated/prisma/client.ts";
import { AppError, badInput, notFound, prismaCode } from "../lib/errors.ts";
import { derivedCategoryColumns, subTypeNameKey } from "./product-columns.ts";
import { recordAudit } from "./audit.ts";
import type { CatalogueEvents } from "./events.ts";

export const CATEGORY_LIMITS = { name: 150, description: 1000, subTypes: 5, subTypeName: 30 } as const;
export const CATEGORY_NAME_TAKEN = "Une catégorie porte déjà ce nom.";
export const SUB_TYPE_TAKEN = "Ce type existe déjà";
export const CATEGORY_HAS_PRODUCTS = "Impossible de supprimer cette catégorie : elle contient encore des produits associés.";

export interface CategoryInput { nom?: unknown; description?: unknown; accroche?: unknown; sousTypes?: unknown }
const text = (v: unknown) => (typeof v === "string" ? v.trim() : v == null ? "" : null);

function parseSubTypes(raw: unknown): string[] {
  if (raw == null) return [];
  if (!Array.isArray(raw)) throw badInput("Les types doivent être une liste.", "sousTypes");
  const names = raw.map((s) => text(typeof s === "object" && s !== null ? (s as { nom?: unknown }).nom : s));
  if (names.length > CATEGORY_LIMITS.subTypes) throw badInput(`Une catégorie compte au plus ${CATEGORY_LIMITS.subTypes} types.`, "sousTypes");
  const seen = new Set<string>();
  for (const n of names) {
    if (n === null) throw badInput("Chaque type doit être un texte.", "sousTypes");
    if (!n) throw badInput("Le type ne peut pas être vide", "sousTypes");
    if (n.length > CATEGORY_LIMITS.subTypeName) throw badInput("Le type ne peut pas dépasser 30 caractères", "sousTypes");
    if (seen.has(subTypeNameKey(n))) throw badInput(SUB_TYPE_TAKEN, "sousTypes");
    seen.add(subTypeNameKey(n));
  }
  return names as string[];
}

/** Validated fields; `partial` (update) leaves out what was not sent. */
export function parseCategoryInput(input: CategoryInput, partial: boolean) {
  const name = text(input.nom);
  if (name === null || (!partial || input.nom !== undefined) && !name) throw badInput("Le nom est requis", "nom");
  if (name.length > CATEGORY_LIMITS.name) throw badInput("Le nom ne peut pas dépasser 150 caractères", "nom");
  const description = text(input.description);
  if (description === null) throw badInput("La description doit être un texte.", "description");
  if (description.length > CATEGORY_LIMITS.description) throw badInput("La description ne peut pas dépasser 1000 caractères", "description");
  const tagline = text(input.accroche);
  if (tagline === null || tagline.length > 200) throw badInput("L'accroche doit être un texte de 200 caractères au plus.", "accroche");
  return {
    name: name || undefined,
    description: partial && input.description === undefined ? undefined : description || null,
    tagline: partial && input.accroche === undefined ? undefined : tagline || null,
    subTypes: partial && input.sousTypes === undefined ? undefined : parseSubTypes(input.sousTypes),
  };
}

/** A unique index refused the write (a parallel request took the name first): 409, never 500.
 * The category name is checked first inside the transaction, so what is left is a sub-type. */
function uniqueNameConflict(error: unknown): never {
  if (prismaCode(error) !== "P2002") throw error;
  throw new AppError("CONFLICT", JSON.stringify(error).includes("sortName") ? CATEGORY_NAME_TAKEN : SUB_TYPE_TAKEN);
}

async function ensureNameFree(tx: Pick<PrismaClient, "category">, name: string, exceptId?: string) {
  const other = await tx.category.findUnique({ where: { sortName: derivedCategoryColumns(name).sortName }, select: { id: true } });
  if (other && other.id !== exceptId) throw new AppError("CONFLICT", CATEGORY_NAME_TAKEN, "nom");
}

export function createCategoryWrites(prisma: PrismaClient, events: CatalogueEvents) {
  return {
    async create(actorId: string, input: CategoryInput) {
      const c = parseCategoryInput(input, false);
      const created = await prisma.$transaction(async (tx) => {
        await ensureNameFree(tx, c.name!);
        const category = await tx.category.create({
          data: {
            name: c.name!, ...derivedCategoryColumns(c.name!), description: c.description, tagline: c.tagline,
            subTypes: { create: (c.subTypes ?? []).map((name, position) => ({ name, nameKey: subTypeNameKey(name), position })) },
          },
        });
        await recordAudit(tx, { actorId, action: "create", entityType: "Category", entityId: category.id, summary: `Catégorie « ${category.name} » créée` });
        return category;
      }).catch(uniqueNameConflict);
      events.changed();
      return created;
    },

    async update(actorId: string, id: string, input: CategoryInput) {
      const c = parseCategoryInput(input, true);
      const updated = await prisma.$transaction(async (tx) => {
        const existing = await tx.category.findUnique({ where: { id }, include: { subTypes: true } });
        if (!existing) throw notFound("Catégorie introuvable");
        if (c.name) await ensureNameFree(tx, c.name, id);
        if (c.subTypes) {
          const wanted = new Map(c.subTypes.map((name, position) => [subTypeNameKey(name), { name, position }]));
          const removed = existing.subTypes.filter((s) => !wanted.has(s.nameKey)).map((s) => s.id);
          // Products of a removed sub-type stay in the category without a sub-type (FK: SET NULL).
          if (removed.length) await tx.subType.deleteMany({ where: { id: { in: removed } } });
          for (const [key, s] of wanted) {
            await tx.subType.upsert({
              where: { categoryId_nameKey: { categoryId: id, nameKey: key } },
              create: { categoryId: id, name: s.name, nameKey: key, position: s.position },
              update: { name: s.name, position: s.position },
            });
          }
        }
        const category = await tx.category.update({
          where: { id },
          data: { ...(c.name ? { name: c.name, ...derivedCategoryColumns(c.name) } : {}), description: c.description, tagline: c.tagline },
        });
        await recordAudit(tx, { actorId, action: "update", entityType: "Category", entityId: id, summary: `Catégorie « ${category.name} » modifiée` });
        return category;
      }).catch((error: unknown) => {
        if (prismaCode(error) === "P2025") throw notFound("Catégorie introuvable"); // deleted meanwhile
        uniqueNameConflict(error);
      });
      events.changed();
      return updated;
    },

    async remove(actorId: string, id: string) {
      const deleted = await prisma.$transaction(async (tx) => {
        const category = await tx.category.findUnique({ where: { id }, include: { _count: { select: { products: true } } } });
        if (!category) throw notFound("Catégorie introuvable");
        if (category._count.products > 0) throw new AppError("CONFLICT", CATEGORY_HAS_PRODUCTS);
        await tx.subType.deleteMany({ where: { categoryId: id } });
        await tx.category.delete({ where: { id } });
        await recordAudit(tx, { actorId, action: "delete", entityType: "Category", entityId: id, summary: `Catégorie « ${category.name} » supprimée` });
        return category;
      }).catch((error: unknown) => {
        // A product was added to it between the count and the delete.
        if (prismaCode(error) === "P2003") throw new AppError("CONFLICT", CATEGORY_HAS_PRODUCTS);
        if (prismaCode(error) === "P2025") throw notFound("Catégorie introuvable");
        throw error;
      });
      events.changed();
      return deleted;
    },
  };
}
