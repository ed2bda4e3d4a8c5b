import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { GraphQLFormattedError } from "graphql";
import { NETWORK_MESSAGE, TIMEOUT_MESSAGE } from "./http.ts";

const STATUS_OF_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};

function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    try {
      return JSON.parse(error.bodyText).errors ?? [];
    } catch {
      return [];
    }
  }
  return [];
}

/** SPEC §8: the server's French message when there is one, else the screen's default. */
export function errorMessage(error: unknown, fallback: string): string {
  const first = graphQLErrors(error)[0];
  if (first?.message) return first.message;
  if (error instanceof Error && (error.message === TIMEOUT_MESSAGE || error.message === NETWORK_MESSAGE)) return error.message;
  return fallback;
}

/** The HTTP status behind an error, for messages like '… (Code: 400)'; 500 when unknown (SPEC §8). */
export function errorStatus(error: unknown): number {
  const first = graphQLErrors(error)[0];
  const http = first?.extensions?.http as { status?: number } | undefined;
  if (http?.status) return http.status;
  const code = first?.extensions?.code;
  if (typeof code === "string" && STATUS_OF_CODE[code]) return STATUS_OF_CODE[code];
  if (ServerError.is(error)) return error.statusCode;
  return 500;
}

export function errorCode(error: unknown): string | undefined {
  const code = graphQLErrors(error)[0]?.extensions?.code;
  return typeof code === "string" ? code : undefined;
}
