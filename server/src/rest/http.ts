// Request plumbing of the REST shim: a small router, strict body reading and the JSON envelope
// of SPEC §7 ({ success, message?, data?, pagination? }). Errors never leak a stack trace.
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "../lib/errors.ts";
import { refuseNul } from "../lib/hostile.ts";
import { MAX_JSON_BYTES, TOO_DEEP_MESSAGE, jsonTooDeep, readBody } from "../http/body.ts";
import { REST_FORM_PARTS, isMultipart, readForm } from "../http/multipart.ts";
import type { Services } from "../services/index.ts";

export interface RestRequest {
  req: IncomingMessage;
  params: Record<string, string>;
  query: URLSearchParams;
  services: Services;
}
export interface RestResponse {
  status?: number;
  body: Record<string, unknown> /** an HTML page instead of the JSON body */;
  html?: string;
  /** a file instead of the JSON body (a CSV export): its text, type and name */ file?: { text: string; type: string; name: string };
}
export type RestHandler = (r: RestRequest) => Promise<RestResponse>;
/** What a shared answer depends on among the query's parameters, as the handler reads them: the
 * same meaning makes the same key, whatever else the query string holds (issue 22). */
export type SharedKey = (query: URLSearchParams) => string;
/** `shared`: a public catalogue read, answered from the response cache to anonymous callers. */
export interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  keys: string[];
  handler: RestHandler;
  shared: SharedKey | null;
}

/** "/types/:id" → a route; a trailing slash on the request is ignored. */
export function route(method: string, path: string, handler: RestHandler, opts: { shared?: SharedKey } = {}): Route {
  const keys: string[] = [];
  const source = path.replace(/:(\w+)/g, (_, k: string) => {
    keys.push(k);
    return "([^/]+)";
  });
  return { method, path, pattern: new RegExp(`^${source}$`), keys, handler, shared: opts.shared ?? null };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

export function sendJsonText(res: ServerResponse, status: number, json: string, headers: Record<string, string> = {}) {
  res
    .writeHead(status, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(json),
      "cache-control": "no-store",
      ...headers,
    })
    .end(json);
}

/** The JSON object of a request body: an empty body is {}, anything but an object is refused. */
export async function readJson(req: IncomingMessage, limit = MAX_JSON_BYTES): Promise<Record<string, unknown>> {
  const type = req.headers["content-type"] ?? "";
  const body = await readBody(req, limit);
  if (!body.length) return {};
  if (!/^application\/(.+\+)?json/i.test(type))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Type de contenu non pris en charge : envoyez du JSON (application/json).");
  const text = body.toString("utf8");
  if (jsonTooDeep(text)) throw new AppError("BAD_USER_INPUT", TOO_DEEP_MESSAGE);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("BAD_USER_INPUT", "Corps de requête JSON invalide.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new AppError("BAD_USER_INPUT", "Le corps de la requête doit être un objet JSON.");
  refuseNul(value);
  return value as Record<string, unknown>;
}

/** Integer query parameter: absent or empty → undefined; anything but digits → a French 400. */
export function intParam(query: URLSearchParams, name: string, label: string): number | undefined {
  const raw = query.get(name)?.trim();
  if (!raw) return undefined;
  if (!/^-?\d{1,15}$/.test(raw)) throw new AppError("BAD_USER_INPUT", `Le paramètre ${label} doit être un nombre entier.`, name);
  return Number(raw);
}

/** A yes/no filter of the back-office lists: oui, non, or absent (null). */
export function yesNoParam(query: URLSearchParams, name: string): boolean | null {
  const raw = query.get(name);
  if (!raw) return null;
  if (raw === "oui" || raw === "non") return raw === "oui";
  throw new AppError("BAD_USER_INPUT", `Le paramètre ${name} doit valoir oui ou non.`, name);
}

/** The signed-in administrator, or the 401/403 of DECISIONS. */
export async function requireViewer(r: RestRequest, role: "admin" | "superAdmin" = "admin") {
  const { viewer, authError } = await r.services.accounts.resolveSession(r.req.headers.authorization ?? null);
  if (!viewer) throw authError ?? new AppError("UNAUTHENTICATED", "Authentification requise");
  if (role === "superAdmin" && viewer.role !== "SUPER_ADMIN") throw new AppError("FORBIDDEN", "Accès refusé");
  return viewer;
}

export interface FormBody {
  fields: Record<string, string>;
  files: { name: string; bytes: Buffer }[];
}
const IMAGE_FIELDS = new Set(["images", "images[]", "file"]);

/** A JSON object or a multipart form (fields as text, files under `images` or `file`). */
export async function readJsonOrForm(req: IncomingMessage): Promise<{ json: Record<string, unknown> } | { form: FormBody }> {
  if (!isMultipart(req)) return { json: await readJson(req) };
  const form = await readForm(req, REST_FORM_PARTS);
  const fields: Record<string, string> = Object.create(null); // "__proto__" is just a field name here
  for (const [key, value] of form.fields) {
    // Which of two values would win is a guess; the sender has to say one thing.
    if (Object.hasOwn(fields, key)) throw new AppError("BAD_USER_INPUT", `Le champ ${key} est envoyé plusieurs fois.`, key);
    fields[key] = value;
  }
  const files = form.files.filter((f) => IMAGE_FIELDS.has(f.field)).map((f) => ({ name: f.name || "image", bytes: f.bytes }));
  return { form: { fields, files } };
}
