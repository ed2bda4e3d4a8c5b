import { useMemo } from "react";
import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { Alert, Container } from "@chakra-ui/react";
import { createCache } from "../../lib/apollo.ts";
import { timeoutFetch } from "../../lib/http.ts";
import { tokenStore } from "../../lib/auth/tokens.ts";
import ProductDetailPage from "./ProductDetailPage.tsx";

/** Sends the back-office's token: the server answers a signed-in administrator with the draft. */
const withAdminToken = new ApolloLink((operation, forward) => {
  const token = tokenStore.access();
  if (token)
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  return forward(operation);
});

/** /apercu/{id}: the product page as shoppers will see it, drafts included, for a signed-in
 * administrator (the back-office's 'Aperçu'); anyone else gets the page's own 'not found'. Its own
 * Apollo client: the storefront's cache, shared with other pages, never holds what a token read. */
export default function ProductPreviewPage() {
  const client = useMemo(
    () => new ApolloClient({ link: withAdminToken.concat(new HttpLink({ uri: "/graphql", fetch: timeoutFetch })), cache: createCache() }),
    [],
  );
  return (
    <ApolloProvider client={client}>
      <Container maxW="7xl" pt="4">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>Aperçu : les clients ne voient pas cette page si le produit est un brouillon.</Alert.Title>
        </Alert.Root>
      </Container>
      <ProductDetailPage />
    </ApolloProvider>
  );
}
