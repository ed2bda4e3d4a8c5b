import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import type { Plugin, UserConfig } from "vite";
import { serviceWorker } from "./service-worker-plugin.ts";
import { graphqlDocuments } from "./graphql-documents-plugin.ts";

// The only stylesheet is the @font-face rules (< 1 KB): inline it so it never blocks the first paint.
function inlineCss(): Plugin {
  return {
    name: "boutique-inline-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find((f) => f.type === "asset" && f.fileName === "index.html");
      if (html?.type !== "asset") return;
      let source = String(html.source);
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".css")) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.fileName}"[^>]*>`);
        if (!link.test(source)) continue;
        // The file stays too: lazy chunks list it as a dependency. Vite's loader skips a stylesheet
        // the page links already; without this disabled (never fetched) link it would add the file
        // and declare the fonts a second time, and the late font would move the drawn text.
        // The fonts are fetched with the page: the server draws text before any script runs, and a
        // font arriving after that text would move it.
        const fonts = [...String(file.source).matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)]
          .map((m) => `<link rel="preload" as="font" type="font/woff2" href="${m[1]}" crossorigin>`)
          .join("");
        source = source.replace(
          link,
          () => `${fonts}<style>${String(file.source)}</style><link rel="stylesheet" href="/${file.fileName}" disabled>`,
        );
      }
      html.source = source;
    },
  };
}

// Chakra's createSystem makes the page's global CSS (the reset, the base styles, a CSS variable for
// every token) eagerly, for ChakraProvider's <Global>: 40 % of its cost, ≈ 60 ms on a slow phone.
// A server-drawn page already carries that CSS, so the browser leaves <Global> out there (AppTree,
// decision 057): made on first use, it is then never made at all.
const GLOBAL_CSS = "[getPreflightCss(), getGlobalCss(), getTokenCss()]";
const EAGER_GLOBAL_CSS = `const _global = ${GLOBAL_CSS};`;
function lazyChakraGlobalCss(): Plugin {
  return {
    name: "boutique-lazy-chakra-global-css",
    transform(code, id) {
      if (!/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/.test(id)) return null;
      if (!code.includes(EAGER_GLOBAL_CSS) || !/\n\s+_global,\n/.test(code))
        this.error("createSystem de Chakra a changé : revoir boutique-lazy-chakra-global-css");
      return code
        .replace(EAGER_GLOBAL_CSS, "let _global;")
        .replace(/\n(\s+)_global,\n/, `\n$1get _global() { return _global || (_global = ${GLOBAL_CSS}); },\n`);
    },
  };
}

// `vite build --ssr` (the second half of npm run build): the storefront's server entry, one
// self-contained file (its libraries bundled in) that the server loads at run time (decision 044).
const serverBuild: UserConfig = {
  root: import.meta.dirname,
  plugins: [graphqlDocuments(), react(), lazyChakraGlobalCss()],
  ssr: { noExternal: true },
  // React's production build whatever NODE_ENV the server runs with (the development one is slower).
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: { outDir: "dist-server", emptyOutDir: true, target: "node20", sourcemap: false },
};

// Chakra's theme modules are statements like `defineSlotRecipe({...})` and `defineTokens.colors({...})`:
// identity helpers the bundler cannot prove pure, so every module its barrels reach stayed in the
// shoppers' first chunk (the back-office's recipes, unused anatomies: 3.8 KB gzip, decision 047).
const CHAKRA_IDENTITY_HELPERS = [
  "defineConfig",
  "defineRecipe",
  "defineSlotRecipe",
  "defineStyle",
  "defineTokens",
  "defineSemanticTokens",
  "defineKeyframes",
  "defineGlobalStyles",
  "defineLayerStyles",
  "defineTextStyles",
  "defineAnimationStyles",
  "createAnatomy",
];

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        root: import.meta.dirname,
        // After inlineCss: the worker's version covers the final page shell.
        plugins: [graphqlDocuments(), react(), lazyChakraGlobalCss(), inlineCss(), serviceWorker()],
        // The manifest tells the server which chunks a page needs, to announce them with its HTML.
        build: {
          outDir: "dist",
          emptyOutDir: true,
          target: "es2020",
          sourcemap: false,
          manifest: true,
          rolldownOptions: { treeshake: { manualPureFunctions: CHAKRA_IDENTITY_HELPERS } },
        },
        server: { proxy: { "/graphql": "http://localhost:3000", "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" } },
      },
);
