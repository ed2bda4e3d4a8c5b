// Orders (issue 26, decisions 070 and 071): the one service behind REST /api/v1/commandes, GraphQL
// and the tracking page. The browser sends the cart when its WhatsApp link opens; the server trusts
// none of its prices (services/pricing.ts), keeps a copy of what was sold, and moves the stock only
// when the seller confirms: one transaction, guarded updates, all or nothing.
import { z } from "zod";
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";
import { AppError, badInput, notFound, prismaCode } from "../lib/errors.ts";
import { refuseNul } from "../lib/hostile.ts";
import { parseInput } from "../lib/input.ts";
import { csvDocument } from "../lib/csv.ts";
import { addressKey } from "../auth/client-ip.ts";
import { finalPrice, formatFCFA } from "./pricing.ts";
import { recordAudit } from "./audit.ts";
import { createKeyLocks } from "./db-locks.ts";
import { createPeriodicPurge } from "./auth-common.ts";
import type { CatalogueEvents } from "./events.ts";
import { productOptions } from "./product-variants.ts";
import { MAX_PRICE } from "./product-list/index.ts";
import {
  INVALID_ORDER_REFERENCE,
  formatOrderReference,
  newOrderReference,
  normalizeOrderReference,
} from "../../../contract/order-reference.ts";
import { LOW_STOCK, comboLabel, optionValueKey } from "../../../contract/product-options.ts";
import { dashboardDays, startOfDay } from "../../../contract/dashboard-days.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;

export const ORDER_STATUSES = ["nouvelle", "confirmee", "livree", "annulee"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const STATUS_LABELS: Record<OrderStatus, string> = {
  nouvelle: "Nouvelle",
  confirmee: "Confirmée",
  livree: "Livrée",
  annulee: "Annulée",
};
/** nouvelle → confirmee → livree; annulee from the first two (DECISIONS "Orders by WhatsApp"). */
const NEXT: Record<OrderStatus, OrderStatus[]> = {
  nouvelle: ["confirmee", "annulee"],
  confirmee: ["livree", "annulee"],
  livree: [],
  annulee: [],
};

export const ORDER_LIMITS = {
  lines: 50,
  quantity: 99,
  name: 80,
  phone: 20,
  address: 300,
  id: 64,
  search: 100,
  message: 20_000,
  pageSize: 100,
  /** a POST body (the service worker keeps orders of 32 KB at most) */
  bodyBytes: 32 * 1024,
  /** rows of one CSV export (orders × lines, or products) */
  exportRows: 20_000,
} as const;
/** Per address and per minute: placing (a few), tracking (guessing a reference must be slow). */
export const ORDER_THROTTLES = { place: 5, track: 30 } as const;

export const ORDER_MESSAGES = {
  notFound: "Commande introuvable",
  invalidReference: INVALID_ORDER_REFERENCE,
  throttledPlace: "Trop de commandes envoyées depuis cette adresse : réessayez dans une minute.",
  throttledTrack: "Trop de consultations de commandes depuis cette adresse : réessayez dans une minute.",
} as const;

type Tx = Prisma.TransactionClient;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

// ---------------------------------------------------------------------------------------------
// Input

/** A reference as sent (with or without its dash, any case), or the French 400. */
export function parseReference(raw: unknown): string {
  const ref = normalizeOrderReference(raw);
  if (!ref) throw badInput(ORDER_MESSAGES.invalidReference, "reference");
  return ref;
}

// The body of POST /commandes (and passerCommande's input) as zod schemas (decision 088), in the
// order its fields are checked; two lines of one product and combination are merged after.
const QUANTITY = `La quantité doit être comprise entre 1 et ${ORDER_LIMITS.quantity}.`;
const quantity = z.int({ error: "La quantité doit être un nombre entier." }).min(1, QUANTITY).max(ORDER_LIMITS.quantity, QUANTITY);

/** An id: its length is checked before its pattern; "" or null is not sent. */
const idText = (label: string, required: boolean) =>
  z
    .string({ error: `${label} doit être un texte.` })
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || (v.length <= ORDER_LIMITS.id && /^[\w-]+$/.test(v)), `${label} est invalide.`)
    .refine((v) => !required || v !== null, `${label} est requis.`);

/** A customer's text: trimmed, inner spaces collapsed, "" → null. */
const customerText = (label: string, max: number) =>
  z
    .string({ error: `${label} doit être un texte.` })
    .refine((v) => v.length <= max * 2 && v.trim().length <= max, `${label} ne peut pas dépasser ${max} caractères.`)
    .nullish()
    .transform((v) => v?.trim().replace(/\s+/g, " ") || null)
    .meta({ maxLength: max });

const PRICE = "Le prix unitaire doit être un nombre entier de FCFA.";
const LINE = z.object(
  {
    produitId: idText("L'identifiant du produit", true),
    varianteId: idText("L'identifiant de la combinaison", false),
    quantite: quantity,
    prixUnitaire: z
      .int({ error: PRICE })
      .min(0, PRICE)
      .max(MAX_PRICE, PRICE)
      .nullish()
      .meta({ description: "Le prix unitaire que montre le message (comparé, jamais repris)" }),
  },
  { error: "Chaque ligne est un objet { produitId, varianteId, quantite, prixUnitaire }." },
);
const LINES = z
  .array(LINE, { error: "Le champ lignes doit être une liste." })
  .min(1, "La commande ne contient aucune ligne.")
  .max(ORDER_LIMITS.lines, `Une commande a au plus ${ORDER_LIMITS.lines} lignes.`);
