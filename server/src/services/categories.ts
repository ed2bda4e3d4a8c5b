// Category writes (SPEC §5 category form, DECISIONS "Catalogue rules"): at most 5 sub-types, kept by
// id when one is sent (a rename), else matched by name; a sub-type that products use is never deleted
// (decision 062); nothing deleted by cascade.
import { z } from "zod";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { parseInput } from "../lib/input.ts";
import { AppError, badInput, notFound, prismaCode } from "../lib/errors.ts";
import { derivedCategoryColumns, subTypeNameKey } from "./product-columns.ts";
import { recordAudit } from "./audit.ts";
import type { CatalogueEvents } from "./events.ts";

export const CATEGORY_LIMITS = { name: 150, description: 1000, subTypes: 5, subTypeName: 30 } as const;
export const CATEGORY_NAME_TAKEN = "Une catégorie porte déjà ce nom.";
export const SUB_TYPE_TAKEN = "Ce type existe déjà";
export const CATEGORY_HAS_PRODUCTS = "Impossible de supprimer cette catégorie : elle contient encore des produits associés.";
/** Sub-type ids are cuids (25 characters); anything longer is not one. */
const SUB_TYPE_ID_MAX = 64;
const CATEGORY_CHANGED = "La catégorie a changé pendant l'enregistrement : rechargez la page.";

export const CATEGORY_ORDER_STALE =
  "Les catégories ont changé entre-temps (une ajoutée ou supprimée) : rechargez la page pour les réordonner.";
/** More categories than this cannot be sent: the header shows five, the back-office a few dozen. */
export const MAX_CATEGORIES_ORDERED = 1000;
const BODY_OBJECT = { error: "Le corps de la requête doit être un objet JSON." };
const ORDER_SHAPE = z
  .array(z.string({ error: "Chaque identifiant doit être un texte." }).min(1).max(SUB_TYPE_ID_MAX, "Identifiant de catégorie trop long."), {
    error: "L'ordre doit être une liste d'identifiants de catégories.",
  })
  .max(MAX_CATEGORIES_ORDERED, `${MAX_CATEGORIES_ORDERED} catégories au plus.`);

/** REST's body of PUT /types/ordre. */
export const CATEGORY_ORDER_BODY = z.object({ ids: ORDER_SHAPE }, BODY_OBJECT);

/** Every category id once, in the order wanted. */
export function parseCategoryOrder(ids: unknown): string[] {
  const list = parseInput(ORDER_SHAPE, ids, (path) => `ids${path}`);
  if (new Set(list).size !== list.length) throw badInput("Une même catégorie est envoyée deux fois.", "ids");
  return list;
}

export interface CategoryInput {
  nom?: unknown;
  description?: unknown;
  accroche?: unknown;
  sousTypes?: unknown;
  masquee?: unknown;
}
const text = (v: unknown) => (typeof v === "string" ? v.trim() : v == null ? "" : null);

/** A sub-type as sent: `id` when it keeps an existing one (renamed or not), else matched by name. */
export interface SubTypeWanted {
  id?: string;
  name: string;
}

/** A string is a name; an object is {nom} with an optional id (GraphQL `id`, REST `_id` or `id`). */
function parseSubType(raw: unknown): { id?: string; name: string | null } {
  if (typeof raw !== "object" || raw === null) return { name: text(raw) };
  const o = raw as { id?: unknown; _id?: unknown; nom?: unknown };
  const id = o.id ?? o._id;
  if (id == null || id === "") return { name: text(o.nom) };
  if (typeof id !== "string" || id.length > SUB_TYPE_ID_MAX)
    throw badInput("L'identifiant d'un type doit être un texte de 64 caractères au plus.", "sousTypes");
  return { id, name: text(o.nom) };
}

