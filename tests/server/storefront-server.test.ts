import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, gql, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";
import { previewFor, withPreview } from "../../server/src/http/link-preview.ts";

const TEMPLATE = `<!doctype html><html lang="fr"><head><meta name="description" content="x" /><title>Boutique en Ligne</title></head><body></body></html>`;

describeEachDatabase("storefront support on the server", (kind) => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp(kind, { PUBLIC_URL: "https://boutique.example.sn" });
    const cat = await createCategory(app.prisma, "Bijoux");
    ids.p = (await createProduct(app.prisma, { name: `Collier "doré" <perles> & co`, description: "Perles de verre", categoryId: cat.id, price: 12_500, promotionPercent: 20 })).id;
    ids.q = (await createProduct(app.prisma, { name: "Bague", categoryId: cat.id, outOfStock: true, stock: 0 })).id;
  });
  afterAll(() => app?.stop());

  it("previews a product with its name, price paid and first image, HTML-escaped, absolute URLs", async () => {
    const html = withPreview(TEMPLATE, await previewFor(app.services, `/produits/${ids.p}`));
    expect(html).toContain(`<meta property="og:title" content="Collier &#34;doré&#34; &#60;perles&#62; &#38; co — 10 000 FCFA | Boutique en Ligne" />`);
    expect(html).toContain(`<meta property="og:url" content="https://boutique.example.sn/produits/${ids.p}" />`);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/boutique\.example\.sn\/uploads\/products\/test\/[^"]+-1200\.webp" \/>/);
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
    const r = await gql(app, `query($ids: [ID!]!) { productsByIds(ids: $ids) { id enRupture prixApresPromotion } }`, { ids: [ids.q, "disparu", ids.p] });
    expect(r.data.productsByIds).toEqual([{ id: ids.q, enRupture: true, prixApresPromotion: 10_000 }, { id: ids.p, enRupture: false, prixApresPromotion: 10_000 }]);
    const tooMany = await gql(app, `query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }`, { ids: Array.from({ length: 101 }, (_, i) => `x${i}`) });
    expect(tooMany.errors?.[0].message).toBe("100 identifiants au plus.");
  });
});
