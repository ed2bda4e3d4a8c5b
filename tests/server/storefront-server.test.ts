import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { previewFor, withPreview } from "../../server/src/http/link-preview.ts";
import { operationsFor, preload } from "../../server/src/http/preload.ts";
import { pageChunks } from "../../server/src/http/page-chunks.ts";
import { preloadKey } from "../../contract/preload-key.ts";

const TEMPLATE = `<!doctype html><html lang="fr"><head><meta name="description" content="x" /><title>Boutique en Ligne</title></head><body></body></html>`;

describeEachDatabase("storefront support on the server", (kind) => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp(kind, { PUBLIC_URL: "https://boutique.example.sn" });
    const cat = await createCategory(app.prisma, "Bijoux");
    ids.p = (
      await createProduct(app.prisma, {
        name: `Collier "doré" <perles> & co`,
        description: "Perles de verre",
        categoryId: cat.id,
        price: 12_500,
        promotionPercent: 20,
      })
    ).id;
    ids.q = (await createProduct(app.prisma, { name: "Bague", categoryId: cat.id, outOfStock: true, stock: 0 })).id;
  });
  afterAll(() => app?.stop());

  it("previews a product with its name, price paid and first image, HTML-escaped, absolute URLs", async () => {
    const html = withPreview(TEMPLATE, await previewFor(app.services, `/produits/${ids.p}`));
    expect(html).toContain(
      `<meta property="og:title" content="Collier &#34;doré&#34; &#60;perles&#62; &#38; co — 10\u202f000\u202fFCFA | Boutique en Ligne" />`,
    );
    expect(html).toContain(`<meta property="og:url" content="https://boutique.example.sn/produits/${ids.p}" />`);
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/boutique\.example\.sn\/uploads\/products\/test\/[^"]+-800\.webp" \/>/,
    );
    expect(html, "link preview and shell photo never name the full-screen view's size").not.toContain("-1600.webp");
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image" />`);
    expect(html).toContain(`<meta name="description" content="Perles de verre" />`);
    expect(html).not.toContain("<perles>");
  });

  it("falls back to the shop's tags for other pages and unknown or malformed product ids", async () => {
    for (const path of ["/", "/produits/inconnu", "/produits/%E0%A4%A", "/faq"]) {
      const html = withPreview(TEMPLATE, await previewFor(app.services, path));
      expect(html).toContain(`<title>Boutique en Ligne</title>`);
      expect(html).toContain(`<meta property="og:type" content="website" />`);
    }
  });

  it("re-checks a cart: products by id in the order asked, unknown ids left out, at most 100", async () => {
    const r = await gql(app, `query($ids: [ID!]!) { productsByIds(ids: $ids) { id enRupture prixApresPromotion } }`, {
      ids: [ids.q, "disparu", ids.p],
    });
    expect(r.data.productsByIds).toEqual([
      { id: ids.q, enRupture: true, prixApresPromotion: 10_000 },
      { id: ids.p, enRupture: false, prixApresPromotion: 10_000 },
    ]);
    const tooMany = await gql(app, `query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }`, {
      ids: Array.from({ length: 101 }, (_, i) => `x${i}`),
    });
    expect(tooMany.errors?.[0].message).toBe("100 identifiants au plus.");
  });

  const toApp = (_url: string, init: RequestInit) => fetch(`${app.url}/graphql`, init);
  const answersIn = (script: string) =>
    JSON.parse(/<script id="preloaded-answers" type="application\/json">(.*)<\/script>/s.exec(script)![1]);

  it("preloads the list page's answers with the variables its URL gives, and its first photos", async () => {
    const { script, images } = await preload(toApp, new URL("https://boutique.example.sn/pro?sortBy=prix&limit=10&page=1&minPrice=abc"));
    const answers = answersIn(script);
    const variables = {
      page: 1,
      limit: 10,
      search: null,
      minPrice: null,
      maxPrice: null,
      sortBy: "prix",
      categoryId: null,
      subTypeId: null,
    };
    expect(Object.keys(answers).sort()).toEqual([preloadKey("ProductList", variables), preloadKey("StoreShell")].sort());
    const list = answers[preloadKey("ProductList", variables)].data.products;
    expect(list.items.map((p: any) => p.nom)).toEqual(['Collier "doré" <perles> & co', "Bague"]);
    expect(list.items[0].__typename).toBe("Product"); // Apollo's cache needs the type names
    expect(list.pagination.__typename).toBe("Pagination");
    expect(images[0]).toMatchObject({ sizes: "(max-width: 767px) 50vw, (max-width: 1200px) 25vw, 300px", alt: expect.any(String) });
    expect(images[0].srcSet).toMatch(/-480\.webp 480w/);
    // The fallback address is the srcset's largest, never the full-screen view's 1600 px.
    expect(images[0].href).toMatch(/-800\.webp$/);
    expect(images[0].srcSet).not.toContain("-1600.webp");
  });

  it("writes the answers so that no product text can close the script element", async () => {
    const { script } = await preload(toApp, new URL("https://boutique.example.sn/pro"));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain("<perles>");
    expect(script).toContain("\\u003cperles>");
    const html = withPreview(
      TEMPLATE.replace("<body>", '<body><div id="root"><div class="shell"><span class="shell-name">Boutique en Ligne</span></div></div>'),
      await previewFor(app.services, "/pro"),
      "Boutique en Ligne",
      await preload(toApp, new URL("https://boutique.example.sn/pro")),
    );
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/uploads\/products\/test\/[^"]+" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high" \/>/,
    );
    expect(html).toContain('<div class="shell-grid"><img src="/uploads/products/test/');
  });

  it("preloads the product page, the home page, and nothing for admin or unknown pages; leaves out failed answers", async () => {
    const product = answersIn((await preload(toApp, new URL(`https://boutique.example.sn/produits/${ids.p}`))).script);
    expect(product[preloadKey("ProductDetail", { id: ids.p })].data.product.nom).toContain("Collier");
    expect(Object.keys(answersIn((await preload(toApp, new URL("https://boutique.example.sn/"))).script)).sort()).toEqual(
      [preloadKey("Home"), preloadKey("StoreShell")].sort(),
    );
    for (const path of ["/admin", "/admin/utilisateurs", "/inconnue"]) expect(operationsFor(new URL(`https://x.sn${path}`))).toEqual([]);
    const tooLong = await preload(toApp, new URL(`https://boutique.example.sn/pro?search=${"x".repeat(300)}`));
    expect(Object.keys(answersIn(tooLong.script))).toEqual([preloadKey("StoreShell")]);
    expect(tooLong.images).toEqual([]);
  });
});

