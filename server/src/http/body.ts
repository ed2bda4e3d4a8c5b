// Request bodies read with a ceiling, for REST and GraphQL alike: a client can't make the server
// buffer more than a product form needs.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { AppError } from "../lib/errors.ts";

export const MAX_JSON_BYTES = 1024 * 1024;
export const MAX_FORM_BYTES = 27 * 1024 * 1024; // 5 images × 5 MB and the text fields
export const TOO_LARGE_MESSAGE = "Requête trop volumineuse.";

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE_MESSAGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new AppError("PAYLOAD_TOO_LARGE", TOO_LARGE_MESSAGE);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Sends an answer. One given before the request's body was read (a refusal) closes the
 * connection after it, and first reads and drops the rest of the body, up to MAX_FORM_BYTES: a
 * socket closed with unread bytes sends a reset, which the client may see instead of the answer. */
export function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body?: string | Buffer,
) {
  if (req.complete || req.destroyed) return void res.writeHead(status, headers).end(body);
  res.writeHead(status, { ...headers, connection: "close" });
  if (Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES) return void res.end(body); // not worth reading
  if (body !== undefined) res.write(body);
  let dropped = 0;
  const end = () => res.end();
  req
    .on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > MAX_FORM_BYTES) req.destroy();
    })
    .once("end", end)
    .once("close", end);
  req.resume(); // a parser that stopped at a limit unpiped it, which pauses it
}

export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Corps JSON trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).`;

/** Whether a JSON text nests deeper than `max`, counted in one pass without parsing (strings
 * skipped): refused before recursive code (GraphQL's variable coercion) can overflow the stack. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}