const CUSTOMER = z
  .object(
    {
      nom: customerText("Le nom", ORDER_LIMITS.name),
      telephone: customerText("Le téléphone", ORDER_LIMITS.phone)
        .transform((v) => v?.replace(/[\s.-]/g, "") || null)
        .refine((v) => !v || /^\+\d{6,15}$/.test(v), "Le téléphone doit commencer par l'indicatif (+221…) suivi de chiffres.")
        .meta({ description: "+221…" }),
      zone: z
        .enum(["dakar", "regions", ""], { error: "La zone de livraison doit valoir dakar ou regions." })
        .nullish()
        .transform((v) => v || null),
      adresse: customerText("L'adresse", ORDER_LIMITS.address),
    },
    { error: "Le champ client doit être un objet { nom, telephone, zone, adresse }." },
  )
  .nullish();
const STATUS_WANTED = ["confirmee", "livree", "annulee"] as const;
const MESSAGE = z
  .string({ error: "Le message doit être un texte." })
  .max(ORDER_LIMITS.message, `Le message ne peut pas dépasser ${ORDER_LIMITS.message} caractères.`);
const BODY = { error: "Le corps de la requête doit être un objet JSON." };

/** What follows the reference in POST /commandes. */
const PLACE = z.object({ lignes: LINES, client: CUSTOMER }, BODY);

/** The order bodies REST reads (the OpenAPI document describes them from here). The reference is
 * read by contract/order-reference.ts, the browser's rule too. */
export const ORDER_BODIES = {
  place: z.object(
    {
      reference: z
        .string({ error: INVALID_ORDER_REFERENCE })
        .meta({ description: "8 caractères de 23456789ABCDEFGHJKMNPQRSTUVWXYZ, avec ou sans tiret" }),
      ...PLACE.shape,
    },
    BODY,
  ),
  fromMessage: z.object({ message: MESSAGE }, BODY),
  status: z.object({ statut: z.enum(STATUS_WANTED, { error: "Statut inconnu : utilisez confirmee, livree ou annulee." }) }, BODY),
};

export type Customer = { name: string | null; phone: string | null; area: "dakar" | "regions" | null; address: string | null };
export interface PlaceLine {
  productId: string;
  variantId: string | null;
  quantity: number;
  shownUnitPrice: number | null;
}

/** Lines as parsed, two of one product and combination merged (their quantity checked again). */
function mergeLines(lines: z.output<typeof LINES>): PlaceLine[] {
  const merged = new Map<string, PlaceLine>();
  lines.forEach((l, i) => {
    const key = `${l.produitId}:${l.varianteId ?? ""}`;
    const before = merged.get(key);
    if (!before) {
      merged.set(key, { productId: l.produitId!, variantId: l.varianteId, quantity: l.quantite, shownUnitPrice: l.prixUnitaire ?? null });
      return;
    }
    before.quantity = parseInput(quantity, before.quantity + l.quantite, `lignes[${i}].quantite`);
    before.shownUnitPrice ??= l.prixUnitaire ?? null;
  });
  return [...merged.values()];
}

/** The lines as sent: 1 to 50, each a known shape; two lines of one product and combination are one. */
export const parseLines = (raw: unknown): PlaceLine[] => mergeLines(parseInput(LINES, raw, (path) => `lignes${path}`));

export interface PlaceInput {
  reference: string;
  lines: PlaceLine[];
  customer: Customer;
}

/** The whole body of POST /commandes (or passerCommande's input), checked before any database read:
 * the reference first, then the lines and the customer. */
export function parsePlaceInput(body: unknown): PlaceInput {
  if (!isObject(body)) throw badInput("Le corps de la requête doit être un objet JSON.");
  refuseNul(body);
  const reference = parseReference(body.reference);
  const { lignes, client } = parseInput(PLACE, body);
  const customer = {
    name: client?.nom ?? null,
    phone: client?.telephone ?? null,
    area: client?.zone ?? null,
    address: client?.adresse ?? null,
  };
  return { reference, lines: mergeLines(lignes), customer };
}

// ---------------------------------------------------------------------------------------------
// Lines priced by the server

interface PricedLine {
  productId: string;
  variantId: string | null;
  name: string;
  variantLabel: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  shownUnitPrice: number | null;
  priceDiffers: boolean;
}

type ProductForOrder = Prisma.ProductGetPayload<{ include: { variants: true } }>;

const variantLabelOf = (p: { options: unknown }, v: { size: string | null; color: string | null }) => {
  const options = productOptions(p.options);
  const names = options.map((o) => o.nom);
  return (
    comboLabel(
      names,
      names.map((n) => (n === "Taille" ? v.size : v.color) ?? ""),
    ) || null
  );
};

/** Each line at the price the storefront shows now (promotion included), with the copies kept. */
async function priceLines(db: Tx | PrismaClient, lines: PlaceLine[]): Promise<PricedLine[]> {
  const products = await db.product.findMany({
    // A draft or a hidden category's product is one shoppers cannot see: it reads as unknown (decision 092).
    where: { id: { in: [...new Set(lines.map((l) => l.productId))] }, listed: true },
    include: { variants: true },
  });
  const byId = new Map(products.map((p) => [p.id, p]));
  return lines.map((l, i) => {
    const product = byId.get(l.productId);
    if (!product)
      throw badInput(`Produit inconnu (ligne ${i + 1}) : il n'existe plus ou son identifiant est faux.`, `lignes[${i}].produitId`);
    return priceLine(product, l, i);
  });
}

