// REST request bodies (decision 088): the OpenAPI document describes each body with the zod schema
// that parses it. A body the route's parser accepts validates against the document; a refused one
// is answered with its French message and field; every POST and PUT route has a documented body.
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { AppError } from "../../server/src/lib/errors.ts";
import { parseInput } from "../../server/src/lib/input.ts";
import { REQUEST_BODIES, credentialField } from "../../server/src/rest/bodies.ts";
import { ROUTES } from "../../server/src/rest/index.ts";
import { openApiDocument } from "../../server/src/rest/openapi.ts";
import { parseCategoryInput } from "../../server/src/services/categories.ts";
import { ORDER_BODIES, parsePlaceInput } from "../../server/src/services/orders.ts";
import { parseProductInput } from "../../server/src/services/products.ts";
import { parseSettingsInput } from "../../server/src/services/shop-settings.ts";
import { parseOptions, parsePhotos, parseVariants } from "../../server/src/services/product-variants.ts";

const doc = openApiDocument("http://shop.test");
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

type Body = Record<string, unknown>;
const schemaOf = (key: string, type = "application/json") => {
  const [method, path] = key.split(" ");
  return (doc.paths as any)[path][method.toLowerCase()].requestBody.content[type].schema;
};

/** A product as its service reads it: the fields, then options, combinations and photos. */
const product = (partial: boolean) => (b: Body) => {
  parseProductInput(b, partial);
  const options = parseOptions(b.options);
  if (options) parseVariants(b.variantes, options);
  parsePhotos(b.photos, 0, !partial);
};
const viaSchema = (key: string, field?: (path: string) => string) => (b: Body) => parseInput(REQUEST_BODIES[key].json!, b, field);
/** A form-only route (the import, decision 094): its form's schema. */
const viaForm = (key: string) => (b: Body) => parseInput(REQUEST_BODIES[key].form!, b);
const FINGERPRINT_REFUSED = "L'empreinte de la vérification manque ou est invalide : vérifiez le fichier d'abord.";

const SETTINGS = {
  nom: "Boutique Awa",
  description: "Mode à Dakar",
  whatsapp: "221771234567",
  facebook: "https://www.facebook.com/awa",
  instagram: "https://www.instagram.com/awa",
  tiktok: "",
  dakarPrix: 2500,
  dakarDelai: "24 h",
  regionsDelai: "3 jours",
  jourMemeAvant: "15h",
  horaires: "7 j/7, de 9 h à 19 h",
};
const FACEBOOK_REFUSED = "Le lien Facebook doit être une adresse http(s) sur facebook.com (ex. https://www.facebook.com/maboutique).";

