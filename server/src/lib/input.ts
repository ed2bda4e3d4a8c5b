// Input read with zod (decision 088): one schema parses what the APIs receive and writes its
// OpenAPI description. Every check carries its own French message; a refusal is the first issue's
// message and field, as the hand parsers gave it (SPEC §8), so the order of checks is the order of
// a schema's fields and of its checks.
import { z } from "zod";
import { badInput } from "./errors.ts";

/** ["lignes", 0, "quantite"] → "lignes[0].quantite", the field a refusal names. */
export const fieldOf = (path: PropertyKey[]) =>
  path.map((k, i) => (typeof k === "number" ? `[${k}]` : i ? `.${String(k)}` : String(k))).join("");

/** The parsed value, or the first refusal as a French 400 naming its field: the issue's path,
 * or `field` (a name, or a function of the path for aliases that answer under one name). */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, field?: string | ((path: string) => string)): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = fieldOf(issue.path);
  throw badInput(issue.message, (typeof field === "function" ? field(path) : field) ?? (path || undefined));
}

/** A text, or null/absent; a list, an object, a number or a boolean is refused with the message
 * naming `field` (["block"] must not pass for "block"). */
export const optionalText = (field: string) => z.string({ error: `Le champ ${field} doit être un texte.` }).nullish();

/** A text field of a JSON body: absent or null is "", a string is itself. */
export const textField = (field: string) => optionalText(field).transform((v) => v ?? "");

/** Integers arrive as numbers (JSON, GraphQL) or text (forms): "12500" yes, "12.5", "1e3" or
 * "abc" no; "" is not sent. The text's length is capped before its pattern is tried. Every check
 * carries the message: a union answers with the one branch that failed without aborting. */
export const integerField = (message: string) =>
  z
    .union(
      [
        z.int(),
        z.literal(""),
        z
          .string()
          .max(40, { message, abort: true })
          .regex(/^\s*-?\d{1,12}\s*$/, message),
      ],
      { error: message },
    )
    .nullish()
    .transform((v) => (v === "" || v == null ? undefined : Number(v)));

/** An integer field within [min, max], one message for any refusal; the bounds are documented. */
export const boundedInteger = (message: string, min: number, max: number) =>
  integerField(message)
    .refine((n) => n === undefined || (n >= min && n <= max), message)
    .meta({ minimum: min, maximum: max });

/** The JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a schema accepts. An integer's bounds
 * are left out when they are only JavaScript's safe range (zod's z.int() writes them). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
  const { $schema: _, ...rest } = json as Record<string, unknown>;
  return rest;
}
