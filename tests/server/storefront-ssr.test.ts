// The storefront's first pages drawn on the server (decision 044), rendered by the client's server
// entry loaded from its source: content, /pro filters from the URL, the unknown product's page, the
// cache the browser restores, and the fallback to the browser's render when rendering fails.
import { afterAll, beforeAll, expect, it } from "vitest";
import { builtClientRoot, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import type { ServerEntry } from "../../server/src/http/ssr.ts";
import { EARLY_INPUT_HASHES, inlineScriptHashes } from "../../server/src/http/security-headers.ts";
import { EARLY_INPUT_HTML } from "../../contract/early-input.ts";

// A specifier tsc does not follow: the client's sources are typed by client/tsconfig.json.
const ENTRY = "../../client/src/entry-server.tsx";
const entry = () => import(ENTRY) as Promise<ServerEntry>;
const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";

let app: TestApp;
let failing: TestApp;
const errors: string[] = [];
const ids: Record<string, string> = {};

beforeAll(async () => {
  const root = builtClientRoot();
  app = await startTestApp("pglite", { ROOT: root }, undefined, undefined, entry);
  const cat = await createCategory(app.prisma, "Bijoux");
  ids.category = cat.id;
  ids.p = (
    await createProduct(app.prisma, {
      name: "Collier <doré> & perles",
      categoryId: cat.id,
      price: 12_500,
      promotionPercent: 20,
      featured: true,
    })
  ).id;
  await createProduct(app.prisma, { name: "Bague", categoryId: cat.id, price: 3_000 });
  await createProduct(app.prisma, { name: "Anneau", categoryId: (await createCategory(app.prisma, "Sacs")).id, price: 7_000 });
  failing = await startTestApp(
    "pglite",
    { ROOT: root },
    (m) => errors.push(m),
    undefined,
    async () => ({ render: () => Promise.reject(new Error("rendu cassé")) }),
  );
});
afterAll(async () => {
  await app?.stop();
  await failing?.stop();
});

const page = async (target: TestApp, path: string, userAgent = "Mozilla/5.0 (X11; Linux x86_64)") => {
  const res = await fetch(target.url + path, { headers: { "user-agent": userAgent } });
  return { status: res.status, html: await res.text(), csp: res.headers.get("content-security-policy") ?? "" };
};
const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<script/.exec(html)!;

it("draws the home page: header, products with their FCFA prices, styles in <head>, the cache for the browser", async () => {
  const { status, html, csp } = await page(app, "/");
  expect(status).toBe(200);
  const [, attrs, body] = root(html);
  expect(attrs).toBe(' data-ssr data-phone="0"');
  expect(body).toContain("Collier &lt;doré&gt; &amp; perles");
  expect(body).toContain("10\u202f000\u202fFCFA"); // never wraps inside the amount (decision 066)
  // Emotion's styles wait in <head> where the browser's cache adopts them without moving them:
  // the global ones, then one tag with every class, last, marked as moved (decision 057).
  expect(body, "no style tag left inside the page").not.toContain("<style");
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = [...head.matchAll(/<style data-emotion="([^"]*)" data-s="">/g)].map((m) => m[1].split(" ")[0]);
  expect(tags.at(-1)).toBe("css");
  expect(tags.slice(0, -1).length).toBeGreaterThan(0);
  expect(tags.slice(0, -1).every((t) => t === "css-global")).toBe(true);
  expect(head.trimEnd().endsWith("</style>"), "the classes' tag is the last of <head>").toBe(true);
  expect(body, "decision 029's hand-made shell is replaced").not.toContain('class="shell"');
  expect(html).not.toContain('id="preloaded-answers"');
  const cache = JSON.parse(/<script id="apollo-cache" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
  expect(cache[`Product:${ids.p}`].nom).toBe("Collier <doré> & perles");
  // Data blocks (the Apollo cache, schema.org's JSON-LD) are never run; the one inline script is
  // the early-input one (decision 065), allowed by its hash.
  expect(html.match(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>/g)).toEqual(["<script>", expect.stringContaining("src=")]);
  expect(inlineScriptHashes(html)).toEqual(EARLY_INPUT_HASHES);
  expect(csp).toContain(`script-src 'self' ${EARLY_INPUT_HASHES[0]};`);
});

it("draws the list page with every filter of its URL, on the layout the User-Agent suggests", async () => {
  const sorted = root((await page(app, "/pro?sortBy=prix")).html)[2];
  expect(sorted.indexOf("Bague")).toBeLessThan(sorted.indexOf("Anneau"));
  expect(sorted.indexOf("Anneau")).toBeLessThan(sorted.indexOf("Collier"));
  const filtered = root((await page(app, `/pro?categorie=${ids.category}&maxPrice=5000`)).html)[2];
  expect(filtered).toContain("Bague");
  expect(filtered).not.toContain("Anneau");
  expect(filtered).not.toContain("Collier");
  expect(filtered).toMatch(/<h1[^>]*>Bijoux<\/h1>/);
  expect(root((await page(app, "/pro?search=introuvable")).html)[2]).toContain("Aucun produit trouvé");
  const phone = await page(app, "/pro?sortBy=prix", PHONE);
  expect(root(phone.html)[1]).toBe(' data-ssr data-phone="1"');
  // Phones get no carousel (hidden there): its banner is not fetched before the products' photos,
  // and its markup is not drawn nor hydrated (decisions 047, 055).
  expect(root(phone.html)[2]).not.toContain("banniere-1");
  expect(/<img [^>]*banniere-1[^>]*>/.exec(sorted)![0]).toContain('fetchPriority="high"');
});

it("draws a product page, and the SPEC's text for an unknown product with a 404 status", async () => {
  const { status, html } = await page(app, `/produits/${ids.p}`);
  expect(status).toBe(200);
  expect(root(html)[2]).toMatch(/<h1[^>]*>Collier &lt;doré&gt; &amp; perles<\/h1>/);
  // Twice: the second answer comes from the page cache and keeps its status.
  for (let i = 0; i < 2; i++) {
    const unknown = await page(app, "/produits/inconnu");
    expect(unknown.status).toBe(404);
    expect(root(unknown.html)[2]).toContain("Produit non trouvé");
    expect(root(unknown.html)[2]).toContain("Le produit demandé n&#x27;existe pas ou n&#x27;est plus disponible.");
  }
  for (const [hostile, status] of [
    ["/produits/%E0%A4%A", 404],
    [`/produits/${"x".repeat(5000)}`, 404],
    ["/pro?page=1e999&limit=%00&sortBy=<script>", 200],
  ] as const) {
    const res = await page(app, hostile);
    expect(res.status, hostile).toBe(status);
    expect(res.html.replace(EARLY_INPUT_HTML, "")).not.toContain("<script>");
  }
});

it("answers the storefront's unknown addresses with a 404 and the page that says so; known ones, the back-office's included, with a 200", async () => {
  for (const path of ["/inconnue", "/pro/x", "/produits", "/produits/a/b", "/%E0%A4%A"]) {
    const res = await fetch(app.url + path);
    expect(res.status, path).toBe(404);
    expect(await res.text(), path).toContain('<div id="root">');
  }
  for (const path of ["/", "/pro", "/pro/", "/cart", "/faq/", "/livraison", "/admin", "/admin/produits/inconnu"]) {
    expect((await fetch(app.url + path)).status, path).toBe(200);
  }
});

it("says that a drawn page depends on the User-Agent (its layout is guessed from it)", async () => {
  expect((await fetch(`${app.url}/pro`)).headers.get("vary")).toBe("accept-encoding, user-agent");
  expect((await fetch(`${app.url}/faq`)).headers.get("vary")).toBe("accept-encoding");
});

it("leaves other pages to the browser", async () => {
  for (const path of ["/cart", "/faq", "/admin"]) expect(root((await page(app, path)).html)[1]).toBe("");
});

it("falls back to the browser's render when rendering fails, never a 500, and keeps no such page", async () => {
  const { status, html } = await page(failing, "/pro");
  expect(status).toBe(200);
  expect(root(html)[1]).toBe("");
  expect(html).toContain('<div class="shell">');
  expect(html).toContain('id="preloaded-answers"');
  const failure = "Rendu serveur impossible : la page sera dessinée par le navigateur : rendu cassé";
  expect(errors).toContain(failure);
  // A failure may be a busy minute's time limit: the next visitor's page is drawn again (decision 065).
  const before = errors.filter((e) => e === failure).length;
  await page(failing, "/pro");
  expect(errors.filter((e) => e === failure).length).toBe(before + 1);
});
