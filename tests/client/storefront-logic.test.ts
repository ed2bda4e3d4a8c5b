import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isServerRendered, isStorefrontPath, matchPage, offlinePages, sitemapPaths, STOREFRONT_PAGES } from "../../contract/pages.ts";
import { pageWindow } from "../../client/src/lib/pagination.ts";
import { orderMessage } from "../../client/src/lib/whatsapp.ts";
import { whatsappLink } from "../../client/src/lib/whatsapp-link.ts";
import { faqFor, filterFaq, FAQ } from "../../client/src/features/faq/faq-data.ts";
import { parsePriceText } from "../../client/src/features/catalogue/useListParams.ts";
import type { CartLine } from "../../client/src/lib/cart.ts";

describe("pagination window (SPEC §4)", () => {
  it("shows first, last and two pages either side, with ellipses", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, "ellipsis-end", 10]);
    expect(pageWindow(6, 12)).toEqual([1, "ellipsis-start", 4, 5, 6, 7, 8, "ellipsis-end", 12]);
    expect(pageWindow(12, 12)).toEqual([1, "ellipsis-start", 10, 11, 12]);
  });
});

describe("WhatsApp order", () => {
  const shop = {
    name: "Boutique en Ligne",
    whatsapp: "221770000000",
    publicUrl: "https://shop.sn",
    dakarPrice: 2000,
    dakarDelay: "24 h",
    regionsDelay: "2 à 4 jours",
  };
  const lines: CartLine[] = [
    { productId: "a1", name: "Robe wax", unitPrice: 12_500, imageUrl: null, stock: 5, quantity: 2 },
    { productId: "b2", name: "Collier", unitPrice: 1_500, imageUrl: null, stock: 5, quantity: 1 },
  ];

  it("greets the shop, lists lines with French amounts, the total, delivery terms and product links", () => {
    const text = orderMessage(shop, lines);
    expect(text.split("\n")[0]).toBe("Bonjour Boutique en Ligne, je souhaite commander :");
    expect(text).toContain("2 x Robe wax — 12 500 FCFA = 25 000 FCFA");
    expect(text).toContain("1 x Collier — 1 500 FCFA = 1 500 FCFA");
    expect(text).toContain("Total : 26 500 FCFA");
    expect(text).toContain("2 000 FCFA à Dakar (24 h)");
    expect(text).toContain("https://shop.sn/produits/a1");
    expect(text).not.toMatch(/[\u202f\u00a0]/);
  });

  it("builds a wa.me link with the encoded message", () => {
    const link = whatsappLink("+221 77 000 00 00", "Total : 1 500 FCFA");
    expect(link).toBe("https://wa.me/221770000000?text=Total%20%3A%201%20500%20FCFA");
    expect(decodeURIComponent(new URL(whatsappLink(shop.whatsapp, orderMessage(shop, lines))).searchParams.get("text")!)).toContain(
      "Robe wax",
    );
  });
});

describe("FAQ", () => {
  it("has 15 questions and filters case- and accent-insensitively within a category", () => {
    expect(FAQ).toHaveLength(15);
    expect(filterFaq(FAQ, "", "Paiement")).toHaveLength(3);
    expect(filterFaq(FAQ, "CARTE", "Toutes").map((e) => e.id)).toContain(5);
    expect(filterFaq(FAQ, "delai", "Toutes").length).toBeGreaterThan(0);
    expect(filterFaq(FAQ, "carte", "Livraison")).toEqual([]);
  });

  it("answers the delivery questions with the shop's settings, same-day cut-off included", () => {
    const shop = { horaires: "7 j/7", livraison: { dakarPrix: 2500, dakarDelai: "48 h", regionsDelai: "3 jours", jourMemeAvant: "13h" } };
    const answer = (s: typeof shop, id: number) => faqFor(s).find((e) => e.id === id)!.answer;
    expect(answer(shop, 3)).toBe("Oui : à Dakar, toute commande passée avant 13h est livrée le jour même.");
    const none = { ...shop, livraison: { ...shop.livraison, jourMemeAvant: "" } };
    expect(answer(none, 3)).toBe("Non : à Dakar, comptez 48 h après la confirmation de votre commande sur WhatsApp.");
    expect(answer(shop, 2)).toContain("2\u202f500\u202fFCFA");
    expect(faqFor(null)).toBe(FAQ);
  });
});

describe("price filter text", () => {
  it("reads integers, ignores empty text and nonsense", () => {
    expect(parsePriceText("12 500")).toBe(12500);
    expect(parsePriceText("")).toBeNull();
    expect(parsePriceText("12,5")).toBeNull();
    expect(parsePriceText("abc")).toBeNull();
  });
});

describe("the storefront's pages (contract/pages.ts, decision 083)", () => {
  it("matches static addresses as written and parameters with or without a final slash, decoded", () => {
    expect(matchPage("/")?.name).toBe("home");
    expect(matchPage("/pro")?.name).toBe("list");
    expect(matchPage("/pro/")).toBeNull();
    expect(isStorefrontPath("/pro/")).toBe(true);
    expect(matchPage("/produits/a%20b/")).toMatchObject({ name: "product", params: { id: "a b" } });
    expect(matchPage("/produits/%E0%A4%A")).toMatchObject({ name: "product", params: null });
    expect(matchPage("/commande/K7M2-QX9P")).toMatchObject({ name: "order", params: { reference: "K7M2-QX9P" } });
    for (const path of ["/produits/a/b", "/produits/", "/inconnue", "/admin", "/cart/x"]) expect(matchPage(path), path).toBeNull();
    for (const path of ["/", "/pro", "/produits/x", "/commande/x/"]) expect(isServerRendered(path), path).toBe(true);
    for (const path of ["/cart", "/faq", "/livraison", "/inconnue", "/pro/"]) expect(isServerRendered(path), path).toBe(false);
  });

  it("names the pages the service worker keeps and the sitemap lists", () => {
    expect(offlinePages()).toEqual({ kept: ["/", "/cart"], fallback: "/cart" });
    expect(sitemapPaths()).toEqual(["/", "/pro", "/faq", "/livraison"]);
  });

  it("has each page's chunk be the module Storefront.tsx loads for it", () => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, "../../client/src/app/Storefront.tsx"), "utf8");
    for (const [name, page] of Object.entries(STOREFRONT_PAGES)) {
      if (!page.chunk) continue;
      expect(source, name).toContain(`${name}: lazy(() => import("../${page.chunk.slice("src/".length)}")),`);
      expect(fs.existsSync(path.resolve(import.meta.dirname, "../../client", page.chunk)), page.chunk).toBe(true);
    }
  });
});
