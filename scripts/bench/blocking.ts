// Bench scenario "heavy reads never block the server" (issue 14, items 2 and 5): the mixed uncached
// catalogue reads on 8 connections keep the database busy while one connection polls /health and
// another a cached product list (their p99 must stay ≤ 20 ms), and the server's resident memory is
// sampled from /proc every 0.5 s (peak and end; ≤ 300 MB on the embedded database over 3 minutes).
// The server runs with its response cache on, as in production: each heavy request carries a
// variable of its own (unused by the query, ignored by GraphQL) so none is answered from the cache.
// Taken from the experiment of decision 036 (docs/experiments/036-pglite-worker.patch), on the
// mixed scenario's requests instead of its own.
import fs from "node:fs";
import autocannon from "autocannon";
import { mixedBodies } from "./mixed.ts";
import { LIST } from "./run.ts";

const JSON_HEADERS = { "content-type": "application/json" };
const SAMPLE_MS = 500;

export interface BlockingResult {
  heavyRps: number; heavyP50: number; heavyP99: number; heavyErrors: number;
  healthP99: number; cachedP99: number;
  /** Probes that got no answer (autocannon gives up after 10 s) count against the target: a p99
   * over the answered ones alone would hide them. */
  probesFailed: number;
  peakRssMb: number; endRssMb: number; samples: number;
}

/** Resident memory of a process (Linux), in MB; null where /proc is missing. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch { return null; }
}

export async function blockingScenario(base: string, pid: number, seconds: number): Promise<BlockingResult> {
  const graphql = `${base}/graphql`;
  const body = await mixedBodies(graphql);
  let unique = 0;
  const heavy: autocannon.Request = { setupRequest: (req) => ({ ...req, body: body({ benchRequest: unique++ }) }) };
  // The cached list is read once first, so its probe measures cache hits.
  await fetch(graphql, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ query: LIST }) });
  const samples: number[] = [];
  const sample = () => { const mb = rssMb(pid); if (mb !== null) samples.push(mb); };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  try {
    const [reads, health, cached] = await Promise.all([
      autocannon({ url: graphql, connections: 8, duration: seconds, method: "POST", headers: JSON_HEADERS, requests: [heavy] }),
      autocannon({ url: `${base}/health`, connections: 1, duration: seconds }),
      autocannon({ url: graphql, connections: 1, duration: seconds, method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ query: LIST }) }),
    ]);
    sample();
    return {
      heavyRps: Math.round(reads.requests.average), heavyP50: reads.latency.p50, heavyP99: reads.latency.p99, heavyErrors: reads.errors + reads.non2xx,
      healthP99: health.latency.p99, cachedP99: cached.latency.p99, probesFailed: health.errors + health.non2xx + cached.errors + cached.non2xx,
      peakRssMb: samples.length ? Math.max(...samples) : 0, endRssMb: samples.at(-1) ?? 0, samples: samples.length,
    };
  } finally { clearInterval(sampler); }
}
