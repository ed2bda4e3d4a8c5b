// GET /types, /types/{id}, /produits, /produits/best, /produits/{id}, /produits/{id}/recommendations.
import { notFound } from "../lib/errors.ts";
import { parseProductListInput } from "../services/product-list/index.ts";
import { intParam, requireViewer, route, type RestRequest } from "./http.ts";
import { PRODUCT_INCLUDE, categoryView, productView } from "./views.ts";

const CATEGORY_NOT_FOUND = "Catégorie introuvable";
export const PRODUCT_NOT_FOUND = "Produit non trouvé";

async function listTypes({ services }: RestRequest) {
  const [categories, counts] = await Promise.all([services.catalogue.listCategories(), services.catalogue.categoryProductCounts()]);
  return { body: { success: true, data: categories.map((c) => categoryView(c, counts.get(c.id))) } };
}

async function getType({ services, params }: RestRequest) {
  const [category, counts] = await Promise.all([services.catalogue.getCategory(params.id), services.catalogue.categoryProductCounts()]);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return { body: { success: true, data: categoryView(category, counts.get(category.id)) } };
}

/** The list's parameters as the service reads them (defaults filled, search trimmed). */
const listQuery = (query: URLSearchParams) =>
  parseProductListInput({
    page: intParam(query, "page", "page"),
    limit: intParam(query, "limit", "limit"),
    minPrice: intParam(query, "minPrice", "minPrice"),
    maxPrice: intParam(query, "maxPrice", "maxPrice"),
    search: query.get("search"),
    sortBy: query.get("sortBy") || undefined,
    categoryId: query.get("type") || query.get("categorie"),
    subTypeId: query.get("subtype") || query.get("sousType"),
    size: query.get("taille"),
    stock: query.get("stock"),
  });

async function listProducts(r: RestRequest) {
  const { services, query } = r;
  const q = listQuery(query);
  if (q.stock) await requireViewer(r); // a back-office filter
  const list = services.catalogue.productList(q);
  const [items, pagination] = await Promise.all([list.items({ include: PRODUCT_INCLUDE }), list.pagination()]);
  return { body: { success: true, data: items.map((p) => productView(services.storage, p)), pagination } };
}

/** GET /produits/tailles?categorie=&type=: the sizes the /pro filter offers. */
async function listSizes({ services, query }: RestRequest) {
  const data = await services.catalogue.productSizes(
    query.get("categorie") || query.get("type") || null,
    query.get("sousType") || query.get("subtype") || null,
  );
  return { body: { success: true, data } };
}

async function bestProducts({ services }: RestRequest) {
  const groups = await services.catalogue.bestProductGroups();
  const products = await services.catalogue.productsByIds(
    groups.flatMap((g) => g.productIds),
    { include: PRODUCT_INCLUDE },
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  const data = groups.map((g) => {
    const produits = g.productIds.flatMap((id) => byId.get(id) ?? []);
    const category = produits[0]?.category;
    return {
      typeProduit: category ? { _id: category.id, id: category.id, nom: category.name } : null,
      produits: produits.map((p) => productView(services.storage, p)),
    };
  });
  return { body: { success: true, data } };
}

async function getProduct({ services, params }: RestRequest) {
  const product = await services.catalogue.getProduct(params.id, { include: PRODUCT_INCLUDE });
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return { body: { success: true, data: productView(services.storage, product) } };
}

async function recommendations({ services, params }: RestRequest) {
  const ids = await services.catalogue.recommendationIds(params.id);
  if (!ids) throw notFound(PRODUCT_NOT_FOUND);
  const products = await services.catalogue.productsByIds(ids, { include: PRODUCT_INCLUDE });
  return { body: { success: true, data: { recommendations: products.map((p) => productView(services.storage, p)) } } };
}

// Anonymous answers are the same for everyone until a catalogue write clears the cache. Keyed on
// the parameters each route reads: the list's as parsed, none for the others.
const SHARED = { shared: () => "" };
const SHARED_LIST = { shared: (query: URLSearchParams) => JSON.stringify(listQuery(query)) };
const SHARED_SIZES = {
  shared: (query: URLSearchParams) =>
    JSON.stringify([query.get("categorie") || query.get("type"), query.get("sousType") || query.get("subtype")]),
};

export const catalogueReadRoutes = [
  route("GET", "/types", listTypes, SHARED),
  route("GET", "/types/:id", getType, SHARED),
  route("GET", "/produits", listProducts, SHARED_LIST),
  route("GET", "/produits/best", bestProducts, SHARED),
  route("GET", "/produits/tailles", listSizes, SHARED_SIZES),
  route("GET", "/produits/:id", getProduct, SHARED),
  route("GET", "/produits/:id/recommendations", recommendations, SHARED),
];
