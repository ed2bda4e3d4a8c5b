import { expect, it } from "vitest";
import { formatFCFA } from "../../client/src/lib/format.ts";

it.each([[12500, "12 500 FCFA"], [0, "0 FCFA"], [1500000, "1 500 000 FCFA"], [999, "999 FCFA"]])("formats %i as %s", (n, s) => {
  expect(formatFCFA(n)).toBe(s);
});
