// Public catalogue: categories with sub-types and counts, products (filters, search, sorts,
// pagination), one product, best products, recommendations. Field names are the French names of
// SPEC §3, shared with the REST contract.
import { builder } from "./builder.ts";
import { SUB_TYPES_IN_ORDER } from "../../services/catalogue.ts";
import { DEFAULT_PAGE_SIZE, parseProductListInput, type ProductList } from "../../services/product-list/index.ts";
import { imageUrls } from "../../services/media.ts";
import { AppError, badInput } from "../../lib/errors.ts";
import { displayedPromotionPercent, isPromotionActive, savings } from "../../services/pricing.ts";
import { STOCK_FILTERS, VARIANTS_IN_ORDER, productOptions } from "../../services/product-variants.ts";

/** Shoppers count the products they can see (decision 092); the back-office counts every one. */
const visibleTo = (ctx: { viewer: unknown }) => (ctx.viewer ? {} : { listed: true });

export const ProductImage = builder.prismaObject("ProductImage", {
  description: "Photo d'un produit, ré-encodée en WebP en plusieurs largeurs.",
  // What a product card shows, always; the other columns only when asked for: a list's main photos
  // are kept as rows between requests (decision 097), where they would be most of a row. The
  // always-selected columns are read as plain fields (see Product).
  select: { id: true, storageKey: true, widths: true, width: true, height: true, alt: true },
  fields: (t) => ({
    id: t.id({ resolve: (i) => i.id }),
    url: t.string({
      description: "Plus grande version (zoom)",
      resolve: (i, _a, ctx) => imageUrls(ctx.services.storage, i).url,
    }),
    thumbnailUrl: t.string({
      description: "Plus petite version (vignette)",
      resolve: (i, _a, ctx) => imageUrls(ctx.services.storage, i).thumbnailUrl,
    }),
    srcSet: t.string({
      description: "Attribut srcset HTML des pages : chaque largeur jusqu'à 800 px (la plus grande, url, est pour la vue plein écran)",
      resolve: (i, _a, ctx) => imageUrls(ctx.services.storage, i).srcSet,
    }),
    width: t.int({ resolve: (i) => i.width }),
    height: t.int({ resolve: (i) => i.height }),
    isPrimary: t.exposeBoolean("isPrimary"),
    isAvailable: t.exposeBoolean("isAvailable"),
    alt: t.string({ resolve: (i) => i.alt }),
    // The uploader's file name may say more than the shop means to (a person's name, a date): admins only.
    originalName: t.exposeString("originalName", {
      nullable: true,
      authScopes: { admin: true },
      description: "Nom du fichier envoyé (administrateurs connectés)",
    }),
    filename: t.string({ resolve: (i, _a, ctx) => imageUrls(ctx.services.storage, i).filename }),
    size: t.exposeInt("size", { description: "Taille du fichier envoyé, en octets" }),
    couleur: t.exposeString("color", { nullable: true, description: "La couleur (valeur de l'option Couleur) que montre cette photo" }),
  }),
});

const ProductOption = builder.simpleObject("ProductOption", {
  description: "Option d'un produit (Taille ou Couleur) et ses valeurs, dans l'ordre du vendeur",
  fields: (t) => ({ nom: t.string(), valeurs: t.stringList() }),
});

export const ProductVariant = builder.prismaObject("ProductVariant", {
  description: "Combinaison des options d'un produit (taille, couleur) avec son propre stock",
  fields: (t) => ({
    id: t.exposeID("id"),
    taille: t.exposeString("size", { nullable: true, description: "Valeur de l'option Taille ; null sans cette option" }),
    couleur: t.exposeString("color", { nullable: true, description: "Valeur de l'option Couleur ; null sans cette option" }),
    stock: t.exposeInt("stock"),
    actif: t.exposeBoolean("enabled", { description: "false : le vendeur ne propose pas cette combinaison" }),
    disponible: t.boolean({
      select: { enabled: true, stock: true },
      description: "actif et stock > 0",
      resolve: (v) => v.enabled && v.stock > 0,
    }),
  }),
});