it("lists the chunks a storefront page needs beyond the entry's own", () => {
  const manifest = {
    "index.html": { file: "assets/index.js", imports: ["_react.js"] },
    "_react.js": { file: "assets/react.js" },
    "_states.js": { file: "assets/states.js", imports: ["_react.js"] },
    "src/app/StorefrontApp.tsx": { file: "assets/StorefrontApp.js", imports: ["_states.js", "_react.js"] },
    "src/features/catalogue/ProductListPage.tsx": { file: "assets/ProductListPage.js", imports: ["_states.js", "_select.js"] },
    "_select.js": { file: "assets/select.js" },
  };
  expect(pageChunks(manifest, "/")).toEqual(["/assets/StorefrontApp.js", "/assets/states.js"]);
  // The entry loads the shop's code with a dynamic import (decision 047): that code is no page chunk.
  const split = {
    ...manifest,
    "index.html": { file: "assets/index.js", dynamicImports: ["src/start.tsx"] },
    "src/start.tsx": { file: "assets/start.js", imports: ["_react.js"] },
  };
  expect(pageChunks(split, "/")).toEqual(["/assets/StorefrontApp.js", "/assets/states.js"]);
  expect(pageChunks(manifest, "/pro")).toEqual([
    "/assets/StorefrontApp.js",
    "/assets/states.js",
    "/assets/ProductListPage.js",
    "/assets/select.js",
  ]);
  expect(pageChunks(manifest, "/admin/compte")).toEqual([]);
  expect(pageChunks({}, "/pro")).toEqual([]);
});

it("announces a browser-drawn page's chunks in its head; a server-drawn page's entry at low priority, its chunks on #root for the entry to fetch after its photos (decision 047)", () => {
  const shell =
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/boot.js"><title>x</title></head><body><div id="root"><div class="shell"><span class="shell-name">Boutique en Ligne</span></div></div></body></html>';
  const tags = { title: "Boutique", description: "d", url: "https://b.sn/", type: "website" as const };
  const chunks = ["/assets/StorefrontApp.js", "/assets/states.js"];
  const drawn = withPreview(shell, tags, "Boutique en Ligne", { chunks, ssr: { html: "<main>page</main>", phone: true } });
  expect(drawn).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
  expect(drawn).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot.js">');
  expect(drawn).toContain(
    '<div id="root" data-ssr data-phone="1" data-chunks="/assets/StorefrontApp.js /assets/states.js"><main>page</main></div>',
  );
  expect(drawn).not.toContain('href="/assets/StorefrontApp.js"');
  const shellPage = withPreview(shell, tags, "Boutique en Ligne", { chunks });
  expect(shellPage).not.toContain('fetchpriority="low"');
  expect(shellPage).toContain('<link rel="modulepreload" crossorigin href="/assets/StorefrontApp.js" />');
  expect(shellPage).not.toContain("data-chunks");
});
