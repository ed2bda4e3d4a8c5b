// Page buttons of SPEC §4: first, last, and `radius` pages either side of the current one, with
// an ellipsis wherever pages are skipped.
export type PageItem = number | "ellipsis-start" | "ellipsis-end";

export function pageWindow(current: number, pages: number, radius = 2): PageItem[] {
  if (pages <= 1) return [1];
  let from = Math.max(2, current - radius);
  let to = Math.min(pages - 1, current + radius);
  // An ellipsis never hides a single page: show that page instead.
  if (from === 3) from = 2;
  if (to === pages - 2) to = pages - 1;
  const items: PageItem[] = [1];
  if (from > 2) items.push("ellipsis-start");
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pages - 1) items.push("ellipsis-end");
  items.push(pages);
  return items;
}
