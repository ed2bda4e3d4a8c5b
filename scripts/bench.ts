// npm run bench: the catalogue API under load (autocannon, 10 connections, 10 s after a 3 s warm-up),
// compared with a hello-world Yoga server, on 10 000 then 100 000 products, on the embedded database
// and on PostgreSQL (when one answers at 127.0.0.1:5432). The response cache is off so every request
// reaches the database; one cached run shows what shoppers usually get. The mixed scenario is
// what misses the cache in real traffic: each request another page, sort, price range, category
// or sub-type, and a search for one in five (scripts/bench/mixed.ts).
// BENCH_SIZES=10000 and BENCH_SCENARIOS=mixte (liste, recherche, mixte, cache) narrow a run.
// `npm run bench -- --instances 2`: several instances behind nginx on PostgreSQL instead
// (scripts/bench/instances.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_POSTGRES, throwawayPostgres } from "./lib/throwaway-postgres.ts";
import { nginxInstalled } from "./lib/nginx.ts";
import { flag } from "./lib/shop.ts";
import { mixedRequests } from "./bench/mixed.ts";
import { benchInstances } from "./bench/instances.ts";
import { HELLO, LIST, PORT, SCENARIOS, SEARCH, SIZES, grow, load, printTable, results, start, stop } from "./bench/run.ts";

const instances = Number(flag("instances") ?? process.env.BENCH_INSTANCES ?? 0);
if (instances && (!Number.isInteger(instances) || instances < 2 || instances > 8)) {
  console.error("--instances : un nombre d'instances entre 2 et 8");
  process.exit(2);
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
  console.log(`Machine : ${os.cpus().length} cœurs ${os.cpus()[0].model}, ${Math.round(os.totalmem() / 2 ** 30)} Gio, Node ${process.version}, ${new Date().toISOString()}, charge ${loadAverage()}`);
  const hello = await start("scripts/bench/hello.ts", {});
  try { await load("Yoga hello-world", `http://127.0.0.1:${PORT}/graphql`, HELLO); } finally { await stop(hello); }
  const postgres = await throwawayPostgres();
  if (instances) {
    if (!postgres) throw new Error(`Plusieurs instances demandent PostgreSQL : injoignable à ${BENCH_POSTGRES}.`);
    if (!nginxInstalled()) throw new Error("Plusieurs instances demandent nginx (apt-get install nginx).");
    try { await benchInstances(instances, { DATA_DIR: pgDataDir, DATABASE_URL: postgres.url }); } finally { await postgres.drop(); }
  } else {
    await benchDatabase("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" });
    if (postgres) {
      try { await benchDatabase("PostgreSQL", { DATA_DIR: pgDataDir, DATABASE_URL: postgres.url }); } finally { await postgres.drop(); }
    } else console.log(`\nPostgreSQL injoignable à ${BENCH_POSTGRES} : ignoré.`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(pgDataDir, { recursive: true, force: true });
}
console.log(`Charge en fin de mesure : ${loadAverage()}`);

printTable();
if (instances) process.exit(0); // its comparison is printed by benchInstances
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

function loadAverage() {
  return os.loadavg().map((l) => l.toFixed(2)).join(" / ");
}
