import { useState } from "react";

/** The products chosen for a bulk change (decision 093): ids picked on any page of one filter, or
 * every result of the filter. A new filter starts an empty selection (`filterKey` changes). */
export function useBulkSelection(filterKey: string) {
  const [state, setState] = useState({ key: filterKey, ids: new Set<string>(), allResults: false });
  // Reset during render when the filter changed: nothing chosen under another filter stays.
  const current = state.key === filterKey ? state : { key: filterKey, ids: new Set<string>(), allResults: false };
  if (current !== state) setState(current);
  const set = (ids: Set<string>, allResults = false) => setState({ key: filterKey, ids, allResults });

  return {
    ids: current.ids,
    allResults: current.allResults,
    has: (id: string) => current.allResults || current.ids.has(id),
    toggle(id: string) {
      const ids = new Set(current.ids);
      if (ids.has(id)) ids.delete(id);
      else ids.add(id);
      set(ids);
    },
    /** Every product of the page chosen, or none of them when they all were. */
    togglePage(pageIds: string[]) {
      const ids = new Set(current.ids);
      const all = pageIds.every((id) => ids.has(id));
      for (const id of pageIds) {
        if (all) ids.delete(id);
        else ids.add(id);
      }
      set(ids);
    },
    selectAllResults: () => set(new Set(), true),
    clear: () => set(new Set()),
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;
