// The storefront below the router, with the Apollo client it is given: the browser's
// (StorefrontApp.tsx) or one per server render (src/entry-server.tsx).
import { type ComponentType, lazy, Suspense, useEffect, useMemo } from "react";
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
import { releaseEarlyInput } from "../../../contract/early-input.ts";
import { type PageName, STOREFRONT_PAGES } from "../../../contract/pages.ts";

/** Each page of contract/pages.ts, by its name: the type checker asks for one per entry. The home
 * page ships with the shell (it is where most visits start); the others load on demand, each from
 * the module its entry names as its chunk (tests/client/storefront-logic.test.ts checks both agree). */
const PAGES: Record<PageName, ComponentType> = {
  home: HomePage,
  list: lazy(() => import("../features/catalogue/ProductListPage.tsx")),
  product: lazy(() => import("../features/product/ProductDetailPage.tsx")),
  productPreview: lazy(() => import("../features/product/ProductPreviewPage.tsx")),
  cart: lazy(() => import("../features/cart/CartPage.tsx")),
  faq: lazy(() => import("../features/faq/FaqPage.tsx")),
  delivery: lazy(() => import("../features/info/DeliveryPage.tsx")),
  order: lazy(() => import("../features/orders/OrderTrackingPage.tsx")),
};
const NotFoundPage = lazy(() => import("../features/info/NotFoundPage.tsx"));
/** React Router's routes, below the storefront's `/*`. */
const ROUTES = (Object.keys(STOREFRONT_PAGES) as PageName[]).map((name) => {
  const Page = PAGES[name];
  const path = STOREFRONT_PAGES[name].path.slice(1);
  return path ? <Route key={name} path={path} element={<Page />} /> : <Route key={name} index element={<Page />} />;
});

const StoreShellQuery = graphql(`
  query StoreShell {
    boutique {
      nom description slug whatsapp urlPublique clePanier horaires
      livraison { dakarPrix dakarDelai regionsPrix regionsDelai jourMemeAvant }
      reseaux { facebook instagram tiktok }
    }
    categories(withProducts: true) { id nom sousTypes { id nom } }
  }
`);

/** Beside the page, in its boundary: its effect runs once the page the server drew is React's (its
 * lazy module loaded, hydrated); the timeout waits for the other effects of that commit. Then the
 * taps kept before the code are replayed (decision 065); one aimed at a part adopted later
 * (HydrateLater) opens that part at once. */
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
              {ROUTES}
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
