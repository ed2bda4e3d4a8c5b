// OpenAPI 3.1 description of /api/v1, served at /api/v1/openapi.json and rendered at /api/v1/docs.
// A test checks that every route is documented and that contract-test responses match these schemas.
// Request bodies come from the zod schemas that parse them (bodies.ts, decision 088); answers are
// described here, since nothing parses them.
import { jsonSchemaOf } from "../lib/input.ts";
import { REQUEST_BODIES } from "./bodies.ts";
import { ACCOUNT_STATUSES } from "../services/account-status.ts";
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, PAGE_SIZES, PRODUCT_SORTS } from "../../../contract/list-params.ts";

type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const nullable = (s: Schema) => ({ anyOf: [s, { type: "null" }] });
const obj = (properties: Record<string, Schema>, required = Object.keys(properties)) => ({ type: "object", properties, required });
const str = { type: "string" };
const int = { type: "integer" };
const bool = { type: "boolean" };

const dt = { type: "string", format: "date-time" };
const schemas: Record<string, Schema> = {
  Result: obj({ success: { const: true }, message: str }),
  Admin: obj({
    _id: str,
    id: str,
    email: str,
    nom: str,
    prenom: str,
    nomComplet: str,
    numero: nullable(str),
    dateNaissance: nullable(str),
    typeUtilisateur: { enum: ["SUPER_ADMIN", "admin"] },
    isActive: bool,
    compteVerrouille: bool,
    statut: { enum: [...ACCOUNT_STATUSES] },
    emailVerifie: bool,
    derniereConnexion: nullable(dt),
    createdAt: dt,
  }),
  Tokens: obj({ accessToken: str, refreshToken: str }),
  Stat: obj({
    title: str,
    value: int,
    percentage: int,
    trend: { enum: ["up", "down", "stable", "new"] },
    tone: { enum: ["good", "bad", "neutral"] },
    icon: str,
    color: str,
    lien: { type: "string", description: "La liste du back-office que ce chiffre compte, avec son filtre" },
  }),
  Activity: obj({ id: str, title: str, subtitle: str, timestamp: dt, icon: str, action: str, entityType: str, entityId: str }),
  Error: obj({ success: { const: false }, message: str, field: str }, ["success", "message"]),
  Ref: obj({ _id: str, id: str, nom: str }),
  ProductImport: obj({
    empreinte: str,
    importe: bool,
    lignes: int,
    aCreer: int,
    aModifier: int,
    lignesEnErreur: int,
    detail: {
      type: "array",
      description: "Les lignes en erreur d'abord, puis les autres (500 au plus)",
      items: obj({
        ligne: int,
        action: { enum: ["créer", "modifier"] },
        nom: str,
        erreurs: { type: "array", items: obj({ ligne: int, colonne: nullable(str), message: str }) },
      }),
    },
    lignesNonAffichees: int,
  }),
  Pagination: obj({ current: int, pages: int, total: int, hasPrev: bool, hasNext: bool }),
  Category: obj({
    _id: str,
    id: str,
    nom: str,
    accroche: nullable(str),
    description: nullable(str),
    nbSousTypes: int,
    nbProduits: int,
    nbProduitsTotal: int,
    nbProduitsEnRupture: int,
    sousTypes: { type: "array", items: ref("Ref") },
    createdAt: { type: "string", format: "date-time" },
  }),
  Image: obj(
    {
      _id: str,
      id: str,
      url: str,
      thumbnailUrl: str,
      srcSet: str,
      width: int,
      height: int,
      isPrimary: bool,
      isAvailable: bool,
      alt: str,
      originalName: { ...str, description: "Nom du fichier envoyé : réponses aux administrateurs connectés seulement" },
      filename: str,
      size: int,
      couleur: { ...nullable(str), description: "La couleur (valeur de l'option Couleur) que montre la photo" },
    },
    ["_id", "id", "url", "thumbnailUrl", "srcSet", "width", "height", "isPrimary", "isAvailable", "alt", "filename", "size", "couleur"],
  ),
  Option: obj({ nom: { enum: ["Taille", "Couleur"] }, valeurs: { type: "array", items: str, minItems: 1, maxItems: 20 } }),
  Variante: obj({
    id: str,
    taille: { ...nullable(str), description: "null sans option Taille" },
    couleur: { ...nullable(str), description: "null sans option Couleur" },
    stock: { type: "integer", minimum: 0 },
    actif: { ...bool, description: "false : combinaison désactivée par le vendeur" },
    disponible: { ...bool, description: "actif et stock > 0" },
  }),
  Product: obj({
    _id: str,
    id: str,
    nom: str,
    description: str,
    prix: int,
    pourcentPromotion: { type: "integer", minimum: 0, maximum: 100 },
    prixApresPromotion: int,
    promotionActive: bool,
    pourcentReduction: int,
    economie: int,
    stock: { type: "integer", minimum: 0, description: "Stock, ou somme des stocks des combinaisons actives" },
    enRupture: { ...bool, description: "Marqué en rupture, ou stock à 0" },
    aLaUne: bool,
    scoreQualite: { type: "integer", minimum: 0, maximum: 50 },
    etoiles: { type: "integer", minimum: 0, maximum: 5 },
    typeProduit: ref("Ref"),
    sousTypeProduit: nullable(ref("Ref")),
    imagePrincipale: nullable(obj({ url: str, thumbnailUrl: str, isAvailable: bool })),
    images: { type: "array", items: ref("Image") },
    options: {
      type: "array",
      maxItems: 2,
      items: ref("Option"),
      description: "Tailles et couleurs dans l'ordre du vendeur ; vide sans options",
    },
    variantes: {
      type: "array",
      maxItems: 60,
      items: ref("Variante"),
      description: "Une par combinaison des options, dans l'ordre de la grille",
    },
    createdAt: { type: "string", format: "date-time" },
    updatedAt: { type: "string", format: "date-time" },
  }),
  ...orderSchemas(),
};

