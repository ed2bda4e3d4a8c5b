// Start-up: what the app opens before it serves, in this order: the storage, the database (migrated),
// the agreement with the other instances, the catalogue caches and the change channel, the services,
// the first start's super admin and demo catalogue, and the embedded database's upkeep.
import crypto from "node:crypto";
import fs from "node:fs";
import { PrismaClient } from "../generated/prisma/client.ts";
import type { Config } from "../env.ts";
import type { Database } from "../db/connect.ts";
import { openServerDatabase } from "../db/server-database.ts";
import { applyMigrations } from "../db/migrate.ts";
import { createHousekeeping, vacuumAtStart } from "../db/maintenance.ts";
import { sharedSetting } from "../db/shared-settings.ts";
import { createServices, type Services } from "../services/index.ts";
import { createBackground } from "../services/background.ts";
import { CatalogueEvents } from "../services/events.ts";
import { openShopSettings, type ShopSettingsService } from "../services/shop-settings.ts";
import { openStorage, type FileStorage } from "../storage/index.ts";
import { PRIVATE_DIR } from "../lib/private-files.ts";
import { pageBytes, type PageEntry } from "../http/client.ts";
import {
  cacheGroup,
  createCatalogueCache,
  PAGE_CACHE_LIMITS,
  ROW_CACHE_LIMITS,
  rowBytes,
  type ClearableCache,
} from "../http/response-cache.ts";
import { createMailer } from "../email/index.ts";
import { checkSharedSecret, createAccessTokens, loadJwtSecret, SECRET_FINGERPRINT_KEY } from "../auth/jwt.ts";
import { openChangeChannel, type ChangeChannel } from "../channel/index.ts";
import { isCatalogueEmpty } from "../demo/seed.ts";
import { drawFirstStart } from "../first-start.ts";
import type { Logger } from "../log.ts";

export interface Started {
  logger: Logger;
  db: Database;
  prisma: PrismaClient;
  appliedMigrations: string[];
  services: Services;
  channel: ChangeChannel;
  /** Catalogue reads kept in memory: GraphQL and REST answers, storefront pages. */
  responses: ClearableCache;
  pages: ClearableCache<PageEntry>;
  rows: ClearableCache<Record<string, unknown>>;
  /** The embedded database's upkeep after catalogue writes (decision 048), when it is on disk. */
  housekeeping: ReturnType<typeof createHousekeeping> | null;
}

/** See createApp's options. `idle` says whether no answer is being written (housekeeping waits for it). */
export interface StartOptions {
  storage?: (configured: FileStorage) => FileStorage;
  database?: Database;
  idle: () => boolean;
}

export async function start(config: Config, logger: Logger, opts: StartOptions): Promise<Started> {
  // Private: the database, the outbox (sign-in links), the secrets (decision 033).
  fs.mkdirSync(config.DATA_DIR, { recursive: true, mode: PRIVATE_DIR });
  const configured = await openStorage(config); // before the database: nothing to close if it fails
  const db = opts.database ?? (await openServerDatabase(config.DATABASE_URL, logger));
  const appliedMigrations = await applyMigrations(db.sql);
  const prisma = new PrismaClient({ adapter: db.adapter });
  const secret = loadJwtSecret(config);
  const shopId = await agreeWithOtherInstances(db, prisma, secret).catch(async (e: unknown) => {
    await prisma.$disconnect();
    await db.close();
    throw e;
  });
  // Cleared by every catalogue write, this instance's at once and the others' through the channel.
  const responses = createCatalogueCache();
  const pages = createCatalogueCache(PAGE_CACHE_LIMITS, pageBytes);
  const rows = createCatalogueCache(ROW_CACHE_LIMITS, rowBytes);
  const caches = cacheGroup(responses, pages, rows);
  const events = new CatalogueEvents();
  const settings = await openShopSettings({ prisma, config, events, logger });
  const channel = await openChangeChannel({
    config,
    db,
    shopId,
    caches: withSettings(caches, settings, logger),
    log: (m) => logger.warn(m),
  });
  events.on("changed", () => {
    caches.clear();
    channel.publish();
  });
  const services = createServices({
    prisma,
    sql: db.sql,
    databaseKind: db.kind,
    config,
    storage: opts.storage ? opts.storage(configured) : configured,
    events,
    settings,
    mailer: createMailer(config, logger, () => settings.current().nom),
    tokens: createAccessTokens(secret),
    background: createBackground(logger),
    logger,
    rows: config.RESPONSE_CACHE ? rows : undefined,
  });
  await firstStart(config, db, services, logger);
  const housekeeping = await startUpkeep(db, events, opts.idle, logger);
  return { logger, db, prisma, appliedMigrations, services, channel, responses, pages, rows, housekeeping };
}

/** What the channel drives: another instance's write (or the channel back after a loss, when one
 * may have gone unheard) also has the settings read again, and the caches cleared once more when
 * they changed: a page drawn between the first clear and the new values is not kept (decision 091). */
function withSettings(caches: ReturnType<typeof cacheGroup>, settings: ShopSettingsService, logger: Logger) {
  const reread = () =>
    settings.reread().then(
      (changed) => changed && caches.clear(),
      (e: unknown) => logger.warn(`Paramètres : relecture impossible (${e instanceof Error ? e.message : String(e)}).`),
    );
  return {
    clear() {
      caches.clear();
      void reread();
    },
    setLive(live: boolean) {
      caches.setLive(live);
      if (live) void reread();
    },
  };
}

/** What the instances of one database agree on before serving: the token secret (refused when
 * it differs from the others') and the shop's id (names the cache channel). */
async function agreeWithOtherInstances(db: Database, prisma: PrismaClient, secret: Uint8Array) {
  if (db.kind === "postgresql")
    await checkSharedSecret(secret, (fingerprint) => sharedSetting(prisma, SECRET_FINGERPRINT_KEY, fingerprint));
  return sharedSetting(prisma, "shop-id", crypto.randomBytes(16).toString("hex"));
}

/** Instances starting together on an empty database: one creates the super admin (and prints
 * its password) and the demo catalogue, the others wait and find them. */
async function firstStart(config: Config, db: Database, services: Services, logger: Logger) {
  await db.sql.withLock(async () => {
    await services.accounts.ensureSuperAdmin(logger);
    const seed = config.SEED_DEMO && (await isCatalogueEmpty(services.prisma));
    if (seed) logger.info("Catalogue vide : création du catalogue de démonstration (photos générées, environ 25 s)…");
    await drawFirstStart({ config, db, prisma: services.prisma, storage: services.storage, seed, logger });
    if (seed) services.events.changed();
  });
}

/** The embedded database has no autovacuum: its statistics and visibility map are kept here, at
 * start before serving and after catalogue writes when no request waits (decision 048). Only on
 * disk (a worker serves it): an in-memory one is a test's, short-lived and nearly empty. */
async function startUpkeep(db: Database, events: CatalogueEvents, idle: () => boolean, logger: Logger) {
  if (db.kind !== "pglite" || db.worker === undefined) return null;
  await vacuumAtStart(db.sql);
  const housekeeping = createHousekeeping(db.sql, idle, logger);
  events.on("changed", housekeeping.changed);
  return housekeeping;
}
