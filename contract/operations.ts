// The queries a storefront page has answered in its HTML (contract/pages.ts names them per page):
// the client's generated documents, and the variables each is asked with for a page's address —
// those the page itself asks with, or its preloaded answer would never be found (preload-key.ts).
// Read by the server's preload (server/src/http/preload.ts) and its render (client/src/entry-server.tsx);
// the browser's pages import their documents themselves.
import {
  HomeDocument,
  OrderTrackingDocument,
  ProductDetailDocument,
  ProductListDocument,
  StoreShellDocument,
} from "../client/src/gql/graphql.ts";
import { listVariables, readListParams } from "./list-params.ts";
import { normalizeOrderReference } from "./order-reference.ts";
import { SHELL_OPERATION, type OperationName, type PageMatch } from "./pages.ts";

export const DOCUMENTS = {
  StoreShell: StoreShellDocument,
  Home: HomeDocument,
  ProductList: ProductListDocument,
  ProductDetail: ProductDetailDocument,
  OrderTracking: OrderTrackingDocument,
} satisfies Record<OperationName, unknown>;

type Params = NonNullable<PageMatch["params"]>;
/** An operation's variables for a page's address; null: the address names nothing to ask for. */
const VARIABLES: Record<OperationName, (params: Params, url: URL) => Record<string, unknown> | null> = {
  StoreShell: () => ({}),
  Home: () => ({}),
  // features/catalogue/ProductListPage.tsx: the list state of its query string.
  ProductList: (_params, url) => listVariables(readListParams(url.searchParams)),
  ProductDetail: (params) => ({ id: params.id }),
  // features/orders/OrderTrackingPage.tsx asks with the stored form of the reference.
  OrderTracking: (params) => {
    const reference = normalizeOrderReference(params.reference);
    return reference ? { reference } : null;
  },
};

export interface Operation {
  name: OperationName;
  variables: Record<string, unknown>;
}

/** The queries a page's first render asks for: the shell's, then the page's own (none when its
 * address is malformed). */
export function pageOperations(match: PageMatch, url: URL): Operation[] {
  const own = match.params
    ? match.page.operations.flatMap((name) => {
        const variables = VARIABLES[name](match.params!, url);
        return variables ? [{ name, variables }] : [];
      })
    : [];
  return [{ name: SHELL_OPERATION, variables: {} }, ...own];
}

/** Whether the page's subject exists, from its preloaded answers: an order's tracking page whose
 * reference is unknown or malformed answers 404 (issue 26). Other pages learn it elsewhere
 * (a product's from its link preview). */
export function pageFound(match: PageMatch, answered: readonly { name: string; data: Record<string, unknown> }[]): boolean {
  if (!match.page.operations.includes("OrderTracking")) return true;
  return !!answered.find((a) => a.name === "OrderTracking")?.data.suiviCommande;
}
