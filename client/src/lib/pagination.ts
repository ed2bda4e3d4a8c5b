// Page buttons of SPEC §4: first, last, and `radius` pages either side of the current one, with
// an ellipsis wherever pages are skipped.
export type PageItem = number | "ellipsis-start" | "ellipsis-end";

export function pageWindow(current: number, pages: number, radius = 2): PageItem[] {
  if (pages <= 1) return [1];
  const from = Math.max(2, current - radius);
  const to = Math.min(pages - 1, current + radius);
  const items: PageItem[] = [1];
  if (from > 2) items.push("ellipsis-start");
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pages - 1) items.push("ellipsis-end");
  items.push(pages);
  return items;
}
