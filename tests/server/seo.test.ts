// Found by search engines and link previews (issue 24, items 10-12, decision 067): /sitemap.xml
// and robots.txt, the pages' structured data checked against schema.org's vocabulary, canonical
// addresses of filtered lists, and the shop's picture as the preview of a product without photo.
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { builtClientRoot, describeEachDatabase, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { schemaOrgErrors } from "./schema-org.ts";
import { createSitemapHandler } from "../../server/src/http/sitemap.ts";
import { createCatalogueCache, PAGE_CACHE_LIMITS } from "../../server/src/http/response-cache.ts";
import { pageBytes } from "../../server/src/http/client.ts";

const SHOP = "https://boutique.example.sn";
const TRICKY = "Robe </script><script>alert(1)</script> & « wax »\u2028";

const unescapeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos);/g, (_m, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e]!);
const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map((m) => unescapeXml(m[1]));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, any>);
const byType = (blocks: Record<string, any>[], type: string) => blocks.find((b) => b["@type"] === type)!;
const tag = (html: string, re: RegExp) => re.exec(html)?.[1];
const canonical = (html: string) => tag(html, /<link rel="canonical" href="([^"]*)" \/>/)?.replace(/&#38;/g, "&");
const ogImage = (html: string) => tag(html, /<meta property="og:image" content="([^"]*)" \/>/);

