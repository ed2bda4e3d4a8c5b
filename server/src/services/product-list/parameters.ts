// The product list's parameters, one entry each (decision 087): how GraphQL and REST name and type
// it, how it is checked (French messages, SPEC §8), and, for a filter, how SQL and the kept list order
// answer it and which columns' writes can change its answer. The list-version trigger must watch
// exactly those columns (tests/server/list-order.test.ts compares them with the database's).
// GraphQL's arguments, the REST query and the parsed query's type are read from this table.
import { Prisma } from "../../generated/prisma/client.ts";
import { badInput } from "../../lib/errors.ts";
import { STOCK_FILTERS, type StockFilter } from "../product-variants.ts";
import { MAX_OPTION_VALUE_LENGTH, optionValueKey } from "../../../../contract/product-options.ts";
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, PAGE_SIZES, PRODUCT_SORTS, type Sort } from "../../../../contract/list-params.ts";
import { foldText } from "../../lib/text.ts";

export { DEFAULT_PAGE_SIZE };
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_PRICE = 1_000_000_000;

/** Tables whose writes can change a list, and their watched columns. */
export type Watched = Partial<Record<"Product" | "ProductVariant", readonly string[]>>;

/** How the kept list order (kept-order.ts) answers a filter; null: it does not, SQL serves the page. */
export type Kept =
  /** the products whose search text holds every word (the snapshot's token index) */
  | { kind: "words" }
  /** the products whose `column` of "Product" equals the value (a category, a sub-type) */
  | { kind: "group"; column: string }
  /** a bound on the final price, the price order's column */
  | { kind: "min" | "max" }
  /** the products holding the value as a key of `members`: SQL giving (k, ids separated by spaces) */
  | { kind: "set"; members: string }
  | null;

interface FilterRule<T> {
  /** SQL conditions on "Product" for a set value */
  where: (value: NonNullable<T>) => Prisma.Sql[];
  /** the "ProductCount" column that counts this filter alone (decision 025); absent: counted in SQL */
  count?: string;
  /** matches gathered before they are sorted (decision 028): a search, a size */
  gather?: boolean;
  kept: Kept;
  watches: Watched;
}

type GraphQLType = "Int" | "String" | "ID" | "ProductSort" | "StockFilter";
interface Parameter<T> {
  graphql: { type: GraphQLType; defaultValue?: string | number; description?: string };
  /** REST query names (the first one documented), read as an integer or as text; the OpenAPI
   * parameter's schema and description (rest/openapi.ts may read them). */
  rest: { names: readonly string[]; int?: boolean; schema: Record<string, unknown>; description: string };
  /** The value from GraphQL's argument or REST's query, checked; `q` holds the parameters before it. */
  parse: (raw: unknown, q: Record<string, unknown>) => T;
  /** given only by a signed-in administrator (a back-office filter) */
  adminOnly?: boolean;
}
const parameter = <T>(p: Parameter<T>) => p;
const filter = <T>(p: Parameter<T> & { filter: FilterRule<T> }) => p;

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
const text = (v: unknown) => (v == null ? "" : String(v));

function price(v: unknown, field: string) {
  if (v == null) return null;
  if (!isInt(v) || v < 0 || v > MAX_PRICE)
    throw badInput("Les prix minimum et maximum doivent être des nombres entiers positifs (FCFA).", field);
  return v;
}

