// The cart, kept in localStorage under `{SHOP_SLUG}_cart` and shared by every page (and tabs).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { addToCart, cartCount, lineName, parseCart, removeFromCart, setQuantity, type CartLine } from "./cart.ts";
import { notify } from "../components/ui/toaster.tsx";

interface CartApi {
  lines: CartLine[];
  count: number;
  add(line: CartLine): number;
  setQuantity(key: Pick<CartLine, "productId" | "selectedVariant">, quantity: number): void;
  remove(line: CartLine): void;
  clear(): void;
  /** Replaces lines with fresh server data (price, stock) or drops them. */
  replace(lines: CartLine[]): void;
}

const CartContext = createContext<CartApi | null>(null);
const keepIfSame = (prev: CartLine[], next: CartLine[]) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next);
const never = () => () => undefined;
/** The stored cart, null when the storage cannot be read. */
const stored = (key: string) => {
  try {
    return parseCart(localStorage.getItem(key));
  } catch {
    return null;
  }
};

export function CartProvider({ storageKey, children }: { storageKey: string; children: ReactNode }) {
  // The server draws an empty cart and the hydration must too; the effect below then reads it.
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [lines, setLines] = useState<CartLine[]>(() => (hydrating ? [] : parseCart(localStorage.getItem(storageKey))));
  useEffect(() => {
    // The same cart keeps its array: a new one would redraw every product card right after the
    // hydration, in one long task (decision 050).
    const read = (raw: string | null) => setLines((prev) => keepIfSame(prev, parseCart(raw)));
    read(localStorage.getItem(storageKey));
    const onStorage = (e: StorageEvent) => {
      if (e.key === storageKey) read(e.newValue);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [storageKey]);

  // Set once the storage refused a write: from then on the cart lives in memory only.
  const inMemory = useRef(false);
  const update = useCallback(
    (next: (prev: CartLine[]) => CartLine[]) => {
      setLines((prev) => {
        const value = next(prev);
        try {
          localStorage.setItem(storageKey, JSON.stringify(value));
        } catch {
          inMemory.current = true;
        }
        return value;
      });
    },
    [storageKey],
  );

  const api = useMemo<CartApi>(
    () => ({
      lines,
      count: cartCount(lines),
      add(line) {
        // From the storage itself, the cart's home: right after the hydration (a tap replayed then,
        // decision 065) `lines` may not hold it yet, and the stored lines must not be overwritten.
        const result = addToCart(inMemory.current ? lines : (stored(storageKey) ?? lines), line);
        if (result.added) update(() => result.lines);
        return result.added;
      },
      setQuantity: (key, quantity) => update((prev) => setQuantity(prev, key, quantity)),
      remove(line) {
        update((prev) => removeFromCart(prev, line));
        notify({ type: "info", title: `${lineName(line)} retiré du panier` });
      },
      clear: () => update(() => []),
      replace: (next) => update(() => next),
    }),
    [lines, storageKey, update],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const api = useContext(CartContext);
  if (!api) throw new Error("useCart hors de CartProvider");
  return api;
}

export interface AddableProduct {
  id: string;
  nom: string;
  prixApresPromotion: number;
  stock: number;
  enRupture: boolean;
  imagePrincipale?: { thumbnailUrl: string } | null;
}
/** The chosen size/colour combination: its own stock, its name, its colour's photo. */
export interface AddableVariant {
  id: string;
  label: string;
  stock: number;
  imageUrl: string | null;
}

/** Adds with the SPEC §8 notices: refused when out of stock, capped at the stock. */
export function useAddToCart() {
  const cart = useCart();
  return (product: AddableProduct, quantity = 1, from: "list" | "detail" = "list", variant?: AddableVariant) => {
    try {
      const stock = variant ? variant.stock : product.stock;
      if (product.enRupture || stock <= 0) {
        notify({ type: "warning", title: "Produit indisponible", description: "Ce produit est actuellement en rupture de stock." });
        return 0;
      }
      const line: CartLine = {
        productId: product.id,
        name: product.nom,
        unitPrice: product.prixApresPromotion,
        stock,
        imageUrl: variant?.imageUrl ?? product.imagePrincipale?.thumbnailUrl ?? null,
        quantity,
        ...(variant && { selectedVariant: variant.id, variantLabel: variant.label }),
      };
      const added = cart.add(line);
      if (!added) {
        notify({ type: "warning", title: "Stock épuisé", description: "Ce produit n'est plus en stock." });
        return 0;
      }
      const name = lineName(line);
      notify({
        type: "success",
        title: "Produit ajouté au panier !",
        description: from === "detail" ? `${added} x ${name} ajouté(s) à votre panier.` : `${name} a été ajouté à votre panier.`,
      });
      return added;
    } catch {
      notify({ type: "error", title: "Erreur", description: "Une erreur s'est produite lors de l'ajout au panier." });
      return 0;
    }
  };
}
