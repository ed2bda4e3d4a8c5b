import { describe, expect, it } from "vitest";
import { containsNul } from "../../server/src/lib/hostile.ts";

describe("containsNul", () => {
  it("finds NUL bytes in strings and keys of nested arrays and plain objects", () => {
    expect(containsNul({ a: [{ b: "x\0y" }] })).toBe(true);
    expect(containsNul([{ "k\0": 1 }])).toBe(true);
    expect(containsNul(Object.assign(Object.create(null), { t: "\0" }))).toBe(true);
    expect(containsNul({ a: ["propre", { b: 1, c: null }] })).toBe(false);
  });

  it("does not walk uploaded files or byte buffers (their bytes are not text)", () => {
    class UploadedFile {
      bytes = Array.from({ length: 3 }, () => "\0");
    }
    expect(containsNul({ images: [new UploadedFile(), Buffer.alloc(1024)] })).toBe(false);
  });
});
