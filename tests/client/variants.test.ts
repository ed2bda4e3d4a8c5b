// Sizes, colours and stock on the client (issue 25): every refusal of the form's stock part, the
// product page's choice rules, and the cart and the order message naming a combination.
import { describe, expect, it } from "vitest";
import {
  addPreset,
  checkNewValue,
  combinations,
  gridRows,
  gridTotal,
  parseStock,
  setAllStocks,
  validateStock,
  type OptionDraft,
} from "../../client/src/features/admin-products/variant-form-logic.ts";
import { EMPTY_DRAFT, productInput, stockDraft, validateDraft } from "../../client/src/features/admin-products/product-form-logic.ts";
import {
  canChoose,
  choose,
  chosenVariant,
  lowStockNote,
  missingChoice,
  onlyChoices,
  photosForColour,
  type ChoiceVariant,
} from "../../client/src/features/product/variant-choice.ts";
import { comboLabel } from "../../contract/product-options.ts";
import { addToCart, lineKey, lineName, parseCart, type CartLine } from "../../client/src/lib/cart.ts";
import { checkCart, type CheckedProduct } from "../../client/src/lib/cart-check.ts";
import { orderMessage } from "../../client/src/lib/whatsapp.ts";
import { listSearch, listVariables, readListParams } from "../../contract/list-params.ts";

const taille = (...values: string[]): OptionDraft => ({ name: "Taille", values });
const couleur = (...values: string[]): OptionDraft => ({ name: "Couleur", values });
const key = (...values: string[]) => JSON.stringify(values);

