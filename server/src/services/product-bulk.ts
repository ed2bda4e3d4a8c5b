// Bulk work on the back-office's product list (issue 29 item 3, decision 093): several products
// (by id, or every result of the list's filter) get a promotion, 'À la une', 'En rupture', a
// category and sub-type, or are deleted. At most BULK_LIMIT products, one transaction with the
// rows locked, one audit entry per product; photos' files go after the commit.
import { z } from "zod";
import type { Logger } from "../log.ts";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { AppError, badInput } from "../lib/errors.ts";
import { boundedInteger, integerField, parseInput } from "../lib/input.ts";
import type { FileStorage } from "../storage/index.ts";
import type { CatalogueService } from "./catalogue.ts";
import { MAX_PAGE_SIZE, parseProductListInput } from "./product-list/index.ts";
import type { CatalogueEvents } from "./events.ts";
import { imageFileKeys } from "./images.ts";
import { finalPrice } from "./pricing.ts";
import { placementNames } from "./products.ts";
import { BULK_ACTIONS, BULK_LIMIT } from "../../../contract/product-bulk.ts";

export { BULK_ACTIONS, BULK_LIMIT, bulkResultMessage } from "../../../contract/product-bulk.ts";

const PERCENT = "La promotion doit être un pourcentage entier entre 0 et 100.";
const ID_MAX = 64;
const idText = (field: string) =>
  z
    .string({ error: `Le champ ${field} doit être un identifiant (texte).` })
    .trim()
    .max(ID_MAX, `Le champ ${field} est trop long pour un identifiant.`)
    .nullish()
    .transform((v) => v || null);
const flag = (field: string) => z.boolean({ error: `Le champ ${field} doit valoir true ou false.` }).nullish();
const price = integerField("Les prix minimum et maximum doivent être des nombres entiers positifs (FCFA).");

/** The back-office list's filter, as its GraphQL query names it (the admin list sends its own). */
const FILTER = z.object(
  {
    search: z.string({ error: "Le champ search doit être un texte." }).nullish(),
    minPrice: price,
    maxPrice: price,
    categoryId: idText("categoryId"),
    subTypeId: idText("subTypeId"),
    stock: z.enum(["rupture", "bas"], { error: "Filtre de stock inconnu : utilisez rupture ou bas." }).nullish(),
    brouillon: flag("brouillon"),
    promotion: flag("promotion"),
  },
  { error: "Le filtre doit être un objet." },
);

export const PRODUCT_BULK_BODY = z.object(
  {
    ids: z
      .array(
        z
          .string({ error: "Chaque identifiant de produit doit être un texte." })
          .min(1, "Un identifiant de produit est vide.")
          .max(ID_MAX, "Identifiant de produit trop long."),
        { error: "Le champ ids doit être une liste d'identifiants de produits." },
      )
      .max(BULK_LIMIT, `${BULK_LIMIT} produits au plus par modification groupée.`)
      .nullish()
      .meta({ description: `Les produits choisis (${BULK_LIMIT} au plus) ; sinon filtre` }),
    filtre: FILTER.nullish().meta({ description: "Tous les résultats de ce filtre de la liste (à la place de ids)" }),
    action: z.enum(BULK_ACTIONS, { error: "Action inconnue : utilisez promotion, aLaUne, enRupture, categorie ou supprimer." }),
    pourcentPromotion: boundedInteger(PERCENT, 0, 100).meta({ description: "promotion : le pourcentage (0 la retire)" }),
    valeur: flag("valeur").meta({ description: "aLaUne, enRupture : true ou false" }),
    typeProduit: idText("typeProduit").meta({ description: "categorie : la catégorie" }),
    sousTypeProduit: idText("sousTypeProduit").meta({ description: "categorie : son sous-type (absent : aucun)" }),
  },
  { error: "Le corps de la requête doit être un objet JSON." },
);
type BulkInput = z.output<typeof PRODUCT_BULK_BODY>;

/** What the action writes, checked before any read: its value, or a French 400 naming the field. */
function parseChange(b: BulkInput) {
  switch (b.action) {
    case "promotion":
      if (b.pourcentPromotion === undefined) throw badInput(PERCENT, "pourcentPromotion");
      return { action: b.action, percent: b.pourcentPromotion };
    case "aLaUne":
    case "enRupture":
      if (b.valeur == null) throw badInput("Le champ valeur doit valoir true ou false.", "valeur");
      return { action: b.action, value: b.valeur };
    case "categorie":
      if (!b.typeProduit) throw badInput("Veuillez sélectionner une catégorie", "typeProduit");
      return { action: b.action, categoryId: b.typeProduit, subTypeId: b.sousTypeProduit };
    default:
      return { action: b.action };
  }
}
type Change = ReturnType<typeof parseChange>;

export function parseBulkInput(input: unknown) {
  const b = parseInput(PRODUCT_BULK_BODY, input);
  if (b.ids && b.filtre) throw badInput("Choisissez des produits ou un filtre, pas les deux.", "ids");
  if (!b.filtre && !b.ids?.length) throw badInput("Aucun produit choisi.", "ids");
  return { ids: b.ids ? [...new Set(b.ids)] : null, filter: b.filtre ?? null, change: parseChange(b) };
}

