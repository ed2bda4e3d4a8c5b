// REST bodies use the entity fields of SPEC §3 (`_id` and `id`, French names), built from the same
// service rows and the same price and image functions as the GraphQL types.
import type { FileStorage } from "../storage/index.ts";
import { imageUrls } from "../services/media.ts";
import { displayedPromotionPercent, isPromotionActive, savings } from "../services/pricing.ts";
import { VARIANTS_IN_ORDER, productOptions } from "../services/product-variants.ts";

export const PRODUCT_INCLUDE = {
  category: true,
  subType: true,
  images: { orderBy: [{ position: "asc" as const }, { id: "asc" as const }] },
  variants: VARIANTS_IN_ORDER,
};

interface ImageRow {
  id: string;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  isPrimary: boolean;
  isAvailable: boolean;
  alt: string;
  originalName: string;
  size: number;
  color: string | null;
}
interface VariantRow {
  id: string;
  size: string | null;
  color: string | null;
  stock: number;
  enabled: boolean;
}
interface Named {
  id: string;
  name: string;
}
interface ProductRow {
  id: string;
  name: string;
  description: string;
  price: number;
  promotionPercent: number;
  finalPrice: number;
  stock: number;
  outOfStock: boolean;
  featured: boolean;
  draft: boolean;
  qualityScore: number;
  createdAt: Date;
  updatedAt: Date;
  category: Named;
  subType: Named | null;
  images: ImageRow[];
  options: unknown;
  variants: VariantRow[];
}

const ref = (e: Named) => ({ _id: e.id, id: e.id, nom: e.name });

/** `forAdmin` adds the uploader's file name, which public answers leave out. */
export function imageView(storage: FileStorage, i: ImageRow, forAdmin = false) {
  const urls = imageUrls(storage, i);
  return {
    _id: i.id,
    id: i.id,
    url: urls.url,
    thumbnailUrl: urls.thumbnailUrl,
    srcSet: urls.srcSet,
    width: i.width,
    height: i.height,
    isPrimary: i.isPrimary,
    isAvailable: i.isAvailable,
    alt: i.alt,
    ...(forAdmin ? { originalName: i.originalName } : {}),
    filename: urls.filename,
    size: i.size,
    couleur: i.color,
  };
}

export function productView(storage: FileStorage, p: ProductRow, forAdmin = false) {
  const pricing = { price: p.price, promotionPercent: p.promotionPercent };
  const images = p.images.map((i) => imageView(storage, i, forAdmin));
  const primary = images.find((i) => i.isPrimary) ?? images[0] ?? null;
  return {
    _id: p.id,
    id: p.id,
    nom: p.name,
    description: p.description,
    prix: p.price,
    pourcentPromotion: p.promotionPercent,
    prixApresPromotion: p.finalPrice,
    promotionActive: isPromotionActive(pricing),
    pourcentReduction: displayedPromotionPercent(pricing),
    economie: savings(pricing),
    stock: p.stock,
    enRupture: p.outOfStock,
    aLaUne: p.featured,
    brouillon: p.draft,
    scoreQualite: p.qualityScore,
    etoiles: Math.min(5, Math.floor(p.qualityScore / 10)),
    typeProduit: ref(p.category),
    sousTypeProduit: p.subType ? ref(p.subType) : null,
    imagePrincipale: primary ? { url: primary.url, thumbnailUrl: primary.thumbnailUrl, isAvailable: primary.isAvailable } : null,
    images,
    options: productOptions(p.options),
    variantes: p.variants.map((v) => ({
      id: v.id,
      taille: v.size,
      couleur: v.color,
      stock: v.stock,
      actif: v.enabled,
      disponible: v.enabled && v.stock > 0,
    })),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

interface CategoryRow {
  id: string;
  name: string;
  tagline: string | null;
  description: string | null;
  position: number;
  hidden: boolean;
  createdAt: Date;
  subTypes: Named[];
}
export interface CategoryCounts {
  inStock: number;
  outOfStock: number;
}

export function categoryView(c: CategoryRow, counts: CategoryCounts | undefined) {
  const inStock = counts?.inStock ?? 0;
  const outOfStock = counts?.outOfStock ?? 0;
  return {
    _id: c.id,
    id: c.id,
    nom: c.name,
    accroche: c.tagline,
    description: c.description,
    position: c.position,
    masquee: c.hidden,
    nbSousTypes: c.subTypes.length,
    nbProduits: inStock,
    nbProduitsTotal: inStock + outOfStock,
    nbProduitsEnRupture: outOfStock,
    sousTypes: c.subTypes.map(ref),
    createdAt: c.createdAt.toISOString(),
  };
}
