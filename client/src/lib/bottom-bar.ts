// On phones the layout keeps a bar fixed at the bottom (the WhatsApp button at its end); a page
// can put its own controls in it (the product page's price and 'Ajouter au panier') by a portal.
import { createContext, useContext } from "react";

export const BottomBarContext = createContext<HTMLElement | null>(null);
export const useBottomBarSlot = () => useContext(BottomBarContext);
