// 'Répondre sur WhatsApp' (decision 072): a French message to the customer naming the reference,
// saying where the order stands, with its tracking address.
import { formatFCFAText } from "../../../../contract/format.ts";
import { formatOrderReference } from "../../../../contract/order-reference.ts";
import type { OrderStatus } from "../../lib/order-status.ts";

export function replyMessage(
  o: { reference: string; statut: OrderStatus; total: number; client: { nom?: string | null } },
  publicUrl: string,
): string {
  const ref = formatOrderReference(o.reference);
  const hello = o.client.nom ? `Bonjour ${o.client.nom},` : "Bonjour,";
  const body: Record<OrderStatus, string> = {
    nouvelle: `nous avons bien reçu votre commande n° ${ref} (${formatFCFAText(o.total)}). Nous la confirmons et revenons vers vous pour la livraison.`,
    confirmee: `votre commande n° ${ref} (${formatFCFAText(o.total)}) est confirmée. Nous revenons vers vous pour l'heure de livraison.`,
    livree: `votre commande n° ${ref} a été livrée. Merci pour votre confiance !`,
    annulee: `votre commande n° ${ref} a été annulée. N'hésitez pas à nous écrire pour toute question.`,
  };
  return `${hello} ${body[o.statut]}\nSuivre ma commande : ${publicUrl}/commande/${ref}`;
}
