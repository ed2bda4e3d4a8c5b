// On phones the layout keeps a bar fixed at the bottom (the WhatsApp button at its end); a page
// can put its own controls in it (the product page's price and 'Ajouter au panier') by a portal.
// The slot is a small store in a context that never changes: the slot appears right after the
// layout's hydration, and a changed context value would reach the parts of the page still waiting
// to be adopted (HydrateLater), which React then throws away and draws again (decision 089).
import { createContext, useContext, useSyncExternalStore } from "react";

export interface SlotStore {
  get: () => HTMLElement | null;
  set: (slot: HTMLElement | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createSlotStore(): SlotStore {
  let current: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (slot) => {
      if (slot === current) return;
      current = slot;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Desktop: no bottom bar, no slot. */
export const NO_SLOT = createSlotStore();
export const BottomBarContext = createContext<SlotStore>(NO_SLOT);

export function useBottomBarSlot(): HTMLElement | null {
  const store = useContext(BottomBarContext);
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
