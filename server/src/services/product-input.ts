// The product form's fields (SPEC §5, DECISIONS "Catalogue rules") as one zod schema (decision 088):
// it parses what GraphQL and REST send to services/products.ts and describes REST's product body
// in the OpenAPI document. Options, combinations and photos are checked against each other by
// product-variants.ts, which describes their shapes for the document.
import { z } from "zod";
import { boundedInteger, integerField } from "../lib/input.ts";
import { MAX_PRICE } from "./product-list/index.ts";
import { stockField } from "./product-variants.ts";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} doit être un texte.` })
    .trim()
    .max(max, `${label} ne peut pas dépasser ${max} caractères.`)
    .nullish()
    .transform((v) => v ?? undefined);

/** true/false, or their form spellings ("true", "1", "false", "0"); "" is not sent. */
const booleanField = (field: string) =>
  z
    .union([z.boolean(), z.enum(["true", "1", "false", "0", ""]), z.literal(1), z.literal(0)], {
      error: `Le champ ${field} doit valoir true ou false.`,
    })
    .nullish()
    .transform((v) => (v === "" || v == null ? undefined : v === true || v === "true" || v === "1" || v === 1));

/** An id sent as text or as the { _id } / { id } object the REST contract answers with; a list,
 * a number or an object without a text id is refused. */
const idField = (field: string) =>
  z
    .union([z.string(), z.object({ _id: z.string() }), z.object({ id: z.string() })], {
      error: `Le champ ${field} doit être un identifiant (texte).`,
    })
    .nullish()
    .transform((v) => (v == null ? null : (typeof v === "string" ? v : "_id" in v ? v._id : v.id).trim()));

const percent = "La promotion doit être un pourcentage entier entre 0 et 100.";
const score = "Le score qualité doit être un entier entre 0 et 50.";

/** The fields in the order they are checked; a create needs nom, prix and typeProduit, an update
 * refuses them empty only when it sends them. */
function productFields(partial: boolean) {
  const required = <T extends z.ZodType>(schema: T) => (partial ? schema.optional() : schema);
  return {
    nom: required(text("Le nom du produit", 200).refine((v) => !!v, "Le nom du produit est requis")),
    prix: required(
      integerField("Le prix doit être un nombre entier de FCFA.")
        .refine((n) => n !== undefined && n > 0, "Le prix doit être supérieur à 0")
        .refine((n) => n === undefined || n <= MAX_PRICE, "Le prix ne peut pas dépasser 1 000 000 000 FCFA.")
        .meta({ minimum: 1, maximum: MAX_PRICE }),
    ),
    pourcentPromotion: boundedInteger(percent, 0, 100),
    stock: stockField.meta({ description: "Requis à la création d'un produit sans options (entier ≥ 0) ; ignoré avec des options" }),
    scoreQualite: boundedInteger(score, 0, 50),
    typeProduit: required(idField("typeProduit").refine((id) => !!id, "Veuillez sélectionner une catégorie")),
    sousTypeProduit: idField("sousTypeProduit")
      .transform((id) => (id === "null" || !id ? null : id))
      .optional(),
    description: text("La description", 5000),
    aLaUne: booleanField("aLaUne"),
    enRupture: booleanField("enRupture"),
    brouillon: booleanField("brouillon"),
  };
}

const BODY = { error: "Le corps de la requête doit être un objet JSON." };
export const PRODUCT_FIELDS = { create: z.object(productFields(false), BODY), update: z.object(productFields(true), BODY) };
