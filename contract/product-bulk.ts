// Bulk work on the back-office's product list (decision 093): what the server accepts and the
// sentence both the REST answer and the back-office's notice give for a result.

/** One confirmation covers at most this many products: a filter that counts more is refused. */
export const BULK_LIMIT = 500;
export const BULK_ACTIONS = ["promotion", "aLaUne", "enRupture", "categorie", "supprimer"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const products = (n: number) => `${n} produit${n > 1 ? "s" : ""}`;

/** "3 produits modifiés.", "1 produit supprimé.", with those left out of stock for lack of stock. */
export function bulkResultMessage(r: { action: BulkAction; nombre: number; restentEnRupture: number }) {
  const done = r.action === "supprimer" ? "supprimé" : "modifié";
  const left = r.restentEnRupture
    ? ` ${r.restentEnRupture > 1 ? `${r.restentEnRupture} restent` : "1 reste"} en rupture : leur stock est à 0.`
    : "";
  return `${products(r.nombre)} ${done}${r.nombre > 1 ? "s" : ""}.${left}`;
}
