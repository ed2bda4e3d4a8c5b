// Every validator of the project, server and client, answers a 100 000-character input at once:
// they all run on anyone's input (some before the login throttle), so none may take time that
// grows faster than the length. Each call is timed alone (issue 11: the email regex took 7.9 s).
import { describe, expect, it } from "vitest";
import {
  checkPasswordChange,
  checkResetPassword,
  parseContact,
  parseIdentifier,
  parseProfile,
  requireEmail,
} from "../../server/src/services/auth-rules.ts";
import { parseCategoryInput } from "../../server/src/services/categories.ts";
import { parseProductInput } from "../../server/src/services/products.ts";
import { parseProductListInput } from "../../server/src/services/product-list/index.ts";
import { intParam } from "../../server/src/rest/http.ts";
import { parseInput } from "../../server/src/lib/input.ts";
import { loginBody, profileBody } from "../../server/src/rest/bodies.ts";
import { parsePlaceInput } from "../../server/src/services/orders.ts";
import { parseOptions } from "../../server/src/services/product-variants.ts";
import { isEmail, isPhoneNumber, phoneDigits } from "../../contract/validation.ts";
import { isUnverifiedMessage, validateEmailRequest, validateLogin, validateReset } from "../../client/src/features/auth/validation.ts";
import { validateInvite } from "../../client/src/features/admins/validation.ts";
import { validatePasswordChange, validateProfile } from "../../client/src/features/account/validation.ts";
import { readListParams } from "../../contract/list-params.ts";
import { parsePriceText } from "../../client/src/features/catalogue/useListParams.ts";
import { parseCart } from "../../client/src/lib/cart.ts";

const N = 100_000;
const INPUTS: Record<string, string> = {
  dots: `a@${".".repeat(N)}@`,
  dotsOnly: ".".repeat(N),
  spaces: `a${" ".repeat(N)}a`,
  ats: "@".repeat(N),
  atDots: `a@b${".a".repeat(N / 2)}`,
  digits: "1".repeat(N),
  digitsSpaced: `${"1 ".repeat(N / 2)}x`,
  nul: "\u0000".repeat(N),
  unicode: "é🙂".repeat(N / 3),
  emailLike: `${"a".repeat(N)}@b.c`,
  dashes: `${"-".repeat(N)}x`,
};

const VALIDATORS: Record<string, (s: string) => unknown> = {
  "server parseIdentifier": (s) => parseIdentifier(s),
  "server requireEmail": (s) => requireEmail(s),
  "server checkResetPassword": (s) => checkResetPassword(s),
  "server checkPasswordChange": (s) => checkPasswordChange(s, `${s}x`, s),
  "server parseProfile (names)": (s) => parseProfile({ nom: s, prenom: s }),
  "server parseProfile (date)": (s) => parseProfile({ nom: "A", prenom: "B", dateNaissance: s }),
  "server parseContact (email)": (s) => parseContact({ email: s }),
  "server parseContact (phone)": (s) => parseContact({ email: "a@b.sn", numero: s }),
  "server parseCategoryInput": (s) => parseCategoryInput({ nom: s, description: s, accroche: s, sousTypes: [s] }, false),
  "server parseCategoryInput (sub-type ids)": (s) =>
    parseCategoryInput(
      {
        nom: "A",
        sousTypes: [
          { id: s, nom: s },
          { _id: s.slice(0, 64), nom: s },
        ],
      },
      false,
    ),
  "server parseProductInput (text)": (s) => parseProductInput({ nom: s, description: s, typeProduit: s }, false),
  "server parseProductInput (numbers)": (s) => parseProductInput({ nom: "x", prix: s, stock: s, aLaUne: s, typeProduit: "c" }, false),
  "server REST login body": (s) => parseInput(loginBody, { identifier: s, password: s, credentials: { numero: s } }),
  "server REST profile body": (s) => parseInput(profileBody, { nom: s, prenom: s, dateNaissance: s }),
  "server parsePlaceInput (reference)": (s) => parsePlaceInput({ reference: s, lignes: [{ produitId: "p", quantite: 1 }] }),
  "server parsePlaceInput (lines, customer)": (s) =>
    parsePlaceInput({
      reference: "K7M2QX9P",
      lignes: [{ produitId: s, varianteId: s, quantite: 1 }],
      client: { nom: s, telephone: s, zone: s, adresse: s },
    }),
  "server parseOptions (values)": (s) => parseOptions([{ nom: "Taille", valeurs: [s, `${s} `] }]),
  "server parseOptions (form text)": (s) => parseOptions(s),
  "server parseProductListInput": (s) => parseProductListInput({ search: s, sortBy: s }),
  "server intParam": (s) => intParam(new URLSearchParams({ page: s }), "page", "page"),
  "client isEmail": (s) => isEmail(s),
  "client phoneDigits + isPhoneNumber": (s) => isPhoneNumber(phoneDigits(s)),
  "client validateLogin (email)": (s) => validateLogin({ mode: "email", email: s, dialCode: "+221", phone: "", password: s }),
  "client validateLogin (phone)": (s) => validateLogin({ mode: "phone", email: "", dialCode: "+221", phone: s, password: s }),
  "client validateEmailRequest": (s) => validateEmailRequest(s),
  "client validateReset": (s) => validateReset(s, s, s),
  "client validateInvite": (s) => validateInvite(s),
  "client validateProfile": (s) =>
    validateProfile({ nom: s, prenom: s, nomComplet: s, email: s, dialCode: "+221", phone: s, dateNaissance: s }, false),
  "client validatePasswordChange": (s) => validatePasswordChange(s, `${s}x`, s),
  "client isUnverifiedMessage": (s) => isUnverifiedMessage(s),
  "client readListParams": (s) => readListParams(new URLSearchParams({ page: s, limit: s, minPrice: s, search: s, sortBy: s })),
  "client parsePriceText": (s) => parsePriceText(s),
  "client parseCart": (s) => parseCart(s),
};

/** Duration of one call; a refusal (thrown French error) is an answer too. */
function once(fn: () => unknown) {
  const start = performance.now();
  try {
    fn();
  } catch {
    /* refused: what matters here is how fast */
  }
  return performance.now() - start;
}
/** The fastest of five single calls: on a busy machine one call can lose the CPU for tens of
 * milliseconds; a quadratic validator (seconds at this length) is slow all five times. */
const timed = (fn: () => unknown) => Math.min(once(fn), once(fn), once(fn), once(fn), once(fn));
/** Far below a quadratic validator's seconds at this length, far above a linear one's few
 * milliseconds: at load 13 (two suites side by side) the fastest of three linear calls took 77 ms. */
const BOUND_MS = 200;

describe("validators on 100 000-character input", () => {
  for (const [name, validate] of Object.entries(VALIDATORS)) {
    it.each(Object.entries(INPUTS))(`${name}: %s answers in under ${BOUND_MS} ms`, (_kind, input) => {
      expect(timed(() => validate(input))).toBeLessThan(BOUND_MS);
    });
  }

  it("the email rule keeps its meaning", () => {
    for (const ok of ["a@b.c", "prenom.nom@boutique.sn", "x@.b.c", "a+tag@sub.domain.sn"]) expect(isEmail(ok)).toBe(true);
    for (const bad of ["", "a@b", "a@b.", "a@.b", "@b.c", "a@@b.c", "a b@c.d", "a@b@c.d", `${"a".repeat(250)}@b.cd`])
      expect(isEmail(bad)).toBe(false);
  });
});
