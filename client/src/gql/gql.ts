/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query StoreShell {\n    boutique { nom slug whatsapp urlPublique clePanier livraison { dakarPrix dakarDelai regionsPrix regionsDelai } }\n    categories { id nom sousTypes { id nom } }\n  }\n": typeof types.StoreShellDocument,
    "\n  fragment ProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne etoiles\n    typeProduit { id nom }\n    imagePrincipale { url thumbnailUrl srcSet width height alt }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query CartCheck($ids: [ID!]!) {\n    productsByIds(ids: $ids) { id nom prixApresPromotion stock enRupture imagePrincipale { thumbnailUrl } }\n  }\n": typeof types.CartCheckDocument,
    "\n  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId) {\n      items { id ...ProductCard_product }\n      pagination { current pages total hasPrev hasNext }\n    }\n    bannieres { id url srcSet largeur hauteur accroche alt }\n  }\n": typeof types.ProductListDocument,
    "\n  query Home {\n    bannieres { id url srcSet largeur hauteur accroche alt }\n    bestProducts { produits { id ...ProductCard_product } }\n  }\n": typeof types.HomeDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne etoiles\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url thumbnailUrl srcSet width height alt }\n      imagePrincipale { thumbnailUrl }\n    }\n    recommendations(productId: $id) { id ...ProductCard_product }\n  }\n": typeof types.ProductDetailDocument,
};
const documents: Documents = {
    "\n  query StoreShell {\n    boutique { nom slug whatsapp urlPublique clePanier livraison { dakarPrix dakarDelai regionsPrix regionsDelai } }\n    categories { id nom sousTypes { id nom } }\n  }\n": types.StoreShellDocument,
    "\n  fragment ProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne etoiles\n    typeProduit { id nom }\n    imagePrincipale { url thumbnailUrl srcSet width height alt }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query CartCheck($ids: [ID!]!) {\n    productsByIds(ids: $ids) { id nom prixApresPromotion stock enRupture imagePrincipale { thumbnailUrl } }\n  }\n": types.CartCheckDocument,
    "\n  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId) {\n      items { id ...ProductCard_product }\n      pagination { current pages total hasPrev hasNext }\n    }\n    bannieres { id url srcSet largeur hauteur accroche alt }\n  }\n": types.ProductListDocument,
    "\n  query Home {\n    bannieres { id url srcSet largeur hauteur accroche alt }\n    bestProducts { produits { id ...ProductCard_product } }\n  }\n": types.HomeDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne etoiles\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url thumbnailUrl srcSet width height alt }\n      imagePrincipale { thumbnailUrl }\n    }\n    recommendations(productId: $id) { id ...ProductCard_product }\n  }\n": types.ProductDetailDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreShell {\n    boutique { nom slug whatsapp urlPublique clePanier livraison { dakarPrix dakarDelai regionsPrix regionsDelai } }\n    categories { id nom sousTypes { id nom } }\n  }\n"): (typeof documents)["\n  query StoreShell {\n    boutique { nom slug whatsapp urlPublique clePanier livraison { dakarPrix dakarDelai regionsPrix regionsDelai } }\n    categories { id nom sousTypes { id nom } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne etoiles\n    typeProduit { id nom }\n    imagePrincipale { url thumbnailUrl srcSet width height alt }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id nom prix prixApresPromotion promotionActive pourcentReduction stock enRupture aLaUne etoiles\n    typeProduit { id nom }\n    imagePrincipale { url thumbnailUrl srcSet width height alt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCheck($ids: [ID!]!) {\n    productsByIds(ids: $ids) { id nom prixApresPromotion stock enRupture imagePrincipale { thumbnailUrl } }\n  }\n"): (typeof documents)["\n  query CartCheck($ids: [ID!]!) {\n    productsByIds(ids: $ids) { id nom prixApresPromotion stock enRupture imagePrincipale { thumbnailUrl } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId) {\n      items { id ...ProductCard_product }\n      pagination { current pages total hasPrev hasNext }\n    }\n    bannieres { id url srcSet largeur hauteur accroche alt }\n  }\n"): (typeof documents)["\n  query ProductList($page: Int, $limit: Int, $search: String, $minPrice: Int, $maxPrice: Int, $sortBy: ProductSort, $categoryId: ID, $subTypeId: ID) {\n    products(page: $page, limit: $limit, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, sortBy: $sortBy, categoryId: $categoryId, subTypeId: $subTypeId) {\n      items { id ...ProductCard_product }\n      pagination { current pages total hasPrev hasNext }\n    }\n    bannieres { id url srcSet largeur hauteur accroche alt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    bannieres { id url srcSet largeur hauteur accroche alt }\n    bestProducts { produits { id ...ProductCard_product } }\n  }\n"): (typeof documents)["\n  query Home {\n    bannieres { id url srcSet largeur hauteur accroche alt }\n    bestProducts { produits { id ...ProductCard_product } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne etoiles\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url thumbnailUrl srcSet width height alt }\n      imagePrincipale { thumbnailUrl }\n    }\n    recommendations(productId: $id) { id ...ProductCard_product }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      id nom description prix prixApresPromotion promotionActive pourcentReduction economie stock enRupture aLaUne etoiles\n      typeProduit { id nom }\n      sousTypeProduit { id nom }\n      images { id url thumbnailUrl srcSet width height alt }\n      imagePrincipale { thumbnailUrl }\n    }\n    recommendations(productId: $id) { id ...ProductCard_product }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;