/** A search's words, folded as the search texts are (decision 003). */
export const searchWords = (search: string) => foldText(search).split(" ").filter(Boolean);
/** LIKE pattern matching `word` anywhere, its own % _ \\ taken literally. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, "\\$&")}%`;

const str = { type: "string" };

export const LIST_PARAMETERS = {
  page: parameter({
    graphql: { type: "Int", defaultValue: 1 },
    rest: { names: ["page"], int: true, schema: { type: "integer", minimum: 1, default: 1 }, description: "Page, à partir de 1" },
    parse: (v = 1) => {
      if (!isInt(v) || v < 1) throw badInput("Le numéro de page doit être un entier supérieur ou égal à 1.", "page");
      return v;
    },
  }),
  limit: parameter({
    graphql: {
      type: "Int",
      defaultValue: DEFAULT_PAGE_SIZE,
      description: "Produits par page, 1 à 100 (la boutique propose 10, 20, 50, 100)",
    },
    rest: {
      names: ["limit"],
      int: true,
      schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
      description: `Produits par page (${PAGE_SIZES.slice(0, -1).join(", ")} ou ${PAGE_SIZES.at(-1)} dans la boutique)`,
    },
    parse: (v = DEFAULT_PAGE_SIZE) => {
      if (!isInt(v) || v < 1 || v > MAX_PAGE_SIZE)
        throw badInput(`Le nombre de produits par page doit être un entier entre 1 et ${MAX_PAGE_SIZE}.`, "limit");
      return v;
    },
  }),
  search: filter({
    graphql: { type: "String" },
    rest: {
      names: ["search"],
      schema: { type: "string", maxLength: MAX_SEARCH_LENGTH },
      description: "Recherche sans accents ni casse dans le nom et la description",
    },
    parse: (v) => {
      const search = text(v).trim();
      if (search.length > MAX_SEARCH_LENGTH) throw badInput(`La recherche ne peut pas dépasser ${MAX_SEARCH_LENGTH} caractères.`, "search");
      return search;
    },
    filter: {
      where: (search) => searchWords(search).map((w) => Prisma.sql`"searchText" LIKE ${containsPattern(w)}`),
      gather: true,
      kept: { kind: "words" },
      watches: { Product: ["searchText"] },
    },
  }),
  minPrice: filter({
    graphql: { type: "Int" },
    rest: { names: ["minPrice"], int: true, schema: { type: "integer", minimum: 0 }, description: "Prix payé minimum (FCFA)" },
    parse: (v) => price(v, "minPrice"),
    filter: {
      where: (min) => [Prisma.sql`"finalPrice" >= ${min}`],
      kept: { kind: "min" },
      watches: { Product: ["finalPrice"] },
    },
  }),
  maxPrice: filter({
    graphql: { type: "Int" },
    rest: { names: ["maxPrice"], int: true, schema: { type: "integer", minimum: 0 }, description: "Prix payé maximum (FCFA)" },
    parse: (v, q) => {
      const max = price(v, "maxPrice");
      if (q.minPrice != null && max != null && (q.minPrice as number) > max)
        throw badInput("Le prix minimum ne peut pas être supérieur au prix maximum.", "minPrice");
      return max;
    },
    filter: {
      where: (max) => [Prisma.sql`"finalPrice" <= ${max}`],
      kept: { kind: "max" },
      watches: { Product: ["finalPrice"] },
    },
  }),
  sortBy: parameter({
    graphql: { type: "ProductSort", defaultValue: DEFAULT_SORT },
    rest: { names: ["sortBy"], schema: { enum: [...PRODUCT_SORTS], default: DEFAULT_SORT }, description: "Tri" },
    parse: (v): Sort => {
      const sortBy = (v || DEFAULT_SORT) as Sort;
      if (!PRODUCT_SORTS.includes(sortBy)) throw badInput("Tri inconnu : utilisez alphabet, prix ou aLaUne.", "sortBy");
      return sortBy;
    },
  }),
  categoryId: filter({
    graphql: { type: "ID" },
    rest: { names: ["type", "categorie"], schema: str, description: "Identifiant de catégorie" },
    parse: (v) => text(v) || null,
    filter: {
      where: (id) => [Prisma.sql`"categoryId" = ${id}`],
      count: "categoryId",
      kept: { kind: "group", column: "categoryId" },
      watches: { Product: ["categoryId"] },
    },
  }),
  subTypeId: filter({
    graphql: { type: "ID" },
    rest: { names: ["subtype", "sousType"], schema: str, description: "Identifiant de sous-type" },
    parse: (v) => text(v) || null,
    filter: {
      where: (id) => [Prisma.sql`"subTypeId" = ${id}`],
      count: "subTypeKey",
      kept: { kind: "group", column: "subTypeId" },
      watches: { Product: ["subTypeId"] },
    },
  }),
  size: filter({
    graphql: {
      type: "String",
      description: "Garde les produits ayant cette taille en stock (combinaison active, sans tenir compte de la casse)",
    },
    rest: {
      names: ["taille"],
      schema: { type: "string", maxLength: MAX_OPTION_VALUE_LENGTH },
      description: "Garde les produits ayant cette taille en stock (combinaison active ; sans tenir compte de la casse)",
    },
    /** as compared (optionValueKey), "" for none */
    parse: (v) => {
      const size = text(v);
      if (size.length > MAX_OPTION_VALUE_LENGTH)
        throw badInput(`La taille ne peut pas dépasser ${MAX_OPTION_VALUE_LENGTH} caractères.`, "size");
      return optionValueKey(size);
    },
    filter: {
      where: (size) => [
        Prisma.sql`EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."productId" = "Product".id AND v."sizeKey" = ${size} AND v.enabled AND v.stock > 0)`,
      ],
      gather: true,
      kept: {
        kind: "set",
        members: `SELECT "sizeKey" AS k, string_agg(DISTINCT "productId", ' ') AS ids FROM "ProductVariant"
        WHERE enabled AND stock > 0 AND "sizeKey" IS NOT NULL GROUP BY 1`,
      },
      watches: { ProductVariant: ["productId", "sizeKey", "stock", "enabled"] },
    },
  }),
  /** back-office lists only; the kept order does not know stock */
  stock: filter({
    adminOnly: true,
    graphql: { type: "StockFilter", description: "Administrateurs connectés : produits en rupture ou à stock bas" },
    rest: {
      names: ["stock"],
      schema: { enum: ["rupture", "bas"] },
      description: `Administrateurs connectés : en rupture (stock 0) ou stock bas (${STOCK_FILTERS.bas} ou moins)`,
    },
    parse: (v): StockFilter | null => {
      const stock = v || null;
      if (stock !== null && stock !== "rupture" && stock !== "bas")
        throw badInput("Filtre de stock inconnu : utilisez rupture ou bas.", "stock");
      return stock;
    },
    filter: {
      where: (stock) => [
        stock === "rupture" ? Prisma.sql`(stock = 0 OR "outOfStock")` : Prisma.sql`(stock <= ${STOCK_FILTERS.bas} OR "outOfStock")`,
      ],
      kept: null,
      watches: {},
    },
  }),
};

