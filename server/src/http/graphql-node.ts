// Serves Yoga on Node with compressed answers: catalogue pages are 10-40 KB of JSON, a third of
// that after brotli, which matters on mobile data. Small answers go out as they are.
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { YogaServerInstance } from "graphql-yoga";
import { AppError } from "../lib/errors.ts";
import { MAX_FORM_BYTES, MAX_JSON_BYTES, TOO_DEEP_MESSAGE, jsonTooDeep, readBody } from "./body.ts";
import { graphiqlPolicy } from "./security-headers.ts";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const MIN_COMPRESSED_BYTES = 1024;
const UNSUPPORTED_TYPE = "Type de contenu non pris en charge : envoyez du JSON (application/json) ou un formulaire multipart.";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createGraphQLNodeHandler(yoga: YogaServerInstance<any, any>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // The server context carries req: the GraphQL context reads the caller's address from it.
    const response = req.method === "POST" ? await postWithCeiling(yoga, req, res) : await yoga.handleNodeRequestAndResponse(req, res, { req, res });
    let body = Buffer.from(await response.arrayBuffer());
    const headers: Record<string, string | number> = Object.fromEntries(response.headers);
    if (response.status === 415 && body.length === 0) {
      // Yoga answers an unsupported body type with no body at all; say what to send.
      body = Buffer.from(JSON.stringify({ errors: [{ message: UNSUPPORTED_TYPE, extensions: { code: "UNSUPPORTED_MEDIA_TYPE" } }] }));
      headers["content-type"] = "application/json; charset=utf-8";
    }
    // GraphiQL: Yoga's Headers keep the case they were written with ("Content-Type"), hence get().
    if (response.headers.get("content-type")?.startsWith("text/html")) headers["content-security-policy"] = graphiqlPolicy(body.toString("utf8"));
    // An answer to a caller with a token is theirs alone: no cache keeps it (decision 038).
    if (req.headers.authorization !== undefined) headers["cache-control"] = "private, no-store";
    const accepted = String(req.headers["accept-encoding"] ?? "");
    // get(), not headers["content-type"]: Yoga writes "Content-Type", so the lower-case key was
    // always missing and no answer was compressed.
    if (body.length >= MIN_COMPRESSED_BYTES && /json|html/.test(response.headers.get("content-type") ?? String(headers["content-type"] ?? ""))) {
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
    res.writeHead(response.status, headers).end(req.method === "HEAD" ? undefined : body);
  };
}

/** A POST body is read with a ceiling first: a product form's for multipart uploads, REST's 1 MB
 * for anything else (an operation and its variables never need more). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postWithCeiling(yoga: YogaServerInstance<any, any>, req: IncomingMessage, res: ServerResponse): Promise<Response> {
  const multipart = /^multipart\/form-data/i.test(req.headers["content-type"] ?? "");
  let body: Buffer;
  try {
    body = await readBody(req, multipart ? MAX_FORM_BYTES : MAX_JSON_BYTES);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = multipart ? "Requête trop volumineuse : 27 Mo au plus (5 images de 5 Mo)." : "Requête trop volumineuse : 1 Mo au plus (27 Mo pour un envoi de photos en multipart).";
    return Response.json({ errors: [{ message, extensions: { code: error.code } }] }, { status: error.status, headers: { connection: "close" } });
  }
  if (!multipart && jsonTooDeep(body.toString("utf8"))) {
    return Response.json({ errors: [{ message: TOO_DEEP_MESSAGE, extensions: { code: "BAD_USER_INPUT" } }] }, { status: 400 });
  }
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k.startsWith(":") || k === "transfer-encoding" || k === "connection") continue; // hop-by-hop
    headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  }
  return yoga.fetch(`http://${req.headers.host ?? "localhost"}${req.url ?? "/graphql"}`, { method: "POST", headers, body: new Uint8Array(body) }, { req, res });
}
