// The shop's settings (decision 091): one row in the database, created at the first read from the
// environment variables, kept in memory by every instance (each page reads them) and read again
// when another instance announces a write (change channel), when the channel comes back, and
// every 5 minutes in case an announcement was lost. An update needs the version it was made from.
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { Config } from "../env.ts";
import type { Logger } from "../log.ts";
import { z } from "zod";
import { AppError, badInput } from "../lib/errors.ts";
import { parseInput } from "../lib/input.ts";
import { checkShopSettings, SHOP_SETTINGS_FIELDS, type ShopSettingsValues } from "../../../contract/shop-settings.ts";
import { recordAudit } from "./audit.ts";
import type { CatalogueEvents } from "./events.ts";

export interface ShopSettings extends ShopSettingsValues {
  version: number;
  updatedAt: Date;
}

/** The first values, before any edit: the environment's, and the delivery terms SPEC §9 gives. */
export const FIRST_DELIVERY = { dakarPrice: 2000, dakarDelay: "24 h", regionsDelay: "2 à 4 jours", sameDayCutoff: "15h" } as const;
export const REREAD_MS = 5 * 60_000;
export const STALE_VERSION =
  "Les paramètres ont été modifiés entre-temps par un autre administrateur : rechargez la page pour partir de leurs nouvelles valeurs.";

type Row = NonNullable<Awaited<ReturnType<PrismaClient["shopSettings"]["findUnique"]>>>;

const fromRow = (r: Row): ShopSettings => ({
  nom: r.name,
  description: r.description,
  whatsapp: r.whatsapp,
  facebook: r.facebook,
  instagram: r.instagram,
  tiktok: r.tiktok,
  dakarPrix: r.dakarPrice,
  dakarDelai: r.dakarDelay,
  regionsDelai: r.regionsDelay,
  jourMemeAvant: r.sameDayCutoff,
  horaires: r.supportHours,
  version: r.version,
  updatedAt: r.updatedAt,
});

const columns = (v: ShopSettingsValues) => ({
  name: v.nom,
  description: v.description,
  whatsapp: v.whatsapp,
  facebook: v.facebook,
  instagram: v.instagram,
  tiktok: v.tiktok,
  dakarPrice: v.dakarPrix,
  dakarDelay: v.dakarDelai,
  regionsDelay: v.regionsDelai,
  sameDayCutoff: v.jourMemeAvant,
  supportHours: v.horaires,
});

export const firstSettings = (config: Pick<Config, "SHOP_NAME" | "SHOP_WHATSAPP_NUMBER">): ShopSettingsValues => ({
  nom: config.SHOP_NAME,
  description: "Mode, accessoires et beauté à Dakar : commandez en quelques clics par WhatsApp. Livraison 24 h à Dakar.",
  whatsapp: config.SHOP_WHATSAPP_NUMBER,
  facebook: "",
  instagram: "",
  tiktok: "",
  dakarPrix: FIRST_DELIVERY.dakarPrice,
  dakarDelai: FIRST_DELIVERY.dakarDelay,
  regionsDelai: FIRST_DELIVERY.regionsDelay,
  jourMemeAvant: FIRST_DELIVERY.sameDayCutoff,
  horaires: "7 j/7, de 8 h à 20 h",
});

/** The row, created from the first values when missing (instances starting together: one wins). */
async function readRow(prisma: PrismaClient, config: Config): Promise<ShopSettings> {
  const row = await prisma.shopSettings.findUnique({ where: { id: 1 } });
  if (row) return fromRow(row);
  await prisma.shopSettings.createMany({ data: [{ id: 1, ...columns(firstSettings(config)) }], skipDuplicates: true });
  return fromRow(await prisma.shopSettings.findUniqueOrThrow({ where: { id: 1 } }));
}

const text = (field: string, max: number) =>
  z
    .string({ error: `Le champ ${field} doit être un texte.` })
    .max(max * 2, `Le champ ${field} ne doit pas dépasser ${max} caractères.`)
    .nullish();

