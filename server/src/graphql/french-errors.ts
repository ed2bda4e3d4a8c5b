// GraphQL's own refusals (syntax, unknown fields, wrong types, missing variables) are written in
// English by graphql-js and Yoga; integrators of a French shop get them in French, with the same
// locations and codes. The services' errors are French already and pass untouched.
import { GraphQLError, type ExecutionResult } from "graphql";
import type { Plugin } from "graphql-yoga";

const REQUEST_ERROR_CODES = new Set([
  undefined,
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "OPERATION_RESOLUTION_FAILURE",
]);

const RULES: [RegExp, (...m: string[]) => string][] = [
  [/^Syntax Error: (.*)$/s, (m) => (/^(Requête|Trop)/.test(m) ? m : `Erreur de syntaxe dans la requête GraphQL : ${m}`)],
  [/^Cannot query field "(.+?)" on type "(.+?)"\..*$/s, (f, t) => `Le champ « ${f} » n'existe pas sur le type ${t}.`],
  [/^Unknown argument "(.+?)" on field "(.+?)"\.?.*$/s, (a, f) => `L'argument « ${a} » n'existe pas sur le champ ${f}.`],
  [/^Int cannot represent non-integer value: (.*)$/s, (v) => `Un nombre entier est attendu, reçu : ${v}.`],
  [/^Int cannot represent non 32-bit signed integer value: (.*)$/s, (v) => `Nombre entier hors limites (32 bits), reçu : ${v}.`],
  [/^Float cannot represent non numeric value: (.*)$/s, (v) => `Un nombre est attendu, reçu : ${v}.`],
  [/^String cannot represent a non string value: (.*)$/s, (v) => `Un texte est attendu, reçu : ${v}.`],
  [/^Boolean cannot represent a non boolean value: (.*)$/s, (v) => `true ou false est attendu, reçu : ${v}.`],
  [/^ID cannot represent (?:a non-string and non-integer )?value: (.*)$/s, (v) => `Un identifiant (texte) est attendu, reçu : ${v}.`],
  [/^Value "(.+?)" does not exist in "(.+?)" enum\..*$/s, (v, e) => `La valeur « ${v} » n'existe pas dans l'énumération ${e}.`],
  [/^Enum "(.+?)" cannot represent non-enum value: (.*?)\..*$/s, (e, v) => `La valeur ${v} n'existe pas dans l'énumération ${e}.`],
  [/^Variable "\$(.+?)" of required type "(.+?)" was not provided\.$/s, (v, t) => `La variable $${v} (${t}) est obligatoire.`],
  [/^Variable "\$(.+?)" of non-null type "(.+?)" must not be null\.$/s, (v, t) => `La variable $${v} (${t}) ne peut pas être nulle.`],
  [
    /^Variable "\$(.+?)" got invalid value (.*?); (.*)$/s,
    (v, value, why) => `La variable $${v} a une valeur invalide (${value}) : ${translate(why)}`,
  ],
  [
    /^Field "(.+?)" argument "(.+?)" of type "(.+?)" is required, but it was not provided\.$/s,
    (f, a, t) => `L'argument « ${a} » (${t}) du champ ${f} est obligatoire.`,
  ],
  [
    /^Field "(.+?)" of type "(.+?)" must have a selection of subfields\..*$/s,
    (f, t) => `Le champ « ${f} » (${t}) demande une liste de sous-champs.`,
  ],
  [
    /^Field "(.+?)" must not have a selection since type "(.+?)" has no subfields\.$/s,
    (f, t) => `Le champ « ${f} » (${t}) n'a pas de sous-champs.`,
  ],
  [/^Unknown type "(.+?)"\..*$/s, (t) => `Le type « ${t} » n'existe pas.`],
  [/^Must provide query string\.$/, () => "La requête GraphQL (query) est manquante."],
  [/^POST body sent invalid JSON\.$/, () => "Corps de requête JSON invalide."],
  [
    /^Missing multipart form field "(.+?)"$/,
    (f) => `Le champ « ${f} » manque au formulaire multipart (spécification GraphQL multipart request).`,
  ],
  [
    /^Multipart form field "(.+?)" must be (?:a string|a valid JSON string)$/,
    (f) => `Le champ « ${f} » du formulaire multipart doit être un texte JSON valide.`,
  ],
  [
    /^Could not determine what operation to execute\.?$|^Must provide operation name if query contains multiple operations\.$/,
    () => "Plusieurs opérations dans la requête : indiquez operationName.",
  ],
  [/^Can only perform a mutation operation from a POST request\.$/, () => "Une mutation s'envoie en POST."],
  [/^GraphQL only supports GET and POST requests\.$/, () => "GraphQL n'accepte que GET et POST."],
  [/^Batching is not supported\.$/, () => "Une seule opération GraphQL par requête (pas de lot)."],
  [/^Expected "(.+?)" param to be .*, but given (.+?)\.$/s, (p, given) => `Le paramètre « ${p} » est mal formé (reçu : ${given}).`],
];

export function translate(message: string): string {
  for (const [re, french] of RULES) {
    const m = re.exec(message);
    if (m) return french(...m.slice(1));
  }
  return `Requête GraphQL invalide : ${message}`;
}

function inFrench(error: GraphQLError | { message: string; extensions?: Record<string, unknown> }) {
  const code = error.extensions?.code as string | undefined;
  // GraphQL Armor's refusals are French already (yoga.ts gives their messages).
  if (!REQUEST_ERROR_CODES.has(code) || /^(Requête|Trop d)/.test(error.message)) return error;
  const { originalError: _hidden, ...extensions } = (error.extensions ?? {}) as Record<string, unknown>;
  const source = error instanceof GraphQLError ? error : undefined;
  return new GraphQLError(translate(error.message), {
    nodes: source?.nodes,
    source: source?.source,
    positions: source?.positions,
    path: source?.path,
    extensions,
  });
}

const translateResult = (r: ExecutionResult): ExecutionResult =>
  r.errors?.length ? { ...r, errors: r.errors.map(inFrench) as GraphQLError[] } : r;

export function useFrenchRequestErrors(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map((r) => translateResult(r as ExecutionResult)));
      else if (result && typeof result === "object" && "errors" in result) setResult(translateResult(result as ExecutionResult));
    },
  };
}
