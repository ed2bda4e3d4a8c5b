// What a search engine reads in a product page as the browser has it (decision 067): the
// structured data and the canonical address stay in the page once the shop's code has started.
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydrated.ts";

test("a product page carries its schema.org Product, its breadcrumbs and its canonical address", async ({ page, request }) => {
  const res = await request.post("/graphql", {
    data: { query: "{ products(limit: 1, sortBy: aLaUne) { items { id nom prixApresPromotion } } }" },
  });
  const product = (await res.json()).data.products.items[0];
  await page.goto(`/produits/${product.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.nom);
  await waitForHydration(page);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/produits/${product.id}$`));
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const described = blocks.find((b) => b["@type"] === "Product");
  expect(described).toMatchObject({
    name: product.nom,
    url: canonical,
    offers: { "@type": "Offer", price: product.prixApresPromotion, priceCurrency: "XOF" },
  });
  expect(described.image[0]).toMatch(/^https?:\/\/.+\.webp$/);
  expect(blocks.find((b) => b["@type"] === "BreadcrumbList").itemListElement.at(-1)).toMatchObject({ name: product.nom, item: canonical });
});
