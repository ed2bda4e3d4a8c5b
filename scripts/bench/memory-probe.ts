// The server's resident memory under the mixed catalogue load (issue 14, item 5), with /health and
// a cached list timed beside it (item 2). Runs the shop of --root (default: this checkout) on an
// existing --data-dir (grown beforehand by seed:large), samples /proc/<pid>/status every second.
//   node --import tsx scripts/bench/memory-probe.ts --data-dir /tmp/shop10k [--seconds 180] [--root .] [--port 3993]
//     [--entry server/dist/server/src/index.js]
// --entry: what npm start runs (npm run build first), or server/src/index.ts to run the sources
// through tsx. The server gets npm start's Node flags and environment; extra flags go through
// SERVER_NODE_OPTIONS.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { mixedRequests } from "./mixed.ts";
import { LIST, START, probeEnv } from "./run.ts";
import { memorySample } from "./blocking.ts";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataDir = flag("data-dir");
if (!dataDir || !fs.existsSync(dataDir)) {
  console.error("--data-dir : le dossier de données d'une boutique déjà remplie (npm run seed:large)");
  process.exit(2);
}
const root = path.resolve(flag("root") ?? path.join(import.meta.dirname, "../.."));
const seconds = Number(flag("seconds") ?? 180);
const port = Number(flag("port") ?? 3993);
const entry = flag("entry") ?? "server/dist/server/src/index.js";
const base = `http://127.0.0.1:${port}`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** VmRSS and its anonymous part (heaps, WASM memory) of a process, in MB. */
function status(pid: number) {
  const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024;
  return { rss: kb("VmRSS"), anon: kb("RssAnon"), peak: kb("VmHWM") };
}

const nodeOptions = [...START.flags, ...(process.env.SERVER_NODE_OPTIONS ?? "").split(" ").filter(Boolean)];
const { DATABASE_URL: _ignored, ...env } = process.env; // the shop's embedded database in DATA_DIR
const server = spawn(process.execPath, [...nodeOptions, ...(entry.endsWith(".ts") ? ["--import", "tsx"] : []), entry], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...env,
    ...START.env,
    ...probeEnv(),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    RESPONSE_CACHE: "true",
    LOG_LEVEL: "error",
  },
});
const exited = new Promise<void>((r) => server.once("exit", () => r()));
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${server.exitCode})`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const idle = status(server.pid!);
  console.log(`root ${root} ; ${entry} ; Node ${process.version} ${nodeOptions.join(" ")} ; ${seconds} s ; charge au départ ${load()}`);
  const idleTree = memorySample(server.pid!);
  console.log(
    `au repos après le démarrage : RSS ${idle.rss.toFixed(0)} Mo (anonyme ${idle.anon.toFixed(0)} Mo) ; enfants ${idleTree?.children ?? 0} Mo ; total ${idleTree?.total ?? 0} Mo`,
  );
  const json = { "content-type": "application/json" };
  const requests = await mixedRequests(`${base}/graphql`);
  await fetch(`${base}/graphql`, { method: "POST", headers: json, body: JSON.stringify({ query: LIST }) }); // the cached probe reads a hit
  const samples: { server: number; children: number; total: number }[] = [];
  const sampler = setInterval(() => {
    const m = memorySample(server.pid!);
    if (m) samples.push(m);
  }, 1000);
  const [mixed, health, cached] = await Promise.all([
    autocannon({ url: `${base}/graphql`, connections: 8, duration: seconds, method: "POST", headers: json, requests }),
    autocannon({ url: `${base}/health`, connections: 1, duration: seconds }),
    autocannon({
      url: `${base}/graphql`,
      connections: 1,
      duration: seconds,
      method: "POST",
      headers: json,
      body: JSON.stringify({ query: LIST }),
    }),
  ]);
  clearInterval(sampler);
  const end = status(server.pid!);
  const summary = (pick: (m: (typeof samples)[number]) => number) => {
    const sorted = samples.map(pick).sort((a, b) => a - b);
    return `médiane ${sorted[Math.floor(sorted.length / 2)]} Mo, max ${sorted.at(-1)} Mo, fin ${pick(samples.at(-1)!)} Mo`;
  };
  const failed = (r: autocannon.Result) => r.errors + r.non2xx + r.timeouts;
  console.log(
    `charge mixte : ${Math.round(mixed.requests.average)} req/s, p50 ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms, ${failed(mixed)} erreurs`,
  );
  console.log(
    `/health : p99 ${health.latency.p99} ms, max ${health.latency.max} ms, ${health.requests.total} réponses, ${failed(health)} sans réponse`,
  );
  console.log(
    `liste en cache : p99 ${cached.latency.p99} ms, max ${cached.latency.max} ms, ${cached.requests.total} réponses, ${failed(cached)} sans réponse`,
  );
  console.log(`RSS du serveur : ${summary((m) => m.server)} ; VmHWM ${end.peak.toFixed(0)} Mo, anonyme à la fin ${end.anon.toFixed(0)} Mo`);
  console.log(`RSS de ses processus enfants : ${summary((m) => m.children)}`);
  console.log(`RSS serveur + enfants : ${summary((m) => m.total)}`);
  console.log(`charge à la fin ${load()}`);
} finally {
  server.kill("SIGTERM");
  await exited;
}
