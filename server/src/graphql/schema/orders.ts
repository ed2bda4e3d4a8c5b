// Orders over GraphQL (issue 26, decision 070): the same service, rules and French messages as REST
// /api/v1/commandes. Public: suiviCommande (null when unknown) and passerCommande, both throttled per
// address; everything else needs a signed-in administrator.
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import { ORDER_STATUSES, type OrderStatus, type OrderService, type OrderView, type Tracking } from "../../services/orders.ts";

const OrderStatusEnum = builder.enumType("OrderStatus", { values: ORDER_STATUSES });

const OrderTrackingLine = builder.simpleObject("OrderTrackingLine", {
  fields: (t) => ({
    nom: t.string(),
    variante: t.string({ nullable: true, description: "'Taille M, Couleur Bleu'" }),
    quantite: t.int(),
    prixUnitaire: t.int({ description: "FCFA, le prix de la boutique au moment de la commande" }),
    total: t.int(),
  }),
});

type TrackingFields = Pick<
  Tracking,
  "reference" | "statut" | "creeLe" | "confirmeeLe" | "livreeLe" | "annuleeLe" | "total" | "nombreArticles"
>;
// The fields OrderTracking and Order share (an Order is an OrderTracking with more).
// biome-ignore lint/suspicious/noExplicitAny: the field builder of two object types, which Pothos gives no common type
const trackingFields = (t: any) => ({
  reference: t.exposeString("reference", { description: "K7M2-QX9P" }),
  statut: t.field({ type: OrderStatusEnum, resolve: (o: TrackingFields) => o.statut }),
  creeLe: t.field({ type: "DateTime", resolve: (o: TrackingFields) => o.creeLe }),
  confirmeeLe: t.field({ type: "DateTime", nullable: true, resolve: (o: TrackingFields) => o.confirmeeLe }),
  livreeLe: t.field({ type: "DateTime", nullable: true, resolve: (o: TrackingFields) => o.livreeLe }),
  annuleeLe: t.field({ type: "DateTime", nullable: true, resolve: (o: TrackingFields) => o.annuleeLe }),
  total: t.exposeInt("total", { description: "FCFA, calculé par le serveur" }),
  nombreArticles: t.exposeInt("nombreArticles"),
});

const OrderTracking = builder.objectRef<Tracking>("OrderTracking").implement({
  description: "Ce qu'un client voit de sa commande : aucune donnée personnelle",
  fields: (t) => ({ ...trackingFields(t), lignes: t.field({ type: [OrderTrackingLine], resolve: (o) => o.lignes }) }),
});

type Line = OrderView["lignes"][number];
const OrderLine = builder.objectRef<Line>("OrderLine").implement({
  fields: (t) => ({
    nom: t.exposeString("nom"),
    variante: t.exposeString("variante", { nullable: true }),
    quantite: t.exposeInt("quantite"),
    prixUnitaire: t.exposeInt("prixUnitaire"),
    total: t.exposeInt("total"),
    produitId: t.exposeString("produitId"),
    varianteId: t.exposeString("varianteId", { nullable: true }),
    prixAffiche: t.exposeInt("prixAffiche", { nullable: true, description: "Le prix unitaire que montrait le message" }),
    prixDifferent: t.exposeBoolean("prixDifferent", { description: "Le prix affiché diffère du prix de la boutique" }),
  }),
});
const OrderCustomer = builder.simpleObject("OrderCustomer", {
  fields: (t) => ({
    nom: t.string({ nullable: true }),
    telephone: t.string({ nullable: true }),
    zone: t.string({ nullable: true, description: "dakar ou regions" }),
    adresse: t.string({ nullable: true }),
  }),
});
type Change = OrderView["historique"][number];
const StatusChange = builder.objectRef<Change>("StatusChange").implement({
  fields: (t) => ({
    de: t.field({ type: OrderStatusEnum, nullable: true, resolve: (c) => c.de as OrderStatus | null }),
    vers: t.field({ type: OrderStatusEnum, resolve: (c) => c.vers as OrderStatus }),
    par: t.exposeString("par", { nullable: true, description: "L'administrateur, null pour le client" }),
    le: t.field({ type: "DateTime", resolve: (c) => c.le }),
  }),
});

const Order = builder.objectRef<OrderView>("Order").implement({
  fields: (t) => ({
    ...trackingFields(t),
    id: t.exposeID("id"),
    source: t.exposeString("source", { description: "panier ou message" }),
    client: t.field({ type: OrderCustomer, resolve: (o) => o.client }),
    lignes: t.field({ type: [OrderLine], resolve: (o) => o.lignes }),
    historique: t.field({ type: [StatusChange], resolve: (o) => o.historique }),
  }),
});

const OrderPagination = builder.simpleObject("OrderPagination", {
  fields: (t) => ({ page: t.int(), pages: t.int(), total: t.int(), limit: t.int() }),
});
const OrderPage = builder.simpleObject("OrderPage", {
  fields: (t) => ({ items: t.field({ type: [Order] }), pagination: t.field({ type: OrderPagination }) }),
});
const OrderFromMessage = builder.simpleObject("OrderFromMessage", {
  fields: (t) => ({
    commande: t.field({ type: Order }),
    nonReconnues: t.stringList({ description: "Les lignes du message qui n'ont pas pu être rapprochées d'un produit" }),
  }),
});

