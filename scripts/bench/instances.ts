// npm run bench -- --instances 2: several instances (server/src/index.ts, one process each, one
// PostgreSQL database, one DATA_DIR) behind deploy/nginx/boutique.conf itself over TLS
// (scripts/lib/nginx.ts, Debian's one worker per core), against one instance behind the same nginx
// and one instance reached directly. Scenarios: the mixed uncached catalogue reads
// (scripts/bench/mixed.ts, the same 300 filter sets for every line) and the cached list.
import type { ChildProcess } from "node:child_process";
import { SERVER_NAME, startNginx } from "../lib/nginx.ts";
import { mixedRequests } from "./mixed.ts";
import { LIST, PORT, SERVER, grow, load, results, start, stop, warmUp, type Result } from "./run.ts";

type Query = Parameters<typeof load>[2];

const SIZES = (process.env.BENCH_SIZES ?? "10000").split(",").map(Number);
/** On a shared machine the load moves between lines: BENCH_ROUNDS=3 runs every line three times,
 * interleaved, and compares the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

/** Starts `count` instances and warms each one up with `query` (so no line measures a process
 * still compiling its code), then runs `scenario` directly on the first instance, through nginx in
 * front of the first one, and through nginx in front of all. */
async function compare(
  count: number,
  serverEnv: Record<string, string>,
  query: () => Promise<Query>,
  scenario: (label: string, url: string, query: Query, headers?: Record<string, string>) => Promise<unknown>,
) {
  const children: ChildProcess[] = [];
  const direct = (i: number) => `http://127.0.0.1:${PORT + 1 + i}/graphql`;
  try {
    for (let i = 0; i < count; i++) children.push(await start(SERVER, serverEnv, PORT + 1 + i));
    const q = await query();
    for (let i = 0; i < count; i++) await warmUp(direct(i), q);
    await scenario("direct, 1 instance", direct(0), q);
    for (const instances of [1, count]) {
      const nginx = await startNginx(
        children.slice(0, instances).map((_, i) => `127.0.0.1:${PORT + 1 + i}`),
        { workers: "auto" },
      );
      try {
        await scenario(`nginx → ${instances} instance${instances > 1 ? "s" : ""}`, `${nginx.httpsUrl}/graphql`, q, { host: SERVER_NAME });
      } finally {
        await nginx.stop();
      }
    }
  } finally {
    for (const c of children) await stop(c);
  }
}

export async function benchInstances(count: number, env: Record<string, string>) {
  const serverEnv = {
    ...env,
    SEED_DEMO: "false",
    LOG_LEVEL: "error",
    HOST: "127.0.0.1",
    TRUST_PROXY: "1",
    PUBLIC_URL: `https://${SERVER_NAME}`,
  };
  for (const size of SIZES) {
    const k = `${size / 1000}k`;
    console.log(`\nPostgreSQL, ${size.toLocaleString("fr-FR")} produits : préparation…`);
    grow(env, size);
    // The same 300 filter sets for every line, drawn once through the first instance.
    let mixed: Query | null = null;
    for (let round = 1; round <= ROUNDS; round++) {
      if (ROUNDS > 1) console.log(`Tour ${round} / ${ROUNDS}`);
      await compare(
        count,
        { ...serverEnv, RESPONSE_CACHE: "false" },
        async () => (mixed ??= await mixedRequests(`http://127.0.0.1:${PORT + 1}/graphql`)),
        (label, url, q, headers) => load(`PostgreSQL ${k} mixte, ${label}`, url, q, headers),
      );
      await compare(
        count,
        { ...serverEnv, RESPONSE_CACHE: "true" },
        async () => LIST,
        (label, url, q, headers) => load(`PostgreSQL ${k} liste en cache, ${label}`, url, q, headers),
      );
    }
    summary(k, count);
  }
}

/** The run of `scenario` with the median throughput (the only run with one round). */
function median(scenario: string): Result {
  const runs = results.filter((r) => r.scenario === scenario).sort((a, b) => a.rps - b.rps);
  return runs[Math.floor(runs.length / 2)];
}

function summary(k: string, count: number) {
  const line = (name: string, a: Result, b: Result) =>
    `${name} : ${b.rps} req/s contre ${a.rps} (×${(b.rps / a.rps).toFixed(2)}), p99 ${b.p99} ms contre ${a.p99} ms`;
  for (const scenario of ["mixte", "liste en cache"]) {
    const direct = median(`PostgreSQL ${k} ${scenario}, direct, 1 instance`);
    const one = median(`PostgreSQL ${k} ${scenario}, nginx → 1 instance`);
    const many = median(`PostgreSQL ${k} ${scenario}, nginx → ${count} instances`);
    console.log(line(`${k} ${scenario}, ${count} instances derrière nginx / 1`, one, many));
    console.log(line(`${k} ${scenario}, nginx → 1 instance / direct`, direct, one));
  }
}
