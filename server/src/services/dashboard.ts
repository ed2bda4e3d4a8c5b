// Dashboard figures from the data (DECISIONS): counts with their change over the last 30 days and
// the back-office list each one counts (its link), recent activity from the audit log, top
// products by recency or by promotion.
import type { PrismaClient, Prisma } from "../generated/prisma/client.ts";
import { badInput } from "../lib/errors.ts";
import type { CatalogueService } from "./catalogue.ts";
import { parseProductListInput, type ProductListInput } from "./product-list/index.ts";

const DAY = 86_400_000;
export const TOP_PRODUCTS_MAX = 50;

/** How many lines a dashboard list shows: 10 by default, 1 to 50 on request, nothing else. */
function listLimit(limit: number | null | undefined) {
  const take = limit ?? 10;
  if (!Number.isInteger(take) || take < 1 || take > TOP_PRODUCTS_MAX)
    throw badInput(`Le paramètre limit doit être un entier entre 1 et ${TOP_PRODUCTS_MAX}.`, "limit");
  return take;
}

/** Which way is good news for a figure: more products is good, more out of stock is bad. */
type Better = "up" | "down";

/** The 30-day change. From zero there is no honest percentage: the trend is 'new' (percentage 0).
 * `tone` says whether the change is good or bad news, so the card colours it by meaning. */
export function change(now: number, before: number, better: Better = "up") {
  if (before === 0 && now > 0) return { percentage: 0, trend: "new", tone: better === "up" ? "good" : "bad" };
  const percentage = before === 0 ? 0 : Math.round(((now - before) / before) * 100);
  const trend = percentage > 0 ? "up" : percentage < 0 ? "down" : "stable";
  const tone = trend === "stable" ? "neutral" : trend === better ? "good" : "bad";
  return { percentage, trend, tone };
}

const ICONS: Record<string, string> = { create: "plus", update: "edit", delete: "trash", block: "lock", unblock: "unlock", status: "cart" };
const ENTITY_LABEL: Record<string, string> = { Product: "Produit", Category: "Catégorie", AdminUser: "Administrateur", Order: "Commande" };

/** Who did it: an administrator, or for an order the shopper who sent it (no actor). */
const byWhom = (r: { entityType: string; actorId: string | null; actor: { fullName: string; email: string } | null }) =>
  r.actor?.fullName ||
  r.actor?.email ||
  (r.entityType === "Order" && r.actorId === null ? "le client (panier)" : "un administrateur supprimé");

export function createDashboardService(prisma: PrismaClient, catalogue: CatalogueService) {
  /** Today's figure is the total of the back-office list its card opens: the same filter, so the
   * card and the list always agree. */
  const listTotal = async (filter: ProductListInput) =>
    (await catalogue.productList(parseProductListInput({ ...filter, limit: 1, backOffice: true })).pagination()).total;

  /** Items deleted since `since` that already existed then (not created after it). */
  async function deletedSince(entityType: string, since: Date) {
    const created = await prisma.auditEntry.findMany({
      where: { entityType, action: "create", createdAt: { gte: since } },
      select: { entityId: true },
    });
    return prisma.auditEntry.count({
      where: { entityType, action: "delete", createdAt: { gte: since }, entityId: { notIn: created.map((c) => c.entityId) } },
    });
  }

  // An active promotion (DECISIONS): 0 < percent < 100 and a price paid below the price (rounding
  // can cancel a small one); the list's filter is the same condition in SQL (services/catalogue.ts).
  const promo: Prisma.ProductWhereInput = { promotionPercent: { gt: 0, lt: 100 }, finalPrice: { lt: prisma.product.fields.price } };

  return {
    /** Each stat compares today's count with the count 30 days ago: the items created before then
     * that still exist, plus those deleted since (the audit log keeps the deletions). */
    async stats() {
      const cutoff = new Date(Date.now() - 30 * DAY);
      const old = { createdAt: { lt: cutoff } };
      const [products, productsBefore, productsGone, categories, categoriesBefore, categoriesGone, out, outBefore, promos, promosBefore] =
        await Promise.all([
          listTotal({}),
          prisma.product.count({ where: old }),
          deletedSince("Product", cutoff),
          prisma.category.count(),
          prisma.category.count({ where: old }),
          deletedSince("Category", cutoff),
          listTotal({ stock: "rupture" }),
          prisma.product.count({ where: { OR: [{ stock: 0 }, { outOfStock: true }], ...old } }),
          listTotal({ promotion: true }),
          prisma.product.count({ where: { ...promo, ...old } }),
        ]);
      return [
        {
          title: "Produits",
          value: products,
          ...change(products, productsBefore + productsGone),
          icon: "package",
          color: "blue",
          lien: "/admin/produits",
        },
        {
          title: "Catégories",
          value: categories,
          ...change(categories, categoriesBefore + categoriesGone),
          icon: "folder",
          color: "purple",
          lien: "/admin/categories",
        },
        {
          title: "En rupture",
          value: out,
          ...change(out, outBefore, "down"),
          icon: "alert",
          color: "red",
          lien: "/admin/produits?stock=rupture",
        },
        {
          title: "En promotion",
          value: promos,
          ...change(promos, promosBefore),
          icon: "tag",
          color: "orange",
          lien: "/admin/produits?promotion=oui",
        },
      ];
    },

    async recentActivity(limit: number | null | undefined = 10) {
      const rows = await prisma.auditEntry.findMany({
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: listLimit(limit),
        include: { actor: { select: { fullName: true, email: true } } },
      });
      return rows.map((r) => ({
        id: r.id,
        title: r.summary,
        subtitle: `${ENTITY_LABEL[r.entityType] ?? r.entityType} · par ${byWhom(r)}`,
        timestamp: r.createdAt,
        icon: ICONS[r.action] ?? "activity",
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
      }));
    },

    topProducts<Q extends { include?: Prisma.ProductInclude }>(by: string | null | undefined, limit: number | null | undefined, query?: Q) {
      const order = by ?? "recent";
      if (order !== "recent" && order !== "promotion") throw badInput("Le paramètre by doit valoir recent ou promotion.", "by");
      const take = listLimit(limit);
      return prisma.product.findMany({
        ...(query ?? {}),
        where: order === "promotion" ? promo : {},
        orderBy: order === "promotion" ? [{ promotionPercent: "desc" }, { sortName: "asc" }] : [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }) as unknown as Promise<Prisma.ProductGetPayload<Q>[]>;
    },
  };
}
