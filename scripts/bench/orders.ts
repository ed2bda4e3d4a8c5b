// Bench scenario "commandes" (issue 26): 20 orders a second placed (POST /api/v1/commandes, each from
// its own address, as shoppers are: the server runs with TRUST_PROXY=1 and each order names another
// X-Forwarded-For) while the mixed catalogue workload runs; the catalogue's p99 is compared with the
// same workload alone, just before, on the same server. Target: it moves by less than 20 %.
import { load, type Result } from "./run.ts";
import { mixedRequests } from "./mixed.ts";
import type autocannon from "autocannon";

export const ORDERS_PER_SECOND = 20;

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const reference = () => Array.from({ length: 8 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join("");

/** Products to order (with a combination where they have some), read once from the catalogue. */
async function orderableLines(graphql: string) {
  const res = await fetch(graphql, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ products(page: 1, limit: 20) { items { id prixApresPromotion variantes { id actif } } } }" }),
  });
  const { data, errors } = (await res.json()) as {
    errors?: unknown[];
    data: { products: { items: { id: string; prixApresPromotion: number; variantes: { id: string; actif: boolean }[] }[] } };
  };
  if (!data) throw new Error(`produits à commander illisibles : ${JSON.stringify(errors)}`);
  return data.products.items.map((p) => ({
    produitId: p.id,
    varianteId: p.variantes.find((v) => v.actif)?.id ?? null,
    prixUnitaire: p.prixApresPromotion,
  }));
}

export interface OrdersResult {
  alone: Result;
  withOrders: Result;
  placed: number;
  failed: number;
  orderP99: number;
  ratio: number;
}

export async function ordersScenario(label: string, base: string): Promise<OrdersResult> {
  const graphql = `${base}/graphql`;
  const requests: autocannon.Request[] = await mixedRequests(graphql);
  const lines = await orderableLines(graphql);
  const alone = await load(`${label} mixte seul (témoin des commandes)`, graphql, requests);
  let placed = 0,
    failed = 0,
    n = 0;
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const placeOne = async () => {
    n += 1;
    const started = performance.now();
    const picked = Array.from({ length: 1 + (n % 3) }, (_, i) => ({ ...lines[(n * 7 + i * 13) % lines.length], quantite: 1 + (i % 2) }));
    try {
      const res = await fetch(`${base}/api/v1/commandes`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify({
          reference: reference(),
          lignes: picked,
          client: n % 2 ? { nom: "Client banc", telephone: "+221770000000", zone: "dakar" } : undefined,
        }),
      });
      await res.arrayBuffer();
      if (res.status === 201) placed += 1;
      else failed += 1;
    } catch {
      failed += 1;
    }
    latencies.push(performance.now() - started);
  };
  const timer = setInterval(() => {
    const p = placeOne().finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, 1000 / ORDERS_PER_SECOND);
  let withOrders: Result;
  try {
    withOrders = await load(`${label} mixte + ${ORDERS_PER_SECOND} commandes/s`, graphql, requests);
  } finally {
    clearInterval(timer);
    await Promise.all(inFlight);
  }
  latencies.sort((a, b) => a - b);
  const orderP99 = Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0);
  const ratio = withOrders.p99 / alone.p99;
  // A catalogue that got no answer at all has a p99 of 0: that is not a target met.
  const met = ratio < 1.2 && withOrders.rps > 0 && failed === 0;
  console.log(
    `  ${`${label} commandes passées`.padEnd(44)} ${placed} enregistrées, ${failed} refusées ou en échec, p99 ${orderP99} ms ; p99 du catalogue ${alone.p99} → ${withOrders.p99} ms (${ratio >= 1 ? "+" : ""}${Math.round((ratio - 1) * 100)} %, objectif < +20 % : ${met ? "atteint" : "NON atteint"})`,
  );
  return { alone, withOrders, placed, failed, orderP99, ratio };
}
