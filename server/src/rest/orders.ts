// /api/v1/commandes (issue 26, decision 070): parse, check the role, call services/orders.ts. The
// public routes (placing, tracking) are throttled per address by the service.
import { clientIp } from "../auth/client-ip.ts";
import { notFound } from "../lib/errors.ts";
import { CSV_CONTENT_TYPE } from "../lib/csv.ts";
import { ORDER_LIMITS, ORDER_MESSAGES, STATUS_LABELS, type OrderListInput } from "../services/orders.ts";
import { productsCsv } from "../services/product-export.ts";
import { parseProductListInput } from "../services/product-list/index.ts";
import { intParam, readJson, yesNoParam, requireViewer, route, type RestRequest } from "./http.ts";

const callerIp = (r: RestRequest) => clientIp(r.req.socket.remoteAddress, r.req.headers["x-forwarded-for"], r.services.config.TRUST_PROXY);

const listInput = (query: URLSearchParams): OrderListInput => ({
  statut: query.get("statut"),
  search: query.get("search"),
  page: query.get("page"),
  limit: query.get("limit"),
  du: query.get("du"),
  au: query.get("au"),
});

const today = () => new Date().toISOString().slice(0, 10);

export const orderRoutes = [
  route("POST", "/commandes", async (r) => {
    const { created, order } = await r.services.orders.place(await readJson(r.req, ORDER_LIMITS.bodyBytes), callerIp(r));
    return {
      status: created ? 201 : 200,
      body: { success: true, message: created ? "Commande enregistrée" : "Commande déjà enregistrée", data: order },
    };
  }),
  route("GET", "/commandes", async (r) => {
    await requireViewer(r);
    const { items, pagination } = await r.services.orders.list(listInput(r.query));
    return { body: { success: true, data: items, pagination } };
  }),
  route("GET", "/commandes/export.csv", async (r) => {
    await requireViewer(r);
    return {
      body: {},
      file: { text: await r.services.orders.exportCsv(listInput(r.query)), type: CSV_CONTENT_TYPE, name: `commandes-${today()}.csv` },
    };
  }),
  route("POST", "/commandes/depuis-message", async (r) => {
    const v = await requireViewer(r);
    const { order, unmatched } = await r.services.orders.recordFromMessage(v.id, (await readJson(r.req)).message);
    return {
      status: 201,
      body: { success: true, message: "Commande enregistrée depuis le message", data: order, nonReconnues: unmatched },
    };
  }),
  route("GET", "/commandes/:reference/suivi", async (r) => {
    const order = await r.services.orders.track(r.params.reference, callerIp(r));
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return { body: { success: true, data: order } };
  }),
  route("GET", "/commandes/:reference", async (r) => {
    await requireViewer(r);
    const order = await r.services.orders.get(r.params.reference);
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return { body: { success: true, data: order } };
  }),
  route("PUT", "/commandes/:reference/statut", async (r) => {
    const v = await requireViewer(r);
    const order = await r.services.orders.changeStatus(v.id, r.params.reference, (await readJson(r.req)).statut);
    return { body: { success: true, message: `Commande ${order.reference} : ${STATUS_LABELS[order.statut]}`, data: order } };
  }),
  route("GET", "/produits/export.csv", async (r) => {
    await requireViewer(r);
    const q = r.query;
    const filters = parseProductListInput({
      minPrice: intParam(q, "minPrice", "minPrice"),
      maxPrice: intParam(q, "maxPrice", "maxPrice"),
      search: q.get("search"),
      sortBy: q.get("sortBy") || undefined,
      categoryId: q.get("type") || q.get("categorie"),
      subTypeId: q.get("subtype") || q.get("sousType"),
      size: q.get("taille"),
      stock: q.get("stock"),
      promotion: yesNoParam(q, "promotion"),
      backOffice: true,
    });
    return {
      body: {},
      file: { text: await productsCsv(r.services.catalogue, filters), type: CSV_CONTENT_TYPE, name: `produits-${today()}.csv` },
    };
  }),
];
