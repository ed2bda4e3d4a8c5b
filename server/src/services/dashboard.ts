// Dashboard figures from the data (DECISIONS): counts with their change over the last 30 days,
// recent activity from the audit log, top products by recency or by promotion.
import type { PrismaClient, Prisma } from "../generated/prisma/client.ts";
import { badInput } from "../lib/errors.ts";

const DAY = 86_400_000;
export const TOP_PRODUCTS_MAX = 50;

function change(now: number, before: number) {
  const percentage = before === 0 ? (now > 0 ? 100 : 0) : Math.round(((now - before) / before) * 100);
  return { percentage, trend: percentage > 0 ? "up" : percentage < 0 ? "down" : "stable" };
}

const ICONS: Record<string, string> = { create: "plus", update: "edit", delete: "trash", block: "lock", unblock: "unlock" };
const ENTITY_LABEL: Record<string, string> = { Product: "Produit", Category: "Catégorie", AdminUser: "Administrateur" };

export function createDashboardService(prisma: PrismaClient) {
  return {
    /** Each stat compares today's count with the count of the same items that existed 30 days ago. */
    async stats() {
      const cutoff = new Date(Date.now() - 30 * DAY);
      const old = { createdAt: { lt: cutoff } };
      const promo: Prisma.ProductWhereInput = { promotionPercent: { gt: 0, lt: 100 } };
      const [products, productsBefore, categories, categoriesBefore, out, outBefore, promos, promosBefore] = await Promise.all([
        prisma.product.count(), prisma.product.count({ where: old }),
        prisma.category.count(), prisma.category.count({ where: old }),
        prisma.product.count({ where: { outOfStock: true } }), prisma.product.count({ where: { outOfStock: true, ...old } }),
        prisma.product.count({ where: promo }), prisma.product.count({ where: { ...promo, ...old } }),
      ]);
      return [
        { title: "Produits", value: products, ...change(products, productsBefore), icon: "package", color: "blue" },
        { title: "Catégories", value: categories, ...change(categories, categoriesBefore), icon: "folder", color: "purple" },
        { title: "En rupture", value: out, ...change(out, outBefore), icon: "alert", color: "red" },
        { title: "En promotion", value: promos, ...change(promos, promosBefore), icon: "tag", color: "orange" },
      ];
    },

    async recentActivity(limit = 10) {
      const rows = await prisma.auditEntry.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: Math.min(Math.max(limit, 1), 50), include: { actor: { select: { fullName: true, email: true } } } });
      return rows.map((r) => ({
        id: r.id, title: r.summary, subtitle: `${ENTITY_LABEL[r.entityType] ?? r.entityType} · par ${r.actor?.fullName || r.actor?.email || "un administrateur supprimé"}`,
        timestamp: r.createdAt, icon: ICONS[r.action] ?? "activity", action: r.action, entityType: r.entityType, entityId: r.entityId,
      }));
    },

    topProducts<Q extends { include?: Prisma.ProductInclude }>(by: string | null | undefined, limit: number | null | undefined, query?: Q) {
      const order = by ?? "recent";
      if (order !== "recent" && order !== "promotion") throw badInput("Le paramètre by doit valoir recent ou promotion.", "by");
      const take = limit ?? 10;
      if (!Number.isInteger(take) || take < 1 || take > TOP_PRODUCTS_MAX) throw badInput(`Le paramètre limit doit être un entier entre 1 et ${TOP_PRODUCTS_MAX}.`, "limit");
      return prisma.product.findMany({
        ...(query ?? {}),
        where: order === "promotion" ? { promotionPercent: { gt: 0, lt: 100 } } : {},
        orderBy: order === "promotion" ? [{ promotionPercent: "desc" }, { sortName: "asc" }] : [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }) as unknown as Promise<Prisma.ProductGetPayload<Q>[]>;
    },
  };
}
