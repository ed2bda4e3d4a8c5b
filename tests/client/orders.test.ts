// The cart's side of orders (decision 072): the message with its reference and details, the
// optional fields, the record's body, the reference kept with the cart, the outbox's rules.
import { beforeEach, describe, expect, it } from "vitest";
import type { CartLine } from "../../client/src/lib/cart.ts";
import { orderMessage } from "../../client/src/lib/whatsapp.ts";
import {
  cartReference,
  customerErrors,
  customerLines,
  customerOf,
  EMPTY_CUSTOMER,
  formatPhone,
  normalizePhone,
  orderBody,
  parseCustomer,
  readCustomer,
  markOrderSent,
  referenceForContent,
  renewCartReference,
  saveCustomer,
} from "../../client/src/lib/order.ts";
import { flushOrders, keepOrder, outcome, OUTBOX, type KeptOrder, type OutboxStore } from "../../client/src/sw/outbox.ts";
import { timeline } from "../../client/src/lib/order-status.ts";
import { nextOrderParams, readOrderParams } from "../../client/src/features/admin-orders/list-params.ts";
import { replyMessage } from "../../client/src/features/admin-orders/reply.ts";
import { exportQuery } from "../../client/src/lib/csv-download.ts";
import { breadcrumbFor } from "../../client/src/app/admin/breadcrumb.ts";

const shop = {
  name: "Boutique en Ligne",
  whatsapp: "221770000000",
  publicUrl: "https://shop.sn",
  dakarPrice: 2000,
  dakarDelay: "24 h",
  regionsDelay: "2 à 4 jours",
};
const lines: CartLine[] = [
  {
    productId: "a1",
    name: "Robe wax",
    unitPrice: 12_500,
    imageUrl: null,
    stock: 5,
    quantity: 2,
    selectedVariant: "v9",
    variantLabel: "Taille M",
  },
  { productId: "b2", name: "Collier", unitPrice: 1_500, imageUrl: null, stock: 5, quantity: 1 },
];

describe("the order message with its reference", () => {
  it("puts 'Commande n°' right after the greeting, the details before the total, the tracking link last", () => {
    const details = customerLines(
      customerOf({ nom: "Awa Diop", telephone: "77 123 45 67", zone: "dakar", adresse: "Sicap Liberté 6, villa 12" }),
    );
    const text = orderMessage(shop, lines, { reference: "K7M2QX9P", details }).split("\n");
    expect(text[0]).toBe("Bonjour Boutique en Ligne, je souhaite commander :");
    expect(text[1]).toBe("Commande n° K7M2-QX9P");
    expect(text.at(-1)).toBe("Suivre ma commande : https://shop.sn/commande/K7M2-QX9P");
    const total = text.indexOf("Total : 26 500 FCFA");
    expect(text.slice(total - 5, total)).toEqual([
      "Nom : Awa Diop",
      "Téléphone : +221 77 123 45 67",
      "Zone de livraison : Dakar",
      "Adresse : Sicap Liberté 6, villa 12",
      "",
    ]);
    expect(text).toContain("2 x Robe wax (Taille M) — 12 500 FCFA = 25 000 FCFA");
  });

  it("leaves out the fields not filled, and is unchanged without a reference", () => {
    const text = orderMessage(shop, lines, { reference: "K7M2QX9P", details: customerLines(customerOf(EMPTY_CUSTOMER)) });
    expect(text).not.toMatch(/Nom :|Téléphone :|Zone de livraison|Adresse :/);
    expect(text).toMatch(/FCFA\n\nTotal : 26 500 FCFA/);
    expect(orderMessage(shop, lines)).not.toContain("Commande n°");
    expect(orderMessage(shop, lines)).not.toContain("Suivre ma commande");
  });
});

