import { lazy } from "react";
import { BrowserRouter } from "react-router";
import { AppTree } from "./AppTree.tsx";

// The storefront and the back-office are separate chunks: shoppers never download admin code. The
// storefront chunk is requested as soon as this module runs (no waiting for the first render), and
// evaluating it in its own task keeps the main thread free in between.
const loadStorefront = () => import("./StorefrontApp.tsx");
const storefrontChunk = window.location.pathname.startsWith("/admin") ? null : loadStorefront();
const StorefrontApp = lazy(() => storefrontChunk ?? loadStorefront());

// Pages the server did not draw keep decision 029's shell (header, shop name, main image) on
// screen until they are ready; server-drawn pages hydrate instead, and their HTML (the whole page,
// 120-180 KB) is not serialized for a fallback they never show (decision 075).
const root = document.getElementById("root");
const shellHtml = root && !("ssr" in root.dataset) ? root.innerHTML : "";
// biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own server-sent shell, put back as it was
const Shell = () => <div dangerouslySetInnerHTML={{ __html: shellHtml }} />;
// The server sends a page it drew with the theme's global CSS in <head> (decision 057).
const globalCssSent = document.querySelector('style[data-emotion^="css-global "]') !== null;

export function App() {
  return (
    <BrowserRouter>
      <AppTree storefront={<StorefrontApp />} fallback={<Shell />} globalCssSent={globalCssSent} />
    </BrowserRouter>
  );
}
