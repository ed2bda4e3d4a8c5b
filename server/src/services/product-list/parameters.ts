// A product list's parameters as GraphQL and REST give them, checked once (French messages, SPEC §8)
// into the query every part of the read path takes.
import { badInput } from "../../lib/errors.ts";
import { foldText } from "../../lib/text.ts";
import type { StockFilter } from "../product-variants.ts";
import { MAX_OPTION_VALUE_LENGTH, optionValueKey } from "../../../../contract/product-options.ts";
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, PRODUCT_SORTS, type Sort as ProductSort } from "../../../../contract/list-params.ts";

export { DEFAULT_PAGE_SIZE };
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_PRICE = 1_000_000_000;

export interface ProductListInput {
  page?: number | null;
  limit?: number | null;
  search?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  sortBy?: string | null;
  categoryId?: string | null;
  subTypeId?: string | null;
  size?: string | null;
  stock?: string | null;
  /** set by resolvers for a signed-in administrator: drafts and hidden categories' products included */
  backOffice?: boolean;
  /** back-office only: true drafts alone, false the others */
  draft?: boolean | null;
  /** back-office only: true products with an active promotion alone, false the others */
  promotion?: boolean | null;
}

export interface ProductListQuery {
  page: number;
  limit: number;
  search: string;
  minPrice: number | null;
  maxPrice: number | null;
  sortBy: ProductSort;
  categoryId: string | null;
  subTypeId: string | null;
  /** the size filter as compared (optionValueKey), "" for none */
  size: string;
  /** admin lists only (the resolvers check the role) */
  stock: StockFilter | null;
  /** a signed-in administrator's list: unlisted products too, always from SQL */
  backOffice: boolean;
  /** back-office only: drafts alone (true), or the others (false) */
  draft: boolean | null;
  /** back-office only: an active promotion (true), or none (false) */
  promotion: boolean | null;
}

export interface Pagination {
  current: number;
  pages: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** Validates list arguments and fills defaults; every refusal is a French message. */
export function parseProductListInput(input: ProductListInput): ProductListQuery {
  const page = input.page ?? 1;
  if (!isInt(page) || page < 1) throw badInput("Le numéro de page doit être un entier supérieur ou égal à 1.", "page");
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  if (!isInt(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw badInput(`Le nombre de produits par page doit être un entier entre 1 et ${MAX_PAGE_SIZE}.`, "limit");
  const search = (input.search ?? "").trim();
  if (search.length > MAX_SEARCH_LENGTH) throw badInput(`La recherche ne peut pas dépasser ${MAX_SEARCH_LENGTH} caractères.`, "search");
  const price = (v: number | null | undefined, field: string) => {
    if (v == null) return null;
    if (!isInt(v) || v < 0 || v > MAX_PRICE)
      throw badInput("Les prix minimum et maximum doivent être des nombres entiers positifs (FCFA).", field);
    return v;
  };
  const minPrice = price(input.minPrice, "minPrice");
  const maxPrice = price(input.maxPrice, "maxPrice");
  if (minPrice != null && maxPrice != null && minPrice > maxPrice)
    throw badInput("Le prix minimum ne peut pas être supérieur au prix maximum.", "minPrice");
  const sortBy = (input.sortBy ?? DEFAULT_SORT) as ProductSort;
  if (!PRODUCT_SORTS.includes(sortBy)) throw badInput("Tri inconnu : utilisez alphabet, prix ou aLaUne.", "sortBy");
  const size = input.size ?? "";
  if (size.length > MAX_OPTION_VALUE_LENGTH)
    throw badInput(`La taille ne peut pas dépasser ${MAX_OPTION_VALUE_LENGTH} caractères.`, "size");
  const stock = input.stock || null;
  if (stock !== null && stock !== "rupture" && stock !== "bas")
    throw badInput("Filtre de stock inconnu : utilisez rupture ou bas.", "stock");
  return {
    page,
    limit,
    search,
    minPrice,
    maxPrice,
    sortBy,
    categoryId: input.categoryId || null,
    subTypeId: input.subTypeId || null,
    size: optionValueKey(size),
    stock,
    backOffice: input.backOffice === true,
    draft: input.backOffice === true && typeof input.draft === "boolean" ? input.draft : null,
    promotion: input.backOffice === true && typeof input.promotion === "boolean" ? input.promotion : null,
  };
}

/** A search's words, folded as the search texts are. */
export const searchWords = (search: string) => foldText(search).split(" ").filter(Boolean);

export function paginate(total: number, page: number, limit: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { current: page, pages, total, hasPrev: page > 1, hasNext: page < pages };
}
