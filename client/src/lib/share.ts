// How a product travels: name, price paid and public link, in the phone's share sheet or, without
// one, in a WhatsApp message (wa.me with no number lets the shopper pick the chat).
import { formatFCFAText } from "../../../contract/format.ts";

export interface SharedProduct {
  name: string;
  price: number;
  url: string;
}

export const shareText = (p: SharedProduct) => `${p.name} — ${formatFCFAText(p.price)}`;

/** The URL goes last on its own line, so WhatsApp draws its link preview. */
export const whatsappShareLink = (p: SharedProduct) => `https://wa.me/?text=${encodeURIComponent(`${shareText(p)}\n${p.url}`)}`;

export const canShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";
