// Serves Yoga on Node with compressed answers: catalogue pages are 10-40 KB of JSON, a third of
// that after brotli, which matters on mobile data. Small answers go out as they are.
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { YogaServerInstance } from "graphql-yoga";
import { AppError, badInput } from "../lib/errors.ts";
import type { Session } from "../services/auth-common.ts";
import { MAX_JSON_BYTES, TOO_DEEP_MESSAGE, jsonTooDeep, readBody, sendAnswer } from "../http/body.ts";
import { GRAPHQL_FORM_PARTS, PHOTO_FILES, formRefusal, isMultipart, readForm, type Form } from "../http/multipart.ts";
import { IMPORT_FILES } from "../services/import-limits.ts";
import { graphiqlPolicy } from "../http/security-headers.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const MIN_COMPRESSED_BYTES = 1024;
const UNSUPPORTED_TYPE = "Type de contenu non pris en charge : envoyez du JSON (application/json) ou un formulaire multipart.";

type ResolveSession = (authorization: string | null) => Promise<Session>;
// biome-ignore lint/suspicious/noExplicitAny: any Yoga instance: its context types are the app's, not this module's
type AnyYoga = YogaServerInstance<any, any>;

/** `resolveSession`: who is calling, asked before a multipart body is read. */
export function createGraphQLNodeHandler(yoga: AnyYoga, resolveSession: ResolveSession) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // The server context carries req: the GraphQL context reads the caller's address from it.
    const response =
      req.method === "POST" ? await post(yoga, req, res, resolveSession) : await yoga.handleNodeRequestAndResponse(req, res, { req, res });
    let body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string | number> = Object.fromEntries(response.headers);
    if (response.status === 415 && body.length === 0) {
      // Yoga answers an unsupported body type with no body at all; say what to send.
      body = Buffer.from(JSON.stringify({ errors: [{ message: UNSUPPORTED_TYPE, extensions: { code: "UNSUPPORTED_MEDIA_TYPE" } }] }));
      headers["content-type"] = "application/json; charset=utf-8";
    }
    // GraphiQL: Yoga's Headers keep the case they were written with ("Content-Type"), hence get().
    if (response.headers.get("content-type")?.startsWith("text/html"))
      headers["content-security-policy"] = graphiqlPolicy(body.toString("utf8"));
    // An answer to a caller with a token is theirs alone: no cache keeps it (decision 038).
    if (req.headers.authorization !== undefined) headers["cache-control"] = "private, no-store";
    const accepted = String(req.headers["accept-encoding"] ?? "");
    // get(), not headers["content-type"]: Yoga writes "Content-Type", so the lower-case key was
    // always missing and no answer was compressed.
    if (
      body.length >= MIN_COMPRESSED_BYTES &&
      /json|html/.test(response.headers.get("content-type") ?? String(headers["content-type"] ?? ""))
    ) {
      headers.vary = "accept-encoding";
      if (/\bbr\b/.test(accepted)) {
        body = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
        headers["content-encoding"] = "br";
      } else if (/\bgzip\b/.test(accepted)) {
        body = await gzip(body, { level: 6 });
        headers["content-encoding"] = "gzip";
      }
    }
    headers["content-length"] = body.length;
    sendAnswer(req, res, response.status, headers, req.method === "HEAD" ? undefined : body);
  };
}

/** A POST body is read first: a form only for an administrator and within its limits
 * (http/multipart.ts), anything else within REST's 1 MB (an operation and its variables never
 * need more). A refusal is answered before Yoga sees the request. */
async function post(yoga: AnyYoga, req: IncomingMessage, res: ServerResponse, resolveSession: ResolveSession): Promise<Response> {
  let body: FormData | Uint8Array;
  try {
    body = isMultipart(req) ? await formBody(req, resolveSession) : await jsonBody(req);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return Response.json(
      { errors: [{ message: error.message, extensions: { code: error.code, ...(error.field ? { field: error.field } : {}) } }] },
      { status: error.status },
    );
  }
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k.startsWith(":") || k === "transfer-encoding" || k === "connection") continue; // hop-by-hop
    headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  }
  return yoga.fetch(`http://${req.headers.host || "localhost"}${req.url ?? "/graphql"}`, { method: "POST", headers, body }, { req, res });
}

async function jsonBody(req: IncomingMessage): Promise<Uint8Array> {
  const body = await readBody(req, MAX_JSON_BYTES).catch((error: unknown) => {
    throw error instanceof AppError
      ? new AppError(error.code, "Requête trop volumineuse : 1 Mo au plus (27 Mo pour un envoi de photos en multipart).")
      : error;
  });
  if (jsonTooDeep(body.toString("utf8"))) throw badInput(TOO_DEEP_MESSAGE);
  return new Uint8Array(body);
}

/** An import's one large file, else photos: told by the operations, which come before the files.
 * The import mutations check their file themselves, the photo ones theirs (images.ts). */
const IMPORT_OPERATION = /\b(verifierImportProduits|importerProduits)\b/;
const fileLimits = (form: Form) =>
  form.fields.some(([name, value]) => name === "operations" && IMPORT_OPERATION.test(value)) ? IMPORT_FILES : PHOTO_FILES;

/** The form as Yoga's multipart parser would give it: Yoga reads a FormData body as it is. */
async function formBody(req: IncomingMessage, resolveSession: ResolveSession): Promise<FormData> {
  const refusal = await formRefusal(req.headers.authorization, resolveSession);
  if (refusal) throw refusal;
  const form = await readForm(req, GRAPHQL_FORM_PARTS, fileLimits);
  const data = new FormData();
  for (const [name, value] of form.fields) {
    if (name === "operations" && jsonTooDeep(value)) throw badInput(TOO_DEEP_MESSAGE);
    data.append(name, value);
  }
  for (const f of form.files) data.append(f.field, new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
  return data;
}
