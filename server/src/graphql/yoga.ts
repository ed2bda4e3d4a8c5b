import { createYoga, type YogaServerInstance } from "graphql-yoga";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError } from "graphql";
import { AppError, GENERIC_ERROR_MESSAGE, prismaCode } from "../lib/errors.ts";
import { schema } from "./schema/index.ts";
import type { GraphQLContext } from "./schema/context.ts";
import type { Session } from "../services/auth.ts";
import { clientIp } from "../auth/client-ip.ts";
import { PRELOAD_CLIENT_HEADER } from "../http/preload.ts";
import type { IncomingMessage } from "node:http";
import type { Services } from "../services/index.ts";
import type { ClearableCache } from "../http/response-cache.ts";
import { useCatalogueResponseCache, type createDocumentKeys } from "./cache.ts";
import type { ParseCaches } from "./parse-cache.ts";
import { useFrenchRequestErrors } from "./french-errors.ts";
import { useNulRefusal, useReturnedItemsCeiling } from "./guards.ts";
import type { Logger } from "../log.ts";

export const GRAPHQL_PATH = "/graphql";
const HTTP_STATUS_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN", "TOO_MANY_REQUESTS"]);

/** Service errors keep their French message and code; anything unexpected is masked (and logged). */
/** A P2025 met while reading (a record deleted during the request). */
export const GONE_MESSAGE = "Cet élément vient d'être supprimé : rechargez la page.";

export function toGraphQLError(error: unknown, logger: Logger): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    const http = HTTP_STATUS_CODES.has(original.code) ? { status: original.status } : undefined;
    return new GraphQLError(original.message, {
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: original.code, ...(original.field ? { field: original.field } : {}), ...(http ? { http } : {}) },
    });
  }
  // Parse, validation and variable-coercion errors describe the request, not the server: keep them.
  if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) return error;
  // A row deleted while the request read it (Pothos' loader asks Prisma for a record it was just
  // given): the shopper's next read will not find it; no fault of the server's.
  if (prismaCode(original) === "P2025")
    return new GraphQLError(GONE_MESSAGE, {
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: "NOT_FOUND" },
    });
  // The field's path says which query met it: the error alone names only Prisma's model.
  logger.error({ err: original, path: error instanceof GraphQLError ? error.path : undefined }, "Erreur inattendue (GraphQL)");
  return new GraphQLError(GENERIC_ERROR_MESSAGE, {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  });
}

export function createGraphQLServer(opts: {
  services: Services;
  resolveSession: (request: Request) => Promise<Session>;
  /** The catalogue response cache (shared with REST), or null when it is turned off. */
  responseCache: ClearableCache | null;
  /** Parsed documents and the response cache's document keys, held in bytes (decision 060). */
  caches: ParseCaches & { documentKeys: ReturnType<typeof createDocumentKeys> };
  logger: Logger;
}): YogaServerInstance<Record<string, never>, GraphQLContext> {
  const { services, responseCache: catalogueCache } = opts;
  // Only anonymous catalogue reads are shared; anything sent with a token is answered fresh (a
  // multipart form never comes without one: http/multipart.ts).
  const cacheable = (request: Request) => catalogueCache !== null && !request.headers.get("authorization");
  return createYoga<Record<string, never>, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    // Bodies are read before Yoga sees them, within their limits (node.ts): Yoga's
    // own ceiling would stream the form again, under a new boundary its header does not name.
    maxRequestBodySize: false,
    landingPage: false,
    parserAndValidationCache: { documentCache: opts.caches.documents, errorCache: opts.caches.errors },
    cors: false, // CORS is the app's, for every route (http/security-headers.ts): Yoga's echoed any origin with credentials
    logging: false, // unexpected errors are logged by toGraphQLError; user errors are not noise
    graphiql: { title: "Boutique — API GraphQL" },
    // GraphiQL's code comes inside the page (no CDN): it works offline, under the page's CSP hashes.
    // Loaded on the first page asked for: its 9 MB of code held as strings weigh ~30 MB of the
    // server's heap (decision 051).
    renderGraphiQL: async (options) => (await import("@graphql-yoga/render-graphiql")).renderGraphiQL(options),
    context: async ({ request, req }: { request: Request; req?: IncomingMessage }) => {
      const session = await opts.resolveSession(request);
      // A token that is no token (malformed, forged, of an unknown or disabled account) ends the
      // request with a 401: it can't buy an answer without the shared cache. An expired one stays
      // a field-level 403, the client's cue to refresh.
      if (session.authError?.code === "UNAUTHENTICATED") throw session.authError;
      return {
        prisma: services.prisma,
        services,
        request,
        ...session,
        clientIp: req
          ? clientIp(req.socket.remoteAddress, request.headers.get("x-forwarded-for"), services.config.TRUST_PROXY)
          : (request.headers.get(PRELOAD_CLIENT_HEADER) ?? ""),
      };
    },
    maskedErrors: { maskError: (error) => toGraphQLError(error, opts.logger) },
    plugins: [
      useFrenchRequestErrors(),
      useNulRefusal(),
      EnvelopArmorPlugin({
        maxDepth: { n: 10, exposeLimits: false, errorMessage: "Requête trop profonde (10 niveaux au plus)." },
        maxAliases: { n: 15, exposeLimits: false, errorMessage: "Trop d'alias dans la requête (15 au plus)." },
        maxDirectives: { n: 20, exposeLimits: false, errorMessage: "Trop de directives dans la requête (20 au plus)." },
        maxTokens: { n: 3000, exposeLimits: false, errorMessage: "Requête trop longue (3000 éléments au plus)." },
        costLimit: { maxCost: 8000, exposeLimits: false, errorMessage: "Requête trop coûteuse." },
        blockFieldSuggestion: { enabled: true },
      }),
      useReturnedItemsCeiling(),
      ...(catalogueCache ? [useCatalogueResponseCache(catalogueCache, cacheable, opts.caches.documentKeys)] : []),
    ],
  });
}
