import { lazy, Suspense, type ReactNode } from "react";
import { Route, Routes } from "react-router";
import { ChakraProvider } from "@chakra-ui/react";
import { shopSystem, shopSystemWithoutGlobalCss } from "./theme.ts";

const AdminApp = lazy(() => import("./AdminApp.tsx"));

interface Props {
  storefront: ReactNode;
  fallback: ReactNode;
  globalCssSent?: boolean;
}

/** The application below its router. The server renders this same tree (src/entry-server.tsx),
 * so hydration finds the same components in the same places (useId, Suspense boundaries).
 * `globalCssSent`: the page already carries the theme's global CSS (the server drew it). */
export function AppTree({ storefront, fallback, globalCssSent = false }: Props) {
  return (
    <ChakraProvider value={globalCssSent ? shopSystemWithoutGlobalCss() : shopSystem()}>
      <Suspense fallback={fallback}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <Suspense fallback={null}>
                <AdminApp />
              </Suspense>
            }
          />
          <Route path="/*" element={storefront} />
        </Routes>
      </Suspense>
    </ChakraProvider>
  );
}
