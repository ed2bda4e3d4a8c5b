import { describe, expect, it } from "vitest";
import {
  formatOrderReference,
  newOrderReference,
  normalizeOrderReference,
  ORDER_REFERENCE_ALPHABET,
} from "../../contract/order-reference.ts";

describe("order reference (decision 070)", () => {
  it("makes 8 characters from the alphabet without look-alikes", () => {
    for (let i = 0; i < 200; i++) {
      const ref = newOrderReference();
      expect(ref).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      expect(ref).not.toMatch(/[01OIL]/);
    }
    expect(ORDER_REFERENCE_ALPHABET).toHaveLength(31);
  });

  it("draws bytes again above the last full multiple of the alphabet (no modulo bias)", () => {
    // 248 = 8 × 31: bytes 248..255 are refused; 0 → '2', 31 → '2', 30 → 'Z'.
    const bytes = [255, 248, 0, 31, 30, 250, 1, 2, 3, 4, 5];
    const random = (b: Uint8Array) => {
      b.fill(249);
      bytes.splice(0, b.length).forEach((v, i) => {
        b[i] = v;
      });
      return b;
    };
    expect(newOrderReference(random)).toBe("22Z34567");
  });

  it("is evenly spread over the alphabet", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) for (const c of newOrderReference()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(31);
    const expected = 32000 / 31;
    for (const n of counts.values()) expect(Math.abs(n - expected)).toBeLessThan(expected * 0.25);
  });

  it("accepts the reference with or without the dash, any case, and refuses anything else", () => {
    expect(normalizeOrderReference("K7M2-QX9P")).toBe("K7M2QX9P");
    expect(normalizeOrderReference("k7m2qx9p")).toBe("K7M2QX9P");
    expect(normalizeOrderReference(" k7m2-qx9p ")).toBe("K7M2QX9P");
    for (const bad of [
      "K7M2-QX9",
      "K7M2QX9PP",
      "K0M2QX9P",
      "KOM2QX9P",
      "K1M2QX9P",
      "KIM2QX9P",
      "KLM2QX9P",
      "K7M-2QX9P",
      "K7M2\u0000QX9P",
      "",
      "x".repeat(10_000),
      12345678,
      null,
      undefined,
      {},
    ])
      expect(normalizeOrderReference(bad)).toBeNull();
  });

  it("shows the reference with its dash", () => {
    expect(formatOrderReference("K7M2QX9P")).toBe("K7M2-QX9P");
    expect(formatOrderReference("k7m2-qx9p")).toBe("K7M2-QX9P");
    expect(formatOrderReference("nope")).toBe("nope");
  });
});
