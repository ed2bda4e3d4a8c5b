// npm test: every check, in the order that fails fastest, then one closing line "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// The runners' reports of the last run are kept in this checkout (test-reports/, ignored; not
// test-results/, which Playwright empties when it starts): their per-file durations show the next
// slow test the day it arrives.
const reports = path.join(root, "test-reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const started = Date.now();
let passed = 0;
let failed = 0;
let skipped = 0;

function run(title: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(title: string, cmd: string, args: string[]) {
  if (run(title, cmd, args)) passed++;
  else { failed++; console.error(`✖ ${title} a échoué`); }
}

step("Types (tsc)", "npx", ["tsc", "-p", "tsconfig.json"]);
step("Types du client (tsc)", "npx", ["tsc", "-p", "client/tsconfig.json"]);
step("Types du service worker (tsc)", "npx", ["tsc", "-p", "client/src/sw/tsconfig.json"]);
step("Migrations à jour (db:check)", "npm", ["run", "--silent", "db:check"]);

/** Seconds each test file took, by runner: printed slowest first at the end, kept in durations.json. */
const durations: { runner: string; file: string; seconds: number }[] = [];

const vitestReport = path.join(reports, "vitest.json");
run("Tests serveur et client (vitest)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
if (fs.existsSync(vitestReport)) {
  const r = JSON.parse(fs.readFileSync(vitestReport, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests + (r.success || r.numFailedTests ? 0 : 1); skipped += r.numPendingTests + r.numTodoTests;
  for (const f of r.testResults as { name: string; startTime: number; endTime: number }[]) {
    durations.push({ runner: "vitest", file: path.relative(root, f.name), seconds: (f.endTime - f.startTime) / 1000 });
  }
} else failed++;

const e2eDir = path.join(root, "tests/e2e");
if (fs.readdirSync(e2eDir).some((f) => f.endsWith(".spec.ts"))) {
  // The client only: the end-to-end server runs the server's sources (tsx), not its compiled copy.
  step("Construction du client (vite build)", "npx", ["vite", "build", "--config", "client/vite.config.ts", "--logLevel", "warn"]);
  step("Rendu serveur de la vitrine (vite build --ssr)", "npx", ["vite", "build", "--config", "client/vite.config.ts", "--ssr", "src/entry-server.tsx", "--logLevel", "warn"]);
  const e2eReport = path.join(reports, "playwright.json");
  run("Parcours dans Chromium (Playwright)", "npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  if (fs.existsSync(e2eReport)) {
    const report = JSON.parse(fs.readFileSync(e2eReport, "utf8"));
    const s = report.stats;
    passed += s.expected + s.flaky; failed += s.unexpected; skipped += s.skipped;
    durations.push(...playwrightDurations(report));
  } else failed++;
}

type PlaywrightSuite = { file: string; specs?: { tests: { projectName: string; results: { duration: number }[] }[] }[]; suites?: PlaywrightSuite[] };
/** A spec file's time in each project: the sum of its tests' runs. */
function playwrightDurations(report: { suites: PlaywrightSuite[] }) {
  const byFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests) {
      const key = `${suite.file} (${t.projectName})`;
      byFile.set(key, (byFile.get(key) ?? 0) + t.results.reduce((sum, r) => sum + r.duration, 0));
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...byFile].map(([file, ms]) => ({ runner: "playwright", file: `tests/e2e/${file}`, seconds: ms / 1000 }));
}

durations.sort((a, b) => b.seconds - a.seconds);
fs.writeFileSync(path.join(reports, "durations.json"), JSON.stringify(durations, null, 1));
for (const runner of ["vitest", "playwright"]) {
  const slowest = durations.filter((d) => d.runner === runner).slice(0, 10);
  if (!slowest.length) continue;
  console.log(`\nLes 10 fichiers les plus lents (${runner}) :`);
  for (const d of slowest) console.log(`${d.seconds.toFixed(1).padStart(8)} s  ${d.file}`);
}
console.log(`\nDurée totale : ${((Date.now() - started) / 60_000).toFixed(1)} min (charge ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}) ; rapports dans ${path.relative(root, reports)}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
