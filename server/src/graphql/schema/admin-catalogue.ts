// Back-office catalogue operations over GraphQL: the same services as REST /api/v1 (categories,
// products with image uploads, dashboard). Every field needs a signed-in administrator.
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import type { UploadedImage } from "../../services/images.ts";
import { BULK_ACTIONS, BULK_LIMIT } from "../../services/product-bulk.ts";
import { StockFilter } from "./catalogue.ts";

const SubTypeInput = builder.inputType("SubTypeInput", {
  fields: (t) => ({
    id: t.id({ description: "Le type existant gardé (renommé ou non) ; sans id, un type du même nom est gardé, sinon un type est créé." }),
    nom: t.string({ required: true }),
  }),
});
const CategoryInput = builder.inputType("CategoryInput", {
  fields: (t) => ({
    nom: t.string(),
    description: t.string(),
    accroche: t.string(),
    sousTypes: t.field({ type: [SubTypeInput] }),
    masquee: t.boolean({ description: "Masquée : absente de la boutique avec ses produits (absent : inchangé)" }),
  }),
});
const OptionInput = builder.inputType("OptionInput", {
  fields: (t) => ({ nom: t.string({ required: true, description: "Taille ou Couleur" }), valeurs: t.stringList({ required: true }) }),
});
const VariantInput = builder.inputType("VariantInput", {
  fields: (t) => ({
    taille: t.string(),
    couleur: t.string(),
    stock: t.int({ required: true }),
    actif: t.boolean({ defaultValue: true, description: "false : combinaison désactivée" }),
  }),
});
const PhotoInput = builder.inputType("PhotoInput", {
  description:
    "Une photo de la liste finale : une photo existante gardée (id) ou un fichier envoyé (nouvelle : son rang dans images, à partir de 0)",
  fields: (t) => ({
    id: t.id(),
    nouvelle: t.int(),
    couleur: t.string({ description: "La couleur qu'elle montre (valeur de l'option Couleur)" }),
  }),
});
const ProductInput = builder.inputType("ProductInput", {
  fields: (t) => ({
    nom: t.string(),
    description: t.string(),
    prix: t.int(),
    pourcentPromotion: t.int(),
    aLaUne: t.boolean(),
    enRupture: t.boolean(),
    brouillon: t.boolean({ description: "Brouillon : jamais sur la boutique, visible ici et par l'aperçu (absent : inchangé)" }),
    stock: t.int({ description: "Requis à la création d'un produit sans options ; ignoré avec des options (somme des combinaisons)" }),
    scoreQualite: t.int(),
    typeProduit: t.id(),
    sousTypeProduit: t.id(),
    options: t.field({ type: [OptionInput], description: "Absent : inchangées ; [] : plus de tailles ni couleurs (stock alors requis)" }),
    variantes: t.field({ type: [VariantInput], description: "Avec des options : une par combinaison, chacune avec son stock" }),
  }),
});
const PHOTOS_DESCRIPTION =
  "La liste finale des photos dans l'ordre (la première est la principale) : les photos existantes non citées sont retirées, chaque fichier envoyé est cité une fois. Sans elle, de nouvelles images remplacent toutes les anciennes.";

const ProductBulkAction = builder.enumType("ProductBulkAction", {
  description: "promotion (pourcentPromotion), aLaUne ou enRupture (valeur), categorie (typeProduit, sousTypeProduit), supprimer",
  values: BULK_ACTIONS,
});
const ProductBulkFilter = builder.inputType("ProductBulkFilter", {
  description: "Le filtre de la liste du back-office (les arguments de products du même nom)",
  fields: (t) => ({
    search: t.string(),
    minPrice: t.int(),
    maxPrice: t.int(),
    categoryId: t.id(),
    subTypeId: t.id(),
    stock: t.field({ type: StockFilter }),
    brouillon: t.boolean(),
    promotion: t.boolean(),
  }),
});
const ProductBulkInput = builder.inputType("ProductBulkInput", {
  fields: (t) => ({
    ids: t.idList({ description: `Les produits choisis (${BULK_LIMIT} au plus) ; sinon filtre` }),
    filtre: t.field({ type: ProductBulkFilter, description: `Tous les résultats de ce filtre (${BULK_LIMIT} au plus), à la place de ids` }),
    action: t.field({ type: ProductBulkAction, required: true }),
    pourcentPromotion: t.int({ description: "promotion : le pourcentage (0 la retire)" }),
    valeur: t.boolean({ description: "aLaUne, enRupture : true ou false" }),
    typeProduit: t.id({ description: "categorie : la catégorie" }),
    sousTypeProduit: t.id({ description: "categorie : son sous-type (absent : aucun)" }),
  }),
});
const ProductBulkResult = builder.simpleObject("ProductBulkResult", {
  fields: (t) => ({
    action: t.field({ type: ProductBulkAction }),
    nombre: t.int({ description: "Les produits modifiés ou supprimés" }),
    restentEnRupture: t.int({ description: "enRupture false : ceux qui restent en rupture faute de stock" }),
  }),
});

const viewerId = (ctx: GraphQLContext) => ctx.viewer!.id; // the scope guarantees it
const uploads = async (files: File[] | null | undefined): Promise<UploadedImage[]> =>
  Promise.all((files ?? []).map(async (f) => ({ name: f.name || "image", bytes: Buffer.from(await f.arrayBuffer()) })));
