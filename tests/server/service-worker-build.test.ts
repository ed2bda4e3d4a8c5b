// The build side of the service worker (client/service-worker-plugin.ts, decision 038): which files
// it keeps, and a version that changes with every deployment. Node-side code, hence this project.
import { describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { buildVersion, storefrontFiles } from "../../client/service-worker-plugin.ts";

const chunk = (fileName: string, over: { entry?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] } = {}) => ({
  type: "chunk",
  fileName,
  code: `/* ${fileName} */`,
  isEntry: !!over.entry,
  facadeModuleId: over.entry ?? `/app/client/src/${fileName}.tsx`,
  imports: over.imports ?? [],
  dynamicImports: over.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(over.css ?? []), importedAssets: new Set() },
});
const asset = (fileName: string, source = fileName) => ({ type: "asset", fileName, source });

function bundle(html = "<html></html>", cartPage = "assets/CartPage-a1.js"): Rolldown.OutputBundle {
  const files = [
    chunk("assets/index-e1.js", {
      entry: "/app/client/index.html",
      imports: ["assets/react-r1.js"],
      dynamicImports: ["assets/StorefrontApp-s1.js", "assets/AdminApp-x1.js"],
      css: ["assets/index-c1.css"],
    }),
    chunk("assets/react-r1.js"),
    chunk("assets/StorefrontApp-s1.js", { imports: ["assets/shared-h1.js"], dynamicImports: [cartPage] }),
    chunk(cartPage, { imports: ["assets/shared-h1.js"] }),
    chunk("assets/shared-h1.js"),
    {
      ...chunk("assets/AdminApp-x1.js", { imports: ["assets/shared-h1.js", "assets/admin-only-y1.js"] }),
      facadeModuleId: "/app/client/src/app/AdminApp.tsx",
    },
    chunk("assets/admin-only-y1.js"),
    asset("assets/index-c1.css"),
    asset("assets/inter-400-f1.woff2"),
    asset("assets/inter-400-f1.woff"),
    asset("index.html", html),
  ];
  return Object.fromEntries(files.map((f) => [f.fileName, f])) as unknown as Rolldown.OutputBundle;
}

describe("service worker build", () => {
  it("keeps every storefront file (lazy pages included), its stylesheet and woff2 fonts, never the back-office", () => {
    expect(storefrontFiles(bundle())).toEqual([
      "/assets/CartPage-a1.js",
      "/assets/StorefrontApp-s1.js",
      "/assets/index-c1.css",
      "/assets/index-e1.js",
      "/assets/inter-400-f1.woff2",
      "/assets/react-r1.js",
      "/assets/shared-h1.js",
    ]);
  });

  it("derives its version from the build: a changed file or page shell is a new version", () => {
    const v = buildVersion(bundle());
    expect(v).toMatch(/^[0-9a-f]{16}$/);
    expect(buildVersion(bundle())).toBe(v);
    expect(buildVersion(bundle("<html></html>", "assets/CartPage-a2.js"))).not.toBe(v);
    expect(buildVersion(bundle("<html><meta name=x></html>"))).not.toBe(v);
  });
});
