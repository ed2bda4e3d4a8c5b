import { describe, expect, it } from "vitest";
import {
  addToCart,
  badgeLabel,
  cartCount,
  cartTotal,
  parseCart,
  removeFromCart,
  setQuantity,
  type CartLine,
} from "../../client/src/lib/cart.ts";

const line = (over: Partial<CartLine> = {}): CartLine => ({
  productId: "p1",
  name: "Robe wax",
  unitPrice: 20_000,
  imageUrl: null,
  stock: 3,
  quantity: 1,
  ...over,
});

describe("cart rules (SPEC §4)", () => {
  it("adds a new line, then merges the same product and variant", () => {
    let { lines } = addToCart([], line());
    ({ lines } = addToCart(lines, line({ quantity: 1 })));
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(2);
    ({ lines } = addToCart(lines, line({ selectedVariant: "XL" })));
    expect(lines).toHaveLength(2);
  });

  it("never goes beyond the stock and says how many were added", () => {
    const first = addToCart([], line({ quantity: 2 }));
    const second = addToCart(first.lines, line({ quantity: 5 }));
    expect(second.added).toBe(1);
    expect(second.lines[0].quantity).toBe(3);
    const third = addToCart(second.lines, line());
    expect(third.added).toBe(0);
    expect(third.lines).toBe(second.lines);
  });

  it("refuses a product without stock", () => {
    expect(addToCart([], line({ stock: 0 })).added).toBe(0);
  });

  it("removes a line when its quantity is set to 0 or less, clamps to the stock otherwise", () => {
    const { lines } = addToCart([], line());
    expect(setQuantity(lines, line(), 0)).toEqual([]);
    expect(setQuantity(lines, line(), -2)).toEqual([]);
    expect(setQuantity(lines, line(), 10)[0].quantity).toBe(3);
    expect(removeFromCart(lines, line())).toEqual([]);
  });

  it("totals with the price paid, counts units, shows 99+ above 99", () => {
    const lines = [line({ quantity: 2 }), line({ productId: "p2", unitPrice: 1_500, quantity: 3, stock: 10 })];
    expect(cartTotal(lines)).toBe(44_500);
    expect(cartCount(lines)).toBe(5);
    expect([badgeLabel(99), badgeLabel(100)]).toEqual(["99", "99+"]);
  });

  it("ignores a broken or hand-edited stored cart", () => {
    expect(parseCart("{oops")).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    expect(parseCart(JSON.stringify([line(), { productId: 3 }, line({ productId: "p2", quantity: 0 })]))).toEqual([line()]);
  });
});
