// Yoga's parsed documents, kept per document text (its parserAndValidationCache). Yoga's own
// counts 1 024 documents and 1 024 parse errors for an hour, whatever their size: a 1 MB body of
// comments around `{ boutique { nom } }` is a new document each time, the text kept as its key,
// and its tree weighs ~250-330 bytes a token (issue 22). Here both are held in bytes.
import type { DocumentNode, Token } from "graphql";
import { createByteLru, type Limits } from "../http/bounded-lru.ts";

export const DOCUMENT_CACHE_LIMITS: Limits = { maxBytes: 8 * 1024 * 1024, maxEntryBytes: 256 * 1024, maxEntries: 1000 };
export const PARSE_ERROR_LIMITS: Limits = { maxBytes: 1024 * 1024, maxEntryBytes: 64 * 1024, maxEntries: 200 };

/** Measured 200-330 bytes a token (nodes, locations and the tokens they keep), counted from above. */
const BYTES_PER_TOKEN = 400;
/** An error: its message, locations and a reference to the text (counted as the key). */
const ERROR_BYTES = 2048;

function documentBytes(document: DocumentNode): number {
  let tokens = 0;
  for (let t: Token | null | undefined = document.loc?.startToken; t; t = t.next) tokens += 1;
  // A tree without locations (none Yoga makes) is counted as over any cap: not kept.
  return document.loc ? tokens * BYTES_PER_TOKEN : Number.POSITIVE_INFINITY;
}

export function createParseCaches() {
  return {
    documents: createByteLru<DocumentNode>(DOCUMENT_CACHE_LIMITS, documentBytes),
    errors: createByteLru<unknown>(PARSE_ERROR_LIMITS, () => ERROR_BYTES),
  };
}
export type ParseCaches = ReturnType<typeof createParseCaches>;
