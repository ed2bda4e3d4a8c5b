import { ApolloLink } from "@apollo/client";
import { ServerError } from "@apollo/client/errors";
import type { GraphQLFormattedError } from "graphql";
import { from, mergeMap, catchError, of, throwError, type Observable } from "rxjs";
import type { TokenStore } from "./tokens.ts";

type Failure = "expired" | "unauthenticated" | null;

/** SPEC §4: a 403 'Token expiré' means "refresh and retry"; a 401 means the session is over. */
export function classifyAuthFailure(errors: readonly GraphQLFormattedError[], status?: number): Failure {
  if (errors.some((e) => e.message.includes("Token expiré"))) return "expired";
  if (status === 401 || errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) return "unauthenticated";
  return null;
}

function errorsInBody(bodyText: string): GraphQLFormattedError[] {
  try {
    const body = JSON.parse(bodyText);
    return Array.isArray(body?.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

/**
 * Adds the bearer token to every request; on 'Token expiré' refreshes once and retries with the
 * new token; on a 401 (or a failed refresh) clears the tokens, which logs the user out everywhere.
 */
export function createAuthLink(store: TokenStore, refresh: () => Promise<void>): ApolloLink {
  return new ApolloLink((operation, forward) => {
    let refreshed = false;
    const send = () => {
      const token = store.access();
      operation.setContext(({ headers }: { headers?: Record<string, string> }) => {
        const next = { ...headers };
        if (token) next.authorization = `Bearer ${token}`;
        else delete next.authorization;
        return { headers: next };
      });
      return forward(operation);
    };
    const status = () => (operation.getContext().response as Response | undefined)?.status;

    const react = <T>(failure: Failure, passThrough: Observable<T>): Observable<T | ApolloLink.Result> => {
      if (failure === "expired" && !refreshed) {
        refreshed = true;
        return from(
          refresh().then(
            () => true,
            () => false,
          ),
        ).pipe(
          mergeMap((ok) => {
            if (ok) return run();
            store.clear();
            return passThrough;
          }),
        );
      }
      if (failure) store.clear();
      return passThrough;
    };
    const run = (): Observable<ApolloLink.Result> =>
      send().pipe(
        mergeMap((result) => react(classifyAuthFailure(result.errors ?? [], status()), of(result))),
        catchError((error: unknown) => {
          const failure = ServerError.is(error) ? classifyAuthFailure(errorsInBody(error.bodyText), error.statusCode) : null;
          return react(
            failure,
            throwError(() => error),
          );
        }),
      );
    return run();
  });
}