/** Orders (issue 26, decision 070): what a shopper may see (Suivi), what the seller sees (Commande). */
function orderSchemas(): Record<string, Schema> {
  const statut = { enum: ["nouvelle", "confirmee", "livree", "annulee"] };
  const ligne = {
    nom: str,
    variante: { ...nullable(str), description: "'Taille M, Couleur Bleu', null sans combinaison" },
    quantite: { type: "integer", minimum: 1, maximum: 99 },
    prixUnitaire: int,
    total: int,
  };
  const suivi = {
    reference: { type: "string", description: "K7M2-QX9P" },
    statut,
    creeLe: dt,
    confirmeeLe: nullable(dt),
    livreeLe: nullable(dt),
    annuleeLe: nullable(dt),
    total: { ...int, description: "FCFA, calculé par le serveur" },
    nombreArticles: int,
  };
  return {
    Suivi: obj({ ...suivi, lignes: { type: "array", items: obj(ligne) } }),
    Commande: obj({
      ...suivi,
      id: str,
      source: { enum: ["panier", "message"] },
      client: obj({ nom: nullable(str), telephone: nullable(str), zone: nullable({ enum: ["dakar", "regions"] }), adresse: nullable(str) }),
      lignes: {
        type: "array",
        items: obj({
          ...ligne,
          produitId: str,
          varianteId: nullable(str),
          prixAffiche: { ...nullable(int), description: "Le prix unitaire que montrait le message" },
          prixDifferent: { ...bool, description: "Le prix affiché diffère du prix de la boutique" },
        }),
      },
      historique: {
        type: "array",
        items: obj({
          de: nullable(statut),
          vers: statut,
          par: { ...nullable(str), description: "L'administrateur, null pour le client" },
          le: dt,
        }),
      },
    }),
  };
}

const ok = (data: Schema, extra: Record<string, Schema> = {}) => ({
  description: "Succès",
  content: { "application/json": { schema: obj({ success: { const: true }, data, ...extra }) } },
});
const error = (description: string) => ({ description, content: { "application/json": { schema: ref("Error") } } });
const idParam = (description: string) => ({ name: "id", in: "path", required: true, schema: str, description });
const queryParam = (name: string, schema: Schema, description: string) => ({ name, in: "query", required: false, schema, description });

