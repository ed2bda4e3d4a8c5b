/** Lower-case, accent-free, single-spaced text: "Été  BOUBOU" -> "ete boubou". Used for search and French-style sorting. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
