// REST bodies use the entity fields of SPEC §3 (`_id` and `id`, French names), built from the same
// service rows and the same price and image functions as the GraphQL types.
import type { FileStorage } from "../storage/index.ts";
import { imageUrls } from "../services/media.ts";
import { displayedPromotionPercent, isPromotionActive, savings } from "../services/pricing.ts";

export const PRODUCT_INCLUDE = {
  category: true,
  subType: true,
  images: { orderBy: [{ position: "asc" as const }, { id: "asc" as const }] },
};

interface ImageRow { id: string; storageKey: string; widths: number[]; width: number; height: number; isPrimary: boolean; isAvailable: boolean; alt: string; originalName: string; size: number }
interface Named { id: string; name: string }
interface ProductRow {
  id: string; name: string; description: string; price: number; promotionPercent: number; finalPrice: number; stock: number;
  outOfStock: boolean; featured: boolean; qualityScore: number; createdAt: Date; updatedAt: Date;
  category: Named; subType: Named | null; images: ImageRow[];
}

const ref = (e: Named) => ({ _id: e.id, id: e.id, nom: e.name });

/** `forAdmin` adds the uploader's file name, which public answers leave out. */
export function imageView(storage: FileStorage, i: ImageRow, forAdmin = false) {
  const urls = imageUrls(storage, i);
  return {
    _id: i.id, id: i.id, url: urls.url, thumbnailUrl: urls.thumbnailUrl, srcSet: urls.srcSet, width: i.width, height: i.height,
    isPrimary: i.isPrimary, isAvailable: i.isAvailable, alt: i.alt, ...(forAdmin ? { originalName: i.originalName } : {}), filename: urls.filename, size: i.size,
  };
}

export function productView(storage: FileStorage, p: ProductRow, forAdmin = false) {
  const pricing = { price: p.price, promotionPercent: p.promotionPercent };
  const images = p.images.map((i) => imageView(storage, i, forAdmin));
  const primary = images.find((i) => i.isPrimary) ?? images[0] ?? null;
  return {
    _id: p.id, id: p.id, nom: p.name, description: p.description, prix: p.price, pourcentPromotion: p.promotionPercent,
    prixApresPromotion: p.finalPrice, promotionActive: isPromotionActive(pricing), pourcentReduction: displayedPromotionPercent(pricing),
    economie: savings(pricing), stock: p.stock, enRupture: p.outOfStock, aLaUne: p.featured, scoreQualite: p.qualityScore,
    etoiles: Math.min(5, Math.floor(p.qualityScore / 10)), typeProduit: ref(p.category), sousTypeProduit: p.subType ? ref(p.subType) : null,
    imagePrincipale: primary ? { url: primary.url, thumbnailUrl: primary.thumbnailUrl, isAvailable: primary.isAvailable } : null,
    images, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(),
  };
}

interface CategoryRow { id: string; name: string; tagline: string | null; description: string | null; createdAt: Date; subTypes: Named[] }
export interface CategoryCounts { inStock: number; outOfStock: number }

export function categoryView(c: CategoryRow, counts: CategoryCounts | undefined) {
  const inStock = counts?.inStock ?? 0;
  const outOfStock = counts?.outOfStock ?? 0;
  return {
    _id: c.id, id: c.id, nom: c.name, accroche: c.tagline, description: c.description,
    nbSousTypes: c.subTypes.length, nbProduits: inStock, nbProduitsTotal: inStock + outOfStock, nbProduitsEnRupture: outOfStock,
    sousTypes: c.subTypes.map(ref), createdAt: c.createdAt.toISOString(),
  };
}