type Figures = Awaited<ReturnType<OrderService["dashboard"]>>;
type BestSellerRow = Figures["meilleuresVentes"][number];
const BestSeller = builder.objectRef<BestSellerRow>("BestSeller").implement({
  fields: (t) => ({
    produitId: t.exposeString("produitId"),
    nom: t.exposeString("nom"),
    quantite: t.exposeInt("quantite"),
    produit: t.prismaField({
      type: "Product",
      nullable: true,
      description: "null quand le produit a été supprimé",
      resolve: (query, b, _a, ctx) => ctx.prisma.product.findUnique({ ...query, where: { id: b.produitId } }),
    }),
  }),
});
const OrderDashboard = builder.objectRef<Figures>("OrderDashboard").implement({
  fields: (t) => ({
    commandesAujourdhui: t.exposeInt("commandesAujourdhui"),
    commandes7Jours: t.exposeInt("commandes7Jours"),
    ventes7Jours: t.exposeInt("ventes7Jours", { description: "FCFA des commandes confirmées (ou livrées) sur 7 jours" }),
    ventes30Jours: t.exposeInt("ventes30Jours"),
    panierMoyen: t.exposeInt("panierMoyen", { description: "Sur 30 jours, commandes confirmées ou livrées" }),
    meilleuresVentes: t.field({ type: [BestSeller], resolve: (f) => f.meilleuresVentes }),
    stocksBas: t.prismaField({
      type: ["Product"],
      description: "Stock de 3 ou moins",
      resolve: async (query, f, _a, ctx) => {
        const rows = await ctx.prisma.product.findMany({ ...query, where: { id: { in: f.stocksBas } } });
        const at = new Map(f.stocksBas.map((id, i) => [id, i]));
        return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
      },
    }),
  }),
});

const OrderLineInput = builder.inputType("OrderLineInput", {
  fields: (t) => ({
    produitId: t.string({ required: true }),
    varianteId: t.string(),
    quantite: t.int({ required: true }),
    prixUnitaire: t.int({ description: "Le prix affiché dans le message (comparé, jamais repris)" }),
  }),
});
const OrderCustomerInput = builder.inputType("OrderCustomerInput", {
  fields: (t) => ({ nom: t.string(), telephone: t.string(), zone: t.string({ description: "dakar ou regions" }), adresse: t.string() }),
});
const OrderInput = builder.inputType("OrderInput", {
  fields: (t) => ({
    reference: t.string({ required: true }),
    lignes: t.field({ type: [OrderLineInput], required: true }),
    client: t.field({ type: OrderCustomerInput }),
  }),
});

const viewerId = (ctx: GraphQLContext) => ctx.viewer!.id; // the scope guarantees it
const admin = { admin: true } as const;

builder.queryFields((t) => ({
  suiviCommande: t.field({
    type: OrderTracking,
    nullable: true,
    args: { reference: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => ctx.services.orders.track(a.reference, ctx.clientIp),
  }),
  commandes: t.field({
    type: OrderPage,
    authScopes: admin,
    args: {
      statut: t.arg({ type: OrderStatusEnum }),
      search: t.arg.string(),
      page: t.arg.int(),
      limit: t.arg.int(),
      du: t.arg.string({ description: "AAAA-MM-JJ" }),
      au: t.arg.string({ description: "AAAA-MM-JJ" }),
    },
    resolve: async (_r, a, ctx) => ctx.services.orders.list(a),
  }),
  commande: t.field({
    type: Order,
    nullable: true,
    authScopes: admin,
    args: { reference: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => ctx.services.orders.get(a.reference),
  }),
  commandesNouvelles: t.int({ authScopes: admin, resolve: (_r, _a, ctx) => ctx.services.orders.newCount() }),
  tableauCommandes: t.field({ type: OrderDashboard, authScopes: admin, resolve: (_r, _a, ctx) => ctx.services.orders.dashboard() }),
}));

builder.mutationFields((t) => ({
  passerCommande: t.field({
    type: OrderTracking,
    args: { input: t.arg({ type: OrderInput, required: true }) },
    resolve: async (_r, a, ctx) => (await ctx.services.orders.place(a.input, ctx.clientIp)).order,
  }),
  changerStatutCommande: t.field({
    type: Order,
    authScopes: admin,
    args: { reference: t.arg.string({ required: true }), statut: t.arg({ type: OrderStatusEnum, required: true }) },
    resolve: (_r, a, ctx) => ctx.services.orders.changeStatus(viewerId(ctx), a.reference, a.statut),
  }),
  enregistrerCommandeDepuisMessage: t.field({
    type: OrderFromMessage,
    authScopes: admin,
    args: { message: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const { order, unmatched } = await ctx.services.orders.recordFromMessage(viewerId(ctx), a.message);
      return { commande: order, nonReconnues: unmatched };
    },
  }),
}));