describe("the form's stock and 'Tailles et couleurs'", () => {
  it("requires a whole stock from 0 to 1 000 000 for a product sold as one (no default)", () => {
    expect(validateStock("", [], {})).toBe("Le stock est requis");
    expect(validateStock("  ", [], {})).toBe("Le stock est requis");
    for (const bad of ["-1", "2.5", "dix", "1000001", "9".repeat(40)])
      expect(validateStock(bad, [], {})).toBe("Le stock doit être un nombre entier de 0 à 1 000 000");
    expect([validateStock("0", [], {}), validateStock(" 12 ", [], {}), parseStock("1000000")]).toEqual([null, null, 1_000_000]);
  });

  it("refuses an empty, too long, control-character, duplicate or 21st value", () => {
    expect(checkNewValue(taille(), "   ")).toBe("Saisissez une valeur");
    expect(checkNewValue(taille(), "x".repeat(31))).toBe("Une valeur compte 30 caractères au plus");
    expect(checkNewValue(taille(), "x".repeat(10_000))).toBe("Une valeur compte 30 caractères au plus");
    expect(checkNewValue(taille(), "M\u0000")).toBe("Une valeur ne peut pas contenir de caractères de contrôle");
    expect(checkNewValue(couleur("Bleu"), " bleu ")).toBe("La valeur « bleu » existe déjà pour Couleur");
    expect(checkNewValue(couleur("Écru"), "ecru")).toBe("La valeur « ecru » existe déjà pour Couleur");
    const full = taille(...Array.from({ length: 20 }, (_, i) => `T${i}`));
    expect(checkNewValue(full, "T99")).toBe("20 valeurs au plus par option");
    expect(checkNewValue(taille("S"), " M ")).toBeNull();
  });

  it("adds a preset's missing values, up to 20", () => {
    expect(addPreset(taille("M", "Sur mesure"), ["S", "M", "L"])).toEqual({ values: ["M", "Sur mesure", "S", "L"], refused: null });
    const many = taille(...Array.from({ length: 15 }, (_, i) => `T${i}`));
    const shoes = Array.from({ length: 12 }, (_, i) => String(35 + i));
    const result = addPreset(many, shoes);
    expect([result.values.length, result.refused]).toEqual([20, "20 valeurs au plus par option"]);
  });

  it("refuses an option without values, over 60 combinations, none on sale and a missing or wrong stock, naming the combination", () => {
    expect(validateStock("", [taille("S"), couleur()], {})).toBe("Ajoutez au moins une valeur à l'option Couleur");
    const seven = Array.from({ length: 7 }, (_, i) => `C${i}`);
    const nine = Array.from({ length: 9 }, (_, i) => `T${i}`);
    expect(validateStock("", [taille(...nine), couleur(...seven)], {})).toBe("60 combinaisons au plus : il y en a 63");
    const options = [taille("S", "M"), couleur("Bleu")];
    expect(
      validateStock("", options, { [key("S", "Bleu")]: { stock: "", enabled: false }, [key("M", "Bleu")]: { stock: "1", enabled: false } }),
    ).toBe("Activez au moins une combinaison");
    expect(validateStock("", options, { [key("S", "Bleu")]: { stock: "3", enabled: true } })).toBe(
      "Indiquez le stock de Taille M, Couleur Bleu",
    );
    expect(
      validateStock("", options, { [key("S", "Bleu")]: { stock: "3", enabled: true }, [key("M", "Bleu")]: { stock: "-2", enabled: true } }),
    ).toBe("Le stock de Taille M, Couleur Bleu doit être un nombre entier de 0 à 1 000 000");
    // A switched-off combination needs no stock.
    expect(
      validateStock("", options, { [key("S", "Bleu")]: { stock: "3", enabled: true }, [key("M", "Bleu")]: { stock: "", enabled: false } }),
    ).toBeNull();
    expect(validateDraft({ ...EMPTY_DRAFT, name: "Robe", price: "15000", categoryId: "c" })).toBe("Le stock est requis");
  });

  it("lists the combinations in grid order, keeps typed stocks, sets them all and adds them up", () => {
    const options = [taille("S", "M"), couleur("Bleu", "Rouge")];
    expect(combinations(options)).toEqual([
      ["S", "Bleu"],
      ["S", "Rouge"],
      ["M", "Bleu"],
      ["M", "Rouge"],
    ]);
    const combos = setAllStocks(options, { [key("M", "Rouge")]: { stock: "9", enabled: false } }, "4");
    expect(gridRows(options, combos).map((r) => [r.label, r.combo.stock, r.combo.enabled])).toEqual([
      ["Taille S, Couleur Bleu", "4", true],
      ["Taille S, Couleur Rouge", "4", true],
      ["Taille M, Couleur Bleu", "4", true],
      ["Taille M, Couleur Rouge", "9", false],
    ]);
    expect(gridTotal(options, combos)).toBe(12);
  });

  it("sends the options and one variant per combination, or a plain stock, and reads them back", () => {
    const options = [taille("S", "M"), couleur("Bleu")];
    const draft = {
      ...EMPTY_DRAFT,
      name: "Robe",
      price: "15000",
      categoryId: "c",
      options,
      combos: { [key("S", "Bleu")]: { stock: "2", enabled: true }, [key("M", "Bleu")]: { stock: "", enabled: false } },
    };
    const input = productInput(draft);
    expect([input.options, input.variantes, "stock" in input]).toEqual([
      [
        { nom: "Taille", valeurs: ["S", "M"] },
        { nom: "Couleur", valeurs: ["Bleu"] },
      ],
      [
        { taille: "S", couleur: "Bleu", stock: 2, actif: true },
        { taille: "M", couleur: "Bleu", stock: 0, actif: false },
      ],
      false,
    ]);
    expect(productInput({ ...draft, options: [], stock: " 7 " })).toMatchObject({ stock: 7, options: [], variantes: [] });
    const saved = stockDraft({
      stock: 2,
      options: [{ nom: "Couleur", valeurs: ["Bleu"] }],
      variantes: [{ taille: null, couleur: "Bleu", stock: 2, actif: true }],
    });
    expect(saved).toEqual({ stock: "", options: [couleur("Bleu")], combos: { [key("Bleu")]: { stock: "2", enabled: true } } });
    expect(stockDraft({ stock: 5, options: [], variantes: [] })).toEqual({ stock: "5", options: [], combos: {} });
  });
});