describeEachDatabase("found by search engines", (kind) => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(app.url + path, { headers });
    return { res, text: await res.text() };
  };

  beforeAll(async () => {
    app = await startTestApp(kind, { ROOT: builtClientRoot(), PUBLIC_URL: SHOP });
    const mode = await createCategory(app.prisma, "Mode", ["Robes", "Pagnes"]);
    await createCategory(app.prisma, "Vide");
    const bijoux = await createCategory(app.prisma, "Bijoux");
    Object.assign(ids, { mode: mode.id, robes: mode.subTypes[0].id, pagnes: mode.subTypes[1].id, bijoux: bijoux.id });
    ids.robe = (
      await createProduct(app.prisma, {
        name: TRICKY,
        description: "Coton",
        categoryId: mode.id,
        subTypeId: ids.robes,
        price: 15_000,
        promotionPercent: 10,
        qualityScore: 42,
        images: 2,
      })
    ).id;
    ids.nue = (await createProduct(app.prisma, { name: "Pagne sans photo", categoryId: mode.id, images: 0 })).id;
    ids.bague = (await createProduct(app.prisma, { name: "Bague", categoryId: bijoux.id, outOfStock: true, stock: 0 })).id;
  });
  afterAll(() => app?.stop());

  it("robots.txt names the sitemap by its absolute address", async () => {
    const { res, text } = await get("/robots.txt");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(text).toContain(`\nSitemap: ${SHOP}/sitemap.xml\n`);
    expect(text).toContain("Disallow: /admin");
  });

  it("/sitemap.xml lists the public pages, the lists of categories and sub-types that have products, every product with its main photo and last change", async () => {
    const { res, text } = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:image="http:\/\/www\.google\.com\/schemas\/sitemap-image\/1\.1">/,
    );
    const products = [ids.robe, ids.nue, ids.bague].sort();
    expect(locs(text)).toEqual([
      `${SHOP}/`,
      `${SHOP}/pro`,
      `${SHOP}/faq`,
      `${SHOP}/livraison`,
      // Header order (category names, sub-types by position); empty ones ("Vide", "Pagnes") left out.
      `${SHOP}/pro?categorie=${ids.bijoux}`,
      `${SHOP}/pro?categorie=${ids.mode}`,
      `${SHOP}/pro?categorie=${ids.mode}&type=${ids.robes}`,
      ...products.map((id) => `${SHOP}/produits/${id}`),
    ]);
    expect(text, "XML escapes of the protocol").toContain(`categorie=${ids.mode}&amp;type=`);
    const entry = (id: string) => new RegExp(`<url><loc>${SHOP}/produits/${id}</loc>(.*?)</url>`).exec(text)![1];
    const robe = await app.prisma.product.findUniqueOrThrow({ where: { id: ids.robe }, include: { images: true } });
    expect(entry(ids.robe)).toBe(
      `<lastmod>${robe.updatedAt.toISOString().slice(0, 19)}Z</lastmod><image:image><image:loc>${SHOP}/uploads/${robe.images.find((i) => i.isPrimary)!.storageKey}-800.webp</image:loc></image:image>`,
    );
    expect(entry(ids.nue), "no photo, no image").toMatch(/^<lastmod>[\d-]+T[\d:]+Z<\/lastmod>$/);
    // Each list is listed by the address its page names as canonical.
    const list = await get(`/pro?type=${ids.robes}&utm_source=wa&categorie=${ids.mode}`);
    expect(canonical(list.text)).toBe(`${SHOP}/pro?categorie=${ids.mode}&type=${ids.robes}`);
  });

  it("keeps the sitemap with the pages and clears it on a catalogue write", async () => {
    const first = await get("/sitemap.xml", { "accept-encoding": "br" });
    expect(first.res.headers.get("content-encoding")).toBe("br");
    const again = await fetch(`${app.url}/sitemap.xml`, { headers: { "if-none-match": first.res.headers.get("etag")! } });
    expect(again.status, "kept: the same answer").toBe(304);
    const actor = await app.prisma.adminUser.findFirstOrThrow();
    const added = await app.services.products.create(actor.id, { nom: "Sac neuf", prix: 9_000, typeProduit: ids.bijoux, stock: 3 });
    const after = await get("/sitemap.xml");
    expect(locs(after.text)).toContain(`${SHOP}/produits/${added.id}`);
    await app.services.products.remove(actor.id, added.id);
    expect(locs((await get("/sitemap.xml")).text)).not.toContain(`${SHOP}/produits/${added.id}`);
    expect((await get("/sitemap-1.xml")).res.status, "one file: no parts").toBe(404);
  });

  it("splits past its limit into an index of parts, and writes a sitemap larger than the cache keeps as it reads it", async () => {
    const whole = locs((await get("/sitemap.xml")).text);
    const pages = createCatalogueCache(PAGE_CACHE_LIMITS, pageBytes);
    const serve = (opts: { maxUrls?: number; maxHeldBytes?: number }) => {
      pages.clear();
      const handler = createSitemapHandler({ sitemap: app.services.sitemap, publicUrl: SHOP, pages, logger: app.logger, ...opts });
      const server = http.createServer((req, res) => {
        const part = /^\/sitemap(?:-(\d+))?\.xml$/.exec(req.url!);
        return part ? void handler(req, res, Number(part[1] ?? 0)) : void res.writeHead(404).end();
      });
      return new Promise<{ url: string; close: () => void }>((resolve) =>
        server.listen(0, "127.0.0.1", () => {
          resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() });
        }),
      );
    };
    const split = await serve({ maxUrls: 4 });
    try {
      const index = await (await fetch(`${split.url}/sitemap.xml`)).text();
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const parts = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]);
      expect(parts).toEqual([1, 2, 3].map((n) => `${SHOP}/sitemap-${n}.xml`)); // 10 addresses, 4 a file
      const listed = [];
      for (const n of [1, 2, 3]) {
        const part = locs(await (await fetch(`${split.url}/sitemap-${n}.xml`)).text());
        expect(part.length).toBeLessThanOrEqual(4);
        listed.push(...part);
      }
      expect(listed, "the parts list what the whole sitemap does, once each").toEqual(whole);
      expect((await fetch(`${split.url}/sitemap-4.xml`)).status).toBe(404);
    } finally {
      split.close();
    }

    const large = await serve({ maxHeldBytes: 300 });
    try {
      const kept = pages.size;
      const gzipped = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        http.get(`${large.url}/sitemap.xml`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on("data", (c: Buffer) => chunks.push(c))
            .on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
            .on("error", reject);
        }),
      );
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gzipped.headers["content-length"], "written as it is read").toBeUndefined();
      expect(locs(zlib.gunzipSync(gzipped.body).toString())).toEqual(whole);
      expect(locs(await (await fetch(`${large.url}/sitemap.xml`, { headers: { "accept-encoding": "identity" } })).text())).toEqual(whole);
      expect(pages.size, "not kept").toBe(kept);
    } finally {
      large.close();
    }
  });

  it("reads the products a batch at a time from any position", async () => {
    const batches = [];
    for await (const batch of app.services.sitemap.products(1, 2, 1)) batches.push(batch.map((u) => u.loc));
    const sorted = [ids.robe, ids.nue, ids.bague].sort();
    expect(batches).toEqual([[`/produits/${sorted[1]}`], [`/produits/${sorted[2]}`]]);
  });

  it("describes a product page: Product with its Offer (integer XOF price, stock), photos, quality, breadcrumbs; escaped in the HTML", async () => {
    const { res, text } = await get(`/produits/${ids.robe}`);
    expect(res.status).toBe(200);
    expect(text.match(/<\/script>/g)!.length, "no product text closes a script").toBe(text.match(/<script\b/g)!.length);
    const raw = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]).join("");
    expect(raw).not.toMatch(/[<>\u2028\u2029]/);
    const blocks = jsonLd(text);
    const url = `${SHOP}/produits/${ids.robe}`;
    const product = byType(blocks, "Product");
    const photos = (await app.prisma.productImage.findMany({ where: { productId: ids.robe }, orderBy: { position: "asc" } })).map(
      (i) => `${SHOP}/uploads/${i.storageKey}-800.webp`,
    );
    expect(product).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `${url}#produit`,
      name: TRICKY,
      sku: ids.robe,
      url,
      description: "Coton",
      image: photos,
      category: "Mode > Robes",
      additionalProperty: { "@type": "PropertyValue", name: "Qualité (étoiles)", value: 4, minValue: 0, maxValue: 5 },
      offers: {
        "@type": "Offer",
        url,
        price: 13_500,
        priceCurrency: "XOF",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: "Boutique en Ligne", url: `${SHOP}/` },
      },
    });
    expect(product, "no invented reviews").not.toHaveProperty("aggregateRating");
    expect(byType(blocks, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: `${SHOP}/` },
      { "@type": "ListItem", position: 2, name: "Produits", item: `${SHOP}/pro` },
      { "@type": "ListItem", position: 3, name: "Mode", item: `${SHOP}/pro?categorie=${ids.mode}` },
      { "@type": "ListItem", position: 4, name: "Robes", item: `${SHOP}/pro?categorie=${ids.mode}&type=${ids.robes}` },
      { "@type": "ListItem", position: 5, name: TRICKY, item: url },
    ]);
    expect(canonical(text)).toBe(url);
    const out = jsonLd((await get(`/produits/${ids.bague}`)).text);
    expect(byType(out, "Product").offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("gives a product without photo the shop's picture as its link preview, an absolute address that answers", async () => {
    const { text } = await get(`/produits/${ids.nue}`);
    expect(ogImage(text)).toBe(`${SHOP}/icons/icon-512.png`);
    expect(text).toContain('<meta property="og:image:width" content="512" />');
    expect(text).toContain('<meta name="twitter:card" content="summary" />');
    expect(byType(jsonLd(text), "Product"), "the shop's picture is not the product's").not.toHaveProperty("image");
    const icon = await fetch(`${app.url}/icons/icon-512.png`);
    expect(icon.headers.get("content-type")).toBe("image/png");
    expect(ogImage((await get(`/produits/${ids.robe}`)).text)).toMatch(new RegExp(`^${SHOP}/uploads/products/test/.+-800\\.webp$`));
    expect(ogImage((await get("/")).text)).toBe(`${SHOP}/icons/icon-512.png`);
  });

  it("names a filtered list's canonical address: known parameters in a stable order, the view and unknown ones left out", async () => {
    const a = await get(
      `/pro?utm_source=whatsapp&fbclid=abc&sortBy=prix&vue=liste&page=2&categorie=${ids.mode}&limit=50&zz=1&minPrice=1000`,
    );
    const expected = `${SHOP}/pro?categorie=${ids.mode}&page=2&limit=50&sortBy=prix&minPrice=1000`;
    expect(canonical(a.text)).toBe(expected);
    expect(tag(a.text, /<meta property="og:url" content="([^"]*)" \/>/)?.replace(/&#38;/g, "&")).toBe(expected);
    const b = await get(`/pro?minPrice=1000&limit=50&categorie=${ids.mode}&page=2&sortBy=prix&utm_campaign=x`);
    expect(canonical(b.text)).toBe(expected);
    expect(canonical((await get("/pro?utm_source=x&page=1&limit=20&sortBy=alphabet")).text), "defaults left out").toBe(`${SHOP}/pro`);
    expect(byType(jsonLd(a.text), "BreadcrumbList").itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Accueil",
      "Produits",
      "Mode",
    ]);
  });

  it("describes the shop on its home page: Organization and WebSite with its search", async () => {
    const blocks = jsonLd((await get("/")).text);
    expect(byType(blocks, "Organization")).toMatchObject({
      name: "Boutique en Ligne",
      url: `${SHOP}/`,
      logo: `${SHOP}/icons/icon-512.png`,
      contactPoint: { telephone: "+221770000000" },
    });
    expect(byType(blocks, "WebSite").potentialAction).toEqual({
      "@type": "SearchAction",
      target: `${SHOP}/pro?search={search_term_string}`,
      "query-input": "required name=search_term_string",
    });
  });

  it.runIf(kind === "pglite")(
    "every block validates against schema.org's vocabulary; an unknown property or a wrong type does not",
    async () => {
      const blocks = [];
      for (const path of ["/", `/pro?categorie=${ids.mode}&type=${ids.robes}`, `/produits/${ids.robe}`, `/produits/${ids.nue}`])
        blocks.push(...jsonLd((await get(path)).text));
      expect(blocks.map((b) => b["@type"]).sort()).toEqual([
        "BreadcrumbList",
        "BreadcrumbList",
        "BreadcrumbList",
        "Organization",
        "Product",
        "Product",
        "WebSite",
      ]);
      const product = byType(blocks, "Product");
      const broken = [
        { ...product, prixPromo: 1 },
        { ...product, offers: { ...product.offers, price: true } },
        { ...product, offers: { ...product.offers, availability: "EnStock" } },
        { ...byType(blocks, "WebSite"), potentialAction: { ...byType(blocks, "WebSite").potentialAction, cible: "x" } },
        { ...product, "@type": "Produit" },
      ];
      const errors = await schemaOrgErrors([...blocks, ...broken]);
      expect(errors.slice(0, blocks.length)).toEqual(blocks.map(() => []));
      for (const e of errors.slice(blocks.length)) expect(e).toEqual([expect.stringMatching(/^error TS\d+/)]);
    },
  );
});
