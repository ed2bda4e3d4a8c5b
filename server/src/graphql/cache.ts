// The GraphQL side of the catalogue response cache (http/response-cache.ts): an anonymous query's answer
// is served from the cache before parsing, and stored after an execution without errors.
// In place of @graphql-yoga/plugin-response-cache, which rewrote every query to ask each object's
// type and id, then walked and copied every answer to take them out again: a third of the server's
// CPU on a cache miss went there (decision 056), for entity tracking this cache never used (any
// catalogue write clears it whole, through CatalogueEvents).
import { createHash } from "node:crypto";
import { getOperationAST } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import type { ClearableCache } from "../http/response-cache.ts";
import { createByteLru, textBytes, type Limits } from "../http/bounded-lru.ts";

// A string (block or not), a quote opening no string, or a run of separators and comments.
const LEXICAL = /("""(?:\\"""|[\s\S])*?"""|"(?:[^"\\\n\r]|\\.)*")|(")|(?:[ \t\n\r,\ufeff]|#[^\n\r]*)+/g;
/** One-character tokens: no separator beside them changes how a document reads. */
const PUNCTUATORS = "{}()[]:=@!$|&";
// GraphQL's own ignored characters only: a no-break space is a syntax error, not a separator.
const SEPARATORS = /[ \t\n\r,\ufeff]+/g;
const PUNCTUATOR_SPACE = / ?([{}()[\]:=@!$|&]) ?/g;

/**
 * The document as the parser reads it (issue 22): comments dropped, separators (white space,
 * commas) made one space, or none beside a punctuator; strings kept as written. A document whose
 * quotes open no string (a syntax error) stays as sent: two texts share a key only when they
 * read the same. Regular expressions: 3-15 µs on the client's documents, where parse and print
 * cost 30-90 µs; the answer served from the cache looks it up in a memo (documentKeys) instead.
 */
export function normalizedDocument(text: string): string {
  // Without strings nor comments (the client's documents), two native passes do it.
  if (!text.includes('"') && !text.includes("#")) return text.replace(SEPARATORS, " ").replace(PUNCTUATOR_SPACE, "$1").trim();
  let whole = true;
  const normalized = text.replace(LEXICAL, (run: string, str: string | undefined, quote: string | undefined, at: number) => {
    if (str !== undefined) return str;
    if (quote !== undefined) {
      whole = false;
      return run;
    }
    const before = text[at - 1],
      after = text[at + run.length];
    return before === undefined || after === undefined || PUNCTUATORS.includes(before) || PUNCTUATORS.includes(after) ? "" : " ";
  });
  return whole ? normalized : text;
}

/** Deeper variables than this are not keyed (nor kept): the walk below stays shallow. */
const MAX_VARIABLE_DEPTH = 16;
const UNKEYABLE = Symbol("unkeyable");

/** Variables with their keys in order, so {a, b} and {b, a} are one answer; absent, null and {}
 * are one too. */
function sortedVariables(value: unknown, depth = 0): unknown {
  if (depth > MAX_VARIABLE_DEPTH) throw UNKEYABLE;
  if (Array.isArray(value)) return value.map((v) => sortedVariables(v, depth + 1));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortedVariables((value as Record<string, unknown>)[k], depth + 1)]),
  );
}

/** Documents as sent → as read: the clients send the same few texts again and again. */
export const DOCUMENT_KEY_LIMITS: Limits = { maxBytes: 2 * 1024 * 1024, maxEntryBytes: 64 * 1024, maxEntries: 1000 };
export const createDocumentKeys = () => createByteLru<string>(DOCUMENT_KEY_LIMITS, textBytes);

/** Public fields whose answers are per caller or change without a catalogue write. */
const NEVER_SHARED = ["suiviCommande", "passerCommande"];

/** `cacheable`: whether a request may share answers (anonymous, not an upload). `documentKeys`:
 * the memo of normalizedDocument. */
export function useCatalogueResponseCache(
  cache: ClearableCache,
  cacheable: (request: Request) => boolean,
  documentKeys = createDocumentKeys(),
): Plugin {
  const readAs = (query: string) => {
    let read = documentKeys.get(query);
    if (read === undefined) documentKeys.set(query, (read = normalizedDocument(query)));
    return read;
  };
  /** The answer's key: the document as read, the operation and the variables, at the cache's
   * generation; null when the variables nest too deep to key. */
  const responseCacheKey = (query: string, operationName: string | undefined, variables: unknown) => {
    let sorted: string;
    try {
      sorted = JSON.stringify(sortedVariables(variables ?? {}));
    } catch (e) {
      if (e === UNKEYABLE) return null;
      throw e;
    }
    return cache.responseKey(
      createHash("sha256")
        .update(`${readAs(query)}|${operationName ?? ""}|${sorted}`)
        .digest("hex"),
    );
  };
  // The key of each request that missed, for its execution to store the answer under.
  const missed = new WeakMap<Request, { key: string; generation: number }>();
  return {
    onParams({ params, request, setResult }) {
      // Introspection is never kept (the plugin this replaces did not keep it either); a query that
      // is no string is refused by Yoga after this hook.
      if (!cacheable(request) || typeof params.query !== "string" || params.query.includes("__schema")) return;
      // An order's tracking is never shared: it changes without a catalogue write, and each read is
      // counted by its throttle (decision 071). Any document naming it is left out, whatever else it asks.
      if (NEVER_SHARED.some((field) => (params.query as string).includes(field))) return;
      const generation = cache.generation;
      const key = responseCacheKey(params.query, params.operationName, params.variables);
      if (key === null) return;
      const text = cache.read(key);
      if (text !== undefined) setResult(JSON.parse(text));
      else missed.set(request, { key, generation });
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const miss = request && missed.get(request);
      if (!miss || getOperationAST(args.document, args.operationName)?.operation !== "query") return;
      return {
        onExecuteDone({ result }) {
          if (isAsyncIterable(result) || result.errors?.length) return;
          cache.keep(miss.key, JSON.stringify(result), miss.generation);
        },
      };
    },
  };
}