interface Case {
  parse: (b: Body) => unknown;
  /** The body's media type when it is not JSON (a form-only route). */
  type?: string;
  accepted: Body[];
  refused: [Body, string, string?][];
  form?: Body[];
}
const CASES: Record<string, Case> = {
  "POST /produits/import/verification": {
    type: "multipart/form-data",
    parse: viaForm("POST /produits/import/verification"),
    accepted: [{ fichier: "produits.csv" }],
    refused: [[{}, "Le fichier à importer manque (champ fichier du formulaire).", "fichier"]],
  },
  "POST /produits/import": {
    type: "multipart/form-data",
    parse: viaForm("POST /produits/import"),
    accepted: [{ fichier: "produits.csv", empreinte: "a".repeat(64) }],
    refused: [
      [{ fichier: "produits.csv" }, FINGERPRINT_REFUSED, "empreinte"],
      [{ fichier: "produits.csv", empreinte: "A".repeat(64) }, FINGERPRINT_REFUSED, "empreinte"],
      [{ fichier: "produits.csv", empreinte: "a".repeat(10_000) }, FINGERPRINT_REFUSED, "empreinte"],
    ],
  },
  "POST /auth/login": {
    parse: viaSchema("POST /auth/login", credentialField),
    accepted: [{ identifier: "a@b.sn", password: "x" }, { credentials: { numero: "+221770000000", password: "x" } }, {}],
    refused: [
      [{ identifier: ["a@b.sn"], password: "x" }, "Le champ identifiant doit être un texte.", "identifiant"],
      [{ email: "a@b.sn", credentials: { password: 5 } }, "Le champ password doit être un texte.", "password"],
    ],
  },
  "PUT /auth/profile": {
    parse: viaSchema("PUT /auth/profile"),
    accepted: [
      { nom: "Diop", prenom: "Awa", dateNaissance: null },
      { nom: "Diop", prenom: "Awa", numero: null, dateNaissance: "1990-01-02" },
    ],
    refused: [[{ nom: 5 }, "Le champ nom doit être un texte.", "nom"]],
  },
  "POST /auth/refresh": {
    parse: viaSchema("POST /auth/refresh"),
    accepted: [{ refreshToken: "t" }],
    refused: [[{ refreshToken: {} }, "Le champ refreshToken doit être un texte.", "refreshToken"]],
  },
  "POST /auth/logout": {
    parse: viaSchema("POST /auth/logout"),
    accepted: [{ refreshToken: "t" }],
    refused: [[{ refreshToken: 1 }, "Le champ refreshToken doit être un texte.", "refreshToken"]],
  },
  "POST /auth/resend-verification": {
    parse: (b) => parseInput(REQUEST_BODIES["POST /auth/resend-verification"].json!, b, "identifiant"),
    accepted: [{ email: "a@b.sn" }, { identifiant: "+221770000000" }],
    refused: [[{ email: 1 }, "Le champ identifiant doit être un texte.", "identifiant"]],
  },
  "POST /auth/request-password-reset": {
    parse: viaSchema("POST /auth/request-password-reset"),
    accepted: [{ email: "a@b.sn" }],
    refused: [[{ email: true }, "Le champ email doit être un texte.", "email"]],
  },
  "POST /auth/reset-password": {
    parse: viaSchema("POST /auth/reset-password"),
    accepted: [{ token: "t", newPassword: "motdepasse" }],
    refused: [[{ token: "t", newPassword: 12345678 }, "Le champ newPassword doit être un texte.", "newPassword"]],
  },
  "PUT /auth/change-password": {
    parse: viaSchema("PUT /auth/change-password"),
    accepted: [{ currentPassword: "a", newPassword: "b", confirmPassword: "b" }],
    refused: [[{ currentPassword: null, newPassword: ["b"] }, "Le champ newPassword doit être un texte.", "newPassword"]],
  },
  "POST /auth/admin": {
    parse: viaSchema("POST /auth/admin"),
    accepted: [{ email: "a@b.sn" }, { email: "a@b.sn", nom: "Diop", prenom: null }],
    refused: [
      [{ email: { a: 1 } }, "Le champ email doit être un texte.", "email"],
      [{ email: "a@b.sn", prenom: 7 }, "Le champ prenom doit être un texte.", "prenom"],
    ],
  },
  "POST /auth/admin/{id}/invitation": {
    parse: viaSchema("POST /auth/admin/{id}/invitation"),
    accepted: [{}, { raison: "ignorée" }],
    refused: [],
  },
  "PUT /auth/admin/{id}/toggle-status": {
    parse: viaSchema("PUT /auth/admin/{id}/toggle-status"),
    accepted: [{ action: "block" }, { action: "UNBLOCK" }],
    refused: [
      [{ action: "bloquer" }, "L'action doit valoir block ou unblock.", "action"],
      [{ action: ["block"] }, "Le champ action doit être un texte.", "action"],
      [{}, "L'action doit valoir block ou unblock.", "action"],
    ],
  },
  "POST /types": {
    parse: (b) => parseCategoryInput(b, false),
    accepted: [
      { nom: "Sacs", sousTypes: ["Cabas", { nom: "Pochette" }] },
      { nom: "Sacs", description: null, accroche: "Tout" },
    ],
    refused: [
      [{ nom: "  " }, "Le nom est requis", "nom"],
      [{ nom: 5 }, "Le nom est requis", "nom"],
      [{ nom: "x".repeat(151) }, "Le nom ne peut pas dépasser 150 caractères", "nom"],
      [{ nom: "Sacs", description: 5 }, "La description doit être un texte.", "description"],
      [{ nom: "Sacs", accroche: "x".repeat(201) }, "L'accroche doit être un texte de 200 caractères au plus.", "accroche"],
      [{ nom: "Sacs", sousTypes: "Cabas" }, "Les types doivent être une liste.", "sousTypes"],
    ],
  },
  "PUT /types/{id}": {
    parse: (b) => parseCategoryInput(b, true),
    accepted: [{ description: "d" }, { sousTypes: [{ _id: "c1", nom: "Cabas" }] }, {}],
    refused: [[{ nom: null }, "Le nom est requis", "nom"]],
  },
  "PUT /types/ordre": {
    parse: viaSchema("PUT /types/ordre"),
    accepted: [{ ids: ["c1", "c2"] }, { ids: [] }],
    refused: [
      [{}, "L'ordre doit être une liste d'identifiants de catégories.", "ids"],
      [{ ids: "c1" }, "L'ordre doit être une liste d'identifiants de catégories.", "ids"],
      [{ ids: [1] }, "Chaque identifiant doit être un texte.", "ids[0]"],
    ],
  },
  "POST /produits/lot": {
    parse: viaSchema("POST /produits/lot"),
    accepted: [
      { ids: ["p1", "p2"], action: "promotion", pourcentPromotion: 20 },
      { filtre: { search: "pagne", stock: "bas", brouillon: false, minPrice: 1000 }, action: "aLaUne", valeur: true },
      { ids: ["p1"], action: "categorie", typeProduit: "c1", sousTypeProduit: null },
      { ids: ["p1"], action: "supprimer" },
    ],
    refused: [
      [{ ids: ["p1"] }, "Action inconnue : utilisez promotion, aLaUne, enRupture, categorie ou supprimer.", "action"],
      [{ ids: "p1", action: "supprimer" }, "Le champ ids doit être une liste d'identifiants de produits.", "ids"],
      [{ ids: [1], action: "supprimer" }, "Chaque identifiant de produit doit être un texte.", "ids[0]"],
      [
        { ids: ["p1"], action: "promotion", pourcentPromotion: 120 },
        "La promotion doit être un pourcentage entier entre 0 et 100.",
        "pourcentPromotion",
      ],
      [{ ids: ["p1"], action: "aLaUne", valeur: "oui" }, "Le champ valeur doit valoir true ou false.", "valeur"],
      [{ filtre: [], action: "supprimer" }, "Le filtre doit être un objet.", "filtre"],
      [{ filtre: { stock: "tout" }, action: "supprimer" }, "Filtre de stock inconnu : utilisez rupture ou bas.", "filtre.stock"],
    ],
  },
  "POST /produits": {
    parse: product(false),
    accepted: [
      { nom: "Sac", prix: 12500, stock: 3, typeProduit: "c1" },
      {
        nom: " Sac ",
        prix: "12500",
        pourcentPromotion: "",
        aLaUne: true,
        typeProduit: { _id: "c1" },
        sousTypeProduit: null,
        options: [{ nom: "Taille", valeurs: ["S", "M"] }],
        variantes: [
          { taille: "S", stock: 1 },
          { taille: "M", stock: 0, actif: false },
        ],
        images: ["data:image/png;base64,AAAA"],
      },
    ],
    form: [
      { nom: "Sac", prix: "12500", stock: "3", typeProduit: "c1", aLaUne: "1", enRupture: "false" },
      {
        nom: "Sac",
        prix: "9000",
        typeProduit: "c1",
        options: '[{"nom":"Couleur","valeurs":["Noir"]}]',
        variantes: '[{"couleur":"Noir","stock":2}]',
      },
    ],
    refused: [
      [{ prix: 1, typeProduit: "c" }, "Le nom du produit est requis", "nom"],
      [{ nom: 5, prix: 1, typeProduit: "c" }, "Le nom du produit doit être un texte.", "nom"],
      [{ nom: "x".repeat(201), prix: 1, typeProduit: "c" }, "Le nom du produit ne peut pas dépasser 200 caractères.", "nom"],
      [{ nom: "Sac", prix: "12.5", typeProduit: "c" }, "Le prix doit être un nombre entier de FCFA.", "prix"],
      [{ nom: "Sac", prix: "1e3", typeProduit: "c" }, "Le prix doit être un nombre entier de FCFA.", "prix"],
      [{ nom: "Sac", prix: 0, typeProduit: "c" }, "Le prix doit être supérieur à 0", "prix"],
      [{ nom: "Sac", prix: 2_000_000_000, typeProduit: "c" }, "Le prix ne peut pas dépasser 1 000 000 000 FCFA.", "prix"],
      [
        { nom: "Sac", prix: 1, pourcentPromotion: 101, typeProduit: "c" },
        "La promotion doit être un pourcentage entier entre 0 et 100.",
        "pourcentPromotion",
      ],
      [{ nom: "Sac", prix: 1, stock: -1, typeProduit: "c" }, "Le stock doit être un nombre entier positif.", "stock"],
      [
        { nom: "Sac", prix: 1, scoreQualite: "51", typeProduit: "c" },
        "Le score qualité doit être un entier entre 0 et 50.",
        "scoreQualite",
      ],
      [{ nom: "Sac", prix: 1 }, "Veuillez sélectionner une catégorie", "typeProduit"],
      [{ nom: "Sac", prix: 1, typeProduit: ["c"] }, "Le champ typeProduit doit être un identifiant (texte).", "typeProduit"],
      [{ nom: "Sac", prix: 1, typeProduit: "c", description: 1 }, "La description doit être un texte.", "description"],
      [{ nom: "Sac", prix: 1, typeProduit: "c", aLaUne: "oui" }, "Le champ aLaUne doit valoir true ou false.", "aLaUne"],
      [{ nom: "Sac", prix: 1, typeProduit: "c", options: "[" }, "Le champ options doit être du JSON valide.", "options"],
      [{ nom: "Sac", prix: 1, typeProduit: "c", options: [5] }, "Chaque option a un nom (Taille ou Couleur) et des valeurs.", "options"],
      [
        { nom: "Sac", prix: 1, typeProduit: "c", options: [{ valeurs: ["S"] }] },
        "Chaque option a un nom (Taille ou Couleur) et des valeurs.",
        "options",
      ],
      [
        { nom: "Sac", prix: 1, typeProduit: "c", options: [{ nom: "taille", valeurs: ["S"] }] },
        "Les options possibles sont Taille et Couleur.",
        "options",
      ],
      [
        { nom: "Sac", prix: 1, typeProduit: "c", options: [{ nom: "Couleur", valeurs: ["Écru", "Noir", " ecru "] }] },
        "La valeur « ecru » apparaît deux fois dans l'option Couleur.",
        "options",
      ],
      [
        {
          nom: "Sac",
          prix: 1,
          typeProduit: "c",
          options: [
            { nom: "Taille", valeurs: ["S", "M", "L", "XL", "XXL", "XS", "3XL", "4XL"] },
            { nom: "Couleur", valeurs: ["Noir", "Blanc", "Rouge", "Vert", "Bleu", "Jaune", "Rose", "Gris"] },
          ],
        },
        "Un produit a au plus 60 combinaisons de tailles et couleurs (64 demandées).",
        "options",
      ],
      // The first refusal in the form's order wins, as with the hand parsers.
      [{ nom: null, prix: "abc", typeProduit: 5 }, "Le nom du produit est requis", "nom"],
    ],
  },
  "PUT /produits/{id}": {
    parse: product(true),
    accepted: [{ prix: 9000 }, { enRupture: "0", sousTypeProduit: "null" }, {}],
    form: [{ prix: "9000", photos: '[{"id":"i1"}]' }],
    refused: [
      [{ prix: null }, "Le prix doit être supérieur à 0", "prix"],
      [{ nom: "" }, "Le nom du produit est requis", "nom"],
      [{ typeProduit: " " }, "Veuillez sélectionner une catégorie", "typeProduit"],
    ],
  },
  "POST /commandes": {
    parse: parsePlaceInput,
    accepted: [
      { reference: "K7M2-QX9P", lignes: [{ produitId: "p1", quantite: 2 }] },
      {
        reference: "k7m2qx9p",
        lignes: [{ produitId: "p1", varianteId: null, quantite: 1, prixUnitaire: 9000 }],
        client: { nom: " Awa  Diop ", telephone: "+221 77 000 00 00", zone: "dakar", adresse: null },
      },
    ],
    refused: [
      [{ reference: "K7M2-QX9O", lignes: [] }, "Référence de commande invalide", "reference"],
      [{ reference: "K7M2QX9P", lignes: [] }, "La commande ne contient aucune ligne.", "lignes"],
      [{ reference: "K7M2QX9P", lignes: {} }, "Le champ lignes doit être une liste.", "lignes"],
      [{ reference: "K7M2QX9P", lignes: [1] }, "Chaque ligne est un objet { produitId, varianteId, quantite, prixUnitaire }.", "lignes[0]"],
      [{ reference: "K7M2QX9P", lignes: [{ quantite: 1 }] }, "L'identifiant du produit est requis.", "lignes[0].produitId"],
      [
        { reference: "K7M2QX9P", lignes: [{ produitId: "a b", quantite: 1 }] },
        "L'identifiant du produit est invalide.",
        "lignes[0].produitId",
      ],
      [
        { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 1.5 }] },
        "La quantité doit être un nombre entier.",
        "lignes[0].quantite",
      ],
      [
        {
          reference: "K7M2QX9P",
          lignes: [
            { produitId: "p", quantite: 60 },
            { produitId: "p", quantite: 60 },
          ],
        },
        "La quantité doit être comprise entre 1 et 99.",
        "lignes[1].quantite",
      ],
      [
        { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 1, prixUnitaire: -1 }] },
        "Le prix unitaire doit être un nombre entier de FCFA.",
        "lignes[0].prixUnitaire",
      ],
      [
        { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 1 }], client: [] },
        "Le champ client doit être un objet { nom, telephone, zone, adresse }.",
        "client",
      ],
      [
        { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 1 }], client: { nom: 42 } },
        "Le nom doit être un texte.",
        "client.nom",
      ],
      [
        { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 1 }], client: { telephone: "77 000" } },
        "Le téléphone doit commencer par l'indicatif (+221…) suivi de chiffres.",
        "client.telephone",
      ],
      [
        { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 1 }], client: { zone: "mars" } },
        "La zone de livraison doit valoir dakar ou regions.",
        "client.zone",
      ],
      [
        { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 1 }], client: { adresse: "x".repeat(301) } },
        "L'adresse ne peut pas dépasser 300 caractères.",
        "client.adresse",
      ],
    ],
  },
  "POST /commandes/depuis-message": {
    parse: (b) => parseInput(ORDER_BODIES.fromMessage, b),
    accepted: [{ message: "Bonjour, je voudrais commander…" }],
    refused: [
      [{ message: 5 }, "Le message doit être un texte.", "message"],
      [{ message: "x".repeat(20_001) }, "Le message ne peut pas dépasser 20000 caractères.", "message"],
    ],
  },
  "PUT /commandes/{reference}/statut": {
    parse: (b) => parseInput(ORDER_BODIES.status, b),
    accepted: [{ statut: "confirmee" }, { statut: "annulee" }],
    refused: [[{ statut: "nouvelle" }, "Statut inconnu : utilisez confirmee, livree ou annulee.", "statut"]],
  },
  "PUT /parametres": {
    parse: parseSettingsInput,
    accepted: [
      { ...SETTINGS, version: 1 },
      { ...SETTINGS, version: 3, facebook: null, instagram: "", tiktok: "https://www.tiktok.com/@maboutique" },
    ],
    refused: [
      [{ ...SETTINGS }, "La version des paramètres doit être un nombre entier.", "version"],
      [{ ...SETTINGS, version: 1, whatsapp: 221771234567 }, "Le champ whatsapp doit être un texte.", "whatsapp"],
      [{ ...SETTINGS, version: 1, facebook: "https://www.instagram.com/x" }, FACEBOOK_REFUSED, "facebook"],
      [{ ...SETTINGS, version: 1, nom: "a\u0000b" }, "Le nom de la boutique contient un caractère interdit.", "nom"],
    ],
  },
};