const bearerAuth = [{ bearer: [] }];
const authErrors = { 401: error("Jeton absent, invalide, ou compte bloqué"), 403: error("'Token expiré' ou 'Accès refusé'") };
const result = { description: "Succès", content: { "application/json": { schema: ref("Result") } } };

/** The shop's settings (decision 091). */
const settings = obj({
  nom: str,
  description: str,
  whatsapp: str,
  facebook: str,
  instagram: str,
  tiktok: str,
  dakarPrix: { type: "integer" },
  dakarDelai: str,
  regionsDelai: str,
  jourMemeAvant: str,
  horaires: str,
  version: { type: "integer" },
  updatedAt: { type: "string", format: "date-time" },
});

export interface Operation {
  summary: string;
  tags: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
}
const paths: Record<string, Record<string, Operation>> = {
  "/auth/login": {
    post: {
      summary: "Connexion par email ou par numéro (indicatif + numéro)",
      tags: ["Authentification"],
      responses: {
        200: ok(obj({ accessToken: str, refreshToken: str, user: ref("Admin") }), { message: str }),
        400: error("Champs manquants ou invalides"),
        401: error("Identifiants invalides"),
        403: error("Compte non vérifié ou bloqué"),
        429: error("Trop de tentatives"),
      },
    },
  },
  "/auth/profile": {
    get: {
      summary: "Profil de l'administrateur connecté",
      tags: ["Authentification"],
      security: bearerAuth,
      responses: { 200: ok(ref("Admin")), ...authErrors },
    },
    put: {
      summary: "Mise à jour du profil (un super administrateur ne change ni email ni numéro)",
      tags: ["Authentification"],
      security: bearerAuth,
      responses: {
        200: ok(ref("Admin"), { message: str, status: int }),
        400: error("Champ invalide"),
        409: error("Email ou numéro déjà utilisé"),
        ...authErrors,
      },
    },
  },
  "/auth/refresh": {
    post: {
      summary: "Renouvelle les jetons (le refresh token est à usage unique)",
      tags: ["Authentification"],
      responses: { 200: ok(ref("Tokens"), { message: str }), 401: error("Session expirée") },
    },
  },
  "/auth/logout": {
    post: {
      summary: "Déconnexion (révoque le refresh token)",
      tags: ["Authentification"],
      responses: { 200: result },
    },
  },
  "/auth/verify/{token}": {
    get: {
      summary: "Vérifie l'adresse email",
      tags: ["Authentification"],
      parameters: [{ name: "token", in: "path", required: true, schema: str }],
      responses: { 200: result, 400: error("Lien invalide ou expiré") },
    },
  },
  "/auth/resend-verification": {
    post: {
      summary: "Renvoie le lien de vérification (réponse identique que le compte existe ou non)",
      tags: ["Authentification"],
      responses: { 200: result, 400: error("Adresse invalide") },
    },
  },
  "/auth/request-password-reset": {
    post: {
      summary: "Demande de réinitialisation (réponse identique que le compte existe ou non)",
      tags: ["Authentification"],
      responses: { 200: result, 400: error("Adresse invalide") },
    },
  },
  "/auth/reset-password": {
    post: {
      summary: "Nouveau mot de passe depuis un lien de réinitialisation ou d'invitation",
      tags: ["Authentification"],
      responses: { 200: result, 400: error("Lien invalide ou mot de passe trop court") },
    },
  },
  "/auth/change-password": {
    put: {
      summary: "Changement du mot de passe",
      tags: ["Authentification"],
      security: bearerAuth,
      responses: { 200: result, 400: error("Règle non respectée"), ...authErrors },
    },
  },
  "/auth/admin": {
    post: {
      summary: "Invite un administrateur (super administrateur)",
      tags: ["Administrateurs"],
      security: bearerAuth,
      responses: {
        201: result,
        400: error("Adresse invalide, nom ou prénom de plus de 100 caractères"),
        409: error("Adresse déjà utilisée"),
        503: error("L'email d'invitation n'a pas pu partir : rien n'a été créé"),
        ...authErrors,
      },
    },
    get: {
      summary: "Liste des administrateurs (?search= email ou nom)",
      tags: ["Administrateurs"],
      security: bearerAuth,
      parameters: [queryParam("search", str, "Recherche sur l'email ou le nom complet")],
      responses: { 200: ok({ type: "array", items: ref("Admin") }), ...authErrors },
    },
  },
  "/auth/admin/{id}": {
    get: {
      summary: "Un administrateur",
      tags: ["Administrateurs"],
      security: bearerAuth,
      parameters: [idParam("Identifiant de l'administrateur")],
      responses: { 200: ok(ref("Admin")), 404: error("Administrateur introuvable"), ...authErrors },
    },
  },
  "/auth/admin/{id}/invitation": {
    post: {
      summary: "Renvoie l'invitation d'un administrateur en attente (super administrateur)",
      tags: ["Administrateurs"],
      security: bearerAuth,
      parameters: [idParam("Identifiant de l'administrateur")],
      responses: {
        200: result,
        404: error("Administrateur introuvable"),
        409: error("Le compte est déjà actif ou bloqué"),
        429: error("Une invitation vient déjà d'être envoyée"),
        503: error("L'email d'invitation n'a pas pu partir"),
        ...authErrors,
      },
    },
  },
  "/auth/admin/{id}/toggle-status": {
    put: {
      summary: "Bloque ou débloque un administrateur (ses sessions sont fermées)",
      tags: ["Administrateurs"],
      security: bearerAuth,
      parameters: [idParam("Identifiant de l'administrateur")],
      responses: {
        200: ok(ref("Admin"), { message: str }),
        400: error("Action invalide ou son propre compte"),
        404: error("Administrateur introuvable"),
        ...authErrors,
      },
    },
  },
  "/types": {
    get: {
      summary: "Liste des catégories avec sous-types et compteurs",
      tags: ["Types"],
      responses: { 200: ok({ type: "array", items: ref("Category") }) },
    },
    post: {
      summary: "Crée une catégorie (5 types au plus)",
      tags: ["Types"],
      security: bearerAuth,
      responses: {
        201: ok(ref("Category"), { message: str }),
        400: error("Règle du formulaire non respectée"),
        409: error("Nom déjà pris, ou identifiant de type envoyé"),
        ...authErrors,
      },
    },
  },
  "/types/ordre": {
    put: {
      summary:
        "L'ordre des catégories sur la boutique : { ids } cite toutes les catégories une fois, de la première à la dernière ; renvoie la liste dans ce nouvel ordre",
      tags: ["Types"],
      security: bearerAuth,
      responses: {
        200: ok({ type: "array", items: ref("Category") }, { message: str }),
        400: error("Liste invalide (pas une liste de textes, doublon)"),
        409: error("La liste ne cite plus exactement les catégories (une ajoutée ou supprimée entre-temps)"),
        ...authErrors,
      },
    },
  },
  "/types/{id}": {
    get: {
      summary: "Une catégorie (aussi avec une barre finale : /types/{id}/)",
      tags: ["Types"],
      parameters: [idParam("Identifiant de la catégorie")],
      responses: { 200: ok(ref("Category")), 404: error("Catégorie introuvable") },
    },
    put: {
      summary:
        "Modifie une catégorie ; un type envoyé avec son _id est gardé (renommé), sans _id il est rapproché par nom ; retirer un type que des produits utilisent est refusé (409)",
      tags: ["Types"],
      security: bearerAuth,
      parameters: [idParam("Identifiant de la catégorie")],
      responses: {
        200: ok(ref("Category"), { message: str }),
        400: error("Règle du formulaire non respectée"),
        404: error("Catégorie introuvable"),
        409: error("Nom déjà pris, type retiré encore utilisé par des produits, ou type qui n'existe plus"),
        ...authErrors,
      },
    },
    delete: {
      summary: "Supprime une catégorie vide",
      tags: ["Types"],
      security: bearerAuth,
      parameters: [idParam("Identifiant de la catégorie")],
      responses: {
        200: result,
        404: error("Catégorie introuvable"),
        409: error("La catégorie contient encore des produits associés"),
        ...authErrors,
      },
    },
  },
  "/produits": {
    get: {
      summary: "Liste paginée des produits",
      tags: ["Produits"],
      parameters: [
        queryParam("page", { type: "integer", minimum: 1, default: 1 }, "Page, à partir de 1"),
        queryParam(
          "limit",
          { type: "integer", minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE },
          `Produits par page (${PAGE_SIZES.slice(0, -1).join(", ")} ou ${PAGE_SIZES.at(-1)} dans la boutique)`,
        ),
        queryParam("search", { type: "string", maxLength: 200 }, "Recherche sans accents ni casse dans le nom et la description"),
        queryParam("minPrice", { type: "integer", minimum: 0 }, "Prix payé minimum (FCFA)"),
        queryParam("maxPrice", { type: "integer", minimum: 0 }, "Prix payé maximum (FCFA)"),
        queryParam("sortBy", { enum: [...PRODUCT_SORTS], default: DEFAULT_SORT }, "Tri"),
        queryParam("type", str, "Identifiant de catégorie"),
        queryParam("subtype", str, "Identifiant de sous-type"),
        queryParam(
          "taille",
          { type: "string", maxLength: 30 },
          "Garde les produits ayant cette taille en stock (combinaison active ; sans tenir compte de la casse)",
        ),
        queryParam("stock", { enum: ["rupture", "bas"] }, "Administrateurs connectés : en rupture (stock 0) ou stock bas (3 ou moins)"),
      ],
      responses: {
        200: ok({ type: "array", items: ref("Product") }, { pagination: ref("Pagination") }),
        400: error("Paramètre invalide"),
        ...authErrors,
      },
    },
    post: {
      summary: "Crée un produit (formulaire multipart avec images, ou JSON)",
      tags: ["Produits"],
      security: bearerAuth,
      responses: {
        201: ok(ref("Product"), { message: str }),
        400: error("Champ ou image invalide"),
        413: error("Fichier trop volumineux"),
        415: error("Type de contenu non pris en charge"),
        ...authErrors,
      },
    },
  },
  "/produits/tailles": {
    get: {
      summary: "Tailles des combinaisons actives des produits d'une catégorie (filtre Taille de /pro), de XS à XXL puis par pointure",
      tags: ["Produits"],
      parameters: [
        queryParam("categorie", str, "Identifiant de catégorie (aussi : type)"),
        queryParam("sousType", str, "Identifiant de sous-type (aussi : subtype)"),
      ],
      responses: { 200: ok({ type: "array", items: str }) },
    },
  },
  "/produits/best": {
    get: {
      summary:
        "Meilleurs produits : jusqu'à 8 en stock choisis dans tout le catalogue (à la une, puis score qualité, puis plus récents ; deux par catégorie au plus quand le catalogue le permet), groupés par catégorie",
      tags: ["Produits"],
      responses: {
        200: ok({ type: "array", items: obj({ typeProduit: nullable(ref("Ref")), produits: { type: "array", items: ref("Product") } }) }),
      },
    },
  },
  "/produits/{id}": {
    get: {
      summary: "Un produit",
      tags: ["Produits"],
      parameters: [idParam("Identifiant du produit")],
      responses: { 200: ok(ref("Product")), 404: error("Produit non trouvé") },
    },
    put: {
      summary:
        "Modifie un produit ; avec photos, les photos sont gardées, ajoutées ou retirées une à une ; sans, de nouvelles images remplacent toutes les anciennes",
      tags: ["Produits"],
      security: bearerAuth,
      parameters: [idParam("Identifiant du produit")],
      responses: {
        200: ok(ref("Product"), { message: str }),
        400: error("Champ ou image invalide"),
        404: error("Produit introuvable"),
        413: error("Fichier trop volumineux"),
        415: error("Type de contenu non pris en charge"),
        ...authErrors,
      },
    },
    delete: {
      summary: "Supprime un produit et ses images",
      tags: ["Produits"],
      security: bearerAuth,
      parameters: [idParam("Identifiant du produit")],
      responses: { 200: result, 404: error("Produit introuvable"), ...authErrors },
    },
  },
  "/produits/{id}/recommendations": {
    get: {
      summary: "Produits recommandés (même sous-type, puis même catégorie, 8 au plus)",
      tags: ["Produits"],
      parameters: [idParam("Identifiant du produit")],
      responses: { 200: ok(obj({ recommendations: { type: "array", items: ref("Product") } })), 404: error("Produit non trouvé") },
    },
  },
  "/dashboard/stats": {
    get: {
      summary: "Chiffres du tableau de bord et leur évolution sur 30 jours",
      tags: ["Tableau de bord"],
      security: bearerAuth,
      responses: { 200: ok(obj({ stats: { type: "array", items: ref("Stat") } })), ...authErrors },
    },
  },
  "/dashboard/recent-activity": {
    get: {
      summary: "Activité récente (journal des modifications)",
      tags: ["Tableau de bord"],
      security: bearerAuth,
      parameters: [queryParam("limit", { type: "integer", minimum: 1, maximum: 50, default: 10 }, "Nombre d'entrées")],
      responses: { 200: ok({ type: "array", items: ref("Activity") }), 400: error("Paramètre invalide"), ...authErrors },
    },
  },
  "/dashboard/top-products": {
    get: {
      summary: "Produits récents ou les plus en promotion",
      tags: ["Tableau de bord"],
      security: bearerAuth,
      parameters: [
        queryParam("by", { enum: ["recent", "promotion"], default: "recent" }, "Critère"),
        queryParam("limit", { type: "integer", minimum: 1, maximum: 50, default: 10 }, "Nombre de produits"),
      ],
      responses: { 200: ok({ type: "array", items: ref("Product") }), 400: error("Paramètre invalide"), ...authErrors },
    },
  },
  ...orderPaths(),
};

