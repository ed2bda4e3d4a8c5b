// What the benchmarks share: autocannon runs with a results table, the real server started as a
// child process, the catalogue grown by seed:large.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

export const root = path.resolve(import.meta.dirname, "../..");
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_PORT: two benches on one machine (3990 by default; instances use the ports after it). */
export const PORT = Number(process.env.BENCH_PORT ?? 3990);
export const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
export const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? "liste,recherche,mixte,distinct,commandes,blocage,cache").split(","));

export const LIST = `query List { products(page: 1, limit: 20) { items { id nom prix prixApresPromotion imagePrincipale { url } typeProduit { nom } sousTypeProduit { nom } } pagination { current pages total } } }`;
export const SEARCH = `query Search { products(search: "robe wax", limit: 20) { items { id nom prixApresPromotion imagePrincipale { url } } pagination { total } } }`;
export const HELLO = `{ hello }`;

export interface Result {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  load: string;
}
export const results: Result[] = [];

/** `query`: one GraphQL document, or the requests of a scenario that varies them. `headers` are
 * added to every request (the Host nginx serves). */
export async function load(
  scenario: string,
  url: string,
  query: string | autocannon.Request[],
  headers: Record<string, string> = {},
): Promise<Result> {
  const opts = options(url, query, headers);
  await autocannon({ ...opts, duration: 3 });
  const r = await autocannon({ ...opts, duration: DURATION });
  const result = {
    scenario,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    load: loadAverage(),
  };
  results.push(result);
  console.log(
    `  ${scenario.padEnd(44)} ${String(result.rps).padStart(6)} req/s   p50 ${result.p50} ms   p99 ${result.p99} ms${result.errors ? `   ${result.errors} erreurs` : ""}`,
  );
  return result;
}

function options(url: string, query: string | autocannon.Request[], headers: Record<string, string>) {
  return {
    url,
    connections: 10,
    method: "POST" as const,
    headers: { "content-type": "application/json", ...headers },
    ...(typeof query === "string" ? { body: JSON.stringify({ query }) } : { requests: query }),
  };
}

/** Load without measuring: a process just started compiles its code during its first seconds. */
export async function warmUp(url: string, query: string | autocannon.Request[], seconds = 5) {
  await autocannon({ ...options(url, query, {}), duration: seconds });
}

const startScript = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
/** Node's flags of `npm start` (its heap caps, decisions 045 and 051) and the environment it sets
 * (glibc's malloc arenas, decision 051), read from package.json so the measured server is the one
 * shoppers get. */
export const START = {
  flags: startScript.match(/--max-(?:old|semi)-space-size=\d+/g) ?? [],
  env: Object.fromEntries([...startScript.matchAll(/(?:^|\s)([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]])),
};

/** PROBE_ENV="NAME=value …": variables that override npm start's for the server a probe starts,
 * to compare a variant of the start script side by side with it. */
export const probeEnv = () =>
  Object.fromEntries(
    (process.env.PROBE_ENV ?? "")
      .split(" ")
      .filter(Boolean)
      .map((kv) => kv.split("=", 2)),
  );

/** The server as npm start runs it: compiled to JavaScript by `npm run build` (decision 049). */
export const SERVER = "server/dist/server/src/index.js";

/** Compiles the server as `npm run build` does, so a bench never measures stale JavaScript. */
export function buildServer() {
  const r = spawnSync(path.join(root, "node_modules/.bin/tsc"), ["-p", "server/tsconfig.build.json"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error("la compilation du serveur a échoué");
}

/** What production sets (deploy/systemd): graphql-js, among others, checks more without it
 * (3-4 % of a list request's CPU, decision 050). */
const PRODUCTION_ENV = { NODE_ENV: "production" };

/** Started once /health answers (both servers have it): with LOG_LEVEL=error the shop prints nothing. */
export function start(script: string, env: Record<string, string>, port = PORT): Promise<ChildProcess> {
  const shop = script === SERVER ? { flags: START.flags, env: { ...PRODUCTION_ENV, ...START.env } } : { flags: [], env: {} };
  const child = spawn(process.execPath, [...shop.flags, ...(script.endsWith(".ts") ? ["--import", "tsx"] : []), script], {
    cwd: root,
    env: { ...process.env, ...shop.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const poll = () =>
      void fetch(`http://127.0.0.1:${port}/health`)
        .then(
          (r) => r.ok,
          () => false,
        )
        .then((up) => {
          if (up) resolve(child);
          else if (child.exitCode === null) setTimeout(poll, 200);
        });
    child.once("exit", (code) => reject(new Error(`${script} s'est arrêté (code ${code})`)));
    poll();
  });
}
export const stop = (child: ChildProcess) =>
  new Promise<void>((r) => {
    child.once("exit", () => r());
    child.kill("SIGTERM");
  });

export function grow(env: Record<string, string>, products: number) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-large.ts", "--products", String(products)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error("seed:large a échoué");
}

export function printTable() {
  const helloRps = results[0].rps;
  console.log("\n| Scénario | req/s | p50 (ms) | p99 (ms) | rapport au hello-world | charge (1/5/15 min) |\n|---|---:|---:|---:|---:|---|");
  for (const r of results) console.log(`| ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / helloRps).toFixed(2)} | ${r.load} |`);
}

/** The machine's load average: other jobs on it move every figure (docs/performance.md). */
export function loadAverage() {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
}