type Row = { id: string; name: string; price: number; stock: number };
type Tx = Prisma.TransactionClient;

export function createProductBulk(
  prisma: PrismaClient,
  catalogue: CatalogueService,
  storage: FileStorage,
  events: CatalogueEvents,
  logger: Logger,
) {
  /** Every id the filter finds in the back-office, refused past BULK_LIMIT. */
  async function filteredIds(filter: NonNullable<ReturnType<typeof parseBulkInput>["filter"]>) {
    const q = parseProductListInput({ ...filter, page: 1, limit: MAX_PAGE_SIZE, backOffice: true, draft: filter.brouillon });
    const { total, pages } = await catalogue.productList(q).pagination();
    if (total === 0) throw badInput("Aucun produit ne correspond à ce filtre.", "filtre");
    if (total > BULK_LIMIT)
      throw badInput(`Ce filtre compte ${total} produits : ${BULK_LIMIT} au plus par modification groupée. Affinez le filtre.`, "filtre");
    const ids: string[] = [];
    for (let page = 1; page <= pages; page++) ids.push(...(await catalogue.productList({ ...q, page }).items()).map((p) => p.id));
    return [...new Set(ids)];
  }

  /** Writes the change to the locked rows; returns each product's audit line. */
  async function write(tx: Tx, rows: Row[], change: Change): Promise<(r: Row) => string> {
    const ids = rows.map((r) => r.id);
    const where = { id: { in: ids } };
    switch (change.action) {
      case "promotion": {
        const percent = change.percent!;
        for (const r of rows)
          await tx.product.update({
            where: { id: r.id },
            data: { promotionPercent: percent, finalPrice: finalPrice({ price: r.price, promotionPercent: percent }) },
          });
        return (r) => (percent ? `Produit « ${r.name} » : promotion de ${percent} %` : `Produit « ${r.name} » : promotion retirée`);
      }
      case "aLaUne":
        await tx.product.updateMany({ where, data: { featured: change.value! } });
        return (r) => `Produit « ${r.name} » ${change.value ? "mis à la une" : "retiré de la une"}`;
      case "enRupture":
        // The stored flag is the seller's or no stock (products.ts): at 0 a product stays out of stock.
        await tx.product.updateMany({ where, data: { outOfStock: change.value! } });
        if (!change.value) await tx.product.updateMany({ where: { ...where, stock: 0 }, data: { outOfStock: true } });
        return (r) =>
          change.value
            ? `Produit « ${r.name} » marqué en rupture`
            : `Produit « ${r.name} » remis en vente${r.stock === 0 ? " (reste en rupture : stock à 0)" : ""}`;
      case "categorie": {
        const place = await placementNames(tx, change.categoryId!, change.subTypeId);
        const name = place.subType ? `${place.category} › ${place.subType}` : place.category;
        await tx.product.updateMany({ where, data: { categoryId: change.categoryId!, subTypeId: change.subTypeId ?? null } });
        return (r) => `Produit « ${r.name} » déplacé vers « ${name} »`;
      }
      default:
        await tx.product.deleteMany({ where });
        return (r) => `Produit « ${r.name} » supprimé`;
    }
  }

  return {
    /** Applies one action to the selection, all or nothing. */
    async apply(actorId: string, input: unknown) {
      const { ids: chosen, filter, change } = parseBulkInput(input);
      const ids = chosen ?? (await filteredIds(filter!));
      const { rows, files } = await prisma.$transaction(
        async (tx) => {
          // Locked first: a concurrent edit of a price cannot slip between the read and the write.
          await tx.$queryRaw`SELECT id FROM "Product" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
          const rows = await tx.product.findMany({
            where: { id: { in: ids } },
            select: { id: true, name: true, price: true, stock: true },
          });
          if (rows.length < ids.length) {
            const gone = ids.length - rows.length;
            const which = gone === 1 ? "Un des produits choisis n'existe" : `${gone} des produits choisis n'existent`;
            throw new AppError("CONFLICT", `${which} plus : rechargez la liste puis recommencez.`);
          }
          // Read before the delete cascades to them: their files go once it is committed.
          const images = change.action === "supprimer" ? await tx.productImage.findMany({ where: { productId: { in: ids } } }) : [];
          const summary = await write(tx, rows, change);
          await tx.auditEntry.createMany({
            data: rows.map((r) => ({
              actorId,
              action: change.action === "supprimer" ? "delete" : "update",
              entityType: "Product",
              entityId: r.id,
              summary: summary(r),
            })),
          });
          return { rows, files: imageFileKeys(images) };
        },
        { maxWait: 10_000, timeout: 60_000 },
      );
      if (files.length)
        await storage.remove(files).catch((err: unknown) => logger.warn({ err }, `Fichiers d'images non supprimés (${files.length})`));
      events.changed();
      const stillOut = change.action === "enRupture" && !change.value ? rows.filter((r) => r.stock === 0).length : 0;
      return { action: change.action, nombre: rows.length, restentEnRupture: stillOut };
    },
  };
}
