// Multipart forms (product photos), for GraphQL and REST alike (decision 059). Only an
// administrator gets one read: who is calling is checked before the first byte of the body. The
// body is then streamed through a parser that stops at the first limit passed, so no request
// holds more than its 5 files of 5 MB and a few small fields. Issue 22: one anonymous body of
// 150 000 one-byte parts, buffered then parsed without limits, filled the 192 MB heap.
import type { IncomingMessage } from "node:http";
import { Busboy, type BusboyHeaders, type BusboyInstance } from "@fastify/busboy";
import { AppError, badInput } from "../lib/errors.ts";
import { NUL_MESSAGE } from "../lib/hostile.ts";
import { MESSAGES, type Session } from "../services/auth-common.ts";
import { IMAGE_LIMITS, tooLargeImage, TOO_MANY_IMAGES } from "../services/images.ts";
import { MAX_FORM_BYTES } from "./body.ts";
import { IMPORT_FILES } from "../services/import-limits.ts";

export const FORM_TOO_LARGE_MESSAGE = "Requête trop volumineuse : 27 Mo au plus (5 images de 5 Mo).";
/** A text field of a form: GraphQL's operations or a product's description need a few KB. */
export const FORM_FIELD_BYTES = 100 * 1024;
const FIELD_NAME_BYTES = 100;
/** GraphQL: operations, map and 5 files (7 parts), with room for a client that adds a field. */
export const GRAPHQL_FORM_PARTS = 12;
/** REST: the product form's 11 fields (SPEC §7), stock, options, variantes and photos (issue 25)
 * and 5 files, with room for a client that adds a field. */
export const REST_FORM_PARTS = 24;

export const isMultipart = (req: IncomingMessage) => /^multipart\/form-data/i.test(req.headers["content-type"] ?? "");

/** The 401/403 of DECISIONS unless `authorization` is a valid token of an active administrator. */
export async function formRefusal(
  authorization: string | undefined,
  resolveSession: (authorization: string | null) => Promise<Session>,
): Promise<AppError | null> {
  const { viewer, authError } = await resolveSession(authorization ?? null);
  return viewer ? null : (authError ?? new AppError("UNAUTHENTICATED", MESSAGES.authRequired));
}

export interface FormFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}
export interface Form {
  fields: [name: string, value: string][];
  files: FormFile[];
}

/** How many files a form may carry and how large each may be, chosen from the fields read before
 * the first file (GraphQL's operations come first): photos, or one catalogue file to import. */
export interface FileLimits {
  count: number;
  bytes: number;
  tooMany: string;
  tooLarge: (name: string) => AppError;
}
export const PHOTO_FILES: FileLimits = {
  count: IMAGE_LIMITS.count,
  bytes: IMAGE_LIMITS.bytes,
  tooMany: TOO_MANY_IMAGES,
  tooLarge: tooLargeImage,
};
/** Busboy's own ceilings: the largest any form may take, the chosen limits being checked per file. */
const MAX_FILES = Math.max(IMAGE_LIMITS.count, IMPORT_FILES.count);
const MAX_FILE_BYTES = Math.max(IMAGE_LIMITS.bytes, IMPORT_FILES.bytes);

/** Reads a multipart body within the limits; the first one passed rejects with a French 400/413
 * and stops reading (the caller's answer drops the rest, http/body.ts). */
export function readForm(req: IncomingMessage, parts: number, limitsFor: (form: Form) => FileLimits = () => PHOTO_FILES): Promise<Form> {
  if (Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES)
    return Promise.reject(new AppError("PAYLOAD_TOO_LARGE", FORM_TOO_LARGE_MESSAGE));
  return new Promise((resolve, reject) => {
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        headers: req.headers as BusboyHeaders,
        limits: {
          parts,
          files: MAX_FILES,
          fileSize: MAX_FILE_BYTES,
          fieldSize: FORM_FIELD_BYTES,
          fieldNameSize: FIELD_NAME_BYTES,
          headerPairs: 10,
        },
      });
    } catch {
      reject(badInput("Formulaire multipart invalide.")); // no boundary
      return;
    }
    const form: Form = { fields: [], files: [] };
    let settled = false;
    let received = 0;
    let started = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_FORM_BYTES) fail(new AppError("PAYLOAD_TOO_LARGE", FORM_TOO_LARGE_MESSAGE));
    };
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      req.off("data", count).unpipe(parser);
      parser.destroy();
      reject(error);
    };
    parser.on("field", (name, value, nameTruncated, valueTruncated) => {
      if (nameTruncated) return fail(badInput(`Nom de champ trop long (${FIELD_NAME_BYTES} octets au plus).`));
      if (valueTruncated) return fail(new AppError("PAYLOAD_TOO_LARGE", `Le champ ${name} dépasse ${FORM_FIELD_BYTES / 1024} Ko.`, name));
      // Names and values are text the shop may store: a NUL byte is refused where it enters (lib/hostile.ts).
      if (name.includes("\0") || value.includes("\0")) return fail(badInput(NUL_MESSAGE, name));
      form.fields.push([name, value]);
    });
    parser.on("file", (field, stream, name, _encoding, type) => {
      if (field.includes("\0") || name.includes("\0")) {
        stream.resume();
        return fail(badInput(NUL_MESSAGE, "images"));
      }
      const limits = limitsFor(form);
      if (++started > limits.count) {
        stream.resume();
        return fail(badInput(limits.tooMany, field));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.bytes) fail(limits.tooLarge(name));
        else chunks.push(chunk);
      });
      stream.on("limit", () => fail(limits.tooLarge(name)));
      stream.on("end", () => {
        if (!stream.truncated && size <= limits.bytes) form.files.push({ field, name, type, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on("partsLimit", () =>
      fail(badInput(`Formulaire trop long : ${parts} champs et fichiers au plus (dont ${IMAGE_LIMITS.count} images).`)),
    );
    parser.on("filesLimit", () => fail(badInput(limitsFor(form).tooMany, "images")));
    parser.on("error", () => fail(badInput("Formulaire multipart invalide.")));
    parser.on("finish", () => {
      if (!settled) {
        settled = true;
        resolve(form);
      }
    });
    const interrupted = () => fail(badInput("Formulaire multipart interrompu."));
    req.on("data", count).once("aborted", interrupted).once("error", interrupted).pipe(parser);
  });
}