/** The shape of an edit, as GraphQL and REST send it (REST documents it, decision 088); the
 * content of each field is checked by contract/shop-settings.ts, as the form does. */
export const SETTINGS_BODY = z.object(
  {
    version: z
      .int({ error: "La version des paramètres doit être un nombre entier." })
      .min(1, "La version des paramètres doit être un nombre entier."),
    nom: text("nom", 80),
    description: text("description", 300),
    whatsapp: text("whatsapp", 20),
    facebook: text("facebook", 150),
    instagram: text("instagram", 150),
    tiktok: text("tiktok", 150),
    dakarPrix: z
      .int({ error: "Le prix de livraison à Dakar doit être un nombre entier de FCFA entre 0 et 1 000 000." })
      .min(0, "Le prix de livraison à Dakar doit être un nombre entier de FCFA entre 0 et 1 000 000.")
      .max(1_000_000, "Le prix de livraison à Dakar doit être un nombre entier de FCFA entre 0 et 1 000 000.")
      .nullish(),
    dakarDelai: text("dakarDelai", 40),
    regionsDelai: text("regionsDelai", 40),
    jourMemeAvant: text("jourMemeAvant", 20),
    horaires: text("horaires", 120),
  },
  { error: "Le corps de la requête doit être un objet JSON." },
);

/** The version the edit started from and its checked values, or the first refusal (French 400). */
export function parseSettingsInput(input: unknown) {
  const { version, ...fields } = parseInput(SETTINGS_BODY, input);
  const checked = checkShopSettings(fields);
  if (!checked.ok) {
    const field = SHOP_SETTINGS_FIELDS.find((f) => checked.errors[f])!;
    throw badInput(checked.errors[field]!, field);
  }
  return { version, values: checked.value };
}

export async function openShopSettings(deps: { prisma: PrismaClient; config: Config; events: CatalogueEvents; logger: Logger }) {
  const { prisma, config, events, logger } = deps;
  let current = await readRow(prisma, config);
  let closed = false;

  /** Reads the row again; true when it changed. An older answer (reads overtaking each other)
   * never replaces a newer version. */
  async function reread(): Promise<boolean> {
    const read = await readRow(prisma, config);
    if (closed || read.version <= current.version) return false;
    current = read;
    return true;
  }

  const timer = setInterval(() => {
    reread()
      .then((changed) => changed && events.changed())
      .catch((e: unknown) => logger.warn(`Paramètres : relecture impossible (${e instanceof Error ? e.message : String(e)}).`));
  }, REREAD_MS);
  timer.unref();

  return {
    /** What every page reads: the last values this instance knows. */
    current: () => current,
    reread,
    /** For the editor: read from the database, so that an edit starts from the latest version. */
    async fresh(): Promise<ShopSettings> {
      if (await reread()) events.changed();
      return current;
    },
    /** Checks every field, then writes if nobody wrote since `version`: a 409 otherwise. */
    async update(actorId: string, input: unknown): Promise<ShopSettings> {
      const { version, values } = parseSettingsInput(input);
      const saved = await prisma.$transaction(async (tx) => {
        const { count } = await tx.shopSettings.updateMany({
          where: { id: 1, version },
          data: { ...columns(values), version: { increment: 1 }, updatedById: actorId },
        });
        if (count === 0) throw new AppError("CONFLICT", STALE_VERSION, "version");
        await recordAudit(tx, {
          actorId,
          action: "update",
          entityType: "settings",
          entityId: "1",
          summary: "Paramètres de la boutique modifiés",
        });
        return fromRow(await tx.shopSettings.findUniqueOrThrow({ where: { id: 1 } }));
      });
      if (saved.version > current.version) current = saved;
      // Every page shows them: this instance's caches and the others' (which read the row again).
      events.changed();
      return saved;
    },
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
}

export type ShopSettingsService = Awaited<ReturnType<typeof openShopSettings>>;
