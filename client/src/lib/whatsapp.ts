// The WhatsApp order of DECISIONS "Orders by WhatsApp": greeting naming the shop, one line per
// cart line (naming its size and colour), total, delivery terms, then each product's public link.
import { formatFCFAText } from "./format.ts";
import { cartTotal, lineName, lineTotal, type CartLine } from "./cart.ts";

export interface OrderShop { name: string; whatsapp: string; publicUrl: string; dakarPrice: number; dakarDelay: string; regionsDelay: string }

export function orderMessage(shop: OrderShop, lines: CartLine[]): string {
  const items = lines.map((l) => `${l.quantity} x ${lineName(l)} — ${formatFCFAText(l.unitPrice)} = ${formatFCFAText(lineTotal(l))}`);
  // One link a product, however many of its combinations are ordered.
  const products = [...new Map(lines.map((l) => [l.productId, l.name])).entries()];
  const links = products.map(([id, name]) => `- ${name} : ${shop.publicUrl}/produits/${id}`);
  return [
    `Bonjour ${shop.name}, je souhaite commander :`,
    "",
    ...items,
    "",
    `Total : ${formatFCFAText(cartTotal(lines))}`,
    `Livraison : ${formatFCFAText(shop.dakarPrice)} à Dakar (${shop.dakarDelay}) ; autres régions sur devis (${shop.regionsDelay}).`,
    "",
    "Liens des produits :",
    ...links,
  ].join("\n");
}
