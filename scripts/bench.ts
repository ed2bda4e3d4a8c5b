// npm run bench: the catalogue API under load (autocannon, 10 connections, 10 s after a 3 s warm-up),
// compared with a hello-world Yoga server, on 10 000 then 100 000 products, on the embedded database
// and on PostgreSQL (when one answers at 127.0.0.1:5432). The response cache is off so every request
// reaches the database; one cached run shows what shoppers usually get. The mixed scenario is
// what misses the cache in real traffic: each request another page, sort, price range, category
// or sub-type, and a search for one in five (scripts/bench/mixed.ts).
// BENCH_SIZES=10000 and BENCH_SCENARIOS=mixte (liste, recherche, mixte, cache) narrow a run.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { BENCH_POSTGRES, throwawayPostgres } from "./lib/throwaway-postgres.ts";
import { mixedRequests } from "./bench/mixed.ts";

const root = path.resolve(import.meta.dirname, "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3990;
const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? "liste,recherche,mixte,cache").split(","));

const LIST = `query List { products(page: 1, limit: 20) { items { id nom prix prixApresPromotion imagePrincipale { url } typeProduit { nom } sousTypeProduit { nom } } pagination { current pages total } } }`;
const SEARCH = `query Search { products(search: "robe wax", limit: 20) { items { id nom prixApresPromotion imagePrincipale { url } } pagination { total } } }`;
const HELLO = `{ hello }`;

interface Result { scenario: string; rps: number; p50: number; p99: number; errors: number }
const results: Result[] = [];

/** `query`: one GraphQL document, or the requests of a scenario that varies them. */
async function load(scenario: string, url: string, query: string | autocannon.Request[]): Promise<Result> {
  const opts = {
    url, connections: 10, method: "POST" as const, headers: { "content-type": "application/json" },
    ...(typeof query === "string" ? { body: JSON.stringify({ query }) } : { requests: query }),
  };
  await autocannon({ ...opts, duration: 3 });
  const r = await autocannon({ ...opts, duration: DURATION });
  const result = { scenario, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
  results.push(result);
  console.log(`  ${scenario.padEnd(44)} ${String(result.rps).padStart(6)} req/s   p50 ${result.p50} ms   p99 ${result.p99} ms${result.errors ? `   ${result.errors} erreurs` : ""}`);
  return result;
}

function start(script: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", script], { cwd: root, env: { ...process.env, ...env, PORT: String(PORT) }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => { if (/ready|en ligne/.test(d.toString())) resolve(child); });
    child.once("exit", (code) => reject(new Error(`${script} s'est arrêté (code ${code})`)));
  });
}
const stop = (child: ChildProcess) => new Promise<void>((r) => { child.once("exit", () => r()); child.kill("SIGTERM"); });

function grow(env: Record<string, string>, products: number) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-large.ts", "--products", String(products)], { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
  if (r.status !== 0) throw new Error("seed:large a échoué");
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const url = `http://127.0.0.1:${PORT}/graphql`;
  const serverEnv = { ...env, SEED_DEMO: "false", RESPONSE_CACHE: "false", LOG_LEVEL: "error", HOST: "127.0.0.1" };
  for (const size of SIZES) {
    console.log(`\n${label}, ${size.toLocaleString("fr-FR")} produits : préparation…`);
    grow(env, size);
    const server = await start("server/src/index.ts", serverEnv);
    try {
      if (SCENARIOS.has("liste")) await load(`${label} ${size / 1000}k liste (page 1, 20)`, url, LIST);
      if (SCENARIOS.has("recherche")) await load(`${label} ${size / 1000}k recherche "robe wax"`, url, SEARCH);
      if (SCENARIOS.has("mixte")) await load(`${label} ${size / 1000}k mixte (pages, tris, prix, filtres)`, url, await mixedRequests(url));
    } finally { await stop(server); }
  }
  if (!SCENARIOS.has("cache")) return;
  const cached = await start("server/src/index.ts", { ...serverEnv, RESPONSE_CACHE: "true" });
  try { await load(`${label} 100k liste, cache de réponses`, url, LIST); } finally { await stop(cached); }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-bench-"));
const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-bench-pg-"));
try {
  console.log(`Machine : ${os.cpus().length} cœurs ${os.cpus()[0].model}, ${Math.round(os.totalmem() / 2 ** 30)} Gio, Node ${process.version}`);
  const hello = await start("scripts/bench/hello.ts", {});
  try { await load("Yoga hello-world", `http://127.0.0.1:${PORT}/graphql`, HELLO); } finally { await stop(hello); }
  await benchDatabase("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" });
  const postgres = await throwawayPostgres();
  if (postgres) {
    try { await benchDatabase("PostgreSQL", { DATA_DIR: pgDataDir, DATABASE_URL: postgres.url }); } finally { await postgres.drop(); }
  } else console.log(`\nPostgreSQL injoignable à ${BENCH_POSTGRES} : ignoré.`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(pgDataDir, { recursive: true, force: true });
}

const helloRps = results[0].rps;
console.log("\n| Scénario | req/s | p50 (ms) | p99 (ms) | rapport au hello-world |\n|---|---:|---:|---:|---:|");
for (const r of results) console.log(`| ${r.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / helloRps).toFixed(2)} |`);
const find = (s: string) => results.find((r) => r.scenario.startsWith(s));
const MIXED_TARGETS: Record<string, { rps: number; p99: number }> = { PGlite: { rps: 200, p99: 100 }, PostgreSQL: { rps: 500, p99: 50 } };
for (const [db, target] of Object.entries(MIXED_TARGETS)) {
  const small = find(`${db} 10k mixte`);
  const big = find(`${db} 100k mixte`);
  if (!small) continue;
  const ok = small.rps >= target.rps && small.p99 <= target.p99 && (!big || big.p99 <= 2 * small.p99);
  console.log(`${db} : mixte 10k ${small.rps} req/s (objectif ${target.rps}), p99 ${small.p99} ms (objectif ${target.p99})${big ? ` ; 100k p99 ${big.p99} ms (${(big.p99 / small.p99).toFixed(2)}×, objectif 2×)` : ""} → ${ok ? "objectifs atteints" : "objectifs NON atteints"}`);
}
for (const db of ["PGlite", "PostgreSQL"]) {
  const small = find(`${db} 10k liste`);
  const big = find(`${db} 100k liste`);
  if (!small || !big) continue;
  const ok = small.rps >= 1000 && small.p99 <= 50 && big.p99 <= 2 * small.p99;
  console.log(`${db} : liste 10k ${small.rps} req/s, p99 ${small.p99} ms ; 100k p99 ${big.p99} ms (${(big.p99 / small.p99).toFixed(2)}×) → ${ok ? "objectifs atteints" : "objectifs NON atteints"}`);
}
process.exit(0);