function parseSubTypes(raw: unknown): SubTypeWanted[] {
  if (raw == null) return [];
  if (!Array.isArray(raw)) throw badInput("Les types doivent être une liste.", "sousTypes");
  if (raw.length > CATEGORY_LIMITS.subTypes) throw badInput(`Une catégorie compte au plus ${CATEGORY_LIMITS.subTypes} types.`, "sousTypes");
  const items = raw.map(parseSubType);
  const seen = new Set<string>();
  const ids = new Set<string>();
  for (const { id, name } of items) {
    if (name === null) throw badInput("Chaque type doit être un texte.", "sousTypes");
    if (!name) throw badInput("Le type ne peut pas être vide", "sousTypes");
    if (name.length > CATEGORY_LIMITS.subTypeName) throw badInput("Le type ne peut pas dépasser 30 caractères", "sousTypes");
    if (seen.has(subTypeNameKey(name))) throw badInput(SUB_TYPE_TAKEN, "sousTypes");
    seen.add(subTypeNameKey(name));
    if (id && ids.has(id)) throw badInput("Un même type est envoyé deux fois.", "sousTypes");
    if (id) ids.add(id);
  }
  return items as SubTypeWanted[];
}

const NAME_REQUIRED = "Le nom est requis";
const TAGLINE = "L'accroche doit être un texte de 200 caractères au plus.";

/** Name, description and tagline in the order they are checked (zod, decision 088); a create
 * needs the name, an update refuses it empty only when it sends it. Sub-types are checked after,
 * item by item, by parseSubTypes. */
function categoryFields(partial: boolean) {
  const sent = <T extends z.ZodType>(schema: T) => (partial ? schema.optional() : schema);
  const trimmed = (error: string, max: number, tooLong = error) => z.string({ error }).trim().max(max, tooLong).nullish();
  return {
    // The transform keeps the check on an absent name: zod skips an optional schema's issues there.
    nom: sent(
      trimmed(NAME_REQUIRED, CATEGORY_LIMITS.name, "Le nom ne peut pas dépasser 150 caractères")
        .transform((v) => v ?? "")
        .refine((v) => !!v, NAME_REQUIRED),
    ),
    description: sent(
      trimmed("La description doit être un texte.", CATEGORY_LIMITS.description, "La description ne peut pas dépasser 1000 caractères"),
    ),
    accroche: sent(trimmed(TAGLINE, 200)),
    masquee: z.boolean({ error: "Le champ masquee doit être vrai ou faux." }).nullish(),
  };
}
const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** Sub-types as sent: names, or {nom} with the _id (or id) of one to keep (decision 062). */
const SUB_TYPES_SHAPE = z
  .array(z.union([z.string(), z.object({ _id: z.string().optional(), id: z.string().optional(), nom: z.string() })]))
  .max(CATEGORY_LIMITS.subTypes);
const BODY = { error: "Le corps de la requête doit être un objet JSON." };
const FIELDS = { create: z.object(categoryFields(false), BODY), update: z.object(categoryFields(true), BODY) };
/** REST's category body for the OpenAPI document: the fields, and the sub-types' shape. */
export const CATEGORY_BODY = {
  create: FIELDS.create.extend({ sousTypes: SUB_TYPES_SHAPE.nullish() }),
  update: FIELDS.update.extend({ sousTypes: SUB_TYPES_SHAPE.nullish() }),
};

