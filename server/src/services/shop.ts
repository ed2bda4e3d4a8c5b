import type { Config } from "../env.ts";
import type { ShopSettings } from "./shop-settings.ts";

/** SPEC §9: the regions' price is always quoted on request. */
const REGIONS_PRICE = "Sur devis";

/** Public shop configuration: what the storefront needs to render and to build the WhatsApp
 * order, from the environment (address, cart key) and the settings edited in 'Paramètres'. */
export function shopInfo(config: Config, settings: ShopSettings) {
  return {
    name: settings.nom,
    description: settings.description,
    slug: config.SHOP_SLUG,
    whatsappNumber: settings.whatsapp,
    publicUrl: config.PUBLIC_URL,
    cartStorageKey: `${config.SHOP_SLUG}_cart`,
    social: { facebook: settings.facebook, instagram: settings.instagram, tiktok: settings.tiktok },
    supportHours: settings.horaires,
    delivery: {
      dakarPrice: settings.dakarPrix,
      dakarDelay: settings.dakarDelai,
      regionsPrice: REGIONS_PRICE,
      regionsDelay: settings.regionsDelai,
      sameDayCutoff: settings.jourMemeAvant,
    },
  };
}

export type ShopInfo = ReturnType<typeof shopInfo>;
