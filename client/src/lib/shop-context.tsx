// The public shop configuration and categories, loaded once by the storefront shell and read by
// every page (cart key, WhatsApp number, delivery terms, navigation).
import { createContext, useContext } from "react";
import type { StoreShellQuery } from "../gql/graphql.ts";

export type Shop = StoreShellQuery["boutique"];
export type NavCategory = StoreShellQuery["categories"][number];

export const ShopContext = createContext<{ shop: Shop | null; categories: NavCategory[] }>({ shop: null, categories: [] });
export const useShop = () => useContext(ShopContext);
