// The demo shop: categories that fit a Dakar fashion and beauty boutique, and the words its product
// names and descriptions are built from. Deterministic, so every fresh start shows the same shop.
import type { Shape } from "./art.ts";
import type { SizeKind } from "./variants.ts";

export interface DemoSubType {
  name: string;
  shape: Shape;
  items: string[];
}
export interface DemoCategory {
  name: string;
  tagline: string;
  description: string;
  background: string;
  priceRange: [number, number];
  subTypes: DemoSubType[];
  shape?: Shape;
  items?: string[];
  /** sold by size, with a stock per size (issue 25) */
  sizes?: SizeKind;
}

export const COLOURS: { name: string; hex: string }[] = [
  { name: "indigo", hex: "#2e3a8c" },
  { name: "ocre", hex: "#c8821e" },
  { name: "bordeaux", hex: "#7a1f33" },
  { name: "vert émeraude", hex: "#127a55" },
  { name: "terracotta", hex: "#b5532e" },
  { name: "noir", hex: "#1d1b1a" },
  { name: "blanc cassé", hex: "#efe6d4" },
  { name: "jaune safran", hex: "#e2a815" },
  { name: "bleu nuit", hex: "#17264d" },
  { name: "rose poudré", hex: "#d99aa0" },
  { name: "doré", hex: "#c59b3c" },
  { name: "turquoise", hex: "#1d9aa0" },
];

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: "Vêtements Femme",
    tagline: "L'élégance de Dakar au quotidien",
    background: "#f3e4d3",
    sizes: "vetements",
    description: "Robes, boubous et ensembles pour toutes les occasions, du bureau aux cérémonies.",
    priceRange: [7_500, 95_000],
    subTypes: [
      { name: "Robes", shape: "dress", items: ["Robe longue en wax", "Robe portefeuille", "Robe de soirée brodée", "Robe d'été légère"] },
      { name: "Boubous", shape: "boubou", items: ["Grand boubou brodé", "Boubou en bazin riche", "Boubou léger d'été"] },
      { name: "Ensembles", shape: "shirt", items: ["Ensemble tunique et pagne", "Ensemble deux pièces en wax", "Kimono imprimé"] },
      { name: "Jupes", shape: "trousers", items: ["Jupe crayon en wax", "Jupe longue plissée"] },
    ],
  },
  {
    name: "Vêtements Homme",
    tagline: "Le style sénégalais, taillé pour vous",
    background: "#e4e6ef",
    sizes: "vetements",
    description: "Chemises, kaftans et grands boubous pour hommes, coupes modernes et tissus nobles.",
    priceRange: [6_000, 120_000],
    subTypes: [
      { name: "Chemises", shape: "shirt", items: ["Chemise en lin", "Chemise col mao en wax", "Chemise manches courtes"] },
      { name: "Kaftans", shape: "boubou", items: ["Kaftan brodé", "Kaftan en bazin", "Kaftan trois pièces"] },
      { name: "Pantalons", shape: "trousers", items: ["Pantalon en lin", "Pantalon chino", "Pantalon bouffant"] },
    ],
  },
  {
    name: "Tissus Wax",
    tagline: "Des motifs qui racontent une histoire",
    background: "#f1e7c9",
    description: "Wax, bazin et tissus imprimés vendus au coupon, pour vos tailleurs et créations.",
    priceRange: [3_500, 45_000],
    subTypes: [
      {
        name: "Wax hollandais",
        shape: "fabric",
        items: ["Coupon wax hollandais 6 yards", "Wax hollandais motif éventail", "Wax hollandais fleurs de mariage"],
      },
      { name: "Bazin", shape: "fabric", items: ["Bazin riche getzner", "Bazin teint main", "Bazin brodé 5 mètres"] },
      { name: "Tissus imprimés", shape: "fabric", items: ["Pagne tissé", "Coton imprimé bogolan", "Voile de coton imprimé"] },
    ],
  },
  {
    name: "Chaussures",
    tagline: "Marchez avec assurance",
    background: "#ecdccf",
    sizes: "chaussures",
    description: "Sandales, babouches, escarpins et baskets, pour femmes et hommes.",
    priceRange: [5_000, 75_000],
    subTypes: [
      { name: "Sandales", shape: "sandal", items: ["Sandales en cuir tressé", "Nu-pieds perlés", "Sandales compensées"] },
      { name: "Babouches", shape: "shoe", items: ["Babouches en cuir", "Babouches brodées"] },
      { name: "Escarpins", shape: "shoe", items: ["Escarpins vernis", "Escarpins à bride"] },
      { name: "Baskets", shape: "shoe", items: ["Baskets en toile wax", "Baskets montantes"] },
    ],
  },
  {
    name: "Sacs",
    tagline: "L'accessoire qui complète la tenue",
    background: "#eadfd6",
    description: "Sacs à main, pochettes et cabas, en cuir, en wax ou en raphia.",
    priceRange: [4_500, 85_000],
    subTypes: [
      { name: "Sacs à main", shape: "bag", items: ["Sac à main en cuir", "Sac seau en wax", "Sac cabas en raphia"] },
      { name: "Pochettes", shape: "bag", items: ["Pochette de soirée perlée", "Pochette en wax"] },
      { name: "Sacs à dos", shape: "bag", items: ["Sac à dos en cuir", "Sac à dos en toile"] },
    ],
  },
  {
    name: "Bijoux",
    tagline: "L'éclat de l'or et du filigrane",
    background: "#efe3d0",
    description: "Colliers, boucles d'oreilles et bracelets, du plaqué or au filigrane d'argent.",
    priceRange: [1_500, 150_000],
    subTypes: [
      { name: "Colliers", shape: "necklace", items: ["Collier en perles", "Collier plastron", "Sautoir doré"] },
      {
        name: "Boucles d'oreilles",
        shape: "earrings",
        items: ["Boucles d'oreilles créoles", "Pendants en filigrane", "Boucles d'oreilles en wax"],
      },
      { name: "Bracelets", shape: "bracelet", items: ["Bracelet jonc", "Bracelet en perles de verre", "Manchette gravée"] },
    ],
  },
  {
    name: "Beauté & Soins",
    tagline: "Des soins naturels venus du Sahel",
    background: "#e3ece4",
    description: "Beurre de karité, huiles, savons et soins pour le corps et les cheveux.",
    priceRange: [1_500, 25_000],
    subTypes: [
      { name: "Soins du corps", shape: "jar", items: ["Beurre de karité pur", "Gommage au café", "Lait corporel au baobab"] },
      { name: "Soins des cheveux", shape: "tube", items: ["Huile de ricin", "Masque capillaire au karité", "Shampooing à l'hibiscus"] },
      { name: "Maquillage", shape: "tube", items: ["Rouge à lèvres mat", "Fond de teint fluide", "Khôl traditionnel"] },
    ],
  },
  {
    name: "Parfums",
    tagline: "Des senteurs qui laissent un souvenir",
    background: "#ece3ee",
    description: "Eaux de parfum, encens thiouraye et huiles parfumées.",
    priceRange: [2_500, 95_000],
    subTypes: [
      { name: "Eaux de parfum", shape: "bottle", items: ["Eau de parfum oud", "Eau de parfum fleur d'oranger", "Eau de toilette fraîche"] },
      { name: "Encens", shape: "jar", items: ["Thiouraye de Dakar", "Encens gowé", "Thiouraye parfumé au musc"] },
      { name: "Huiles parfumées", shape: "bottle", items: ["Huile parfumée au jasmin", "Musc blanc"] },
    ],
  },
  {
    name: "Accessoires",
    tagline: "Les détails qui font la différence",
    background: "#e6e9e2",
    description: "Foulards, chapeaux, lunettes et montres pour parfaire votre style.",
    priceRange: [2_000, 60_000],
    subTypes: [],
    items: ["Foulard en soie imprimé", "Chapeau de paille", "Lunettes de soleil", "Montre dorée", "Turban en wax", "Ceinture en cuir"],
  },
];

