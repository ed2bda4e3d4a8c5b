// The cart checked against the catalogue before an order (decision 038).
import { describe, expect, it } from "vitest";
import { cartIds, changeMessage, checkCart, covers, type CheckedProduct } from "../../client/src/lib/cart-check.ts";
import type { CartLine } from "../../client/src/lib/cart.ts";

const line = (over: Partial<CartLine> = {}): CartLine => ({
  productId: "p1",
  name: "Robe wax",
  unitPrice: 20_000,
  imageUrl: "/uploads/p1.webp",
  stock: 5,
  quantity: 2,
  ...over,
});
const product = (over: Partial<CheckedProduct> = {}): CheckedProduct => ({
  id: "p1",
  nom: "Robe wax",
  prixApresPromotion: 20_000,
  stock: 5,
  enRupture: false,
  imagePrincipale: { thumbnailUrl: "/uploads/p1.webp" },
  ...over,
});

describe("checking the cart against the catalogue", () => {
  it("leaves an unchanged cart as it is", () => {
    const lines = [line()];
    const check = checkCart(lines, [product()]);
    expect(check.changed).toBe(false);
    expect(check.lines[0]).toBe(lines[0]);
    expect(check.changes).toEqual([]);
    expect(check.problems.size).toBe(0);
  });

  it("takes the server's price and says so", () => {
    const check = checkCart([line()], [product({ prixApresPromotion: 17_500 })]);
    expect(check.changed).toBe(true);
    expect(check.lines[0].unitPrice).toBe(17_500);
    expect(check.changes).toEqual([{ kind: "price", line: "p1:", name: "Robe wax", before: 20_000, after: 17_500 }]);
    expect(changeMessage(check.changes[0])).toBe("Le prix de « Robe wax » est passé de 20\u202f000\u202fFCFA à 17\u202f500\u202fFCFA.");
  });

  it("brings the quantity down to the stock left and says so", () => {
    const check = checkCart([line({ quantity: 4 })], [product({ stock: 3 })]);
    expect(check.lines[0]).toMatchObject({ quantity: 3, stock: 3 });
    expect(changeMessage(check.changes[0])).toBe("La quantité de « Robe wax » est ramenée à 3 : c'est le stock disponible.");
  });

  it("flags products deleted or out of stock, keeping their lines", () => {
    const lines = [line(), line({ productId: "p2", name: "Sac" }), line({ productId: "p3", name: "Savon" })];
    const check = checkCart(lines, [product(), product({ id: "p3", nom: "Savon", stock: 0 })]);
    expect([...check.problems]).toEqual([
      ["p2:", "gone"],
      ["p3:", "out"],
    ]);
    expect(check.lines).toHaveLength(3);
    expect(check.lines[2].quantity).toBe(2); // kept for when it comes back
    expect(checkCart([line()], [product({ enRupture: true })]).problems.get("p1:")).toBe("out");
  });

  it("updates a renamed product or a new photo without a notice", () => {
    const check = checkCart([line()], [product({ nom: "Robe wax bleue", imagePrincipale: { thumbnailUrl: "/uploads/p1-b.webp" } })]);
    expect(check.changed).toBe(true);
    expect(check.lines[0]).toMatchObject({ name: "Robe wax bleue", imageUrl: "/uploads/p1-b.webp" });
    expect(check.changes).toEqual([]);
  });

  it("asks once per product, and a check still covers the cart after a line is removed, not after one is added", () => {
    const lines = [line({ productId: "b" }), line({ productId: "a" }), line({ productId: "b", selectedVariant: "XL" })];
    expect(cartIds(lines)).toEqual(["a", "b"]);
    const check = checkCart(lines, [product({ id: "a" }), product({ id: "b" })]);
    expect(covers(check, lines.slice(1))).toBe(true);
    expect(covers(check, [...lines, line({ productId: "c" })])).toBe(false);
  });
});
