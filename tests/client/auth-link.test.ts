import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { createAuthLink } from "../../client/src/lib/auth/link.ts";
import { createRefresher, NO_REFRESH_TOKEN } from "../../client/src/lib/auth/refresh.ts";
import { tokenStore } from "../../client/src/lib/auth/tokens.ts";
import { timeoutFetch } from "../../client/src/lib/http.ts";
import { SessionDocument } from "../../client/src/gql/graphql.ts";

const ME = {
  __typename: "AdminUser",
  id: "1",
  email: "a@b.sn",
  nom: "Diop",
  prenom: "Awa",
  nomComplet: "Awa Diop",
  typeUtilisateur: "ADMIN",
};

function graphqlResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/graphql-response+json; charset=utf-8" } });
}
const expired = () => graphqlResponse({ errors: [{ message: "Token expiré", extensions: { code: "FORBIDDEN" } }] }, 403);
const unauthenticated = () =>
  graphqlResponse({ errors: [{ message: "Compte bloqué ou inactif", extensions: { code: "UNAUTHENTICATED" } }] }, 401);
const me = () => graphqlResponse({ data: { me: ME } });
const refreshed = (n: number) => graphqlResponse({ data: { refreshTokens: { accessToken: `access-${n}`, refreshToken: `refresh-${n}` } } });

interface Call {
  body: { query: string; variables?: Record<string, unknown> };
  authorization: string | null;
}
let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;

function client() {
  const refresh = createRefresher(tokenStore, "http://shop.test/graphql");
  return new ApolloClient({
    link: createAuthLink(tokenStore, refresh).concat(new HttpLink({ uri: "http://shop.test/graphql", fetch: timeoutFetch })),
    cache: new InMemoryCache(),
  });
}
const isRefresh = (c: Call) => c.body.query.includes("refreshTokens");

beforeEach(() => {
  localStorage.clear();
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const call: Call = { body: JSON.parse(String(init.body)), authorization: new Headers(init.headers).get("authorization") };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("authentication link", () => {
  it("sends the stored access token as a bearer token", async () => {
    tokenStore.set("access-0", "refresh-0");
    answer = me;
    const { data } = await client().query({ query: SessionDocument });
    expect(data?.me.nomComplet).toBe("Awa Diop");
    expect(calls.map((c) => c.authorization)).toEqual(["Bearer access-0"]);
  });

  it("sends no authorization header without a token", async () => {
    answer = me;
    await client().query({ query: SessionDocument });
    expect(calls[0].authorization).toBeNull();
  });

  it("on 403 'Token expiré' refreshes once, stores the new tokens and retries with them", async () => {
    tokenStore.set("access-0", "refresh-0");
    answer = (c) => (isRefresh(c) ? refreshed(1) : c.authorization === "Bearer access-1" ? me() : expired());
    const { data } = await client().query({ query: SessionDocument });
    expect(data?.me.id).toBe("1");
    expect(calls.filter(isRefresh).map((c) => c.body.variables)).toEqual([{ refreshToken: "refresh-0" }]);
    expect(calls.at(-1)?.authorization).toBe("Bearer access-1");
    expect([tokenStore.access(), tokenStore.refresh()]).toEqual(["access-1", "refresh-1"]);
  });

  it("shares one refresh between parallel requests (a rotated refresh token must not be reused)", async () => {
    tokenStore.set("access-0", "refresh-0");
    answer = (c) => (isRefresh(c) ? refreshed(1) : c.authorization === "Bearer access-1" ? me() : expired());
    const apollo = client();
    await Promise.all([
      apollo.query({ query: SessionDocument, fetchPolicy: "network-only" }),
      apollo.query({ query: SessionDocument, fetchPolicy: "network-only", context: { queryDeduplication: false } }),
    ]);
    expect(calls.filter(isRefresh)).toHaveLength(1);
  });

  it("clears the tokens and raises the error when the refresh is refused", async () => {
    tokenStore.set("access-0", "refresh-0");
    answer = (c) =>
      isRefresh(c)
        ? graphqlResponse({ errors: [{ message: "Session expirée", extensions: { code: "UNAUTHENTICATED" } }] }, 401)
        : expired();
    await expect(client().query({ query: SessionDocument })).rejects.toThrow("Token expiré");
    expect(tokenStore.access()).toBeNull();
    expect(tokenStore.refresh()).toBeNull();
  });

  it("tries the refresh only once even if the retried request is refused again", async () => {
    tokenStore.set("access-0", "refresh-0");
    answer = (c) => (isRefresh(c) ? refreshed(1) : expired());
    await expect(client().query({ query: SessionDocument })).rejects.toThrow("Token expiré");
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls.filter((c) => !isRefresh(c))).toHaveLength(2);
    expect(tokenStore.access()).toBeNull();
  });

  it("logs out on a 401: tokens cleared and listeners told", async () => {
    tokenStore.set("access-0", "refresh-0");
    const loggedOut = vi.fn();
    const unsubscribe = tokenStore.subscribe(loggedOut);
    answer = unauthenticated;
    await expect(client().query({ query: SessionDocument })).rejects.toThrow("Compte bloqué ou inactif");
    unsubscribe();
    expect(tokenStore.access()).toBeNull();
    expect(loggedOut).toHaveBeenCalledOnce();
    expect(calls.filter(isRefresh)).toHaveLength(0);
  });

  it("keeps the session on other errors", async () => {
    tokenStore.set("access-0", "refresh-0");
    answer = () => graphqlResponse({ errors: [{ message: "Accès refusé", extensions: { code: "FORBIDDEN" } }] }, 403);
    await expect(client().query({ query: SessionDocument })).rejects.toThrow("Accès refusé");
    expect(tokenStore.access()).toBe("access-0");
  });
});

describe("refresher", () => {
  it("refuses without a refresh token", async () => {
    await expect(createRefresher(tokenStore)()).rejects.toThrow(NO_REFRESH_TOKEN);
    expect(calls).toHaveLength(0);
  });
});

describe("fetch with time-out", () => {
  it("gives up after 10 s with 'Délai d'attente dépassé'", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      ),
    );
    const pending = timeoutFetch("/graphql");
    const assertion = expect(pending).rejects.toThrow("Délai d'attente dépassé");
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    pending
      .catch(() => {})
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it("turns a network failure into 'Erreur réseau'", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(timeoutFetch("/graphql")).rejects.toThrow("Erreur réseau");
  });
});
