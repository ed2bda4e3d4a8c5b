// The storefront below the router, with the Apollo client it is given: the browser's
// (StorefrontApp.tsx) or one per server render (src/entry-server.tsx).
import { lazy, Suspense, useEffect, useMemo } from "react";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider, useQuery } from "@apollo/client/react";
import { Route, Routes } from "react-router";
import { LoadingSpinner } from "../components/ui/States.tsx";
import { graphql } from "../gql";
import { ShopContext } from "../lib/shop-context.tsx";
import { CartProvider } from "../lib/cart-store.tsx";
import { useDeferredData } from "../lib/deferred.ts";
import { StoreLayout } from "./StoreLayout.tsx";
import HomePage from "../features/home/HomePage.tsx";
import { releaseEarlyInput } from "../lib/early-input.ts";

// The home page ships with the shell (it is where most visits start); other pages load on demand.
const ProductListPage = lazy(() => import("../features/catalogue/ProductListPage.tsx"));
const ProductDetailPage = lazy(() => import("../features/product/ProductDetailPage.tsx"));
const CartPage = lazy(() => import("../features/cart/CartPage.tsx"));
const FaqPage = lazy(() => import("../features/faq/FaqPage.tsx"));
const DeliveryPage = lazy(() => import("../features/info/DeliveryPage.tsx"));
const OrderTrackingPage = lazy(() => import("../features/orders/OrderTrackingPage.tsx"));
const NotFoundPage = lazy(() => import("../features/info/NotFoundPage.tsx"));

const StoreShellQuery = graphql(`
  query StoreShell {
    boutique { nom slug whatsapp urlPublique clePanier livraison { dakarPrix dakarDelai regionsPrix regionsDelai } }
    categories(withProducts: true) { id nom sousTypes { id nom } }
  }
`);

/** Beside the page, in its boundary: its effect runs once the page the server drew is React's (its
 * lazy module loaded, hydrated); the timeout waits for the other effects of that commit, the end
 * of the first hydration among them, so a tap replayed in a part hydrated later hydrates it at
 * once. Then the taps kept before the code are replayed (decision 065). */
function ReleaseEarlyInput() {
  useEffect(() => {
    const timer = setTimeout(releaseEarlyInput, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

function Shell() {
  const { data: answer, error } = useQuery(StoreShellQuery);
  const { data } = useDeferredData(answer);
  if (error) console.error(error); // SPEC §8: category load errors are only logged
  const value = useMemo(() => ({ shop: data?.boutique ?? null, categories: data?.categories ?? [] }), [data]);
  return (
    <ShopContext.Provider value={value}>
      <CartProvider storageKey={data?.boutique.clePanier ?? "boutique_cart"}>
        <StoreLayout>
          <Suspense fallback={<LoadingSpinner minH="50vh" />}>
            <Routes>
              <Route index element={<HomePage />} />
              <Route path="pro" element={<ProductListPage />} />
              <Route path="produits/:id" element={<ProductDetailPage />} />
              <Route path="cart" element={<CartPage />} />
              <Route path="faq" element={<FaqPage />} />
              <Route path="livraison" element={<DeliveryPage />} />
              <Route path="commande/:reference" element={<OrderTrackingPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
            <ReleaseEarlyInput />
          </Suspense>
        </StoreLayout>
      </CartProvider>
    </ShopContext.Provider>
  );
}

export function Storefront({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <Shell />
    </ApolloProvider>
  );
}
