// OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json and rendered at /api/v1/docs.
// A test checks that every route is documented and that contract-test responses match these schemas.
type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const nullable = (s: Schema) => ({ anyOf: [s, { type: "null" }] });
const obj = (properties: Record<string, Schema>, required = Object.keys(properties)) => ({ type: "object", properties, required });
const str = { type: "string" };
const int = { type: "integer" };
const bool = { type: "boolean" };

const schemas: Record<string, Schema> = {
  Error: obj({ success: { const: false }, message: str, field: str }, ["success", "message"]),
  Ref: obj({ _id: str, id: str, nom: str }),
  Pagination: obj({ current: int, pages: int, total: int, hasPrev: bool, hasNext: bool }),
  Category: obj({
    _id: str, id: str, nom: str, accroche: nullable(str), description: nullable(str), nbSousTypes: int, nbProduits: int,
    nbProduitsTotal: int, nbProduitsEnRupture: int, sousTypes: { type: "array", items: ref("Ref") }, createdAt: { type: "string", format: "date-time" },
  }),
  Image: obj({
    _id: str, id: str, url: str, thumbnailUrl: str, srcSet: str, width: int, height: int, isPrimary: bool, isAvailable: bool,
    alt: str, originalName: str, filename: str, size: int,
  }),
  Product: obj({
    _id: str, id: str, nom: str, description: str, prix: int, pourcentPromotion: { type: "integer", minimum: 0, maximum: 100 },
    prixApresPromotion: int, promotionActive: bool, pourcentReduction: int, economie: int, stock: int, enRupture: bool, aLaUne: bool,
    scoreQualite: { type: "integer", minimum: 0, maximum: 50 }, etoiles: { type: "integer", minimum: 0, maximum: 5 },
    typeProduit: ref("Ref"), sousTypeProduit: nullable(ref("Ref")),
    imagePrincipale: nullable(obj({ url: str, thumbnailUrl: str, isAvailable: bool })),
    images: { type: "array", items: ref("Image") }, createdAt: { type: "string", format: "date-time" }, updatedAt: { type: "string", format: "date-time" },
  }),
};

const ok = (data: Schema, extra: Record<string, Schema> = {}) => ({
  description: "Succès",
  content: { "application/json": { schema: obj({ success: { const: true }, data, ...extra }) } },
});
const error = (description: string) => ({ description, content: { "application/json": { schema: ref("Error") } } });
const idParam = (description: string) => ({ name: "id", in: "path", required: true, schema: str, description });
const queryParam = (name: string, schema: Schema, description: string) => ({ name, in: "query", required: false, schema, description });

export interface Operation { summary: string; tags: string[]; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown>; security?: unknown[] }
const paths: Record<string, Record<string, Operation>> = {
  "/types": {
    get: { summary: "Liste des catégories avec sous-types et compteurs", tags: ["Types"], responses: { 200: ok({ type: "array", items: ref("Category") }) } },
  },
  "/types/{id}": {
    get: {
      summary: "Une catégorie (aussi avec une barre finale : /types/{id}/)", tags: ["Types"], parameters: [idParam("Identifiant de la catégorie")],
      responses: { 200: ok(ref("Category")), 404: error("Catégorie introuvable") },
    },
  },
  "/produits": {
    get: {
      summary: "Liste paginée des produits", tags: ["Produits"],
      parameters: [
        queryParam("page", { type: "integer", minimum: 1, default: 1 }, "Page, à partir de 1"),
        queryParam("limit", { type: "integer", minimum: 1, maximum: 100, default: 20 }, "Produits par page (10, 20, 50 ou 100 dans la boutique)"),
        queryParam("search", { type: "string", maxLength: 200 }, "Recherche sans accents ni casse dans le nom et la description"),
        queryParam("minPrice", { type: "integer", minimum: 0 }, "Prix payé minimum (FCFA)"),
        queryParam("maxPrice", { type: "integer", minimum: 0 }, "Prix payé maximum (FCFA)"),
        queryParam("sortBy", { enum: ["alphabet", "prix", "aLaUne"], default: "alphabet" }, "Tri"),
        queryParam("type", str, "Identifiant de catégorie"),
        queryParam("subtype", str, "Identifiant de sous-type"),
      ],
      responses: { 200: ok({ type: "array", items: ref("Product") }, { pagination: ref("Pagination") }), 400: error("Paramètre invalide") },
    },
  },
  "/produits/best": {
    get: {
      summary: "Meilleurs produits (à la une, en stock) groupés par catégorie", tags: ["Produits"],
      responses: { 200: ok({ type: "array", items: obj({ typeProduit: nullable(ref("Ref")), produits: { type: "array", items: ref("Product") } }) }) },
    },
  },
  "/produits/{id}": {
    get: { summary: "Un produit", tags: ["Produits"], parameters: [idParam("Identifiant du produit")], responses: { 200: ok(ref("Product")), 404: error("Produit non trouvé") } },
  },
  "/produits/{id}/recommendations": {
    get: {
      summary: "Produits recommandés (même sous-type, puis même catégorie, 8 au plus)", tags: ["Produits"], parameters: [idParam("Identifiant du produit")],
      responses: { 200: ok(obj({ recommendations: { type: "array", items: ref("Product") } })), 404: error("Produit non trouvé") },
    },
  },
};

export function openApiDocument(publicUrl: string) {
  return {
    openapi: "3.1.0",
    info: { title: "Boutique en Ligne — API REST v1", version: "1.0.0", description: "Contrat historique de la boutique (JSON, enveloppe { success, message, data, pagination }). Les mêmes règles que l'API GraphQL /graphql." },
    servers: [{ url: `${publicUrl}/api/v1` }],
    components: { schemas, securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}

/** Documented [method, path template] pairs, for the completeness test. */
export const documentedOperations = () => Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => [m.toUpperCase(), p] as const));
