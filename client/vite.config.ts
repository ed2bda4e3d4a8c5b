import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { serviceWorker } from "./service-worker-plugin.ts";

// The only stylesheet is the @font-face rules (< 1 KB): inline it so it never blocks the first paint.
function inlineCss(): Plugin {
  return {
    name: "boutique-inline-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = Object.values(bundle).find((f) => f.type === "asset" && f.fileName === "index.html");
      if (!html || html.type !== "asset") return;
      let source = String(html.source);
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".css")) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.fileName}"[^>]*>`);
        if (!link.test(source)) continue;
        // The file stays too: lazily loaded chunks list it as a dependency and preload it.
        source = source.replace(link, () => `<style>${String(file.source)}</style>`);
      }
      html.source = source;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // After inlineCss: the worker's version covers the final page shell.
  plugins: [react(), inlineCss(), serviceWorker()],
  // The manifest tells the server which chunks a page needs, to announce them with its HTML.
  build: { outDir: "dist", emptyOutDir: true, target: "es2020", sourcemap: false, manifest: true },
  server: { proxy: { "/graphql": "http://localhost:3000", "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" } },
});
