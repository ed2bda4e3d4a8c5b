import type { Config } from "../env.ts";

export const DELIVERY = {
  dakarPrice: 2000,
  dakarDelay: "24 h",
  regionsPrice: "Sur devis",
  regionsDelay: "2 à 4 jours",
} as const;

/** Public shop configuration: what the storefront needs to render and to build the WhatsApp order. */
export function shopInfo(config: Config) {
  return {
    name: config.SHOP_NAME,
    slug: config.SHOP_SLUG,
    whatsappNumber: config.SHOP_WHATSAPP_NUMBER,
    publicUrl: config.PUBLIC_URL,
    cartStorageKey: `${config.SHOP_SLUG}_cart`,
    delivery: DELIVERY,
  };
}
