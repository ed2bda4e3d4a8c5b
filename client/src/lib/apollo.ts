import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from "@apollo/client";
import { timeoutFetch } from "./http.ts";
import { createPreloadedLink } from "./preloaded-link.ts";

/** extraLinks run before the terminating link (the back-office adds its authentication links here
 * and passes its upload link as `terminating`). */
export function createApolloClient(extraLinks: ApolloLink[] = [], terminating?: ApolloLink) {
  const http = terminating ?? new HttpLink({ uri: "/graphql", fetch: timeoutFetch });
  return new ApolloClient({
    link: [createPreloadedLink(), ...extraLinks].reduceRight<ApolloLink>((next, link) => link.concat(next), http),
    cache: new InMemoryCache({
      typePolicies: {
        Query: { fields: { product: { read: (existing, { args, toReference }) => existing ?? toReference({ __typename: "Product", id: args?.id }) } } },
      },
    }),
  });
}
