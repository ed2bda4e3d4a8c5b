// npm run lighthouse: builds the client, starts the shop on a fresh demo database and runs
// Lighthouse (mobile, default throttling) in Debian's Chromium on /, /pro and one product page.
// Also prints the storefront's initial JavaScript (gzip). Results go to docs/performance.md by hand.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { initialScripts } from "./bundle-size.ts";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3995);
const base = `http://127.0.0.1:${PORT}`;

if (spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-lighthouse-"));
const server = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
  cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: String(PORT), HOST: "127.0.0.1", PUBLIC_URL: base }, stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve, reject) => {
  server.stdout!.on("data", (d: Buffer) => { if (/en ligne/.test(d.toString())) resolve(); });
  server.once("exit", (c) => reject(new Error(`le serveur s'est arrêté (code ${c})`)));
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  const { data } = await (await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ products(limit: 1, sortBy: aLaUne) { items { id } } }" }) })).json();
  const pages = ["/", "/pro", `/produits/${data.products.items[0].id}`];
  const rows: string[] = [];
  for (const p of pages) {
    // One warm-up load so the server's caches are in the state shoppers meet.
    await fetch(base + p);
    const result = await lighthouse(base + p, { port: chrome.port, output: "json", logLevel: "error", formFactor: "mobile", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] });
    const c = result!.lhr.categories;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    const a = result!.lhr.audits;
    rows.push(`| ${p.startsWith("/produits/") ? "/produits/{id}" : p} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${a["first-contentful-paint"].displayValue} | ${a["largest-contentful-paint"].displayValue} | ${a["total-blocking-time"].displayValue} | ${a["cumulative-layout-shift"].displayValue} |`);
  }
  console.log("\n| Page | Performance | Accessibilité | Bonnes pratiques | SEO | FCP | LCP | TBT | CLS |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  console.log(rows.join("\n"));
  const scripts = await initialScripts(base + "/");
  console.log(`\nJavaScript initial de / : ${(scripts.reduce((n, f) => n + f.gzip, 0) / 1024).toFixed(1)} KB gzip (${scripts.length} fichiers)`);
} finally {
  chrome.kill();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
