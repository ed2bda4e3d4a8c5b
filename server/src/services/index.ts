import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Config } from "../env.ts";
import type { FileStorage } from "../storage/index.ts";
import { createCatalogueService } from "./catalogue.ts";
import { CatalogueEvents } from "./events.ts";
import { shopInfo } from "./shop.ts";
import { listBanners } from "./banners.ts";

export interface ServiceDeps { prisma: PrismaClient; config: Config; storage: FileStorage; events: CatalogueEvents }

export function createServices(deps: ServiceDeps) {
  return {
    ...deps,
    catalogue: createCatalogueService(deps.prisma),
    shop: () => shopInfo(deps.config),
    banners: () => listBanners(deps.storage),
  };
}

export type Services = ReturnType<typeof createServices>;
