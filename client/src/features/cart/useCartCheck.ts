// The cart's prices and stock, checked with the server (one query for every product of the cart)
// when the page opens, when a product joins the cart and when the connection comes back; the
// WhatsApp order is built only from a check made since the last time the shop was offline.
import { useEffect, useRef, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { graphql } from "../../gql";
import { useCart } from "../../lib/cart-store.tsx";
import { useOnline } from "../../lib/online.ts";
import { CHECK_CHUNK, cartIds, checkCart, covers, type CartCheck } from "../../lib/cart-check.ts";

const CartCheckQuery = graphql(`
  query CartCheck($ids: [ID!]!) {
    productsByIds(ids: $ids) { id nom prixApresPromotion stock enRupture imagePrincipale { thumbnailUrl } variantes { id stock disponible } }
  }
`);

export type CheckStatus = "checking" | "checked" | "offline" | "failed";

const chunks = (ids: string[], size: number) =>
  Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));

export function useCartCheck() {
  const cart = useCart();
  const online = useOnline();
  const client = useApolloClient();
  const [result, setResult] = useState<{ check: CartCheck; fresh: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const lines = useRef(cart.lines);
  lines.current = cart.lines;
  const ids = cartIds(cart.lines);
  const key = ids.join(",");
  const valid = !!result?.fresh && covers(result.check, cart.lines);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checks again when the ids (key), validity, connection or retry change, not when the cart's object or the client does
  useEffect(() => {
    // Offline, the catalogue may change meanwhile: the last check stays on screen, no longer valid.
    if (!online) {
      setResult((r) => r && { ...r, fresh: false });
      return;
    }
    if (!key || valid) return;
    let live = true;
    setFailed(false);
    // no-store: the server's answer, never one kept by the service worker or the browser.
    const ask = (chunk: string[]) =>
      client.query({
        query: CartCheckQuery,
        variables: { ids: chunk },
        fetchPolicy: "network-only",
        context: { fetchOptions: { cache: "no-store" } },
      });
    Promise.all(chunks(ids, CHECK_CHUNK).map(ask)).then(
      (answers) => {
        if (!live || answers.some((a) => !a.data)) return;
        const check = checkCart(
          lines.current,
          answers.flatMap((a) => a.data!.productsByIds),
        );
        if (check.changed) cart.replace(check.lines);
        setResult({ check, fresh: true });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [online, key, valid, attempt]);

  const status: CheckStatus = !online ? "offline" : valid ? "checked" : failed ? "failed" : "checking";
  return { status, check: result?.check ?? null, retry: () => setAttempt((n) => n + 1) };
}
