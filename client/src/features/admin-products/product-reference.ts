// SPEC §2: a product's reference is the first 3 letters of its name in capitals plus the last 6
// characters of its id (e.g. 'ROB' + 'a1b2c3'); code points, so an accented first letter stays whole.
export function productReference(nom: string, id: string): string {
  return Array.from(nom.trim()).slice(0, 3).join("").toUpperCase() + id.slice(-6);
}

/** Ids that are route words, not products: /admin/produits/add or …/update without an id (SPEC §8). */
export function isInvalidProductId(id: string | undefined): boolean {
  return !id || id === "add" || id === "update";
}
