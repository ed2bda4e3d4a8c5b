import { print, type ExecutionResult } from "graphql";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { graphql } from "../../gql";
import { timeoutFetch } from "../http.ts";
import type { TokenStore } from "./tokens.ts";

export const REFRESH_INTERVAL_MS = 10 * 60 * 1000;
export const NO_REFRESH_TOKEN = "Aucun refresh token disponible";

const RefreshTokensMutation = graphql(`
  mutation RefreshTokens($refreshToken: String!) {
    refreshTokens(refreshToken: $refreshToken) { accessToken refreshToken }
  }
`);

/** The server refused the refresh token (revoked, expired, reused): the session is over. */
export class RefreshRejected extends Error {}

/**
 * Returns refresh(): one call to refreshTokens at a time, shared by every caller. Refresh tokens
 * rotate and the reuse of a rotated one revokes the whole family, so two parallel refreshes would
 * end the session. Sent with plain fetch, outside the Apollo links, so it can never loop on itself.
 */
export function createRefresher(store: TokenStore, uri = "/graphql") {
  let inflight: Promise<void> | null = null;
  async function run() {
    const refreshToken = store.refresh();
    if (!refreshToken) throw new RefreshRejected(NO_REFRESH_TOKEN);
    const res = await timeoutFetch(uri, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
      body: JSON.stringify({ query: print(RefreshTokensMutation), variables: { refreshToken } }),
    });
    let body: ExecutionResult<ResultOf<typeof RefreshTokensMutation>>;
    try {
      body = await res.json();
    } catch {
      throw new Error("Réponse inattendue du serveur");
    }
    const tokens = body.data?.refreshTokens;
    if (!tokens) {
      store.clear();
      throw new RefreshRejected(body.errors?.[0]?.message ?? "Une erreur est survenue");
    }
    store.set(tokens.accessToken, tokens.refreshToken);
  }
  return function refresh(): Promise<void> {
    inflight ??= run().finally(() => {
      inflight = null;
    });
    return inflight;
  };
}
