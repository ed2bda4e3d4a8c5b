// The body of every REST write (decision 088): one zod schema each, which the route parses and the
// OpenAPI document describes (openapi.ts reads REQUEST_BODIES; a test checks every POST and PUT
// route has one). Auth bodies are parsed here, shapes only: the rules (email format, password
// length…) stay in services/auth-rules.ts. Products, categories and orders are parsed by their
// service, which GraphQL calls too, with the schemas REQUEST_BODIES points at.
import type { IncomingMessage } from "node:http";
import { z } from "zod";
import { optionalText, parseInput, textField } from "../lib/input.ts";
import { CATEGORY_BODY, CATEGORY_ORDER_BODY } from "../services/categories.ts";
import { ORDER_BODIES } from "../services/orders.ts";
import { PRODUCT_FIELDS } from "../services/product-input.ts";
import { PRODUCT_BULK_BODY } from "../services/product-bulk.ts";
import { SETTINGS_BODY } from "../services/shop-settings.ts";
import { IMPORT_FINGERPRINT } from "../services/import-limits.ts";
import { OPTIONS, PHOTOS_SHAPE, VARIANTS_SHAPE } from "../services/product-variants.ts";
import { readJson } from "./http.ts";

const NOT_AN_OBJECT = { error: "Le corps de la requête doit être un objet JSON." };
const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, NOT_AN_OBJECT);

/** The body of a JSON route, read then parsed by its schema. */
export async function readBody<T extends z.ZodType>(
  req: IncomingMessage,
  schema: T,
  field?: string | ((path: string) => string),
): Promise<z.output<T>> {
  return parseInput(schema, await readJson(req), field);
}

// Login and resend take the identifier under any of its historical names (and login inside
// `credentials`); a refusal names it `identifiant` or `password`, whichever name was sent.
const IDENTIFIER = ["identifier", "identifiant", "email", "numero"];
export const credentialField = (path: string) => {
  const name = path.replace(/^credentials\./, "");
  return name === "credentials" ? name : IDENTIFIER.includes(name) ? "identifiant" : "password";
};

export const loginBody = body({
  identifier: optionalText("identifiant"),
  identifiant: optionalText("identifiant"),
  email: optionalText("identifiant"),
  password: optionalText("password"),
  motDePasse: optionalText("password"),
  credentials: z
    .object(
      {
        identifier: optionalText("identifiant"),
        email: optionalText("identifiant"),
        numero: optionalText("identifiant"),
        password: optionalText("password"),
      },
      { error: "Le champ credentials doit être un objet." },
    )
    .nullish(),
}).transform((b) => ({
  identifier: b.identifier ?? b.identifiant ?? b.email ?? b.credentials?.identifier ?? b.credentials?.email ?? b.credentials?.numero ?? "",
  password: b.password ?? b.motDePasse ?? b.credentials?.password ?? "",
}));

export const identifierBody = body({
  identifier: optionalText("identifiant"),
  identifiant: optionalText("identifiant"),
  email: optionalText("identifiant"),
}).transform((b) => b.identifier ?? b.identifiant ?? b.email ?? "");

/** Absent or null: unchanged (nomComplet, email, numero); dateNaissance null clears it. */
const unchanged = (field: string) => optionalText(field).transform((v) => v ?? undefined);
export const profileBody = body({
  nom: textField("nom"),
  prenom: textField("prenom"),
  nomComplet: unchanged("nomComplet"),
  email: unchanged("email"),
  numero: unchanged("numero"),
  dateNaissance: z
    .string({ error: "Le champ dateNaissance doit être un texte." })
    .nullable()
    .optional()
    .transform((v) => (v == null ? v : v.slice(0, 10)))
    .meta({ description: "AAAA-MM-JJ ; null l'efface" }),
});