function refusal(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message, field: error.field };
    throw error;
  }
  return null;
}

/** Bodies the document refuses: the parser refuses them too, in French (the lists that stay
 * hand-written, options, combinations, photos and sub-types, are described by zod shapes). */
const OUT_OF_DOCUMENT: Record<string, Body[]> = {
  "POST /auth/login": [{ identifier: 5 }, { credentials: "a@b.sn" }],
  "POST /types": [
    { nom: "x".repeat(151) },
    { nom: "Sacs", sousTypes: ["a", "b", "c", "d", "e", "f"] },
    { nom: "Sacs", sousTypes: [5] },
    { nom: "Sacs", sousTypes: [{ _id: "c1" }] },
  ],
  "POST /produits": [
    { nom: "Sac", prix: "1.5", typeProduit: "c" },
    { nom: "Sac", prix: 0, typeProduit: "c" },
    { nom: "Sac", prix: 1, pourcentPromotion: 101, typeProduit: "c" },
    { nom: "Sac", prix: 1, stock: -1, typeProduit: "c" },
    { nom: "Sac", prix: 1, typeProduit: "c", options: [{ nom: "Taille", valeurs: ["S"] }], variantes: [{ taille: "S", stock: -1 }] },
    { nom: "Sac", prix: 1, stock: 1, typeProduit: "c", options: [{ nom: "Pointure", valeurs: ["40"] }] },
    { nom: "Sac", prix: 1, typeProduit: "c", options: [{ nom: "Taille", valeurs: [] }] },
    { nom: "Sac", prix: 1, typeProduit: "c", options: [{ nom: "Taille", valeurs: Array.from({ length: 21 }, (_, i) => `T${i}`) }] },
    {
      nom: "Sac",
      prix: 1,
      typeProduit: "c",
      options: [
        { nom: "Taille", valeurs: ["S"] },
        { nom: "Couleur", valeurs: ["Noir"] },
        { nom: "Taille", valeurs: ["M"] },
      ],
    },
    {
      nom: "Sac",
      prix: 1,
      typeProduit: "c",
      options: [{ nom: "Taille", valeurs: ["S"] }],
      variantes: [{ taille: "S", stock: 1, actif: "oui" }],
    },
    { nom: "Sac", prix: 1, typeProduit: "c", options: [{ nom: "Taille", valeurs: ["S"] }], variantes: "S" },
    { nom: "Sac", prix: 1, stock: 1, typeProduit: "c", photos: Array.from({ length: 6 }, (_, i) => ({ nouvelle: i })) },
  ],
  "POST /commandes": [
    { reference: 5, lignes: [{ produitId: "p", quantite: 1 }] },
    { reference: "K7M2QX9P", lignes: Array.from({ length: 51 }, (_, i) => ({ produitId: `p${i}`, quantite: 1 })) },
    { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 100 }] },
    { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 1 }], client: { nom: "x".repeat(81) } },
    { reference: "K7M2QX9P", lignes: [{ produitId: "p", quantite: 1 }], client: { zone: "mars" } },
  ],
  "POST /commandes/depuis-message": [{ message: "x".repeat(20_001) }, {}],
  "PUT /commandes/{reference}/statut": [{ statut: "nouvelle" }, {}],
  "PUT /parametres": [
    { ...SETTINGS },
    { ...SETTINGS, version: 1.5 },
    { ...SETTINGS, version: 1, dakarPrix: "2000" },
    { ...SETTINGS, version: 1, nom: "x".repeat(10_000) },
    { ...SETTINGS, version: 1, facebook: ["https://www.facebook.com/awa"] },
  ],
};

