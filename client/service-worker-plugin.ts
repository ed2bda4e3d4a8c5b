// Builds src/sw/sw.ts into dist/sw.js (one classic script at the root: its scope is the whole shop)
// with what it needs from this build: the list of storefront files to keep and a version derived
// from the build, so each deployment installs a new worker that drops the old caches (decision 038).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { build, type Plugin, type Rolldown } from "vite";

const SW_DIR = path.join(import.meta.dirname, "src/sw");
/** The storefront's pages (which the worker keeps offline): part of the worker's code. */
const PAGES_CONTRACT = path.join(import.meta.dirname, "../contract/pages.ts");

/** Every file a storefront page can load: the entry and all it imports, statically or lazily,
 * except the back-office (AdminApp and what only it uses), with their stylesheets and fonts. */
export function storefrontFiles(bundle: Rolldown.OutputBundle): string[] {
  const files = Object.values(bundle);
  const chunks = new Map(files.flatMap((f) => (f.type === "chunk" ? [[f.fileName, f] as const] : [])));
  const entry = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId?.endsWith("/index.html"));
  if (!entry) throw new Error("service worker : point d'entrée index.html introuvable");
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file) || chunk.facadeModuleId?.endsWith("/app/AdminApp.tsx")) return;
    seen.add(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
    [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
  };
  visit(entry.fileName);
  const fonts = files.filter((f) => f.type === "asset" && f.fileName.endsWith(".woff2")).map((f) => f.fileName);
  return [...seen, ...fonts].map((f) => `/${f}`).sort();
}

/** Changes with any built file (their names carry their content's hash), the page shell and the
 * worker's own code (contract/pages.ts included). */
export function buildVersion(bundle: Rolldown.OutputBundle): string {
  const hash = crypto.createHash("sha256");
  for (const name of Object.keys(bundle).sort()) hash.update(`${name}\n`);
  const html = bundle["index.html"];
  if (html?.type === "asset") hash.update(String(html.source));
  for (const file of fs.readdirSync(SW_DIR).sort()) hash.update(fs.readFileSync(path.join(SW_DIR, file)));
  hash.update(fs.readFileSync(PAGES_CONTRACT));
  return hash.digest("hex").slice(0, 16);
}

export function serviceWorker(): Plugin {
  return {
    name: "boutique-service-worker",
    apply: "build",
    enforce: "post",
    async generateBundle(_options, bundle) {
      const precache = storefrontFiles(bundle);
      const version = buildVersion(bundle);
      const output = await build({
        configFile: false,
        publicDir: false,
        logLevel: "warn",
        define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
        build: {
          write: false,
          target: "es2020",
          minify: true,
          lib: { entry: path.join(SW_DIR, "sw.ts"), formats: ["iife"], name: "boutiqueServiceWorker", fileName: () => "sw.js" },
        },
      });
      const chunk = [output]
        .flat()
        .flatMap((o) => ("output" in o ? o.output : []))
        .find((f) => f.type === "chunk");
      if (chunk?.type !== "chunk") throw new Error("service worker : construction sans résultat");
      this.emitFile({ type: "asset", fileName: "sw.js", source: chunk.code });
      const bytes = precache.reduce((n, f) => {
        const file = bundle[f.slice(1)];
        const source = file?.type === "chunk" ? file.code : file?.type === "asset" ? file.source : "";
        return n + zlib.gzipSync(source).length;
      }, 0);
      this.info(`sw.js ${version} : ${precache.length} fichiers gardés (${(bytes / 1024).toFixed(0)} Ko gzip)`);
    },
  };
}