function priceLine(product: ProductForOrder, l: PlaceLine, i: number): PricedLine {
  let variantLabel: string | null = null;
  if (product.variants.length) {
    if (!l.variantId)
      throw badInput(`Le produit « ${product.name} » a des tailles ou couleurs : choisissez une combinaison.`, `lignes[${i}].varianteId`);
    const variant = product.variants.find((v) => v.id === l.variantId);
    if (!variant) throw badInput(`Combinaison inconnue pour « ${product.name} ».`, `lignes[${i}].varianteId`);
    variantLabel = variantLabelOf(product, variant);
  } else if (l.variantId) throw badInput(`Le produit « ${product.name} » n'a pas de tailles ni de couleurs.`, `lignes[${i}].varianteId`);
  const unitPrice = finalPrice(product);
  return {
    productId: product.id,
    variantId: l.variantId,
    name: product.name,
    variantLabel,
    unitPrice,
    quantity: l.quantity,
    lineTotal: unitPrice * l.quantity,
    shownUnitPrice: l.shownUnitPrice,
    priceDiffers: l.shownUnitPrice !== null && l.shownUnitPrice !== unitPrice,
  };
}

const itemCountOf = (priced: PricedLine[]) => priced.reduce((n, l) => n + l.quantity, 0);
const totalOf = (priced: PricedLine[]) => priced.reduce((n, l) => n + l.lineTotal, 0);

/** The audit entry of a new order: 'Commande K7M2-QX9P reçue (3 articles, 25 000 FCFA)'. */
function createdSummary(reference: string, source: "panier" | "message", itemCount: number, total: number) {
  const origin = source === "message" ? "enregistrée depuis un message" : "reçue";
  return `Commande ${formatOrderReference(reference)} ${origin} (${itemCount} article${itemCount > 1 ? "s" : ""}, ${formatFCFA(total)})`;
}

// ---------------------------------------------------------------------------------------------
// Views (the contract's French shapes; REST and GraphQL answer the same)

const ORDER_INCLUDE = {
  lines: { orderBy: { position: "asc" as const } },
  changes: { orderBy: [{ at: "asc" as const }, { id: "asc" as const }], include: { admin: { select: { fullName: true, email: true } } } },
} satisfies Prisma.OrderInclude;
type OrderRow = Prisma.OrderGetPayload<{ include: typeof ORDER_INCLUDE }>;

const reachedAt = (o: OrderRow, status: OrderStatus) => o.changes.findLast((c) => c.to === status)?.at ?? null;

/** What a shopper may see (the tracking page): no name, phone, address, id or history. */
export function trackingView(o: OrderRow) {
  return {
    reference: formatOrderReference(o.reference),
    statut: o.status as OrderStatus,
    creeLe: o.createdAt,
    confirmeeLe: reachedAt(o, "confirmee"),
    livreeLe: reachedAt(o, "livree"),
    annuleeLe: reachedAt(o, "annulee"),
    lignes: o.lines.map((l) => ({
      nom: l.name,
      variante: l.variantLabel,
      quantite: l.quantity,
      prixUnitaire: l.unitPrice,
      total: l.lineTotal,
    })),
    total: o.total,
    nombreArticles: o.itemCount,
  };
}
export type Tracking = ReturnType<typeof trackingView>;

export function orderView(o: OrderRow) {
  const t = trackingView(o);
  return {
    ...t,
    id: o.id,
    source: o.source,
    client: { nom: o.customerName, telephone: o.customerPhone, zone: o.deliveryArea, adresse: o.address },
    lignes: o.lines.map((l, i) => ({
      ...t.lignes[i],
      produitId: l.productId,
      varianteId: l.variantId,
      prixAffiche: l.shownUnitPrice,
      prixDifferent: l.priceDiffers,
    })),
    historique: o.changes.map((c) => ({ de: c.from, vers: c.to, par: c.admin ? c.admin.fullName || c.admin.email : null, le: c.at })),
  };
}
export type OrderView = ReturnType<typeof orderView>;

// ---------------------------------------------------------------------------------------------
// List filters

export interface OrderListInput {
  statut?: unknown;
  search?: unknown;
  page?: unknown;
  limit?: unknown;
  du?: unknown;
  au?: unknown;
}
export interface OrderListQuery {
  status: OrderStatus | null;
  search: string;
  page: number;
  limit: number;
  from: Date | null;
  to: Date | null;
}

