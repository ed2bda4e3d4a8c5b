import { describe, expect, it } from "vitest";
import {
  CARD_PALETTE,
  categoryInput,
  categoryTarget,
  counterWarns,
  deleteFailureMessage,
  HAS_PRODUCTS_MESSAGE,
  isComplex,
  isPopular,
  moveId,
  paletteFor,
  truncate,
  validateCategory,
  type CategoryDraft,
} from "../../client/src/features/admin-categories/rules.ts";
import { timeAgo } from "../../client/src/features/dashboard/time.ts";

const draft = (over: Partial<CategoryDraft>): CategoryDraft => ({ nom: "Mode femme", description: "", types: [], masquee: false, ...over });
const named = (...names: string[]) => names.map((nom) => ({ nom }));

describe("category card (SPEC §2, §9)", () => {
  it("picks one of 8 colours from the sum of the id's character codes modulo 8", () => {
    expect(CARD_PALETTE).toHaveLength(8);
    // "a" = 97 → 97 % 8 = 1; "ab" = 97 + 98 = 195 → 3; "" → 0
    expect(paletteFor("a")).toBe(CARD_PALETTE[1]);
    expect(paletteFor("ab")).toBe(CARD_PALETTE[3]);
    expect(paletteFor("")).toBe(CARD_PALETTE[0]);
    expect(paletteFor("ba")).toBe(paletteFor("ab"));
  });

  it("cuts the description at 80 characters", () => {
    expect(truncate("x".repeat(80))).toBe("x".repeat(80));
    expect(truncate("x".repeat(81))).toBe(`${"x".repeat(80)}…`);
    expect(truncate(`${"a".repeat(79)} bcd`)).toBe(`${"a".repeat(79)}…`);
    expect(truncate(null)).toBe("");
  });

  it("shows 'Populaire' above 30 products and 'Complexe' above 5 sub-types", () => {
    expect([isPopular(30), isPopular(31)]).toEqual([false, true]);
    expect([isComplex(5), isComplex(6)]).toEqual([false, true]);
  });

  it("opens the types screen only when the category has sub-types", () => {
    expect(categoryTarget("c1", 0)).toBe("/admin/categories/c1/produits");
    expect(categoryTarget("c1", 2)).toBe("/admin/categories/c1/type");
  });

  it("replaces a 'products remain' refusal with the long message of SPEC §8", () => {
    expect(deleteFailureMessage("Impossible de supprimer cette catégorie : elle contient encore des produits associés.")).toBe(
      HAS_PRODUCTS_MESSAGE,
    );
    expect(deleteFailureMessage("Category cannot be deleted")).toBe(HAS_PRODUCTS_MESSAGE);
    expect(deleteFailureMessage("Catégorie introuvable")).toBe("Catégorie introuvable");
    expect(deleteFailureMessage("")).toBe("Erreur lors de la suppression");
  });
});

describe("category form (SPEC §5)", () => {
  it("accepts a valid draft", () => {
    expect(validateCategory(draft({ description: "d".repeat(1000), types: named("Robes", "Pagnes") }))).toBeNull();
    expect(validateCategory(draft({ nom: "n".repeat(150) }))).toBeNull();
  });

  it.each([
    [draft({ nom: "  " }), "nom", "Le nom est requis"],
    [draft({ nom: "n".repeat(151) }), "nom", "Le nom ne peut pas dépasser 150 caractères"],
    [draft({ description: "d".repeat(1001) }), "description", "La description ne peut pas dépasser 1000 caractères"],
  ] as const)("refuses %#: %s", (input, field, message) => {
    expect(validateCategory(input)?.[field]).toBe(message);
  });

  it("checks each type: non-empty after trim, 30 characters, unique ignoring case and spaces", () => {
    const errors = validateCategory(draft({ types: named("Robes", " ", "t".repeat(31), " robes ", "t".repeat(30)) }));
    expect(errors?.types).toEqual([
      undefined,
      "Le type ne peut pas être vide",
      "Le type ne peut pas dépasser 30 caractères",
      "Ce type existe déjà",
      undefined,
    ]);
    expect(errors?.nom).toBeUndefined();
  });

  it("sends trimmed values, a new type as {nom} and a kept one with its id (a rename keeps it, decision 062)", () => {
    expect(
      categoryInput(draft({ nom: " Beauté ", description: " Soins ", types: [{ nom: " Parfums " }, { id: "st1", nom: " Savons " }] })),
    ).toEqual({ nom: "Beauté", description: "Soins", sousTypes: [{ nom: "Parfums" }, { id: "st1", nom: "Savons" }], masquee: false });
  });

  it("moves a category in the seller's order, clamped at both ends (decision 092)", () => {
    expect(moveId(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveId(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveId(["a", "b", "c"], 0, 9)).toEqual(["b", "c", "a"]);
    expect(moveId(["a", "b", "c"], 5, 0)).toEqual(["a", "b", "c"]);
  });

  it("turns a counter orange above 80 % of its limit", () => {
    expect([counterWarns(120, 150), counterWarns(121, 150)]).toEqual([false, true]);
    expect([counterWarns(24, 30), counterWarns(25, 30)]).toEqual([false, true]);
  });
});

describe("recent activity time", () => {
  const now = Date.parse("2026-05-10T12:00:00Z");
  it("reads as a relative time for a week, then as a date", () => {
    expect(timeAgo("2026-05-10T11:59:30Z", now)).toBe("à l'instant");
    expect(timeAgo("2026-05-10T11:55:00Z", now)).toBe("il y a 5 minutes");
    expect(timeAgo("2026-05-10T09:00:00Z", now)).toBe("il y a 3 heures");
    expect(timeAgo("2026-05-09T12:00:00Z", now)).toBe("hier");
    expect(timeAgo("2026-04-01T12:00:00Z", now)).toBe("1 avr. 2026");
  });
});