describe("choosing a combination on the product page", () => {
  const options = [
    { nom: "Taille", valeurs: ["S", "M", "L"] },
    { nom: "Couleur", valeurs: ["Bleu", "Rouge"] },
  ];
  const v = (id: string, t: string, c: string, stock: number, disponible = stock > 0): ChoiceVariant => ({
    id,
    taille: t,
    couleur: c,
    stock,
    disponible,
  });
  const variants = [
    v("sb", "S", "Bleu", 0),
    v("sr", "S", "Rouge", 4),
    v("mb", "M", "Bleu", 2),
    v("mr", "M", "Rouge", 5),
    v("lb", "L", "Bleu", 0),
    v("lr", "L", "Rouge", 3, false),
  ];

  it("crosses out what no combination on sale has with the other choices", () => {
    expect(options[0].valeurs.map((t) => canChoose(variants, {}, "Taille", t))).toEqual([true, true, false]);
    expect(options[0].valeurs.map((t) => canChoose(variants, { Couleur: "Bleu" }, "Taille", t))).toEqual([false, true, false]);
    expect(canChoose(variants, { Taille: "S" }, "Couleur", "Bleu")).toBe(false);
  });

  it("asks for the missing option, then finds the combination", () => {
    expect(missingChoice(options, {})).toBe("Choisissez une taille");
    expect(missingChoice(options, { Taille: "M" })).toBe("Choisissez une couleur");
    expect(chosenVariant(options, variants, { Taille: "M" })).toBeNull();
    expect(chosenVariant(options, variants, { Taille: "M", Couleur: "Bleu" })?.id).toBe("mb");
  });

  it("keeps the other choice when it still makes a combination on sale", () => {
    expect(choose(variants, { Couleur: "Rouge" }, "Taille", "M")).toEqual({ Taille: "M", Couleur: "Rouge" });
    expect(choose(variants, { Couleur: "Rouge" }, "Taille", "S")).toEqual({ Taille: "S", Couleur: "Rouge" });
    expect(choose(variants, { Taille: "S" }, "Couleur", "Bleu")).toEqual({ Couleur: "Bleu" });
  });

  it("chooses a lone value, says 'Plus que N en stock' at 3 or less, shows the colour's photos first", () => {
    expect(
      onlyChoices(
        [{ nom: "Taille", valeurs: ["Taille unique"] }, options[1]],
        [{ id: "u", taille: "Taille unique", couleur: "Bleu", stock: 1, disponible: true }],
      ),
    ).toEqual({ Taille: "Taille unique" });
    expect([lowStockNote(2), lowStockNote(3), lowStockNote(4), lowStockNote(0)]).toEqual([
      "Plus que 2 en stock",
      "Plus que 3 en stock",
      null,
      null,
    ]);
    const photos = [
      { id: "1", couleur: null },
      { id: "2", couleur: "Rouge" },
      { id: "3", couleur: "Bleu" },
    ];
    expect(photosForColour(photos, "Bleu").map((p) => p.id)).toEqual(["3", "1", "2"]);
    expect(photosForColour(photos, null).map((p) => p.id)).toEqual(["1", "2", "3"]);
    expect(comboLabel(["Taille", "Couleur"], ["M", "Bleu"])).toBe("Taille M, Couleur Bleu");
  });
});

