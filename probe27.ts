// Untracked probe for issue 27: random page + minPrice GraphQL against npm start's server, cache on.
import { spawn } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { prepare } from "./scripts/bench/grown.ts";
import { START, buildServer, SERVER, stop } from "./scripts/bench/run.ts";

const dataDir = process.env.PROBE_DIR ?? "/tmp/probe27-data";
const products = Number(process.env.PROBE_PRODUCTS ?? 10000);
const port = 3995;
fs.mkdirSync(dataDir, { recursive: true });
if (!process.env.SKIP_BUILD) buildServer();
if (!process.env.SKIP_PREPARE) await prepare({ label: "PGlite", dataDir }, { DATA_DIR: dataDir }, products);
const extra = (process.env.SERVER_NODE_OPTIONS ?? "").split(" ").filter(Boolean);
const child = spawn(process.execPath, [...START.flags, ...extra, SERVER], { env: { ...process.env, ...START.env, NODE_ENV: "production", DATA_DIR: dataDir, SEED_DEMO: "false", RESPONSE_CACHE: process.env.CACHE ?? "true", LOG_LEVEL: "error", HOST: "127.0.0.1", PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
for (;;) { if (await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)); }
const Q = `query($p: Int, $m: Int) { products(page: $p, limit: 20, minPrice: $m) { items { id nom prix prixApresPromotion imagePrincipale { url } } pagination { current pages total } } }`;
const opts = {
  url: `http://127.0.0.1:${port}/graphql`, connections: 10, method: "POST" as const, headers: { "content-type": "application/json" },
  requests: [{ setupRequest: (req: any) => ({ ...req, body: JSON.stringify({ query: Q, variables: { p: 1 + Math.floor(Math.random() * 400), m: Math.floor(Math.random() * 20001) } }) }) }],
};
await autocannon({ ...opts, duration: 3 });
const r = await autocannon({ ...opts, duration: Number(process.env.SECONDS ?? 10) });
console.log(`mixed page+minPrice: ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} non2xx ${r.non2xx} errors ${r.errors}`);
const sample = await (await fetch(opts.url, { method: "POST", headers: opts.headers, body: JSON.stringify({ query: Q, variables: { p: 300, m: 15000 } }) })).text();
console.log(sample.slice(0, 300));
await stop(child);