function orderPaths(): Record<string, Record<string, Operation>> {
  const tags = ["Commandes"];
  const refParam = {
    name: "reference",
    in: "path",
    required: true,
    schema: str,
    description: "Référence de la commande, avec ou sans tiret, en majuscules ou minuscules (K7M2-QX9P)",
  };
  const filters = [
    queryParam("statut", { enum: ["nouvelle", "confirmee", "livree", "annulee"] }, "Statut"),
    queryParam(
      "search",
      { type: "string", maxLength: 100 },
      "Recherche dans la référence, le nom et le téléphone du client et le nom des produits",
    ),
    queryParam("du", { type: "string", format: "date" }, "Créées ce jour (AAAA-MM-JJ, heure de Dakar = UTC) ou après"),
    queryParam("au", { type: "string", format: "date" }, "Créées ce jour ou avant"),
  ];
  const csv = (description: string) => ({
    description,
    content: { "text/csv": { schema: { type: "string", description: "UTF-8 avec BOM, séparateur ;" } } },
  });
  const conflict = error("Transition interdite (les deux statuts nommés) ou stock insuffisant (produit, combinaison et stock nommés)");
  return {
    "/commandes": {
      post: {
        summary:
          "Enregistre une commande envoyée par WhatsApp (public, 5 par minute et par adresse) ; la même référence renvoie la commande déjà enregistrée (200)",
        tags,
        responses: {
          201: ok(ref("Suivi"), { message: str }),
          200: ok(ref("Suivi"), { message: str }),
          400: error("Commande invalide : rien n'est enregistré"),
          413: error("Requête trop volumineuse (32 Ko au plus)"),
          429: error("Trop de commandes depuis cette adresse"),
          503: error("Boutique très occupée : renvoyer la commande plus tard (rien n'est enregistré)"),
        },
      },
      get: {
        summary: "Liste paginée des commandes, les plus récentes d'abord",
        tags,
        security: bearerAuth,
        parameters: [
          ...filters,
          queryParam("page", { type: "integer", minimum: 1, default: 1 }, "Page"),
          queryParam("limit", { type: "integer", minimum: 1, maximum: 100, default: 20 }, "Commandes par page"),
        ],
        responses: {
          200: ok({ type: "array", items: ref("Commande") }, { pagination: obj({ page: int, pages: int, total: int, limit: int }) }),
          400: error("Paramètre invalide"),
          ...authErrors,
        },
      },
    },
    "/commandes/export.csv": {
      get: {
        summary: "Export CSV des commandes filtrées, une ligne par article",
        tags,
        security: bearerAuth,
        parameters: filters,
        responses: { 200: csv("Commandes (CSV)"), 400: error("Paramètre invalide"), ...authErrors },
      },
    },
    "/commandes/depuis-message": {
      post: {
        summary:
          "Enregistre une commande depuis un message WhatsApp de la boutique collé ; les lignes non reconnues sont renvoyées, jamais devinées",
        tags,
        security: bearerAuth,
        responses: {
          201: ok(ref("Commande"), { message: str, nonReconnues: { type: "array", items: str } }),
          400: error("Aucune ligne reconnue ou message invalide"),
          409: error("Commande déjà enregistrée"),
          ...authErrors,
        },
      },
    },
    "/commandes/{reference}/suivi": {
      get: {
        summary: "Suivi public d'une commande (sans données personnelles ; 30 consultations par minute et par adresse)",
        tags,
        parameters: [refParam],
        responses: {
          200: ok(ref("Suivi")),
          400: error("Référence de commande invalide"),
          404: error("Commande introuvable"),
          429: error("Trop de consultations"),
        },
      },
    },
    "/commandes/{reference}": {
      get: {
        summary: "Une commande, avec son historique",
        tags,
        security: bearerAuth,
        parameters: [refParam],
        responses: {
          200: ok(ref("Commande")),
          400: error("Référence de commande invalide"),
          404: error("Commande introuvable"),
          ...authErrors,
        },
      },
    },
    "/commandes/{reference}/statut": {
      put: {
        summary: "Change le statut : confirmer retire le stock (tout ou rien), annuler une commande confirmée le rend",
        tags,
        security: bearerAuth,
        parameters: [refParam],
        responses: {
          200: ok(ref("Commande"), { message: str }),
          400: error("Statut ou référence invalide"),
          404: error("Commande introuvable"),
          409: conflict,
          ...authErrors,
        },
      },
    },
    "/produits/import/verification": {
      post: {
        summary:
          "Vérifie un import de produits sans rien écrire (formulaire multipart, champ fichier : CSV des colonnes de l'export, ou ZIP du CSV et de ses photos) : ce que chaque ligne créera ou modifiera, et chaque erreur avec sa ligne et sa colonne",
        tags: ["Produits"],
        security: bearerAuth,
        responses: {
          200: ok(ref("ProductImport")),
          400: error("Fichier refusé (encodage, guillemets, colonnes, archive…), ligne nommée"),
          413: error("Fichier trop volumineux"),
          429: error("Trop d'imports en peu de temps"),
          ...authErrors,
        },
      },
    },
    "/produits/import": {
      post: {
        summary:
          "Importe le fichier vérifié (même fichier et son empreinte) : toutes ses lignes en une transaction, ou aucune s'il reste une erreur (400, avec le détail)",
        tags: ["Produits"],
        security: bearerAuth,
        responses: {
          200: ok(ref("ProductImport"), { message: str }),
          400: {
            description: "Fichier refusé (message, field), ou des lignes en erreur (data : le détail) : rien n'est importé",
            content: {
              "application/json": {
                schema: { anyOf: [ref("Error"), obj({ success: { const: false }, message: str, data: ref("ProductImport") })] },
              },
            },
          },
          409: error("Ce n'est pas le fichier vérifié, ou le catalogue a changé pendant l'import"),
          413: error("Fichier trop volumineux"),
          429: error("Trop d'imports en peu de temps"),
          ...authErrors,
        },
      },
    },
    "/produits/lot": {
      post: {
        summary:
          "Une même modification de plusieurs produits (ids, ou tous les résultats d'un filtre ; 500 au plus) : promotion, à la une, en rupture, catégorie, ou suppression. Tout ou rien, une entrée d'activité par produit",
        tags: ["Produits"],
        security: bearerAuth,
        responses: {
          200: ok(obj({ action: str, nombre: { type: "integer" }, restentEnRupture: { type: "integer" } }), { message: str }),
          400: error("Action, valeur ou sélection invalide (plus de 500 produits, aucun)"),
          409: error("Un des produits choisis n'existe plus"),
          ...authErrors,
        },
      },
    },
    "/produits/export.csv": {
      get: {
        summary:
          "Export CSV des produits (filtres de la liste du back-office) : nom, catégorie, sous-type, prix, promotion, prix final, stock, indicateurs",
        tags: ["Produits"],
        security: bearerAuth,
        parameters: [
          queryParam("search", str, "Recherche"),
          queryParam("type", str, "Catégorie"),
          queryParam("subtype", str, "Sous-type"),
          queryParam("stock", { enum: ["rupture", "bas"] }, "Stock"),
          queryParam("promotion", { enum: ["oui", "non"] }, "En promotion active (oui) ou non"),
          queryParam("sortBy", { enum: [...PRODUCT_SORTS] }, "Tri"),
        ],
        responses: { 200: csv("Produits (CSV)"), 400: error("Paramètre invalide"), ...authErrors },
      },
    },
    "/parametres": {
      get: {
        summary: "Paramètres de la boutique (super administrateur) : nom, description, WhatsApp, réseaux, livraison, horaires",
        tags: ["Paramètres"],
        security: bearerAuth,
        responses: { 200: ok(settings), ...authErrors },
      },
      put: {
        summary:
          "Modifie les paramètres (super administrateur) ; `version` est celle lue : refusé (409) si quelqu'un a modifié depuis. Toutes les instances les appliquent aussitôt.",
        tags: ["Paramètres"],
        security: bearerAuth,
        responses: {
          200: ok(settings, { message: str }),
          400: error("Champ invalide (nommé par `field`)"),
          409: error("Paramètres modifiés entre-temps par un autre administrateur : relisez-les"),
          ...authErrors,
        },
      },
    },
  };
}