describe("the optional customer fields", () => {
  it("reads Senegalese phone numbers however they are typed", () => {
    for (const typed of ["771234567", "77 123 45 67", "+221 77 123 45 67", "00221 77.123.45.67", "+221-77-123-45-67"])
      expect(normalizePhone(typed), typed).toBe("+221771234567");
    for (const bad of ["12345", "+33612345678", "77 123 45 6", "7712345678", "abc", "7".repeat(40)])
      expect(normalizePhone(bad), bad).toBeNull();
    expect(formatPhone("+221771234567")).toBe("+221 77 123 45 67");
  });

  it("explains in French what cannot be used; nothing is required", () => {
    expect(customerErrors(EMPTY_CUSTOMER)).toEqual({});
    const errors = customerErrors({ nom: "x".repeat(81), telephone: "123", zone: "", adresse: "y".repeat(301) });
    expect(errors.nom).toBe("Le nom ne peut pas dépasser 80 caractères.");
    expect(errors.telephone).toMatch(/^Veuillez saisir un numéro sénégalais valide/);
    expect(errors.adresse).toBe("L'adresse ne peut pas dépasser 300 caractères.");
    // The invalid ones are left out of the message and the record, the valid ones kept.
    expect(customerOf({ nom: "  Awa\u0000 Diop\n", telephone: "123", zone: "regions", adresse: "y".repeat(301) })).toEqual({
      nom: "Awa Diop",
      zone: "regions",
    });
  });

  it("are remembered in the browser, and a malformed stored value gives the empty form", () => {
    saveCustomer("t_cart", { nom: "Awa", telephone: "771234567", zone: "dakar", adresse: "" });
    expect(readCustomer("t_cart")).toEqual({ nom: "Awa", telephone: "771234567", zone: "dakar", adresse: "" });
    for (const raw of ["{", "[]", "null", JSON.stringify({ nom: 3, zone: "mars" })]) expect(parseCustomer(raw)).toEqual(EMPTY_CUSTOMER);
  });
});

describe("the reference kept with the cart", () => {
  beforeEach(() => localStorage.clear());
  it("is made when the cart first opens and kept; renewed on demand", () => {
    const first = cartReference("t_cart");
    expect(first).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(cartReference("t_cart")).toBe(first);
    const next = renewCartReference("t_cart");
    expect(next).not.toBe(first);
    expect(cartReference("t_cart")).toBe(next);
    localStorage.setItem("t_cart_commande", "n'importe quoi");
    expect(cartReference("t_cart")).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  });

  it("stays with the cart once sent while its content is the same; a changed cart is a new order", () => {
    const ref = referenceForContent("t_cart", "A");
    expect(referenceForContent("t_cart", "B")).toBe(ref); // not sent yet: the cart may change
    markOrderSent("t_cart", ref, "B");
    expect(referenceForContent("t_cart", "B")).toBe(ref); // a second tap: the same order
    const next = referenceForContent("t_cart", "B + 1");
    expect(next).not.toBe(ref);
    expect(cartReference("t_cart")).toBe(next);
    expect(referenceForContent("t_cart", "B")).toBe(next); // the old content is not this reference's
    localStorage.setItem("t_cart_commande_envoyee", "{");
    expect(referenceForContent("t_cart", "C")).toBe(next);
  });
});

describe("the record's body (decision 070)", () => {
  it("carries the reference, the lines as shown and the details given", () => {
    expect(JSON.parse(orderBody("K7M2QX9P", lines, { nom: "Awa", zone: "dakar" }))).toEqual({
      reference: "K7M2-QX9P",
      lignes: [
        { produitId: "a1", varianteId: "v9", quantite: 2, prixUnitaire: 12_500 },
        { produitId: "b2", quantite: 1, prixUnitaire: 1_500 },
      ],
      client: { nom: "Awa", zone: "dakar" },
    });
    expect(JSON.parse(orderBody("K7M2QX9P", lines, {}))).not.toHaveProperty("client");
  });
});

describe("the outbox of orders sent offline", () => {
  const memory = (): OutboxStore & { map: Map<string, KeptOrder> } => {
    const map = new Map<string, KeptOrder>();
    return {
      map,
      all: async () => [...map.values()],
      put: async (o) => {
        map.set(o.reference, o);
      },
      remove: async (r) => {
        map.delete(r);
      },
    };
  };

  it("keeps at most 20 orders (the oldest go), none over 32 KB, one per reference", async () => {
    const store = memory();
    for (let i = 0; i < 25; i++) expect(await keepOrder(store, `R${i}`, "{}", i)).toBe(true);
    expect(store.map.size).toBe(OUTBOX.maxOrders);
    expect(store.map.has("R0")).toBe(false);
    expect(store.map.has("R24")).toBe(true);
    await keepOrder(store, "R24", '{"a":1}', 99);
    expect(store.map.size).toBe(20);
    expect(await keepOrder(store, "BIG", "é".repeat(OUTBOX.maxBytes / 2 + 1))).toBe(false);
    expect(store.map.has("BIG")).toBe(false);
  });

  it("sends them oldest first, drops the recorded and the refused, stops at the first that must wait", async () => {
    const store = memory();
    for (const [i, r] of ["A", "B", "C", "D"].entries()) await keepOrder(store, r, r, i);
    const answers: Record<string, number> = { A: 201, B: 400, C: 503, D: 201 };
    const seen: string[] = [];
    expect(
      await flushOrders(store, async (body) => {
        seen.push(body);
        return { status: answers[body] };
      }),
    ).toBe(2);
    expect(seen).toEqual(["A", "B", "C"]);
    expect([...store.map.keys()].sort()).toEqual(["C", "D"]);
    expect(
      await flushOrders(store, async () => {
        throw new TypeError("Failed to fetch");
      }),
    ).toBe(0);
    expect(store.map.size).toBe(2);
    expect(await flushOrders(store, async () => ({ status: 200 }))).toBe(2);
    expect(store.map.size).toBe(0);
  });

  it("reads answers: recorded or refused for good is done; no answer, 5xx, 408, 429 wait", () => {
    for (const s of [200, 201, 400, 404, 409, 413]) expect(outcome(s), String(s)).toBe("done");
    for (const s of [0, 408, 429, 500, 502, 503]) expect(outcome(s), String(s)).toBe("retry");
  });
});