export type ListParameterName = keyof typeof LIST_PARAMETERS;
/** A list request's parameters as given (GraphQL's arguments, REST's query read by name). */
export type ProductListInput = Partial<Record<ListParameterName, unknown>>;
/** The parameters checked, defaults filled. */
export type ProductListQuery = { [K in ListParameterName]: ReturnType<(typeof LIST_PARAMETERS)[K]["parse"]> };
export type FilterName = {
  [K in ListParameterName]: (typeof LIST_PARAMETERS)[K] extends { filter: object } ? K : never;
}[ListParameterName];

/** The filters, in the table's order, each with its rule. */
export const LIST_FILTERS = Object.entries(LIST_PARAMETERS).flatMap(([name, p]) =>
  "filter" in p ? [{ name: name as FilterName, ...(p.filter as FilterRule<unknown>) }] : [],
);

/** Whether a filter is given: null and "" (no search, no size) are not. */
export const isSet = (value: unknown) => value != null && value !== "";

/** Whether the list asks for a back-office filter: GraphQL and REST then require a signed-in administrator. */
export const needsAdmin = (input: ProductListInput) =>
  Object.entries(LIST_PARAMETERS).some(([name, p]) => p.adminOnly && isSet(input[name as ListParameterName]));

/** The sorts, as SQL orders (ties by id) and the columns they read. */
export const LIST_SORTS: Record<Sort, { sql: Prisma.Sql; watches: Watched }> = {
  alphabet: { sql: Prisma.sql`"sortName", id`, watches: { Product: ["sortName"] } },
  prix: { sql: Prisma.sql`"finalPrice", id`, watches: { Product: ["finalPrice"] } },
  aLaUne: { sql: Prisma.sql`featured DESC, "sortName", id`, watches: { Product: ["featured", "sortName"] } },
};

/** Every column whose write can change a list (filters and sorts), by table, sorted. */
export function watchedColumns(): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const w of [...LIST_FILTERS.map((f) => f.watches), ...Object.values(LIST_SORTS).map((s) => s.watches)])
    for (const [table, columns] of Object.entries(w)) for (const c of columns) (out[table] ??= new Set()).add(c);
  return Object.fromEntries(Object.entries(out).map(([table, columns]) => [table, [...columns].sort()]));
}

/** Checks list parameters and fills defaults; every refusal is a French message. */
export function parseProductListInput(input: ProductListInput): ProductListQuery {
  const q: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(LIST_PARAMETERS)) q[name] = p.parse(input[name as ListParameterName] ?? undefined, q);
  return q as ProductListQuery;
}
