// The WhatsApp order of DECISIONS "Orders by WhatsApp": greeting naming the shop, one line per
// cart line (naming its size and colour), total, delivery terms, then each product's public link.
// With the order's reference (decision 072): 'Commande n° K7M2-QX9P' right after the greeting, the
// shopper's details before the total, and the tracking link last.
import { formatFCFAText } from "../../../contract/format.ts";
import { cartTotal, lineName, lineTotal, type CartLine } from "./cart.ts";
import { formatOrderReference } from "../../../contract/order-reference.ts";

/** `details`: the message's lines for the shopper's details (order.ts customerLines). */
export interface OrderInfo {
  reference: string;
  details?: string[];
}

export interface OrderShop {
  name: string;
  whatsapp: string;
  publicUrl: string;
  dakarPrice: number;
  dakarDelay: string;
  regionsDelay: string;
}

export function orderMessage(shop: OrderShop, lines: CartLine[], order?: OrderInfo): string {
  const items = lines.map((l) => `${l.quantity} x ${lineName(l)} — ${formatFCFAText(l.unitPrice)} = ${formatFCFAText(lineTotal(l))}`);
  // One link a product, however many of its combinations are ordered.
  const products = [...new Map(lines.map((l) => [l.productId, l.name])).entries()];
  const links = products.map(([id, name]) => `- ${name} : ${shop.publicUrl}/produits/${id}`);
  const ref = order && formatOrderReference(order.reference);
  const details = order?.details?.length ? [...order.details, ""] : [];
  return [
    `Bonjour ${shop.name}, je souhaite commander :`,
    ...(ref ? [`Commande n° ${ref}`] : []),
    "",
    ...items,
    "",
    ...details,
    `Total : ${formatFCFAText(cartTotal(lines))}`,
    `Livraison : ${formatFCFAText(shop.dakarPrice)} à Dakar (${shop.dakarDelay}) ; autres régions sur devis (${shop.regionsDelay}).`,
    "",
    "Liens des produits :",
    ...links,
    ...(ref ? ["", `Suivre ma commande : ${shop.publicUrl}/commande/${ref}`] : []),
  ].join("\n");
}
