import { expect, it } from "vitest";
import { questionMessage } from "../../client/src/lib/whatsapp-question.ts";

const URL = "https://boutique.example";

it("off a product page, a plain question to the shop", () => {
  expect(questionMessage("Awa Mode", URL)).toBe("Bonjour Awa Mode, j'ai une question.");
});

it("on a product page, names the product and its link", () => {
  expect(questionMessage("Awa Mode", URL, { id: "p1", nom: "Robe wax", enRupture: false })).toBe(
    "Bonjour, je suis intéressée par Robe wax (https://boutique.example/produits/p1). J'ai une question :",
  );
});

it("for a product out of stock, asks to be told when it is back", () => {
  const text = questionMessage("Awa Mode", URL, { id: "p2", nom: "Sac cuir", enRupture: true });
  expect(text).toContain("Sac cuir (https://boutique.example/produits/p2)");
  expect(text).toContain("me prévenir quand il sera de nouveau disponible");
});

it("keeps a name with replacement patterns as written", () => {
  const text = questionMessage("Awa $& Co", URL, { id: "p3", nom: "Sac $& $1 $' co", enRupture: false });
  expect(text).toContain("Sac $& $1 $' co (https://boutique.example/produits/p3)");
});