export const SubType = builder.prismaObject("SubType", {
  description: "Sous-type d'une catégorie (5 au plus par catégorie).",
  // Part of a card's row as Category is: its other columns only when asked for.
  select: { id: true, name: true },
  fields: (t) => ({
    id: t.id({ resolve: (s) => s.id }),
    nom: t.string({ resolve: (s) => s.name }),
    typeProduit: t.relation("category"),
    nbProduits: t.relationCount("products", { where: (_a, ctx) => visibleTo(ctx) }),
  }),
});

export const Category = builder.prismaObject("Category", {
  description: "Catégorie de produits (typeProduit).",
  // A product card's typeProduit { id nom } is part of the rows lists keep (decision 097): the
  // other columns (a description) only when asked for. id and nom read as plain fields (see Product).
  select: { id: true, name: true },
  fields: (t) => ({
    id: t.id({ resolve: (c) => c.id }),
    nom: t.string({ resolve: (c) => c.name }),
    accroche: t.exposeString("tagline", { nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    sousTypes: t.relation("subTypes", { query: SUB_TYPES_IN_ORDER }),
    nbSousTypes: t.relationCount("subTypes"),
    position: t.exposeInt("position", { description: "Rang dans l'ordre du vendeur (0 d'abord)" }),
    masquee: t.exposeBoolean("hidden", { description: "Masquée : absente de la boutique avec ses produits" }),
    nbProduits: t.relationCount("products", {
      description: "Produits disponibles (hors rupture)",
      where: (_a, ctx) => ({ outOfStock: false, ...visibleTo(ctx) }),
    }),
    nbProduitsTotal: t.relationCount("products", { where: (_a, ctx) => visibleTo(ctx) }),
    nbProduitsEnRupture: t.relationCount("products", { where: (_a, ctx) => ({ outOfStock: true, ...visibleTo(ctx) }) }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

/** The columns of a product card (client's ProductCard_product), selected for every product. */
const CARD_COLUMNS = {
  id: true,
  name: true,
  price: true,
  promotionPercent: true,
  finalPrice: true,
  stock: true,
  outOfStock: true,
  featured: true,
  qualityScore: true,
} as const;

const IMAGES_IN_ORDER = { orderBy: [{ position: "asc" as const }, { id: "asc" as const }] };
const PRIMARY_IMAGE = { orderBy: [{ isPrimary: "desc" as const }, ...IMAGES_IN_ORDER.orderBy], take: 1 };

export const Product = builder.prismaObject("Product", {
  // A product card's small columns are always selected; every other field selects its own, so a
  // list asks the database only for what the query shows (not every description, nor every photo
  // for the main one). The always-selected columns are read as plain fields, not exposed: Pothos
  // checks an exposed field's selection for each row (two lookups by a path string built for it),
  // 100 checks on a page of 20, about a tenth of a list request's CPU (issue 27).
  select: CARD_COLUMNS,
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.id }),
    nom: t.string({ resolve: (p) => p.name }),
    description: t.exposeString("description"),
    prix: t.int({ description: "Prix de base en FCFA", resolve: (p) => p.price }),
    pourcentPromotion: t.int({ description: "Promotion saisie, 0 à 100", resolve: (p) => p.promotionPercent }),
    prixApresPromotion: t.int({
      description: "Prix payé en FCFA (égal à prix sans promotion active)",
      resolve: (p) => p.finalPrice,
    }),
    promotionActive: t.boolean({
      resolve: (p) => isPromotionActive({ price: p.price, promotionPercent: p.promotionPercent }),
    }),
    pourcentReduction: t.int({
      description: "Réduction affichée : arrondi de (prix − prix payé) / prix",
      resolve: (p) => displayedPromotionPercent({ price: p.price, promotionPercent: p.promotionPercent }),
    }),
    economie: t.int({
      description: "Économie en FCFA",
      resolve: (p) => savings({ price: p.price, promotionPercent: p.promotionPercent }),
    }),
    stock: t.int({ description: "Stock du produit, ou somme des stocks de ses combinaisons actives", resolve: (p) => p.stock }),
    enRupture: t.boolean({ description: "Marqué en rupture par le vendeur, ou stock à 0", resolve: (p) => p.outOfStock }),
    options: t.field({
      type: [ProductOption],
      select: { options: true },
      description: "Tailles et couleurs, dans l'ordre du vendeur ; vide sans options",
      resolve: (p) => productOptions(p.options),
    }),
    variantes: t.relation("variants", {
      query: VARIANTS_IN_ORDER,
      description: "Une par combinaison des options, dans l'ordre de la grille ; vide sans options",
    }),
    aLaUne: t.boolean({ resolve: (p) => p.featured }),
    brouillon: t.exposeBoolean("draft", { description: "Brouillon : visible dans l'administration et son aperçu seulement" }),
    scoreQualite: t.int({ description: "0 à 50", resolve: (p) => p.qualityScore }),
    etoiles: t.int({
      description: "floor(scoreQualite / 10), 0 à 5",
      resolve: (p) => Math.min(5, Math.floor(p.qualityScore / 10)),
    }),
    typeProduit: t.relation("category"),
    sousTypeProduit: t.relation("subType", { nullable: true }),
    images: t.relation("images", { query: IMAGES_IN_ORDER }),
    imagePrincipale: t.field({
      type: ProductImage,
      nullable: true,
      select: (_a, _ctx, nestedSelection) => ({ images: nestedSelection(PRIMARY_IMAGE) }),
      resolve: (p) => p.images[0] ?? null,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

export const ProductSort = builder.enumType("ProductSort", {
  values: {
    alphabet: { description: "Nom A-Z (ordre français, sans tenir compte des accents)" },
    prix: { description: "Prix payé croissant" },
    aLaUne: { description: "Produits à la une d'abord, puis par nom" },
  },
});

export const StockFilter = builder.enumType("StockFilter", {
  values: {
    rupture: { description: "Stock à 0 ou marqué en rupture" },
    bas: { description: `Stock de ${STOCK_FILTERS.bas} ou moins (ruptures comprises)` },
  },
});

const Pagination = builder.simpleObject("Pagination", {
  fields: (t) => ({ current: t.int(), pages: t.int(), total: t.int(), hasPrev: t.boolean(), hasNext: t.boolean() }),
});

const ProductPage = builder.objectRef<ProductList>("ProductPage").implement({
  fields: (t) => ({
    items: t.prismaField({
      type: ["Product"],
      resolve: (query, list) => list.items(query),
    }),
    pagination: t.field({ type: Pagination, resolve: (list) => list.pagination() }),
  }),
});

const BestProductGroup = builder.objectRef<{ categoryId: string; productIds: string[] }>("BestProductGroup").implement({
  fields: (t) => ({
    typeProduit: t.prismaField({
      type: "Category",
      // Prisma batches the findUnique calls of one tick into a single query.
      resolve: (query, g, _a, ctx) => ctx.prisma.category.findUniqueOrThrow({ ...query, where: { id: g.categoryId } }),
    }),
    produits: t.prismaField({
      type: ["Product"],
      resolve: (query, g, _a, ctx) => ctx.services.catalogue.productsByIds(g.productIds, query),
    }),
  }),
});

builder.queryFields((t) => ({
  categories: t.prismaField({
    type: ["Category"],
    description:
      "Les catégories visibles dans l'ordre du vendeur (toutes pour un administrateur connecté) ; avec withProducts, seulement celles qui ont au moins un produit visible (menus de la boutique)",
    args: { withProducts: t.arg.boolean({ defaultValue: false }) },
    resolve: (query, _r, a, ctx) =>
      ctx.services.catalogue.listCategories(query, { withProducts: a.withProducts ?? false, backOffice: !!ctx.viewer }),
  }),
  category: t.prismaField({
    type: "Category",
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _r, { id }, ctx) => ctx.services.catalogue.getCategory(String(id), query, { backOffice: !!ctx.viewer }),
  }),
  products: t.field({
    type: ProductPage,
    description: "Liste paginée : recherche sans accents ni casse, prix min/max sur le prix payé, catégorie, sous-type, tri",
    args: {
      page: t.arg.int({ defaultValue: 1 }),
      limit: t.arg.int({
        defaultValue: DEFAULT_PAGE_SIZE,
        description: "Produits par page, 1 à 100 (la boutique propose 10, 20, 50, 100)",
      }),
      search: t.arg.string(),
      minPrice: t.arg.int(),
      maxPrice: t.arg.int(),
      sortBy: t.arg({ type: ProductSort, defaultValue: "alphabet" }),
      categoryId: t.arg.id(),
      subTypeId: t.arg.id(),
      size: t.arg.string({
        description: "Garde les produits ayant cette taille en stock (combinaison active, sans tenir compte de la casse)",
      }),
      stock: t.arg({ type: StockFilter, description: "Administrateurs connectés : produits en rupture ou à stock bas" }),
      brouillon: t.arg.boolean({ description: "Administrateurs connectés : true les brouillons seulement, false les autres" }),
      promotion: t.arg.boolean({
        description: "Administrateurs connectés : true les produits en promotion active seulement, false les autres",
      }),
    },
    resolve: (_r, a, ctx) => {
      if ((a.stock || a.brouillon != null || a.promotion != null) && !ctx.viewer)
        throw ctx.authError ?? new AppError("UNAUTHENTICATED", "Authentification requise");
      return ctx.services.catalogue.productList(
        parseProductListInput({
          ...a,
          categoryId: a.categoryId?.toString(),
          subTypeId: a.subTypeId?.toString(),
          backOffice: !!ctx.viewer,
          draft: a.brouillon,
        }),
      );
    },
  }),
  productSizes: t.stringList({
    description:
      "Tailles des combinaisons actives des produits de la catégorie (ou du sous-type, ou de tout le catalogue), de XS à XXL puis par pointure",
    args: { categoryId: t.arg.id(), subTypeId: t.arg.id() },
    resolve: (_r, a, ctx) => ctx.services.catalogue.productSizes(a.categoryId?.toString() || null, a.subTypeId?.toString() || null),
  }),
  product: t.prismaField({
    type: "Product",
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    description: "null pour un brouillon ou un produit d'une catégorie masquée, sauf pour un administrateur connecté (aperçu)",
    resolve: (query, _r, { id }, ctx) => ctx.services.catalogue.getProduct(String(id), query, { backOffice: !!ctx.viewer }),
  }),
  bestProducts: t.field({
    type: [BestProductGroup],
    description:
      "Jusqu'à 8 produits en stock choisis dans tout le catalogue (à la une, puis meilleur score qualité, puis plus récents ; deux par catégorie au plus quand le catalogue le permet), groupés par catégorie",
    resolve: (_r, _a, ctx) => ctx.services.catalogue.bestProductGroups(),
  }),
  productsByIds: t.prismaField({
    type: ["Product"],
    description:
      "Produits par identifiant, dans l'ordre demandé ; les identifiants inconnus sont ignorés (vérification du panier). 100 au plus.",
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (query, _r, { ids }, ctx) => {
      if (ids.length > 100) throw badInput("100 identifiants au plus.", "ids");
      return ctx.services.catalogue.productsByIds(ids.map(String), query, { backOffice: !!ctx.viewer });
    },
  }),
  recommendations: t.prismaField({
    type: ["Product"],
    description: "Même sous-type puis même catégorie, en stock d'abord, 8 au plus ; vide pour un produit inconnu",
    args: { productId: t.arg.id({ required: true }) },
    resolve: async (query, _r, { productId }, ctx) => {
      const ids = await ctx.services.catalogue.recommendationIds(String(productId));
      return ids ? ctx.services.catalogue.productsByIds(ids, query) : [];
    },
  }),
}));
