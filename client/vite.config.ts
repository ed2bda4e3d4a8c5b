import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import type { UserConfig } from "vite";
import { serviceWorker } from "./service-worker-plugin.ts";

// `vite build --ssr` (the second half of npm run build): the storefront's server entry, one
// self-contained file (its libraries bundled in) that the server loads at run time (decision 044).
const serverBuild: UserConfig = {
  root: import.meta.dirname,
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build whatever NODE_ENV the server runs with (the development one is slower).
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: { outDir: "dist-server", emptyOutDir: true, target: "node20", sourcemap: false },
};

// Chakra's theme modules are statements like `defineSlotRecipe({...})` and `defineTokens.colors({...})`:
// identity helpers the bundler cannot prove pure, so every module its barrels reach stayed in the
// shoppers' first chunk (the back-office's recipes, unused anatomies: 3.8 KB gzip, decision 047).
const CHAKRA_IDENTITY_HELPERS = [
  "defineConfig", "defineRecipe", "defineSlotRecipe", "defineStyle", "defineTokens", "defineSemanticTokens", "defineKeyframes",
  "defineGlobalStyles", "defineLayerStyles", "defineTextStyles", "defineAnimationStyles", "createAnatomy",
];

export default defineConfig(({ isSsrBuild }) => isSsrBuild ? serverBuild : {
  root: import.meta.dirname,
  plugins: [react(), serviceWorker()],
  // The manifest tells the server which chunks a page needs, to announce them with its HTML.
  build: {
    outDir: "dist", emptyOutDir: true, target: "es2020", sourcemap: false, manifest: true,
    rolldownOptions: { treeshake: { manualPureFunctions: CHAKRA_IDENTITY_HELPERS } },
  },
  server: { proxy: { "/graphql": "http://localhost:3000", "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" } },
});