/** GraphQL leaves absent fields undefined and explicit nulls null; the services read both. */
const clean = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const DashboardStat = builder.simpleObject("DashboardStat", {
  fields: (t) => ({
    title: t.string(),
    value: t.int(),
    percentage: t.int(),
    trend: t.string(),
    tone: t.string(),
    icon: t.string(),
    color: t.string(),
    lien: t.string({ description: "La liste du back-office que ce chiffre compte, avec son filtre" }),
  }),
});
const ActivityEntry = builder.simpleObject("ActivityEntry", {
  fields: (t) => ({
    id: t.id(),
    title: t.string(),
    subtitle: t.string(),
    timestamp: t.field({ type: "DateTime" }),
    icon: t.string(),
    action: t.string(),
    entityType: t.string(),
    entityId: t.string(),
  }),
});
const TopProductsBy = builder.enumType("TopProductsBy", { values: ["recent", "promotion"] as const });

builder.queryFields((t) => ({
  dashboardStats: t.field({ type: [DashboardStat], authScopes: { admin: true }, resolve: (_r, _a, ctx) => ctx.services.dashboard.stats() }),
  recentActivity: t.field({
    type: [ActivityEntry],
    authScopes: { admin: true },
    args: { limit: t.arg.int({ defaultValue: 10 }) },
    resolve: (_r, a, ctx) => ctx.services.dashboard.recentActivity(a.limit ?? 10),
  }),
  topProducts: t.prismaField({
    type: ["Product"],
    authScopes: { admin: true },
    args: { by: t.arg({ type: TopProductsBy, defaultValue: "recent" }), limit: t.arg.int({ defaultValue: 10 }) },
    resolve: (query, _r, a, ctx) => ctx.services.dashboard.topProducts(a.by, a.limit, query),
  }),
}));

builder.mutationFields((t) => ({
  createCategory: t.prismaField({
    type: "Category",
    authScopes: { admin: true },
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const c = await ctx.services.categories.create(viewerId(ctx), clean(input));
      return ctx.prisma.category.findUniqueOrThrow({ ...query, where: { id: c.id } });
    },
  }),
  updateCategory: t.prismaField({
    type: "Category",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: async (query, _r, { id, input }, ctx) => {
      await ctx.services.categories.update(viewerId(ctx), String(id), clean(input));
      return ctx.prisma.category.findUniqueOrThrow({ ...query, where: { id: String(id) } });
    },
  }),
  reorderCategories: t.prismaField({
    type: ["Category"],
    authScopes: { admin: true },
    description: "L'ordre du vendeur : toutes les catégories, de la première à la dernière (409 si la liste n'est plus la bonne)",
    args: { ids: t.arg.idList({ required: true }) },
    resolve: async (query, _r, { ids }, ctx) => {
      await ctx.services.categories.reorder(viewerId(ctx), ids.map(String));
      return ctx.services.catalogue.listCategories(query, { backOffice: true });
    },
  }),
  deleteCategory: t.boolean({
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      await ctx.services.categories.remove(viewerId(ctx), String(id));
      return true;
    },
  }),
  createProduct: t.prismaField({
    type: "Product",
    authScopes: { admin: true },
    args: {
      input: t.arg({ type: ProductInput, required: true }),
      images: t.arg({ type: ["File"] }),
      photos: t.arg({ type: [PhotoInput], description: "Ordre et couleurs des fichiers envoyés" }),
    },
    resolve: async (query, _r, a, ctx) => {
      const p = await ctx.services.products.create(viewerId(ctx), clean(a.input), await uploads(a.images), a.photos?.map(clean));
      return ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: p.id } });
    },
  }),
  updateProduct: t.prismaField({
    type: "Product",
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ProductInput, required: true }),
      images: t.arg({ type: ["File"], description: "Sans photos : de nouvelles images remplacent toutes les anciennes" }),
      imageOrder: t.arg.idList({
        description:
          "Sans nouvelles images : les ids de toutes les images du produit dans l'ordre voulu (la première devient l'image principale)",
      }),
      photos: t.arg({ type: [PhotoInput], description: PHOTOS_DESCRIPTION }),
    },
    resolve: async (query, _r, a, ctx) => {
      await ctx.services.products.update(
        viewerId(ctx),
        String(a.id),
        clean(a.input),
        await uploads(a.images),
        a.imageOrder?.map(String),
        a.photos?.map(clean),
      );
      return ctx.prisma.product.findUniqueOrThrow({ ...query, where: { id: String(a.id) } });
    },
  }),
  modifierProduitsEnLot: t.field({
    type: ProductBulkResult,
    authScopes: { admin: true },
    description: "Une même modification (ou la suppression) de plusieurs produits, tout ou rien, une entrée d'activité par produit",
    args: { input: t.arg({ type: ProductBulkInput, required: true }) },
    resolve: (_r, { input }, ctx) => {
      const { ids, filtre, typeProduit, sousTypeProduit, ...rest } = input;
      return ctx.services.productBulk.apply(viewerId(ctx), {
        ...clean(rest),
        typeProduit: typeProduit?.toString(),
        sousTypeProduit: sousTypeProduit?.toString(),
        ...(ids ? { ids: ids.map(String) } : {}),
        ...(filtre
          ? { filtre: clean({ ...filtre, categoryId: filtre.categoryId?.toString(), subTypeId: filtre.subTypeId?.toString() }) }
          : {}),
      });
    },
  }),
  deleteProduct: t.boolean({
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      await ctx.services.products.remove(viewerId(ctx), String(id));
      return true;
    },
  }),
}));