describe("REST request bodies: one zod schema parses and documents each", () => {
  it("documents a body for every POST and PUT route of the router, from REQUEST_BODIES", () => {
    const writes = ROUTES.filter((r) => r.method === "POST" || r.method === "PUT").map(
      (r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`,
    );
    expect(writes.sort()).toEqual(Object.keys(REQUEST_BODIES).sort());
    expect(Object.keys(CASES).sort()).toEqual(writes.sort());
    for (const key of writes) expect(schemaOf(key, CASES[key].type), key).toMatchObject({ type: "object" });
  });

  it.each(Object.entries(CASES))("%s: what the parser accepts, the document accepts", (key, c) => {
    const bothAccept = (bodies: typeof c.accepted, mediaType = "application/json") => {
      const validate = ajv.compile(schemaOf(key, mediaType));
      for (const body of bodies) {
        expect(
          refusal(() => c.parse(body)),
          JSON.stringify(body),
        ).toBeNull();
        expect(validate(body) ? [] : validate.errors, JSON.stringify(body)).toEqual([]);
      }
    };
    bothAccept(c.accepted, c.type);
    if (c.form) bothAccept(c.form, "multipart/form-data");
  });

  it.each(Object.entries(CASES))("%s: a refused body is answered in French, naming its field", (_key, c) => {
    for (const [body, message, field] of c.refused)
      expect(
        refusal(() => c.parse(body)),
        message,
      ).toEqual({ status: 400, message, field });
  });

  it.each(Object.entries(OUT_OF_DOCUMENT))("%s: what the document refuses, the parser refuses in French", (key, bodies) => {
    const validate = ajv.compile(schemaOf(key));
    for (const body of bodies) {
      expect(validate(body), JSON.stringify(body).slice(0, 80)).toBe(false);
      expect(
        refusal(() => CASES[key].parse(body)),
        JSON.stringify(body).slice(0, 80),
      ).toMatchObject({ status: 400 });
    }
  });

  it.each(Object.entries(CASES))("%s: a wrongly typed field is refused in French, never with zod's own words", (key, c) => {
    const properties = Object.keys(schemaOf(key, c.type).properties ?? {});
    for (const p of properties)
      for (const value of [[[1]], { a: { b: 1 } }, 1.5, true]) {
        const r = refusal(() => c.parse({ ...c.accepted[0], [p]: value }));
        if (r) expect(r.message, `${p}: ${JSON.stringify(value)}`).not.toMatch(/Invalid|expected|received|Entrée invalide|attendu/);
      }
  });
});
