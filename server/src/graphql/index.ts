// The GraphQL endpoint for the app: Yoga over the Pothos schema (yoga.ts), served on Node (node.ts),
// with its parse caches and the response cache's document keys, which the app reports (decision 060).
import type { Services } from "../services/index.ts";
import type { ClearableCache } from "../http/response-cache.ts";
import type { Logger } from "../log.ts";
import { createDocumentKeys } from "./cache.ts";
import { createGraphQLNodeHandler } from "./node.ts";
import { createParseCaches } from "./parse-cache.ts";
import { createGraphQLServer } from "./yoga.ts";

/** `responseCache`: the catalogue response cache (shared with REST), or null when it is turned off. */
export function createGraphQL(services: Services, responseCache: ClearableCache | null, logger: Logger) {
  const parsed = createParseCaches();
  const documentKeys = createDocumentKeys();
  const yoga = createGraphQLServer({
    services,
    resolveSession: (request) => services.accounts.resolveSession(request.headers.get("authorization")),
    responseCache,
    caches: { ...parsed, documentKeys },
    logger,
  });
  return {
    yoga,
    handle: createGraphQLNodeHandler(yoga, (authorization) => services.accounts.resolveSession(authorization)),
    caches: { documents: parsed.documents, parseErrors: parsed.errors, documentKeys },
  };
}