function day(v: unknown, field: string, end: boolean): Date | null {
  if (v === undefined || v === null || v === "") return null;
  if (typeof v !== "string" || v.length > 10 || !/^\d{4}-\d{2}-\d{2}$/.test(v))
    throw badInput(`Le paramètre ${field} doit être une date AAAA-MM-JJ.`, field);
  const d = new Date(`${v}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v)
    throw badInput(`Le paramètre ${field} doit être une date AAAA-MM-JJ.`, field);
  return end ? new Date(d.getTime() + DAY) : d;
}

function positiveInt(v: unknown, field: string, fallback: number, max: number, label: string): number {
  if (v === undefined || v === null || v === "") return fallback;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,6}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badInput(`Le paramètre ${label} doit être un entier entre 1 et ${max}.`, field);
  return n;
}

export function parseOrderListInput(input: OrderListInput): OrderListQuery {
  refuseNul(input);
  let status: OrderStatus | null = null;
  if (input.statut !== undefined && input.statut !== null && input.statut !== "") {
    status = ORDER_STATUSES.find((s) => s === input.statut) ?? null;
    if (!status) throw badInput("Statut inconnu : utilisez nouvelle, confirmee, livree ou annulee.", "statut");
  }
  if (input.search !== undefined && input.search !== null && typeof input.search !== "string")
    throw badInput("La recherche doit être un texte.", "search");
  const search = ((input.search as string | null | undefined) ?? "").trim();
  if (search.length > ORDER_LIMITS.search) throw badInput(`La recherche ne peut pas dépasser ${ORDER_LIMITS.search} caractères.`, "search");
  const from = day(input.du, "du", false),
    to = day(input.au, "au", true);
  if (from && to && from >= to) throw badInput("La date de début ne peut pas être après la date de fin.", "du");
  return {
    status,
    search,
    from,
    to,
    page: positiveInt(input.page, "page", 1, 1_000_000, "page"),
    limit: positiveInt(input.limit, "limit", 20, ORDER_LIMITS.pageSize, "limit"),
  };
}

function listWhere(q: Pick<OrderListQuery, "status" | "search" | "from" | "to">): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = {};
  if (q.status) where.status = q.status;
  if (q.from || q.to) where.createdAt = { ...(q.from ? { gte: q.from } : {}), ...(q.to ? { lt: q.to } : {}) };
  if (q.search) {
    const bare = q.search.toUpperCase().replace(/[\s-]/g, "");
    // A phone only when it reads as one: a reference's digits ("K7M2-QX9P" → 729) are no phone.
    const digits = /^[\d\s+().-]+$/.test(q.search) ? q.search.replace(/[^\d+]/g, "") : "";
    where.OR = [
      ...(bare ? [{ reference: { contains: bare } }] : []),
      { customerName: { contains: q.search, mode: "insensitive" } },
      ...(digits.replace("+", "").length >= 3 ? [{ customerPhone: { contains: digits } }] : []),
      { lines: { some: { name: { contains: q.search, mode: "insensitive" } } } },
    ];
  }
  return where;
}

// ---------------------------------------------------------------------------------------------
// Messages (our WhatsApp format, client/src/lib/whatsapp.ts orderMessage, plus decision 070's lines)

export interface ParsedMessage {
  reference: string | null;
  items: { text: string; quantity: number; name: string; variantLabel: string | null; shownUnitPrice: number | null }[];
  links: Map<string, string>;
  customer: Customer;
}

const amount = (text: string) => Number(text.replace(/[\s\u00a0\u202f]/g, ""));
const ITEM = /^(\d{1,4})\s*[x×]\s+(.+?)\s+[—–-]\s+([\d\s\u00a0\u202f]{1,20})\s*FCFA\s*=\s*[\d\s\u00a0\u202f]{1,24}\s*FCFA\s*$/i;
const LINK = /^[-•*]\s*(.+?)\s*:\s*\S*\/produits\/([\w-]{1,64})\/?\s*$/;

/** Reads our order message; a line that looks like an item but is not ours is kept for the seller. */
export function parseOrderMessage(message: string): ParsedMessage {
  const lines = message
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim());
  let reference: string | null = null;
  const items: ParsedMessage["items"] = [];
  const links = new Map<string, string>();
  const fields: Record<string, string> = {};
  for (const line of lines) {
    if (!line || line.length > 1000) continue;
    const ref = /^Commande\s+n[°o]\s*:?\s*([A-Za-z0-9-]{8,9})\s*$/i.exec(line) ?? /\/commande\/([A-Za-z0-9-]{8,9})\s*$/.exec(line);
    if (ref) {
      reference ??= normalizeOrderReference(ref[1]);
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      const full = item[2].trim();
      const label = /^(.+?)\s*\(((?:Taille|Couleur)\s[^()]*)\)$/.exec(full);
      items.push({
        text: line,
        quantity: Number(item[1]),
        name: label ? label[1] : full,
        variantLabel: label ? label[2] : null,
        shownUnitPrice: amount(item[3]),
      });
      continue;
    }
    const link = LINK.exec(line);
    if (link) {
      links.set(link[1].toLowerCase(), link[2]);
      continue;
    }
    const field = /^(Nom|Client|Téléphone|Telephone|Tél|Tel|Zone(?: de livraison)?|Livraison à|Adresse)\s*:\s*(.+)$/i.exec(line);
    if (field)
      fields[
        optionValueKey(field[1])
          .replace(/ de livraison$/, "")
          .replace(/^livraison a$/, "zone")
      ] ??= field[2].trim();
  }
  const areaText = optionValueKey(fields.zone ?? "");
  const area = areaText.startsWith("dakar") ? "dakar" : areaText.startsWith("region") || areaText.startsWith("autre") ? "regions" : null;
  const phone = (fields.telephone ?? fields.tel ?? "").replace(/[\s.-]/g, "");
  return {
    reference,
    items,
    links,
    customer: {
      name: (fields.nom ?? fields.client)?.slice(0, ORDER_LIMITS.name) || null,
      phone: /^\+\d{6,15}$/.test(phone) ? phone : null,
      area,
      address: fields.adresse?.slice(0, ORDER_LIMITS.address) || null,
    },
  };
}

/** "Taille M, Couleur Bleu" → { taille: "m", couleur: "bleu" } as compared. */
function labelValues(label: string) {
  const values: Record<string, string> = {};
  for (const part of label.split(",")) {
    const m = /^\s*(Taille|Couleur)\s+(.+?)\s*$/i.exec(part);
    if (m) values[m[1].toLowerCase()] = optionValueKey(m[2]);
  }
  return values;
}

// ---------------------------------------------------------------------------------------------

export interface OrderDeps {
  prisma: PrismaClient;
  events: CatalogueEvents;
  later: (task: () => Promise<unknown>) => void;
  /** The embedded database (one session, one instance): a single statement needs no lock there. */
  embedded: boolean;
}

export function createOrderService({ prisma, events, later, embedded }: OrderDeps) {
  const withKeyLocks = createKeyLocks(prisma);
  const purgeRequests = createPeriodicPurge(
    later,
    MINUTE,
    (before) => prisma.orderRequest.deleteMany({ where: { createdAt: { lt: before } } }),
    2 * MINUTE,
  );

  /**
   * Tracking's throttle, its count and its record in one statement (placing's is in the order's):
   * alone on the embedded database, after the address's lock on PostgreSQL (see placeInOneStatement).
   */
  async function admitTracking(ip: string) {
    const now = new Date();
    const statement = (db: Tx | PrismaClient) => db.$queryRaw<{ recent: number }[]>`
      WITH recent AS (
        SELECT count(*)::int AS n FROM "OrderRequest"
        WHERE "kind" = 'track' AND "ip" = ${ip}::text AND "createdAt" >= ${new Date(now.getTime() - MINUTE)}::timestamp(3)
      ), r AS (
        INSERT INTO "OrderRequest" ("id", "kind", "ip", "createdAt")
        SELECT gen_random_uuid()::text, 'track', ${ip}::text, ${now}::timestamp(3) FROM recent WHERE recent.n < ${ORDER_THROTTLES.track}::int
      )
      SELECT n AS recent FROM recent`;
    const [row] = embedded ? await statement(prisma) : await withKeyLocks([`order-track:${ip}`], statement);
    if (row.recent >= ORDER_THROTTLES.track) throw new AppError("TOO_MANY_REQUESTS", ORDER_MESSAGES.throttledTrack);
  }

  const findOrder = (db: Tx | PrismaClient, reference: string) => db.order.findUnique({ where: { reference }, include: ORDER_INCLUDE });

  /**
   * A shopper's order, its lines, its first history entry, its audit entry and the throttle's record
   * in ONE statement, written only while the address placed fewer than 5 orders in the last minute
   * and no order holds the reference (ON CONFLICT: a resend racing the first send writes nothing).
   * On the embedded database one statement is atomic and nothing runs beside it (one session): it
   * holds the session for one round trip, where the transaction it replaces held it for eleven
   * (begin, two locks, a check, the throttle's count and record, order, lines, history, audit,
   * commit) while catalogue reads waited. On PostgreSQL a statement counts from the snapshot it started with, so two of one
   * address could both count 4: the address's lock is taken first, in a statement of its own.
   */
  async function placeInOneStatement(ip: string, reference: string, priced: PricedLine[], customer: Customer, now: Date) {
    const itemCount = itemCountOf(priced);
    const total = totalOf(priced);
    const lines = JSON.stringify(priced.map((l, position) => ({ ...l, position })));
    const statement = (db: Tx | PrismaClient) => db.$queryRaw<{ recent: number; inserted: boolean }[]>`
      WITH recent AS (
        SELECT count(*)::int AS n FROM "OrderRequest"
        WHERE "kind" = 'place' AND "ip" = ${ip}::text AND "createdAt" >= ${new Date(now.getTime() - MINUTE)}::timestamp(3)
      ), o AS (
        INSERT INTO "Order" ("id", "reference", "status", "source", "itemCount", "total", "customerName", "customerPhone", "deliveryArea", "address", "createdAt", "updatedAt")
        SELECT gen_random_uuid()::text, ${reference}::text, 'nouvelle', 'panier', ${itemCount}::int, ${total}::int,
          ${customer.name}::text, ${customer.phone}::text, ${customer.area}::text, ${customer.address}::text, ${now}::timestamp(3), ${now}::timestamp(3)
        FROM recent WHERE recent.n < ${ORDER_THROTTLES.place}::int
        ON CONFLICT ("reference") DO NOTHING
        RETURNING "id"
      ), l AS (
        INSERT INTO "OrderLine" ("id", "orderId", "position", "productId", "variantId", "name", "variantLabel", "unitPrice", "quantity", "lineTotal", "shownUnitPrice", "priceDiffers")
        SELECT gen_random_uuid()::text, o."id", x."position", x."productId", x."variantId", x."name", x."variantLabel", x."unitPrice", x."quantity", x."lineTotal", x."shownUnitPrice", x."priceDiffers"
        FROM o, jsonb_to_recordset(${lines}::jsonb) AS x("position" int, "productId" text, "variantId" text, "name" text, "variantLabel" text,
          "unitPrice" int, "quantity" int, "lineTotal" int, "shownUnitPrice" int, "priceDiffers" boolean)
      ), h AS (
        INSERT INTO "OrderStatusChange" ("id", "orderId", "from", "to", "adminId", "at")
        SELECT gen_random_uuid()::text, o."id", NULL, 'nouvelle', NULL, ${now}::timestamp(3) FROM o
      ), a AS (
        INSERT INTO "AuditEntry" ("id", "actorId", "action", "entityType", "entityId", "summary", "createdAt")
        SELECT gen_random_uuid()::text, NULL, 'create', 'Order', o."id", ${createdSummary(reference, "panier", itemCount, total)}::text, ${now}::timestamp(3) FROM o
      ), r AS (
        INSERT INTO "OrderRequest" ("id", "kind", "ip", "createdAt") SELECT gen_random_uuid()::text, 'place', ${ip}::text, ${now}::timestamp(3) FROM o
      )
      SELECT (SELECT n FROM recent) AS recent, EXISTS (SELECT 1 FROM o) AS inserted`;
    const [row] = embedded ? await statement(prisma) : await withKeyLocks([`order-ip:${ip}`], statement);
    return row;
  }

  /** Creates the order (lines, first history entry, audit entry) in `tx`. */
  async function insertOrder(
    tx: Tx,
    reference: string,
    priced: PricedLine[],
    customer: Customer,
    source: "panier" | "message",
    adminId: string | null,
  ) {
    const itemCount = itemCountOf(priced);
    const total = totalOf(priced);
    const order = await tx.order.create({
      data: {
        reference,
        status: "nouvelle",
        source,
        itemCount,
        total,
        customerName: customer.name,
        customerPhone: customer.phone,
        deliveryArea: customer.area,
        address: customer.address,
      },
    });
    await tx.orderLine.createMany({ data: priced.map((l, position) => ({ ...l, position, orderId: order.id })) });
    await tx.orderStatusChange.create({ data: { orderId: order.id, from: null, to: "nouvelle", adminId } });
    await recordAudit(tx, {
      actorId: adminId,
      action: "create",
      entityType: "Order",
      entityId: order.id,
      summary: createdSummary(reference, source, itemCount, total),
    });
    return order;
  }

  /** The stock a line takes (or gives back, `sign` = -1): the combination's, else the product's. */
  async function moveStock(
    tx: Tx,
    lines: { productId: string; variantId: string | null; quantity: number; name: string; variantLabel: string | null }[],
    sign: 1 | -1,
  ) {
    // One line per product/combination, in one fixed order: two confirmations lock rows in the same order.
    const merged = new Map<string, (typeof lines)[number]>();
    for (const l of lines) {
      const key = `${l.productId}\u0001${l.variantId ?? ""}`;
      const before = merged.get(key);
      merged.set(key, before ? { ...before, quantity: before.quantity + l.quantity } : { ...l });
    }
    const sorted = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, l]) => l);
    const variantProducts = new Set<string>();
    for (const l of sorted.filter((x) => x.variantId)) {
      const changed =
        sign === 1
          ? await tx.$executeRaw`UPDATE "ProductVariant" SET "stock" = "stock" - ${l.quantity} WHERE "id" = ${l.variantId} AND "stock" >= ${l.quantity}`
          : await tx.$executeRaw`UPDATE "ProductVariant" SET "stock" = "stock" + ${l.quantity} WHERE "id" = ${l.variantId}`;
      if (changed === 1) variantProducts.add(l.productId);
      else if (sign === 1) {
        const now = await tx.productVariant.findUnique({ where: { id: l.variantId! }, select: { stock: true } });
        throw new AppError(
          "CONFLICT",
          `Stock insuffisant pour ${l.name}${l.variantLabel ? ` (${l.variantLabel})` : ""} : ${now?.stock ?? 0} en stock`,
        );
      }
    }
    for (const l of sorted.filter((x) => !x.variantId)) {
      const changed =
        sign === 1
          ? await tx.$executeRaw`UPDATE "Product" SET "stock" = "stock" - ${l.quantity}, "outOfStock" = ("outOfStock" AND "stock" > 0) OR "stock" = ${l.quantity}, "updatedAt" = now() WHERE "id" = ${l.productId} AND "stock" >= ${l.quantity}`
          : await tx.$executeRaw`UPDATE "Product" SET "stock" = "stock" + ${l.quantity}, "outOfStock" = ("outOfStock" AND "stock" > 0), "updatedAt" = now() WHERE "id" = ${l.productId}`;
      if (changed !== 1 && sign === 1) {
        const now = await tx.product.findUnique({ where: { id: l.productId }, select: { stock: true } });
        throw new AppError("CONFLICT", `Stock insuffisant pour ${l.name} : ${now?.stock ?? 0} en stock`);
      }
    }
    // A product with combinations holds the sum of its enabled ones (decision 068); at 0 it is out
    // of stock, and the seller's own flag is kept only while it had stock (services/products.ts).
    for (const productId of [...variantProducts].sort()) {
      await tx.$executeRaw`UPDATE "Product" AS p SET "stock" = s.total, "outOfStock" = (p."outOfStock" AND p."stock" > 0) OR s.total = 0, "updatedAt" = now()
        FROM (SELECT COALESCE(SUM("stock") FILTER (WHERE "enabled"), 0)::int AS total FROM "ProductVariant" WHERE "productId" = ${productId}) AS s
        WHERE p."id" = ${productId}`;
    }
  }

  const service = {
    /**
     * Records the cart of a WhatsApp order: 201 with what was recorded, or 200 with the order already
     * recorded under that reference (a resend; not counted by the throttle). Everything is checked
     * before anything is written; the throttle's check and record and the order are one statement.
     */
    async place(body: unknown, address: string): Promise<{ created: boolean; order: Tracking }> {
      const input = parsePlaceInput(body);
      const known = async () => {
        const found = await findOrder(prisma, input.reference);
        return found ? { created: false, order: trackingView(found) } : null;
      };
      // Read outside any transaction (the read holds the embedded database's one session only for
      // itself). A resend is found by the statement below (nothing written, then read back); one
      // whose product has gone since is found here.
      let priced: PricedLine[];
      try {
        priced = await priceLines(prisma, input.lines);
      } catch (error) {
        const found = error instanceof AppError ? await known() : null;
        if (found) return found;
        throw error;
      }
      const ip = addressKey(address.slice(0, 100));
      purgeRequests();
      const now = new Date();
      let outcome: { recent: number; inserted: boolean };
      try {
        outcome = await placeInOneStatement(ip, input.reference, priced, input.customer, now);
      } catch (error) {
        // PostgreSQL only (the embedded database runs no transaction here): past the wait for a
        // connection, the order is refused, not lost (the browser's service worker sends it again).
        if (prismaCode(error) === "P2028")
          throw new AppError("SERVICE_UNAVAILABLE", "La boutique est très occupée : la commande sera renvoyée dans un instant.");
        throw error;
      }
      if (!outcome.inserted) {
        // Recorded meanwhile under that reference (a resend racing the first send), else throttled.
        const found = await known();
        if (found) return found;
        if (outcome.recent >= ORDER_THROTTLES.place) throw new AppError("TOO_MANY_REQUESTS", ORDER_MESSAGES.throttledPlace);
        throw new Error(`commande ${input.reference} ni enregistrée ni trouvée`);
      }
      // The answer is what was written: no read-back.
      const lines = priced.map((l) => ({
        nom: l.name,
        variante: l.variantLabel,
        quantite: l.quantity,
        prixUnitaire: l.unitPrice,
        total: l.lineTotal,
      }));
      return {
        created: true,
        order: {
          reference: formatOrderReference(input.reference),
          statut: "nouvelle",
          creeLe: now,
          confirmeeLe: null,
          livreeLe: null,
          annuleeLe: null,
          lignes: lines,
          total: totalOf(priced),
          nombreArticles: itemCountOf(priced),
        },
      };
    },

    /** The shopper's view of an order (no personal data), throttled per address; null when unknown. */
    async track(rawReference: unknown, address: string): Promise<Tracking | null> {
      const reference = parseReference(rawReference);
      const ip = addressKey(address.slice(0, 100));
      purgeRequests();
      await admitTracking(ip);
      const order = await findOrder(prisma, reference);
      return order ? trackingView(order) : null;
    },

    async list(input: OrderListInput) {
      const q = parseOrderListInput(input);
      const where = listWhere(q);
      const [rows, total] = await Promise.all([
        prisma.order.findMany({
          where,
          include: ORDER_INCLUDE,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: (q.page - 1) * q.limit,
          take: q.limit,
        }),
        prisma.order.count({ where }),
      ]);
      return {
        items: rows.map(orderView),
        pagination: { page: q.page, pages: Math.max(1, Math.ceil(total / q.limit)), total, limit: q.limit },
      };
    },

    async get(rawReference: unknown): Promise<OrderView | null> {
      const order = await findOrder(prisma, parseReference(rawReference));
      return order ? orderView(order) : null;
    },

    /** The sidebar's count. */
    newCount: () => prisma.order.count({ where: { status: "nouvelle" } }),

    /**
     * nouvelle → confirmee → livree, annulee from the first two. Confirming takes the stock in the
     * same transaction (all or nothing: a short line refuses the whole confirmation, 409); cancelling
     * a confirmed order gives it back. The status moves only from the status read (a guarded update):
     * two administrators acting at once cannot both move it.
     */
    async changeStatus(adminId: string, rawReference: unknown, rawStatus: unknown): Promise<OrderView> {
      const reference = parseReference(rawReference);
      const to: OrderStatus = parseInput(ORDER_BODIES.status.shape.statut, rawStatus, "statut");
      const { order, stockMoved } = await prisma.$transaction(
        async (tx) => {
          const current = await tx.order.findUnique({ where: { reference }, include: { lines: { orderBy: { position: "asc" } } } });
          if (!current) throw notFound(ORDER_MESSAGES.notFound);
          const from = current.status as OrderStatus;
          const refused = () =>
            new AppError(
              "CONFLICT",
              `La commande ${formatOrderReference(reference)} est « ${STATUS_LABELS[from]} » : elle ne peut pas passer à « ${STATUS_LABELS[to]} ».`,
            );
          if (!NEXT[from].includes(to)) throw refused();
          const moved = await tx.order.updateMany({ where: { id: current.id, status: from }, data: { status: to } });
          if (moved.count !== 1) {
            const now = (await tx.order.findUnique({ where: { id: current.id }, select: { status: true } }))?.status as
              | OrderStatus
              | undefined;
            throw new AppError(
              "CONFLICT",
              `La commande ${formatOrderReference(reference)} vient de changer de statut${now ? ` (« ${STATUS_LABELS[now]} »)` : ""} : rechargez-la.`,
            );
          }
          const stockMoved = to === "confirmee" || (to === "annulee" && from === "confirmee");
          if (stockMoved) await moveStock(tx, current.lines, to === "confirmee" ? 1 : -1);
          await tx.orderStatusChange.create({ data: { orderId: current.id, from, to, adminId } });
          await recordAudit(tx, {
            actorId: adminId,
            action: "status",
            entityType: "Order",
            entityId: current.id,
            summary: `Commande ${formatOrderReference(reference)} : ${STATUS_LABELS[from]} → ${STATUS_LABELS[to]}`,
          });
          return { order: (await findOrder(tx, reference))!, stockMoved };
        },
        { maxWait: 10_000, timeout: 15_000 },
      );
      // Stock moved: the storefront's caches drop on every instance ('Non disponible' at once).
      if (stockMoved) events.changed();
      return orderView(order);
    },

    /**
     * Records an order from a pasted WhatsApp message (our format): its reference (a new one when the
     * message has none), lines matched by the product links, else by the product's exact name, and
     * their combination by its label. Lines that cannot be matched are returned, never guessed.
     */
    async recordFromMessage(adminId: string, raw: unknown) {
      const message = parseInput(MESSAGE, raw, "message");
      refuseNul(message, "message");
      const parsed = parseOrderMessage(message);
      if (parsed.items.length > ORDER_LIMITS.lines) throw badInput(`Une commande a au plus ${ORDER_LIMITS.lines} lignes.`, "message");
      const reference = parsed.reference ?? newOrderReference();
      if (await prisma.order.findUnique({ where: { reference }, select: { id: true } })) {
        throw new AppError("CONFLICT", `La commande ${formatOrderReference(reference)} est déjà enregistrée.`);
      }
      const linkedIds = [...parsed.links.values()];
      const names = parsed.items.map((i) => i.name);
      const candidates = await prisma.product.findMany({
        where: { OR: [{ id: { in: linkedIds } }, { name: { in: names, mode: "insensitive" } }] },
        include: { variants: true },
        take: 500,
      });
      const byId = new Map(candidates.map((p) => [p.id, p]));
      const unmatched: string[] = [];
      const lines: PlaceLine[] = [];
      const products = new Map<string, ProductForOrder>();
      for (const item of parsed.items) {
        const linked = parsed.links.get(item.name.toLowerCase());
        const sameName = candidates.filter((p) => optionValueKey(p.name) === optionValueKey(item.name));
        const product = (linked && byId.get(linked)) || (sameName.length === 1 ? sameName[0] : undefined);
        if (!product || item.quantity < 1 || item.quantity > ORDER_LIMITS.quantity) {
          unmatched.push(item.text);
          continue;
        }
        let variantId: string | null = null;
        if (product.variants.length) {
          const wanted = item.variantLabel ? labelValues(item.variantLabel) : null;
          const variant =
            wanted &&
            product.variants.find(
              (v) => optionValueKey(v.size ?? "") === (wanted.taille ?? "") && optionValueKey(v.color ?? "") === (wanted.couleur ?? ""),
            );
          if (!variant) {
            unmatched.push(item.text);
            continue;
          }
          variantId = variant.id;
        } else if (item.variantLabel) {
          unmatched.push(item.text);
          continue;
        }
        products.set(product.id, product);
        lines.push({ productId: product.id, variantId, quantity: item.quantity, shownUnitPrice: item.shownUnitPrice });
      }
      if (!lines.length)
        throw badInput(
          "Aucune ligne du message n'a été reconnue : vérifiez qu'il s'agit d'un message de commande de la boutique.",
          "message",
        );
      const merged = parseLines(
        lines.map((l) => ({ produitId: l.productId, varianteId: l.variantId, quantite: l.quantity, prixUnitaire: l.shownUnitPrice })),
      );
      const priced = merged.map((l, i) => priceLine(products.get(l.productId)!, l, i));
      try {
        const order = await prisma.$transaction(async (tx) => {
          const o = await insertOrder(tx, reference, priced, parsed.customer, "message", adminId);
          return (await findOrder(tx, o.reference))!;
        });
        return { order: orderView(order), unmatched };
      } catch (error) {
        if (prismaCode(error) === "P2002")
          throw new AppError("CONFLICT", `La commande ${formatOrderReference(reference)} est déjà enregistrée.`);
        throw error;
      }
    },

    /** The dashboard's order figures (Africa/Dakar is UTC): sales are confirmed or delivered orders,
     * dated by their confirmation. Products come as ids; the caller reads what it shows. */
    async dashboard() {
      const days = dashboardDays();
      const today = startOfDay(days.today),
        since7 = startOfDay(days.since7),
        since30 = startOfDay(days.since30);
      const confirmedSince = (since: Date): Prisma.OrderWhereInput => ({
        status: { in: ["confirmee", "livree"] },
        changes: { some: { to: "confirmee", at: { gte: since } } },
      });
      const [todayCount, weekCount, week, month, best, low] = await Promise.all([
        prisma.order.count({ where: { createdAt: { gte: today } } }),
        prisma.order.count({ where: { createdAt: { gte: since7 } } }),
        prisma.order.aggregate({ where: confirmedSince(since7), _sum: { total: true } }),
        prisma.order.aggregate({ where: confirmedSince(since30), _sum: { total: true }, _avg: { total: true } }),
        prisma.orderLine.groupBy({
          by: ["productId"],
          where: { order: confirmedSince(since30) },
          _sum: { quantity: true },
          orderBy: [{ _sum: { quantity: "desc" } }, { productId: "asc" }],
          take: 10,
        }),
        prisma.product.findMany({
          where: { stock: { lte: LOW_STOCK } },
          orderBy: [{ stock: "asc" }, { sortName: "asc" }],
          take: 20,
          select: { id: true },
        }),
      ]);
      const names = best.length
        ? await prisma.orderLine.findMany({
            where: { productId: { in: best.map((b) => b.productId) } },
            distinct: ["productId"],
            orderBy: { id: "desc" },
            select: { productId: true, name: true },
          })
        : [];
      const nameOf = new Map(names.map((n) => [n.productId, n.name]));
      return {
        commandesAujourdhui: todayCount,
        commandes7Jours: weekCount,
        ventes7Jours: week._sum.total ?? 0,
        ventes30Jours: month._sum.total ?? 0,
        panierMoyen: Math.round(month._avg.total ?? 0),
        meilleuresVentes: best.map((b) => ({ produitId: b.productId, nom: nameOf.get(b.productId) ?? "", quantite: b._sum.quantity ?? 0 })),
        stocksBas: low.map((p) => p.id),
      };
    },

    /** CSV of the filtered orders (every page), one row a line (issue 26 item 11). */
    async exportCsv(input: OrderListInput) {
      const q = parseOrderListInput({ ...input, page: undefined, limit: undefined });
      const where = listWhere(q);
      const rows: (string | number | null)[][] = [];
      let cursor: string | undefined;
      while (rows.length < ORDER_LIMITS.exportRows) {
        const batch = await prisma.order.findMany({
          where,
          include: { lines: { orderBy: { position: "asc" } } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 500,
          ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        });
        for (const o of batch) {
          for (const l of o.lines) {
            rows.push([
              formatOrderReference(o.reference),
              o.createdAt.toISOString().replace("T", " ").slice(0, 16),
              STATUS_LABELS[o.status as OrderStatus],
              o.customerName,
              o.customerPhone,
              o.deliveryArea === "dakar" ? "Dakar" : o.deliveryArea === "regions" ? "Régions" : null,
              o.address,
              l.name,
              l.variantLabel,
              l.quantity,
              l.unitPrice,
              l.lineTotal,
            ]);
          }
        }
        if (batch.length < 500) break;
        cursor = batch.at(-1)!.id;
      }
      return csvDocument(
        [
          "Référence",
          "Date",
          "Statut",
          "Client",
          "Téléphone",
          "Zone",
          "Adresse",
          "Produit",
          "Combinaison",
          "Quantité",
          "Prix unitaire (FCFA)",
          "Total ligne (FCFA)",
        ],
        rows.slice(0, ORDER_LIMITS.exportRows),
      );
    },
  };
  return service;
}

export type OrderService = ReturnType<typeof createOrderService>;