describe("the tracking timeline", () => {
  const d = { creeLe: "2026-11-28T09:00:00Z", confirmeeLe: "2026-11-28T10:00:00Z", livreeLe: null, annuleeLe: "2026-11-28T11:00:00Z" };
  it("goes Reçue → Confirmée → Livrée, the current step marked", () => {
    expect(timeline("confirmee", d).map((s) => [s.label, s.done, s.current])).toEqual([
      ["Reçue", true, false],
      ["Confirmée", true, true],
      ["Livrée", false, false],
    ]);
    expect(
      timeline("nouvelle", { creeLe: d.creeLe })
        .filter((s) => s.done)
        .map((s) => s.label),
    ).toEqual(["Reçue"]);
  });
  it("ends at Annulée, through Confirmée only when it was confirmed", () => {
    expect(timeline("annulee", d).map((s) => s.label)).toEqual(["Reçue", "Confirmée", "Annulée"]);
    expect(timeline("annulee", { ...d, confirmeeLe: null }).map((s) => s.label)).toEqual(["Reçue", "Annulée"]);
  });
});

describe("the back-office's orders", () => {
  it("reads its filters from the URL, refusing nonsense, and goes back to page 1 on a filter change", () => {
    expect(readOrderParams(new URLSearchParams("statut=confirmee&du=2026-11-01&au=2026-11-30&search= Awa &page=3"))).toEqual({
      statut: "confirmee",
      du: "2026-11-01",
      au: "2026-11-30",
      search: "Awa",
      page: 3,
    });
    expect(readOrderParams(new URLSearchParams("statut=perdue&du=hier&page=-2&au=2026-11-301"))).toEqual({
      statut: null,
      du: null,
      au: null,
      search: null,
      page: 1,
    });
    expect(nextOrderParams(new URLSearchParams("page=4&statut=nouvelle"), { statut: "" }).toString()).toBe("");
    expect(nextOrderParams(new URLSearchParams("statut=nouvelle"), { page: 2 }).toString()).toBe("statut=nouvelle&page=2");
  });
  it("exports with the filters applied, empty ones left out", () => {
    expect(exportQuery({ statut: "nouvelle", search: null, du: "2026-11-01", au: undefined, page: "" })).toBe(
      "?statut=nouvelle&du=2026-11-01",
    );
    expect(exportQuery({})).toBe("");
  });
  it("answers the customer in French, naming the reference and the tracking page", () => {
    const text = replyMessage({ reference: "K7M2QX9P", statut: "confirmee", total: 15_000, client: { nom: "Awa" } }, "https://shop.sn");
    expect(text).toBe(
      "Bonjour Awa, votre commande n° K7M2-QX9P (15 000 FCFA) est confirmée. Nous revenons vers vous pour l'heure de livraison.\nSuivre ma commande : https://shop.sn/commande/K7M2-QX9P",
    );
    expect(replyMessage({ reference: "K7M2QX9P", statut: "nouvelle", total: 1, client: {} }, "x")).toMatch(
      /^Bonjour, nous avons bien reçu votre commande n° K7M2-QX9P/,
    );
  });
  it("names its screens in the breadcrumb", () => {
    expect(breadcrumbFor("/admin/commandes").map((c) => c.label)).toEqual(["Accueil", "Commandes"]);
    expect(breadcrumbFor("/admin/commandes/K7M2-QX9P").map((c) => c.label)).toEqual(["Accueil", "Commandes", "Commande"]);
    expect(breadcrumbFor("/admin/commandes/depuis-message").map((c) => c.label)).toEqual([
      "Accueil",
      "Commandes",
      "Enregistrer depuis un message",
    ]);
  });
});