describe("the cart and the order message name the combination", () => {
  const line = (over: Partial<CartLine> = {}): CartLine => ({
    productId: "p1",
    name: "Robe wax Dakar",
    unitPrice: 15_000,
    imageUrl: null,
    stock: 5,
    quantity: 2,
    ...over,
  });
  const shop = {
    name: "Boutique en Ligne",
    whatsapp: "221770000000",
    publicUrl: "https://boutique.sn",
    dakarPrice: 2000,
    dakarDelay: "24 h",
    regionsDelay: "2 à 4 jours",
  };

  it("keeps one line per product and combination, named in the message", () => {
    let { lines } = addToCart([], line({ selectedVariant: "mb", variantLabel: "Taille M, Couleur Bleu" }));
    ({ lines } = addToCart(lines, line({ quantity: 1, selectedVariant: "mr", variantLabel: "Taille M, Couleur Rouge" })));
    ({ lines } = addToCart(lines, line({ quantity: 1 })));
    expect(lines.map((l) => [lineKey(l), lineName(l), l.quantity])).toEqual([
      ["p1:mb", "Robe wax Dakar (Taille M, Couleur Bleu)", 2],
      ["p1:mr", "Robe wax Dakar (Taille M, Couleur Rouge)", 1],
      ["p1:", "Robe wax Dakar", 1],
    ]);
    const message = orderMessage(shop, lines);
    expect(message).toContain("2 x Robe wax Dakar (Taille M, Couleur Bleu) — 15 000 FCFA = 30 000 FCFA");
    expect(message).toContain("1 x Robe wax Dakar — 15 000 FCFA = 15 000 FCFA");
    expect(message.match(/https:\/\/boutique\.sn\/produits\/p1/g)).toHaveLength(1);
  });

  it("reads an old cart without combinations and drops a line whose combination fields are of the wrong type", () => {
    const old = JSON.stringify([{ productId: "p1", name: "Robe", unitPrice: 100, imageUrl: null, stock: 2, quantity: 1 }]);
    expect(parseCart(old)).toHaveLength(1);
    expect(parseCart(JSON.stringify([{ ...JSON.parse(old)[0], selectedVariant: 12 }]))).toEqual([]);
    expect(parseCart(JSON.stringify([{ ...JSON.parse(old)[0], variantLabel: { x: 1 } }]))).toEqual([]);
  });

  it("checks each combination's own stock, and a combination gone or off sale", () => {
    const product: CheckedProduct = {
      id: "p1",
      nom: "Robe wax Dakar",
      prixApresPromotion: 15_000,
      stock: 7,
      enRupture: false,
      imagePrincipale: null,
      variantes: [
        { id: "mb", stock: 1, disponible: true },
        { id: "mr", stock: 0, disponible: false },
      ],
    };
    const lines = [
      line({ selectedVariant: "mb", variantLabel: "Taille M, Couleur Bleu" }),
      line({ selectedVariant: "mr", variantLabel: "Taille M, Couleur Rouge" }),
      line({ selectedVariant: "gone" }),
      line(),
    ];
    const check = checkCart(lines, [product]);
    expect(check.lines.map((l) => [l.quantity, l.stock])).toEqual([
      [1, 1],
      [2, 0],
      [2, 5],
      [2, 7],
    ]);
    expect([...check.problems]).toEqual([
      ["p1:mr", "out"],
      ["p1:gone", "gone"],
    ]);
    expect(check.changes).toEqual([
      { kind: "quantity", line: "p1:mb", name: "Robe wax Dakar (Taille M, Couleur Bleu)", before: 2, after: 1 },
    ]);
  });
});

describe("/pro 'Taille' filter in the URL", () => {
  it("reads, bounds and writes 'taille' with the other filters", () => {
    const state = readListParams(new URLSearchParams("categorie=c1&taille=%20M%20&page=2"));
    expect([state.size, listVariables(state).size, listSearch(state)]).toEqual(["M", "M", "?categorie=c1&page=2&taille=M"]);
    expect(readListParams(new URLSearchParams(`taille=${"x".repeat(31)}`)).size).toBeNull();
    expect(readListParams(new URLSearchParams(`taille=${"x".repeat(100_000)}`)).size).toBeNull();
    expect(readListParams(new URLSearchParams("taille=")).size).toBeNull();
  });
});
