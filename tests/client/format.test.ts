import { expect, it } from "vitest";
import { formatFCFA, formatFCFAText } from "../../contract/format.ts";

const plain = (s: string) => s.replaceAll("\u202f", " ");

it.each([
  [12500, "12 500 FCFA"],
  [0, "0 FCFA"],
  [1500000, "1 500 000 FCFA"],
  [999, "999 FCFA"],
  [1000, "1 000 FCFA"],
  [1_000_000_000, "1 000 000 000 FCFA"],
  [2499.6, "2 500 FCFA"],
  [-12500, "-12 500 FCFA"],
])("formats %d as %s", (n, s) => {
  expect(formatFCFAText(n)).toBe(s);
  // Shown in a page: the same text with narrow no-break spaces, so it never wraps (decision 066).
  expect(formatFCFA(n)).toBe(s.replaceAll(" ", "\u202f"));
});

it("groups like French number formatting (Intl's narrow no-break space)", () => {
  const intl = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });
  for (const n of [7, 42, 1500, 25_000, 150_000, 987_654_321]) {
    expect(formatFCFA(n)).toBe(`${intl.format(n)}\u202fFCFA`);
    expect(formatFCFAText(n)).toBe(plain(`${intl.format(n)} FCFA`));
  }
});
