// The 15 questions of the FAQ (SPEC §9 facts), hard-coded as the SPEC asks; the answers that state
// the shop's delivery terms and support hours follow its settings ('Paramètres', decision 091).
import { formatFCFA } from "../../../../contract/format.ts";
export const FAQ_CATEGORIES = ["Livraison", "Paiement", "Produits", "Commande", "Support"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  category: FaqCategory;
}

export const FAQ: FaqEntry[] = [
  {
    id: 1,
    category: "Livraison",
    question: "Quels sont les délais de livraison ?",
    answer: "À Dakar, nous livrons en 24 h. Dans les autres régions du Sénégal, comptez 2 à 4 jours.",
  },
  {
    id: 2,
    category: "Livraison",
    question: "Combien coûte la livraison ?",
    answer: "La livraison coûte 2\u202f000\u202fFCFA à Dakar. Pour les autres régions, le tarif est établi sur devis selon la destination.",
  },
  {
    id: 3,
    category: "Livraison",
    question: "Puis-je être livré le jour même ?",
    answer: "Oui : à Dakar, toute commande passée avant 15h est livrée le jour même.",
  },
  {
    id: 4,
    category: "Paiement",
    question: "Quels moyens de paiement acceptez-vous ?",
    answer: "Vous pouvez payer par mobile money (Wave, Orange Money), par virement bancaire ou en espèces à la livraison.",
  },
  {
    id: 5,
    category: "Paiement",
    question: "Puis-je payer par carte bancaire ?",
    answer:
      "Le paiement par carte n'est pas encore disponible. Il arrivera bientôt ; en attendant, utilisez le mobile money, le virement ou le paiement à la livraison.",
  },
  {
    id: 6,
    category: "Paiement",
    question: "Le paiement à la livraison est-il possible partout ?",
    answer: "Oui, le paiement en espèces à la livraison est possible à Dakar comme dans les régions.",
  },
  {
    id: 7,
    category: "Produits",
    question: "Les photos correspondent-elles aux produits ?",
    answer: "Oui, chaque produit est vérifié par notre équipe avant l'envoi. En cas de doute, demandez-nous d'autres photos sur WhatsApp.",
  },
  {
    id: 8,
    category: "Produits",
    question: "Quelle est la garantie des produits ?",
    answer:
      "Les produits électroniques (montres, accessoires) sont garantis 1 an ; les autres articles sont garantis 6 mois contre les défauts de fabrication.",
  },
  {
    id: 9,
    category: "Produits",
    question: "Puis-je retourner un article ?",
    answer: "Oui, vous disposez de 7 jours après la réception pour retourner un article non porté, dans son emballage d'origine.",
  },
  {
    id: 10,
    category: "Commande",
    question: "Comment passer une commande ?",
    answer:
      "Ajoutez vos articles au panier puis cliquez sur « Commander sur WhatsApp » : un message prérempli avec votre commande s'ouvre, il suffit de l'envoyer.",
  },
  {
    id: 11,
    category: "Commande",
    question: "Puis-je modifier ma commande ?",
    answer: "Oui, une commande peut être modifiée dans les 2h qui suivent son envoi : écrivez-nous sur WhatsApp.",
  },
  {
    id: 12,
    category: "Commande",
    question: "Dois-je créer un compte pour commander ?",
    answer: "Non, aucun compte n'est nécessaire : votre panier est conservé dans votre navigateur et la commande passe par WhatsApp.",
  },
  {
    id: 13,
    category: "Support",
    question: "Quand puis-je vous contacter ?",
    answer: "Notre service client répond 7 jours sur 7, de 8h à 20h, sur WhatsApp.",
  },
  {
    id: 14,
    category: "Support",
    question: "Comment suivre ma livraison ?",
    answer: "Après confirmation de votre commande, nous vous envoyons sur WhatsApp les informations du livreur et l'heure prévue.",
  },
  {
    id: 15,
    category: "Support",
    question: "Que faire si mon colis est abîmé ?",
    answer: "Prenez une photo du colis et écrivez-nous sur WhatsApp dans les 7 jours : nous procédons à l'échange ou au remboursement.",
  },
];

export interface ShopFacts {
  horaires: string;
  livraison: { dakarPrix: number; dakarDelai: string; regionsDelai: string; jourMemeAvant: string };
}

/** The FAQ with the shop's facts as its settings say them (the SPEC's wording otherwise). */
export function faqFor(shop: ShopFacts | null): FaqEntry[] {
  if (!shop) return FAQ;
  const { dakarPrix, dakarDelai, regionsDelai, jourMemeAvant } = shop.livraison;
  const answers: Record<number, string> = {
    1: `À Dakar, nous livrons en ${dakarDelai}. Dans les autres régions du Sénégal, comptez ${regionsDelai}.`,
    2: `La livraison coûte ${formatFCFA(dakarPrix)} à Dakar. Pour les autres régions, le tarif est établi sur devis selon la destination.`,
    3: jourMemeAvant
      ? `Oui : à Dakar, toute commande passée avant ${jourMemeAvant} est livrée le jour même.`
      : `Non : à Dakar, comptez ${dakarDelai} après la confirmation de votre commande sur WhatsApp.`,
    13: `Notre service client répond ${shop.horaires}, sur WhatsApp.`,
  };
  return FAQ.map((e) => (answers[e.id] ? { ...e, answer: answers[e.id] } : e));
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Case- (and accent-) insensitive search over questions and answers, combined with the category. */
export function filterFaq(entries: FaqEntry[], search: string, category: FaqCategory | "Toutes") {
  const q = fold(search.trim());
  return entries.filter((e) => (category === "Toutes" || e.category === category) && (!q || fold(`${e.question} ${e.answer}`).includes(q)));
}
