import { afterEach, expect, it, vi } from "vitest";
import { canShare, shareText, whatsappShareLink } from "../../client/src/lib/share.ts";

const product = { name: "Boubou brodé & co #1", price: 12500, url: "https://boutique.example/produits/abc" };

afterEach(() => vi.unstubAllGlobals());

it("puts the name, the price in FCFA and the link (last, on its own line) in a wa.me message with no number", () => {
  expect(shareText(product)).toBe("Boubou brodé & co #1 — 12 500 FCFA");
  const link = whatsappShareLink(product);
  expect(link.startsWith("https://wa.me/?text=")).toBe(true);
  expect(decodeURIComponent(link.slice("https://wa.me/?text=".length))).toBe(
    "Boubou brodé & co #1 — 12 500 FCFA\nhttps://boutique.example/produits/abc",
  );
  expect(new URL(link).searchParams.get("text")).toBe("Boubou brodé & co #1 — 12 500 FCFA\nhttps://boutique.example/produits/abc");
});

it("uses the share sheet only when the browser has one", () => {
  vi.stubGlobal("navigator", {});
  expect(canShare()).toBe(false);
  vi.stubGlobal("navigator", { share: () => Promise.resolve() });
  expect(canShare()).toBe(true);
});
