// Product rows by id in one hand-written statement, for the catalogue's hot reads (lists, best
// products, the cart check). Prisma's findMany sends the same kind of SQL (relations as JSON built
// by the database) but spends three times the CPU of the statement itself mapping arguments and
// results: ~0.7 ms of the ~3 ms a list request costs the server (decision 050). Only the
// selections the catalogue asks for are compiled here: scalars, the category, the sub-type and
// the photos (ordered, limited). Anything else (counts, filters, deeper relations) compiles to null
// and the caller uses Prisma; the results are identical either way (tests/server/product-rows.test.ts).
import type { SqlRunner } from "../db/connect.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { getDatamodel } from "../generated/pothos-prisma-types.ts";

type Kind = "string" | "int" | "boolean" | "date" | "intList" | "json";
interface Model {
  table: string;
  columns: Record<string, Kind>;
}
interface Relation {
  model: Model;
  many: boolean;
  join: (outer: string, inner: string) => string;
}

const MODELS = getDatamodel().datamodel.models;
const KINDS: Record<string, Kind> = { String: "string", Int: "int", Boolean: "boolean", DateTime: "date", Json: "json" };

/** A model's columns as Prisma's data model declares them (prisma/schema.prisma has no @map: a
 * field's name is its column's, a model's its table's). A scalar type this module cannot read
 * back refuses to start rather than misread a row. */
function model(name: string): Model {
  const columns: Record<string, Kind> = {};
  for (const f of MODELS[name].fields) {
    if (f.kind === "object") continue;
    const kind = f.isList ? (f.type === "Int" ? "intList" : undefined) : KINDS[f.type];
    if (!kind) throw new Error(`product-rows: type ${f.type}${f.isList ? "[]" : ""} de ${name}.${f.name} non pris en charge`);
    columns[f.name] = kind;
  }
  return { table: name, columns };
}

/** Product's relations, their joins read from the side that holds the foreign key. */
function relations(from: string): Record<string, Relation> {
  const out: Record<string, Relation> = {};
  for (const f of MODELS[from].fields) {
    if (f.kind !== "object") continue;
    const own = f.relationFromFields?.[0];
    const inverse = MODELS[f.type].fields.find((g) => g.relationName === f.relationName && g.type === from);
    const key = own ?? inverse?.relationFromFields?.[0];
    const related = CATALOGUE_MODELS[f.type as keyof typeof CATALOGUE_MODELS];
    if (!key || !related) continue;
    out[f.name] = {
      model: related,
      many: f.isList,
      join: own ? (p, r) => `${r}.id = ${p}."${own}"` : (p, r) => `${r}."${key}" = ${p}.id`,
    };
  }
  return out;
}

/** The models a product row reads: the product, its category, sub-type, photos and variants. */
export const CATALOGUE_MODELS = {
  Category: model("Category"),
  SubType: model("SubType"),
  ProductImage: model("ProductImage"),
  ProductVariant: model("ProductVariant"),
  Product: model("Product"),
};
const PRODUCT = CATALOGUE_MODELS.Product;
export const PRODUCT_RELATIONS = relations("Product");

/** A caller's Prisma selection of product rows (Pothos builds it from the GraphQL selection). */
export type ProductShape = { select?: Prisma.ProductSelect; include?: Prisma.ProductInclude };

/** The id is needed to restore the order of rows read by id, even when the caller's select leaves it out. */
export const withId = (shape?: ProductShape) => (shape?.select ? { select: { ...shape.select, id: true } } : (shape ?? {}));

/** What Pothos and the REST views pass: `{ select }` or `{ include }`, relations as `true` or with
 * their own select/include, orderBy and take. */
type Shape = { select?: Record<string, unknown>; include?: Record<string, unknown> };

/** A compiled selection: the row's JSON expression and how to turn a row into Prisma's payload. */
interface Compiled {
  json: string;
  dates: (row: Record<string, unknown>) => void;
}

const quote = (name: string) => `"${name}"`;
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** ORDER BY from Prisma's `[{ field: "asc" | "desc" }]` over `model`'s columns; null if anything else. */
function orderBy(model: Model, alias: string, order: unknown): string | null {
  const list = Array.isArray(order) ? order : order === undefined ? [] : [order];
  const parts: string[] = [];
  for (const entry of list) {
    if (!isPlainObject(entry) || Object.keys(entry).length !== 1) return null;
    const [field, direction] = Object.entries(entry)[0];
    if (!(field in model.columns) || (direction !== "asc" && direction !== "desc")) return null;
    parts.push(`${alias}.${quote(field)} ${direction.toUpperCase()}`);
  }
  return parts.join(", ");
}

