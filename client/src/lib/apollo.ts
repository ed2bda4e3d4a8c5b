import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from "@apollo/client";
import { timeoutFetch } from "./http.ts";
import { createPreloadedLink } from "./preloaded-link.ts";
import { SERVER_CACHE_ID } from "../../../contract/preload-key.ts";

/** The cache of every client, the server's render included (same type policies, same entries). */
export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      // A product not asked yet is read from the lists that hold it; one the server said does not
      // exist (null) stays null.
      Query: {
        fields: {
          product: {
            read: (existing, { args, toReference }) =>
              existing === undefined ? toReference({ __typename: "Product", id: args?.id }) : existing,
          },
        },
      },
    },
  });
}

/** What the server's render read, so the hydration draws the very same data without a request. */
function serverCache(doc: Document): NormalizedCacheObject | null {
  const text = doc.getElementById(SERVER_CACHE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** extraLinks run before the terminating link (the back-office adds its authentication links here
 * and passes its upload link as `terminating`). */
export function createApolloClient(extraLinks: ApolloLink[] = [], terminating?: ApolloLink) {
  const http = terminating ?? new HttpLink({ uri: "/graphql", fetch: timeoutFetch });
  const cache = createCache();
  const restored = serverCache(document);
  if (restored) cache.restore(restored);
  return new ApolloClient({
    link: [createPreloadedLink(), ...extraLinks].reduceRight<ApolloLink>((next, link) => link.concat(next), http),
    cache,
  });
}