let withBodies = false;
/** Each write's body, described by the zod schema that parses it (bodies.ts): JSON, and the
 * multipart form where the route takes one. Done at the document's first request, not at
 * start-up: writing the 19 JSON Schemas takes 50-110 ms before the JIT warms up. */
function describeBodies() {
  if (withBodies) return;
  withBodies = true;
  for (const [key, { json, form }] of Object.entries(REQUEST_BODIES)) {
    const [method, path] = key.split(" ");
    const op = paths[path]?.[method.toLowerCase()];
    if (!op) throw new Error(`${key} : corps décrit pour une route non documentée`);
    const content = form ? { "multipart/form-data": { schema: jsonSchemaOf(form) } } : {};
    op.requestBody = { required: true, content: { ...content, ...(json ? { "application/json": { schema: jsonSchemaOf(json) } } : {}) } };
    // Any operation reading a body can also meet a malformed, oversized or wrongly typed one.
    op.responses[400] ??= error("Corps de requête invalide");
    op.responses[413] ??= error("Requête trop volumineuse");
    op.responses[415] ??= error("Type de contenu non pris en charge");
  }
}

export function openApiDocument(publicUrl: string) {
  describeBodies();
  return {
    openapi: "3.1.0",
    info: {
      title: "Boutique en Ligne — API REST v1",
      version: "1.0.0",
      description:
        "Contrat historique de la boutique (JSON, enveloppe { success, message, data, pagination }). Les mêmes règles que l'API GraphQL /graphql.",
    },
    servers: [{ url: `${publicUrl}/api/v1` }],
    components: { schemas, securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}

/** Documented [method, path template] pairs, for the completeness test. */
export const documentedOperations = () =>
  Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => [m.toUpperCase(), p] as const));
