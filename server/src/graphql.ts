import { createYoga, type YogaServerInstance } from "graphql-yoga";
import { useResponseCache } from "@graphql-yoga/plugin-response-cache";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { GraphQLError } from "graphql";
import { AppError, GENERIC_ERROR_MESSAGE } from "./lib/errors.ts";
import { schema } from "./schema/index.ts";
import type { GraphQLContext } from "./schema/context.ts";
import type { Session } from "./services/auth.ts";
import { clientIp } from "./auth/client-ip.ts";
import type { IncomingMessage } from "node:http";
import type { Services } from "./services/index.ts";
import { createCatalogueCache } from "./http/response-cache.ts";
import { useFrenchRequestErrors } from "./graphql-french-errors.ts";

export const GRAPHQL_PATH = "/graphql";
const HTTP_STATUS_CODES = new Set(["UNAUTHENTICATED", "FORBIDDEN", "TOO_MANY_REQUESTS"]);

/** Service errors keep their French message and code; anything unexpected is masked (and logged). */
export function toGraphQLError(error: unknown, log: (e: unknown) => void): GraphQLError {
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
  log(original);
  return new GraphQLError(GENERIC_ERROR_MESSAGE, { path: error instanceof GraphQLError ? error.path : undefined, extensions: { code: "INTERNAL_SERVER_ERROR" } });
}

export function createGraphQLServer(opts: {
  services: Services;
  resolveSession: (request: Request) => Promise<Session>;
  responseCache: boolean;
  log: (e: unknown) => void;
}): YogaServerInstance<Record<string, never>, GraphQLContext> & { catalogueCache: ReturnType<typeof createCatalogueCache> } {
  const { services } = opts;
  const catalogueCache = createCatalogueCache();
  services.events.on("changed", () => catalogueCache.clear());
  const yoga = createYoga<Record<string, never>, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    logging: false, // unexpected errors are logged by toGraphQLError; user errors are not noise
    graphiql: { title: "Boutique — API GraphQL" },
    context: async ({ request, req }: { request: Request; req?: IncomingMessage }) => ({
      prisma: services.prisma, services, request, ...(await opts.resolveSession(request)), clientIp: clientIp(req?.socket.remoteAddress, request.headers.get("x-forwarded-for"), services.config.TRUST_PROXY),
    }),
    maskedErrors: { maskError: (error) => toGraphQLError(error, opts.log) },
    plugins: [
      useFrenchRequestErrors(),
      EnvelopArmorPlugin({
        maxDepth: { n: 10, exposeLimits: false, errorMessage: "Requête trop profonde (10 niveaux au plus)." },
        maxAliases: { n: 15, exposeLimits: false, errorMessage: "Trop d'alias dans la requête (15 au plus)." },
        maxDirectives: { n: 20, exposeLimits: false, errorMessage: "Trop de directives dans la requête (20 au plus)." },
        maxTokens: { n: 3000, exposeLimits: false, errorMessage: "Requête trop longue (3000 éléments au plus)." },
        costLimit: { maxCost: 8000, exposeLimits: false, errorMessage: "Requête trop coûteuse." },
        blockFieldSuggestion: { enabled: true },
      }),
      useResponseCache({
        session: () => null,
        cache: catalogueCache,
        ttl: 5 * 60_000,
        includeExtensionMetadata: false,
        // Only anonymous catalogue reads are shared; anything sent with a token is answered fresh.
        enabled: (request) => opts.responseCache && !request.headers.get("authorization"),
      }),
    ],
  });
  return Object.assign(yoga, { catalogueCache });
}