/** Validated fields; `partial` (update) leaves out what was not sent. */
export function parseCategoryInput(input: CategoryInput, partial: boolean) {
  const c = parseInput(partial ? FIELDS.update : FIELDS.create, input);
  return {
    name: c.nom || undefined,
    description: partial ? orNull(c.description) : c.description || null,
    tagline: partial ? orNull(c.accroche) : c.accroche || null,
    subTypes: partial && input.sousTypes === undefined ? undefined : parseSubTypes(input.sousTypes),
    hidden: c.masquee ?? (partial ? undefined : false),
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

type Tx = Prisma.TransactionClient;
interface ExistingSubType {
  id: string;
  name: string;
  nameKey: string;
  position: number;
  _count: { products: number };
}
interface PlannedSubType {
  name: string;
  nameKey: string;
  position: number;
  existing?: ExistingSubType;
}

/** Pairs each wanted sub-type with the one it keeps: by id when one is sent, else by name among
 * those no id claimed (REST's list of names; a new "A" next to the old A renamed B is a new one). */
function planSubTypes(existing: ExistingSubType[], wanted: SubTypeWanted[]) {
  const byId = new Map(existing.map((s) => [s.id, s]));
  const claimed = new Set<string>();
  for (const w of wanted) {
    if (!w.id) continue;
    if (!byId.has(w.id))
      throw new AppError("CONFLICT", `Le type « ${w.name} » n'existe pas ou plus dans cette catégorie : rechargez la page.`, "sousTypes");
    claimed.add(w.id);
  }
  const kept: PlannedSubType[] = wanted.map((w, position) => {
    const nameKey = subTypeNameKey(w.name);
    const match = w.id ? byId.get(w.id) : existing.find((s) => !claimed.has(s.id) && s.nameKey === nameKey);
    if (match) claimed.add(match.id);
    return { name: w.name, nameKey, position, existing: match };
  });
  return { kept, removed: existing.filter((s) => !claimed.has(s.id)) };
}

const productCount = (n: number) => (n === 1 ? "1 produit l'utilise" : `${n} produits l'utilisent`);
/** The refusal naming each sub-type still used and its product count, like CATEGORY_HAS_PRODUCTS. */
const subTypesInUse = (used: { name: string; _count: { products: number } }[]) =>
  new AppError(
    "CONFLICT",
    used.map((s) => `Impossible de supprimer le type « ${s.name} » : ${productCount(s._count.products)}.`).join(" "),
    "sousTypes",
  );

const WITH_PRODUCT_COUNT = { _count: { select: { products: true } } } as const;

/** After the database refused a removal (a product was attached meanwhile): the refusal as it stands now. */
async function removalRefusal(prisma: PrismaClient, ids: string[]) {
  const now = await prisma.subType.findMany({ where: { id: { in: ids } }, orderBy: { position: "asc" }, include: WITH_PRODUCT_COUNT });
  const used = now.filter((s) => s._count.products > 0);
  return used.length ? subTypesInUse(used) : new AppError("CONFLICT", CATEGORY_CHANGED, "sousTypes");
}

async function writeSubTypes(tx: Tx, categoryId: string, { kept, removed }: ReturnType<typeof planSubTypes>) {
  const used = removed.filter((s) => s._count.products > 0);
  if (used.length) throw subTypesInUse(used);
  // The foreign key (RESTRICT) refuses this if a product was attached since the count.
  if (removed.length) await tx.subType.deleteMany({ where: { id: { in: removed.map((s) => s.id) } } });
  // The unique (category, name key) index is checked row by row: renamed rows first take a key no
  // name folds to (foldText trims), so a swap or A→B beside a new A never collides midway.
  const renamed = kept.filter((k) => k.existing && k.existing.nameKey !== k.nameKey);
  for (const k of renamed) await tx.subType.update({ where: { id: k.existing!.id }, data: { nameKey: ` ${k.existing!.id}` } });
  for (const k of kept) {
    const data = { name: k.name, nameKey: k.nameKey, position: k.position };
    if (!k.existing) await tx.subType.create({ data: { ...data, categoryId } });
    else if (k.existing.name !== k.name || k.existing.nameKey !== k.nameKey || k.existing.position !== k.position) {
      await tx.subType.update({ where: { id: k.existing.id }, data });
    }
  }
}

const hiddenChange = (hidden: boolean | undefined) =>
  hidden === true ? "modifiée (masquée)" : hidden === false ? "modifiée (visible)" : "modifiée";

export function createCategoryWrites(prisma: PrismaClient, events: CatalogueEvents) {
  return {
    async create(actorId: string, input: CategoryInput) {
      const c = parseCategoryInput(input, false);
      const { kept } = planSubTypes([], c.subTypes ?? []); // a new category has no sub-type to keep: any id is refused
      const created = await prisma
        .$transaction(async (tx) => {
          await ensureNameFree(tx, c.name!);
          // A new category goes last in the seller's order (decision 092).
          const last = await tx.category.aggregate({ _max: { position: true } });
          const category = await tx.category.create({
            data: {
              name: c.name!,
              position: (last._max.position ?? -1) + 1,
              hidden: c.hidden,
              ...derivedCategoryColumns(c.name!),
              description: c.description,
              tagline: c.tagline,
              subTypes: { create: kept.map(({ name, nameKey, position }) => ({ name, nameKey, position })) },
            },
          });
          await recordAudit(tx, {
            actorId,
            action: "create",
            entityType: "Category",
            entityId: category.id,
            summary: `Catégorie « ${category.name} » créée`,
          });
          return category;
        })
        .catch(uniqueNameConflict);
      events.changed();
      return created;
    },

    async update(actorId: string, id: string, input: CategoryInput) {
      const c = parseCategoryInput(input, true);
      let removing: string[] = [];
      const updated = await prisma
        .$transaction(async (tx) => {
          // One edit of a category at a time: a parallel one reads the sub-types this one leaves.
          const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "Category" WHERE id = ${id} FOR NO KEY UPDATE`;
          if (!locked.length) throw notFound("Catégorie introuvable");
          if (c.name) await ensureNameFree(tx, c.name, id);
          if (c.subTypes) {
            const existing = await tx.subType.findMany({
              where: { categoryId: id },
              orderBy: { position: "asc" },
              include: WITH_PRODUCT_COUNT,
            });
            const plan = planSubTypes(existing, c.subTypes);
            removing = plan.removed.map((s) => s.id);
            await writeSubTypes(tx, id, plan);
          }
          const category = await tx.category.update({
            where: { id },
            data: {
              ...(c.name ? { name: c.name, ...derivedCategoryColumns(c.name) } : {}),
              description: c.description,
              tagline: c.tagline,
              hidden: c.hidden,
            },
          });
          await recordAudit(tx, {
            actorId,
            action: "update",
            entityType: "Category",
            entityId: id,
            summary: `Catégorie « ${category.name} » ${hiddenChange(c.hidden)}`,
          });
          return category;
        })
        .catch(async (error: unknown) => {
          if (prismaCode(error) === "P2003" && removing.length) throw await removalRefusal(prisma, removing);
          uniqueNameConflict(error);
        });
      events.changed();
      return updated;
    },

    /** The seller's order: `ids` is every category, first to last (decision 092). */
    async reorder(actorId: string, ids: unknown) {
      const wanted = parseCategoryOrder(ids);
      await prisma.$transaction(async (tx) => {
        // One reorder (or create, delete) at a time decides what "every category" is.
        await tx.$executeRaw`LOCK TABLE "Category" IN SHARE ROW EXCLUSIVE MODE`;
        const current = await tx.category.findMany({ select: { id: true } });
        const known = new Set(current.map((c) => c.id));
        if (wanted.length !== known.size || wanted.some((id) => !known.has(id)))
          throw new AppError("CONFLICT", CATEGORY_ORDER_STALE, "ids");
        for (const [position, id] of wanted.entries()) await tx.category.update({ where: { id }, data: { position } });
        await recordAudit(tx, {
          actorId,
          action: "update",
          entityType: "Category",
          entityId: wanted[0] ?? "",
          summary: "Ordre des catégories modifié",
        });
      });
      events.changed();
    },

    async remove(actorId: string, id: string) {
      const deleted = await prisma
        .$transaction(async (tx) => {
          const category = await tx.category.findUnique({ where: { id }, include: { _count: { select: { products: true } } } });
          if (!category) throw notFound("Catégorie introuvable");
          if (category._count.products > 0) throw new AppError("CONFLICT", CATEGORY_HAS_PRODUCTS);
          await tx.subType.deleteMany({ where: { categoryId: id } });
          await tx.category.delete({ where: { id } });
          await recordAudit(tx, {
            actorId,
            action: "delete",
            entityType: "Category",
            entityId: id,
            summary: `Catégorie « ${category.name} » supprimée`,
          });
          return category;
        })
        .catch((error: unknown) => {
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
