// Bench scenario "heavy reads never block the server" (issue 14, items 2 and 5): the mixed uncached
// catalogue reads on 8 connections keep the database busy while one connection polls /health and
// another a cached product list (their p99 must stay ≤ 20 ms), and the server's resident memory is
// sampled from /proc every 0.5 s (peak and end; ≤ 300 MB on the embedded database over 3 minutes),
// with its child processes' and the sum of both: memory moved to another process is not hidden
// (decision 049).
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
const peak = (values: number[]) => (values.length ? Math.max(...values) : 0);

export interface BlockingResult {
  heavyRps: number;
  heavyP50: number;
  heavyP99: number;
  heavyErrors: number;
  healthP99: number;
  cachedP99: number;
  /** Probes that got no answer (autocannon gives up after 10 s) count against the target: a p99
   * over the answered ones alone would hide them. */
  probesFailed: number;
  /** The server process alone, its child processes, both together. */
  peakRssMb: number;
  endRssMb: number;
  peakChildrenRssMb: number;
  endChildrenRssMb: number;
  peakTotalRssMb: number;
  endTotalRssMb: number;
  samples: number;
}

/** Resident memory of a process (Linux), in MB; null where /proc is missing. */
export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Pids of a process's children and of theirs (Linux; none where /proc is missing). */
export function descendants(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = tasks.flatMap((task) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Resident memory of a process and of its descendants, in MB (one reading, so they add up). */
export function memorySample(pid: number): { server: number; children: number; total: number } | null {
  const server = rssMb(pid);
  if (server === null) return null;
  const children = descendants(pid).reduce((sum, child) => sum + (rssMb(child) ?? 0), 0);
  return { server, children, total: server + children };
}

export async function blockingScenario(base: string, pid: number, seconds: number): Promise<BlockingResult> {
  const graphql = `${base}/graphql`;
  const body = await mixedBodies(graphql);
  let unique = 0;
  const heavy: autocannon.Request = { setupRequest: (req) => ({ ...req, body: body({ benchRequest: unique++ }) }) };
  // The cached list is read once first, so its probe measures cache hits.
  await fetch(graphql, { method: "POST", headers: JSON_HEADERS, body: JSON.stringify({ query: LIST }) });
  const samples: { server: number; children: number; total: number }[] = [];
  const sample = () => {
    const mb = memorySample(pid);
    if (mb) samples.push(mb);
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  try {
    const [reads, health, cached] = await Promise.all([
      autocannon({ url: graphql, connections: 8, duration: seconds, method: "POST", headers: JSON_HEADERS, requests: [heavy] }),
      autocannon({ url: `${base}/health`, connections: 1, duration: seconds }),
      autocannon({
        url: graphql,
        connections: 1,
        duration: seconds,
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ query: LIST }),
      }),
    ]);
    sample();
    return {
      heavyRps: Math.round(reads.requests.average),
      heavyP50: reads.latency.p50,
      heavyP99: reads.latency.p99,
      heavyErrors: reads.errors + reads.non2xx,
      healthP99: health.latency.p99,
      cachedP99: cached.latency.p99,
      probesFailed: health.errors + health.non2xx + cached.errors + cached.non2xx,
      peakRssMb: peak(samples.map((m) => m.server)),
      endRssMb: samples.at(-1)?.server ?? 0,
      peakChildrenRssMb: peak(samples.map((m) => m.children)),
      endChildrenRssMb: samples.at(-1)?.children ?? 0,
      peakTotalRssMb: peak(samples.map((m) => m.total)),
      endTotalRssMb: samples.at(-1)?.total ?? 0,
      samples: samples.length,
    };
  } finally {
    clearInterval(sampler);
  }
}
