// POST/PUT/DELETE /types and /produits, and /dashboard/*: parse, check the role, call the services.
import { readJson, readJsonOrForm, requireViewer, route, intParam, type RestRequest } from "./http.ts";
import { PRODUCT_INCLUDE, categoryView, productView } from "./views.ts";
import type { UploadedImage } from "../services/images.ts";
import { badInput } from "../lib/errors.ts";
import { WITH_SUB_TYPES } from "../services/catalogue.ts";
import { CATEGORY_ORDER_BODY } from "../services/categories.ts";
import { readBody } from "./bodies.ts";
import { bulkResultMessage } from "../services/product-bulk.ts";

async function categoryResponse(r: RestRequest, id: string) {
  const backOffice = { backOffice: true };
  const [category, counts] = await Promise.all([
    r.services.catalogue.getCategory(id, WITH_SUB_TYPES, backOffice),
    r.services.catalogue.categoryProductCounts(backOffice),
  ]);
  return categoryView(category!, counts.get(id));
}

/** JSON images: data URLs are new files; other strings (URLs of current images) are ignored. */
function jsonImages(value: unknown): UploadedImage[] {
  if (value == null) return [];
  if (!Array.isArray(value)) throw badInput("Le champ images doit être une liste.", "images");
  return value.flatMap((v, i) => {
    const match = typeof v === "string" ? /^data:[^;,]*;base64,(.*)$/s.exec(v) : null;
    return match ? [{ name: `image-${i + 1}`, bytes: Buffer.from(match[1], "base64") }] : [];
  });
}

async function productPayload(r: RestRequest) {
  const body = await readJsonOrForm(r.req);
  // photos: the final photo list (decision 068), JSON text in a form like options and variantes.
  if ("form" in body) return { input: body.form.fields, files: body.form.files, photos: body.form.fields.photos };
  return { input: body.json, files: jsonImages(body.json.images), photos: body.json.photos };
}

async function productResponse(r: RestRequest, id: string) {
  return productView(
    r.services.storage,
    (await r.services.catalogue.getProduct(id, { include: PRODUCT_INCLUDE }, { backOffice: true }))!,
    true,
  );
}

export const catalogueWriteRoutes = [
  route("POST", "/types", async (r) => {
    const v = await requireViewer(r);
    const c = await r.services.categories.create(v.id, await readJson(r.req));
    return {
      status: 201,
      body: { success: true, message: "La catégorie a été créée avec succès !", data: await categoryResponse(r, c.id) },
    };
  }),
  // Before /types/:id: the seller's order, every category id first to last (decision 092).
  route("PUT", "/types/ordre", async (r) => {
    const v = await requireViewer(r);
    const { ids } = await readBody(r.req, CATEGORY_ORDER_BODY);
    await r.services.categories.reorder(v.id, ids);
    const backOffice = { backOffice: true };
    const [categories, counts] = await Promise.all([
      r.services.catalogue.listCategories(WITH_SUB_TYPES, backOffice),
      r.services.catalogue.categoryProductCounts(backOffice),
    ]);
    return {
      body: {
        success: true,
        message: "L'ordre des catégories a été enregistré.",
        data: categories.map((c) => categoryView(c, counts.get(c.id))),
      },
    };
  }),
  route("PUT", "/types/:id", async (r) => {
    const v = await requireViewer(r);
    await r.services.categories.update(v.id, r.params.id, await readJson(r.req));
    return { body: { success: true, message: "La catégorie a été modifiée avec succès !", data: await categoryResponse(r, r.params.id) } };
  }),
  route("DELETE", "/types/:id", async (r) => {
    const v = await requireViewer(r);
    await r.services.categories.remove(v.id, r.params.id);
    return { body: { success: true, message: "Catégorie supprimée avec succès" } };
  }),
  route("POST", "/produits", async (r) => {
    const v = await requireViewer(r);
    const { input, files, photos } = await productPayload(r);
    const p = await r.services.products.create(v.id, input, files, photos);
    return { status: 201, body: { success: true, message: "Produit créé avec succès", data: await productResponse(r, p.id) } };
  }),
  // Before /produits/:id's routes (POST has none, but the path reads as one).
  route("POST", "/produits/lot", async (r) => {
    const v = await requireViewer(r);
    const result = await r.services.productBulk.apply(v.id, await readJson(r.req));
    return { body: { success: true, message: bulkResultMessage(result), data: result } };
  }),
  route("PUT", "/produits/:id", async (r) => {
    const v = await requireViewer(r);
    const { input, files, photos } = await productPayload(r);
    await r.services.products.update(v.id, r.params.id, input, files, undefined, photos);
    return { body: { success: true, message: "Produit modifié avec succès", data: await productResponse(r, r.params.id) } };
  }),
  route("DELETE", "/produits/:id", async (r) => {
    const v = await requireViewer(r);
    await r.services.products.remove(v.id, r.params.id);
    return { body: { success: true, message: "Le produit a été supprimé avec succès" } };
  }),
  route("GET", "/dashboard/stats", async (r) => {
    await requireViewer(r);
    return { body: { success: true, data: { stats: await r.services.dashboard.stats() } } };
  }),
  route("GET", "/dashboard/recent-activity", async (r) => {
    await requireViewer(r);
    const items = await r.services.dashboard.recentActivity(intParam(r.query, "limit", "limit") ?? 10);
    return { body: { success: true, data: items.map((i) => ({ ...i, timestamp: i.timestamp.toISOString() })) } };
  }),
  route("GET", "/dashboard/top-products", async (r) => {
    await requireViewer(r);
    const products = await r.services.dashboard.topProducts(r.query.get("by"), intParam(r.query, "limit", "limit"), {
      include: PRODUCT_INCLUDE,
    });
    return { body: { success: true, data: products.map((p) => productView(r.services.storage, p, true)) } };
  }),
];
