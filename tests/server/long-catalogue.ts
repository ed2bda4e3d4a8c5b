// The catalogue and the requests of the memory tests (issue 22), shared by abuse.test.ts (the
// caches held in bytes) and abuse-heap.test.ts (the server with npm start's heap cap).
import type { PrismaClient } from "../../server/src/generated/prisma/client.ts";
import { createCategory, createProduct } from "../fixtures/catalogue.ts";

/** The longest description allowed is 5 000 characters: the catalogue, 100 of 4 990. */
const LONG_DESCRIPTION = "Tissu wax imprimé à la main, coton épais. ".repeat(120).slice(0, 4990);
export async function longCatalogue(prisma: PrismaClient) {
  const c = await createCategory(prisma, "Mode", ["Robes"]);
  for (let i = 0; i < 100; i++)
    await createProduct(prisma, {
      name: `Robe ${String(i).padStart(3, "0")}`,
      categoryId: c.id,
      description: LONG_DESCRIPTION,
      price: 10_000 + i,
    });
  return c;
}
/** 15 aliases (the most allowed) of a page of 100 products with their descriptions: ~8 MB. */
export const ALIAS_ATTACK = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: products(limit: 100) { items { id nom description prix prixApresPromotion promotionActive stock enRupture aLaUne etoiles } }`).join(" ")} }`;

export const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
