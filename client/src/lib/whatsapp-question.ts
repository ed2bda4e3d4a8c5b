// The message of the 'Nous écrire sur WhatsApp' button (issue 29 item 7): on a product page it names
// the product and its link, and for one out of stock asks to be told when it is back. Template
// strings only: a name such as 'Sac $& co' stays as written.

export interface QuestionProduct {
  id: string;
  nom: string;
  enRupture: boolean;
}

export function questionMessage(shopName: string, publicUrl: string, product?: QuestionProduct | null): string {
  if (!product) return `Bonjour ${shopName}, j'ai une question.`;
  const about = `${product.nom} (${publicUrl}/produits/${product.id})`;
  return product.enRupture
    ? `Bonjour, je suis intéressée par ${about}, en rupture de stock pour l'instant. Pouvez-vous me prévenir quand il sera de nouveau disponible ?`
    : `Bonjour, je suis intéressée par ${about}. J'ai une question :`;
}
