import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { ChakraProvider } from "@chakra-ui/react";
import { system } from "./theme.ts";

// The storefront and the back-office are separate chunks: shoppers never download admin code.
const StorefrontApp = lazy(() => import("./StorefrontApp.tsx"));
const AdminApp = lazy(() => import("./AdminApp.tsx"));

export function App() {
  return (
    <ChakraProvider value={system}>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="/*" element={<StorefrontApp />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ChakraProvider>
  );
}
