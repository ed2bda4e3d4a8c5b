import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { ChakraProvider } from "@chakra-ui/react";
import { system } from "./theme.ts";

// The storefront and the back-office are separate chunks: shoppers never download admin code. The
// storefront chunk is requested as soon as this module runs (no waiting for the first render), and
// evaluating it in its own task keeps the main thread free in between.
const loadStorefront = () => import("./StorefrontApp.tsx");
const storefrontChunk = window.location.pathname.startsWith("/admin") ? null : loadStorefront();
const StorefrontApp = lazy(() => storefrontChunk ?? loadStorefront());
const AdminApp = lazy(() => import("./AdminApp.tsx"));

// The server's page shell (header, shop name, main image) stays on screen until the page is ready.
const shellHtml = document.getElementById("root")?.innerHTML ?? "";
const Shell = () => <div dangerouslySetInnerHTML={{ __html: shellHtml }} />;

export function App() {
  return (
    <ChakraProvider value={system}>
      <BrowserRouter>
        <Suspense fallback={<Shell />}>
          <Routes>
            <Route path="/admin/*" element={<Suspense fallback={null}><AdminApp /></Suspense>} />
            <Route path="/*" element={<StorefrontApp />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ChakraProvider>
  );
}
