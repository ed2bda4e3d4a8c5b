import { describe, expect, it } from "vitest";
import { isInvalidProductId, productReference } from "../../client/src/features/admin-products/product-reference.ts";
import { nextListParams, pageLabel, parsePrice, readListParams } from "../../client/src/features/admin-products/list-params.ts";
import { pageWindow } from "../../client/src/lib/pagination.ts";

describe("product reference (SPEC §2)", () => {
  it("is the first 3 letters of the name in capitals plus the last 6 characters of the id", () => {
    expect(productReference("robe wax", "cm1abcdefgh123456")).toBe("ROB123456");
    expect(productReference("  éventail", "xyz987654")).toBe("ÉVE987654");
  });
  it("keeps short names and ids whole", () => {
    expect(productReference("Sac", "ab12")).toBe("SACab12");
    expect(productReference("Té", "1234567")).toBe("TÉ234567");
  });
});

describe("product detail ids (SPEC §8)", () => {
  it.each([
    ["add", true],
    ["update", true],
    [undefined, true],
    ["", true],
    ["cm1abc", false],
  ])("%s invalid: %s", (id, invalid) => {
    expect(isInvalidProductId(id)).toBe(invalid);
  });
});

describe("admin list URL state (SPEC §4, §9)", () => {
  it("defaults to page 1, 20 per page, alphabetical, grid", () => {
    expect(readListParams(new URLSearchParams())).toEqual({
      search: null,
      page: 1,
      limit: 20,
      sortBy: "alphabet",
      minPrice: null,
      maxPrice: null,
      stock: null,
      statut: null,
      promotion: null,
      view: "grid",
    });
  });
  it("reads every filter back from the URL", () => {
    const s = readListParams(
      new URLSearchParams(
        "search=+robe+&page=3&limit=50&sortBy=prix&minPrice=1000&maxPrice=25000&stock=bas&statut=brouillon&promotion=oui&vue=liste",
      ),
    );
    expect(s).toEqual({
      search: "robe",
      page: 3,
      limit: 50,
      sortBy: "prix",
      minPrice: 1000,
      maxPrice: 25000,
      stock: "bas",
      statut: { value: "brouillon", label: "Brouillons", draft: true },
      promotion: { value: "oui", label: "En promotion", active: true },
      view: "list",
    });
  });
  it("reads the table view, and the grid for a view it does not know", () => {
    expect(readListParams(new URLSearchParams("vue=tableau")).view).toBe("table");
    expect(readListParams(new URLSearchParams("vue=grille")).view).toBe("grid");
    expect(readListParams(new URLSearchParams("vue=TABLEAU&promotion=peut-etre")).view).toBe("grid");
    expect(readListParams(new URLSearchParams("promotion=peut-etre")).promotion).toBeNull();
  });
  it("ignores page sizes, sorts, pages and prices it does not offer", () => {
    const s = readListParams(new URLSearchParams("limit=30&sortBy=random&page=-2&minPrice=abc&maxPrice=1e5"));
    expect(s).toMatchObject({ limit: 20, sortBy: "alphabet", page: 1, minPrice: null, maxPrice: null });
  });
  it("sends any filter, search, sort or page-size change back to page 1, but not a page or view change", () => {
    const at3 = new URLSearchParams("page=3&search=robe");
    const changes: Record<string, string | number | null>[] = [
      { search: "sac" },
      { sortBy: "prix" },
      { limit: 50 },
      { minPrice: 100 },
      { maxPrice: null },
    ];
    for (const change of changes) {
      expect(nextListParams(at3, change).get("page")).toBeNull();
    }
    expect(nextListParams(at3, { vue: "liste" }).get("page")).toBe("3");
    expect(nextListParams(at3, { page: 4 }).toString()).toBe("page=4&search=robe");
    expect(nextListParams(at3, { search: "" }).has("search")).toBe(false);
  });
  it("parses prices typed with French grouping and refuses the rest", () => {
    expect(parsePrice("12 500")).toBe(12500);
    expect(parsePrice("12\u202f500")).toBe(12500);
    expect(parsePrice("")).toBeNull();
    expect(parsePrice("-5")).toBeNull();
    expect(parsePrice("12,5")).toBeNull();
    expect(parsePrice("9".repeat(11))).toBeNull();
    expect(parsePrice("1".repeat(10_000))).toBeNull();
  });
  it("says 'Page X sur Y', never 'sur 0'", () => {
    expect(pageLabel(2, 8)).toBe("Page 2 sur 8");
    expect(pageLabel(1, 0)).toBe("Page 1 sur 1");
  });
  it("shows the current page with 2 either side (5 numbers), first, last and ellipses", () => {
    expect(pageWindow(10, 20)).toEqual([1, "ellipsis-start", 8, 9, 10, 11, 12, "ellipsis-end", 20]);
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, "ellipsis-end", 8]);
  });
});
