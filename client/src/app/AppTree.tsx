import { lazy, Suspense, type ReactNode } from "react";
import { Route, Routes } from "react-router";
import { ChakraProvider } from "@chakra-ui/react";
import { shopSystem } from "./theme.ts";

const AdminApp = lazy(() => import("./AdminApp.tsx"));

/** The application below its router. The server renders this same tree (src/entry-server.tsx),
 * so hydration finds the same components in the same places (useId, Suspense boundaries). */
export function AppTree({ storefront, fallback }: { storefront: ReactNode; fallback: ReactNode }) {
  return (
    <ChakraProvider value={shopSystem()}>
      <Suspense fallback={fallback}>
        <Routes>
          <Route path="/admin/*" element={<Suspense fallback={null}><AdminApp /></Suspense>} />
          <Route path="/*" element={storefront} />
        </Routes>
      </Suspense>
    </ChakraProvider>
  );
}