export const ACCESSORY_SHAPES: Record<string, Shape> = {
  "Foulard en soie imprimé": "scarf",
  "Chapeau de paille": "hat",
  "Lunettes de soleil": "glasses",
  "Montre dorée": "watch",
  "Turban en wax": "scarf",
  "Ceinture en cuir": "bracelet",
};

export const MATERIAL_PHRASES = [
  "Confectionné à Dakar par nos artisans",
  "Finitions soignées à la main",
  "Matière douce et respirante, idéale pour la chaleur",
  "Un classique revisité avec une touche moderne",
  "Parfait pour les cérémonies, la Tabaski ou le bureau",
  "Qualité durable, pensée pour un usage quotidien",
  "Édition limitée, disponible en petite quantité",
];
export const CARE_PHRASES = [
  "Lavage à la main recommandé.",
  "À conserver à l'abri de la lumière.",
  "Livré dans un emballage cadeau.",
  "Taille standard, demandez-nous conseil sur WhatsApp.",
  "Produit vérifié par notre équipe avant l'envoi.",
];

/** The 6 home carousel banners (SPEC §9): French taglines legible on phones. */
export const BANNERS = [
  { tagline: "Nouvelle collection wax", alt: "Bannière aux motifs wax indigo et ocre" },
  { tagline: "Livraison 24 h à Dakar", alt: "Bannière aux couleurs de la côte sénégalaise" },
  { tagline: "Bijoux en filigrane", alt: "Bannière dorée aux motifs de bijoux" },
  { tagline: "Soins naturels au karité", alt: "Bannière verte aux motifs végétaux" },
  { tagline: "Parfums et encens de Dakar", alt: "Bannière mauve aux motifs d'encens" },
  { tagline: "Commandez sur WhatsApp", alt: "Bannière indigo aux motifs géométriques" },
] as const;