export const refreshTokenBody = body({ refreshToken: textField("refreshToken") });
export const emailBody = body({ email: textField("email") });
/** A route whose path says it all: an empty body (or {}), read so a wrong one is still refused. */
export const emptyBody = body({});
export const inviteBody = body({ email: textField("email"), nom: optionalText("nom"), prenom: optionalText("prenom") });
export const resetPasswordBody = body({ token: textField("token"), newPassword: textField("newPassword") });
export const changePasswordBody = body({
  currentPassword: textField("currentPassword"),
  newPassword: textField("newPassword"),
  confirmPassword: textField("confirmPassword"),
});
export const toggleStatusBody = body({
  action: textField("action")
    .transform((v) => v.toLowerCase())
    .refine((v) => v === "block" || v === "unblock", "L'action doit valoir block ou unblock.")
    .meta({ description: "block ou unblock" }),
});

// Products: the JSON body, and the multipart form where every field is text.
const binary = z.string().meta({ format: "binary" });
const inForm = (what: string) => z.string().meta({ description: `${what}, en texte JSON dans un formulaire multipart` });
const productBodies = (fields: z.ZodObject) => ({
  json: fields.extend({
    options: OPTIONS.nullish(),
    variantes: VARIANTS_SHAPE.nullish(),
    photos: PHOTOS_SHAPE.nullish(),
    prixApresPromotion: z.unknown().optional().meta({ description: "ignoré : recalculé par le serveur" }),
    images: z
      .array(z.string().meta({ description: "data:image/...;base64,... (nouvelle image) ; une URL existante est ignorée" }))
      .nullish(),
  }),
  form: fields.extend({
    options: inForm("options").optional(),
    variantes: inForm("variantes").optional(),
    photos: inForm("photos").optional(),
    images: z.array(binary).optional(),
    file: binary.optional(),
  }),
});

/** The catalogue import's form (decision 094): the file, and for the confirm the check's fingerprint. */
const importFile = z
  .string({ error: "Le fichier à importer manque (champ fichier du formulaire)." })
  .meta({ format: "binary", description: "Le fichier CSV, ou une archive ZIP du CSV et de ses photos" });
export const IMPORT_FORMS = {
  check: z.object({ fichier: importFile }),
  confirm: z.object({ fichier: importFile, empreinte: IMPORT_FINGERPRINT }),
};

/** "METHOD /path" (OpenAPI's template) → the schema of its JSON body, and of its form if it takes
 * one; a form-only route (the import) has no JSON body. */
export const REQUEST_BODIES: Record<string, { json: z.ZodType; form?: z.ZodType } | { json?: undefined; form: z.ZodType }> = {
  "POST /auth/login": { json: loginBody },
  "PUT /auth/profile": { json: profileBody },
  "POST /auth/refresh": { json: refreshTokenBody },
  "POST /auth/logout": { json: refreshTokenBody },
  "POST /auth/resend-verification": { json: identifierBody },
  "POST /auth/request-password-reset": { json: emailBody },
  "POST /auth/reset-password": { json: resetPasswordBody },
  "PUT /auth/change-password": { json: changePasswordBody },
  "POST /auth/admin": { json: inviteBody },
  "POST /auth/admin/{id}/invitation": { json: emptyBody },
  "PUT /auth/admin/{id}/toggle-status": { json: toggleStatusBody },
  "POST /types": { json: CATEGORY_BODY.create },
  "PUT /types/ordre": { json: CATEGORY_ORDER_BODY },
  "PUT /types/{id}": { json: CATEGORY_BODY.update },
  "POST /produits": productBodies(PRODUCT_FIELDS.create),
  "PUT /produits/{id}": productBodies(PRODUCT_FIELDS.update),
  "POST /commandes": { json: ORDER_BODIES.place },
  "POST /commandes/depuis-message": { json: ORDER_BODIES.fromMessage },
  "PUT /commandes/{reference}/statut": { json: ORDER_BODIES.status },
  "POST /produits/lot": { json: PRODUCT_BULK_BODY },
  "POST /produits/import/verification": { form: IMPORT_FORMS.check },
  "POST /produits/import": { form: IMPORT_FORMS.confirm },
  "PUT /parametres": { json: SETTINGS_BODY },
};
