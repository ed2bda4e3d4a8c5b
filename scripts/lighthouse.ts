// npm run lighthouse: builds the client, starts the shop on a fresh demo database and runs
// Lighthouse (mobile, default throttling) in Debian's Chromium on /, /pro and one product page.
// Each page LIGHTHOUSE_RUNS times (3): the median run and the range, then the targets met or
// not. Also prints the storefront's initial JavaScript (gzip). Results go to docs/performance.md by hand.
// LIGHTHOUSE_SAVE=<dir>: each run's full report (JSON) is also written there, to read why a run
// differs from another (LCP element and its phases, network waterfall, main-thread work).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { initialScripts } from "./bundle-size.ts";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3995);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SAVE = process.env.LIGHTHOUSE_SAVE;
const base = `http://127.0.0.1:${PORT}`;

if (spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-lighthouse-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(PORT), HOST: "127.0.0.1", PUBLIC_URL: base },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on("data", (d: Buffer) => {
    if (/en ligne/.test(d.toString())) resolve();
  });
  server.once("exit", (c) => reject(new Error(`le serveur s'est arrêté (code ${c})`)));
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const { data } = await (
    await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ products(limit: 1, sortBy: aLaUne) { items { id } } }" }),
    })
  ).json();
  const pages = ["/", "/pro", `/produits/${data.products.items[0].id}`];
  const rows: string[] = [];
  const verdicts: string[] = [];
  for (const p of pages) {
    // One warm-up load so the server's caches are in the state shoppers meet.
    await fetch(base + p);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await audit(base + p, `${p === "/" ? "home" : p.startsWith("/produits/") ? "product" : "pro"}-${i + 1}`));
    const m = median(runs);
    const range = (f: (r: Run) => number, unit = "") => `${Math.min(...runs.map(f))}–${Math.max(...runs.map(f))}${unit}`;
    const name = p.startsWith("/produits/") ? "/produits/{id}" : p;
    rows.push(
      `| ${name} | ${m.performance} (${range((r) => r.performance)}) | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.fcp} ms | ${m.lcp} ms (${range((r) => r.lcp, " ms")}) | ${m.tbt} ms (${range((r) => r.tbt, " ms")}) | ${m.cls} |`,
    );
    const ok = m.performance >= 98 && m.lcp <= 1500 && m.tbt <= 100 && m.cls === 0;
    verdicts.push(
      `- ${name} : performance ${m.performance} (objectif ≥ 98), LCP ${m.lcp} ms (≤ 1 500), TBT ${m.tbt} ms (≤ 100), CLS ${m.cls} (0) → ${ok ? "objectifs atteints" : "objectifs NON atteints"}`,
    );
  }
  console.log(
    `\nMédiane de ${RUNS} passages par page (écart entre parenthèses), charge ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" / ")}`,
  );
  console.log(
    "\n| Page | Performance | Accessibilité | Bonnes pratiques | SEO | FCP | LCP | TBT | CLS |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  );
  console.log(rows.join("\n"));
  console.log(`\nObjectifs du ticket 14 :\n${verdicts.join("\n")}`);
  const scripts = await initialScripts(`${base}/`);
  console.log(
    `\nJavaScript initial de / : ${(scripts.reduce((n, f) => n + f.gzip, 0) / 1024).toFixed(1)} KB gzip (${scripts.length} fichiers)`,
  );
} finally {
  chrome.kill();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(url: string, name: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (SAVE) {
    fs.mkdirSync(SAVE, { recursive: true });
    fs.writeFileSync(path.join(SAVE, `${name}.json`), String(result!.report));
  }
  const c = result!.lhr.categories;
  const a = result!.lhr.audits;
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  const ms = (k: string) => Math.round(a[k].numericValue ?? 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: ms("first-contentful-paint"),
    lcp: ms("largest-contentful-paint"),
    tbt: ms("total-blocking-time"),
    cls: Number((a["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
  };
}

/** The run whose performance score is the median (Lighthouse's own advice for a run of three). */
function median(runs: Run[]): Run {
  return [...runs].sort((x, y) => x.performance - y.performance)[Math.floor(runs.length / 2)];
}
