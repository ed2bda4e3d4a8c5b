// Request bodies read with a ceiling, for REST and GraphQL alike: a client can't make the server
// buffer more than a product form needs.
import type { IncomingMessage } from "node:http";
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