/** The scalars a shape reads: every column when it has no select, else the selected ones. */
function scalarFields(model: Model, shape: Shape): string[] | null {
  if (!shape.select) return Object.keys(model.columns);
  const fields: string[] = [];
  for (const [field, wanted] of Object.entries(shape.select)) {
    if (wanted === false) continue;
    if (field in model.columns) {
      if (wanted !== true) return null;
      fields.push(field);
    }
  }
  return fields;
}

/** Column values as JSON; a DateTime (timestamp without time zone, UTC by Prisma's convention) is
 * turned into a Date after parsing. */
function compileModel(model: Model, alias: string, shape: Shape, relations: Record<string, Relation>, depth: number): Compiled | null {
  if (shape.select && shape.include) return null;
  const fields = scalarFields(model, shape);
  if (!fields) return null;
  const pairs = fields.map((f) => `'${f}', ${alias}.${quote(f)}`);
  const converters: ((row: Record<string, unknown>) => void)[] = fields
    .filter((f) => model.columns[f] === "date")
    .map((f) => (row) => {
      row[f] = toDate(row[f]);
    });
  for (const [field, wanted] of Object.entries(shape.select ?? shape.include ?? {})) {
    if (field in model.columns || wanted === false) continue;
    const relation = relations[field];
    if (!relation || depth > 0) return null; // deeper relations, counts: Prisma's
    const sub = compileRelation(relation, alias, field, wanted);
    if (!sub) return null;
    pairs.push(`'${field}', ${sub.json}`);
    converters.push((row) => {
      const value = row[field];
      if (Array.isArray(value)) value.forEach((v) => sub.dates(v as Record<string, unknown>));
      else if (value) sub.dates(value as Record<string, unknown>);
    });
  }
  // json_build_object takes at most 100 arguments.
  if (pairs.length > 50) return null;
  return { json: `json_build_object(${pairs.join(", ")})`, dates: (row) => converters.forEach((c) => c(row)) };
}

function compileRelation(relation: Relation, outer: string, field: string, wanted: unknown): Compiled | null {
  const args = wanted === true ? {} : isPlainObject(wanted) ? wanted : null;
  if (!args || Object.keys(args).some((k) => !["select", "include", "orderBy", "take"].includes(k))) return null;
  const alias = `r_${field}`;
  const inner = compileModel(relation.model, alias, args as Shape, {}, 1);
  if (!inner) return null;
  const from = `FROM ${quote(relation.model.table)} ${alias} WHERE ${relation.join(outer, alias)}`;
  if (!relation.many) {
    if (args.orderBy !== undefined || args.take !== undefined) return null;
    return { json: `(SELECT ${inner.json} ${from})`, dates: inner.dates };
  }
  const order = orderBy(relation.model, alias, args.orderBy);
  const take = args.take;
  if (order === null || (take !== undefined && !(Number.isInteger(take) && (take as number) >= 0 && (take as number) <= 1000))) return null;
  // Ordered and limited first, then gathered in that order.
  const orderClause = order ? ` ORDER BY ${order}` : "";
  const limited = `SELECT ${inner.json} AS j ${from}${orderClause}${take !== undefined ? ` LIMIT ${take as number}` : ""}`;
  return { json: `COALESCE((SELECT json_agg(l.j) FROM (${limited}) l), '[]'::json)`, dates: inner.dates };
}

function toDate(value: unknown): unknown {
  return typeof value === "string" ? new Date(`${value}Z`) : value;
}

const compiled = new Map<string, { sql: string; dates: Compiled["dates"] } | null>();
const MAX_COMPILED = 200;

/** The statement for a shape, compiled once per distinct shape (a GraphQL document always asks the
 * same one); null when the shape is not one this module reads. */
export function compileProductRows(shape: Shape | undefined): { sql: string; dates: Compiled["dates"] } | null {
  const key = JSON.stringify(shape ?? {});
  if (compiled.has(key)) return compiled.get(key)!;
  const model = compileModel(PRODUCT, "p", shape ?? {}, PRODUCT_RELATIONS, 0);
  const result = model && { sql: `SELECT ${model.json} AS row FROM "Product" p WHERE p.id = ANY($1::text[])`, dates: model.dates };
  if (compiled.size < MAX_COMPILED) compiled.set(key, result);
  return result;
}

/** Products by id with a compiled shape, in no particular order. `more`: the values of parameters
 * $2… of conditions added to the statement's WHERE. */
export async function readProductRows(
  sql: SqlRunner,
  statement: NonNullable<ReturnType<typeof compileProductRows>>,
  ids: string[],
  ...more: unknown[]
) {
  const rows = await sql.query<{ row: Record<string, unknown> | string }>(statement.sql, [ids, ...more]);
  return rows.map(({ row }) => {
    const value = typeof row === "string" ? (JSON.parse(row) as Record<string, unknown>) : row;
    statement.dates(value);
    return value;
  });
}
