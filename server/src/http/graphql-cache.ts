// The GraphQL side of the catalogue response cache (response-cache.ts): an anonymous query's answer
// is served from the cache before parsing, and stored after an execution without errors.
// In place of @graphql-yoga/plugin-response-cache, which rewrote every query to ask each object's
// type and id, then walked and copied every answer to take them out again: a third of the server's
// CPU on a cache miss went there (decision 056), for entity tracking this cache never used (any
// catalogue write clears it whole, through CatalogueEvents).
import { createHash } from "node:crypto";
import { getOperationAST } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import type { ClearableCache } from "./response-cache.ts";

/** The answer's key: the document, the operation and the variables, at the cache's generation. */
function responseCacheKey(cache: ClearableCache, query: string, operationName: string | undefined, variables: unknown) {
  return cache.responseKey(createHash("sha256").update(`${query}|${operationName ?? ""}|${JSON.stringify(variables ?? {})}`).digest("hex"));
}

/** `cacheable`: whether a request may share answers (anonymous, not an upload). */
export function useCatalogueResponseCache(cache: ClearableCache, cacheable: (request: Request) => boolean): Plugin {
  // The key of each request that missed, for its execution to store the answer under.
  const missed = new WeakMap<Request, { key: string; generation: number }>();
  return {
    onParams({ params, request, setResult }) {
      // Introspection is never kept (the plugin this replaces did not keep it either); a query that
      // is no string is refused by Yoga after this hook.
      if (!cacheable(request) || typeof params.query !== "string" || params.query.includes("__schema")) return;
      const generation = cache.generation;
      const key = responseCacheKey(cache, params.query, params.operationName, params.variables);
      const text = cache.read<string>(key);
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
