import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Config } from "../env.ts";
import type { FileStorage } from "../storage/index.ts";
import { createCatalogueService } from "./catalogue.ts";
import type { RowCache } from "./product-list/index.ts";
import type { CatalogueEvents } from "./events.ts";
import { shopInfo } from "./shop.ts";
import type { ShopSettingsService } from "./shop-settings.ts";
import { listBanners } from "./banners.ts";
import { createAuthService } from "./auth.ts";
import type { Background } from "./background.ts";
import { createCategoryWrites } from "./categories.ts";
import { createProductWrites } from "./products.ts";
import { createProductImport } from "./product-import.ts";
import { createProductBulk } from "./product-bulk.ts";
import { createDashboardService } from "./dashboard.ts";
import { createSitemapService } from "./sitemap.ts";
import { createOrderService } from "./orders.ts";
import type { Mailer } from "../email/index.ts";
import type { AccessTokens } from "../auth/jwt.ts";
import type { Logger } from "../log.ts";
import type { Database, SqlRunner } from "../db/connect.ts";

export interface ServiceDeps {
  prisma: PrismaClient;
  sql: SqlRunner;
  databaseKind: Database["kind"];
  config: Config;
  storage: FileStorage;
  events: CatalogueEvents;
  settings: ShopSettingsService;
  mailer: Mailer;
  tokens: AccessTokens;
  background: Background;
  logger: Logger;
  /** Product rows kept between shoppers' lists (cleared with the response cache), none to read every page from the database. */
  rows?: RowCache;
}

export function createServices(deps: ServiceDeps) {
  const catalogue = createCatalogueService(deps.prisma, deps.sql, deps.rows, deps.config.CATALOGUE_LIST_SOURCE);
  return {
    ...deps,
    catalogue,
    accounts: createAuthService({ ...deps, later: deps.background.later, shopName: () => deps.settings.current().nom }),
    categories: createCategoryWrites(deps.prisma, deps.events),
    products: createProductWrites(deps.prisma, deps.storage, deps.events, deps.logger),
    productImport: createProductImport(deps.prisma, deps.storage, deps.events, deps.logger),
    productBulk: createProductBulk(deps.prisma, catalogue, deps.storage, deps.events, deps.logger),
    dashboard: createDashboardService(deps.prisma, catalogue),
    orders: createOrderService({
      prisma: deps.prisma,
      events: deps.events,
      later: deps.background.later,
      embedded: deps.databaseKind === "pglite",
    }),
    sitemap: createSitemapService(deps.sql, deps.storage),
    shop: () => shopInfo(deps.config, deps.settings.current()),
    banners: () => listBanners(deps.storage),
  };
}

export type Services = ReturnType<typeof createServices>;
