import { useState } from "react";
import { useSearchParams } from "react-router";
import { nextListParams, readListParams, viewOf } from "./list-params.ts";

/** The last view chosen, kept on this device: a link without `vue` (the menu, a dashboard card)
 * opens the list as the seller last saw it. */
const VIEW_KEY = "admin-produits-vue";

function storedView(): string | null {
  try {
    return localStorage.getItem(VIEW_KEY);
  } catch {
    return null; // private mode: the grid
  }
}

function storeView(param: string | null) {
  try {
    localStorage.setItem(VIEW_KEY, param ?? "grille");
  } catch {
    /* private mode: not remembered */
  }
}

export function useProductListParams() {
  const [params, setParams] = useSearchParams();
  const [remembered, setRemembered] = useState(storedView);
  // From the address bar, not this render's params: two debounced fields can fire before a re-render.
  const update = (changes: Record<string, string | number | null>) => {
    if ("vue" in changes) {
      const param = changes.vue === null ? null : String(changes.vue);
      storeView(param);
      setRemembered(param ?? "grille");
    }
    setParams(nextListParams(new URLSearchParams(window.location.search), changes));
  };
  const list = readListParams(params);
  return { ...list, view: params.has("vue") ? list.view : viewOf(remembered), update };
}
