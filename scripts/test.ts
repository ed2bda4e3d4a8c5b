// npm test: every check, then one closing line "N passed, N failed". What does not depend on vitest
// runs beside it so that both cores stay busy (issue 23, decision 064): the lint, the type checks, db:check,
// the client's two builds and the end-to-end demo shop; Playwright then runs on what they made.
import { spawn } from "node:child_process";
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
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const loadAtStart = load();
let passed = 0;
let failed = 0;
let skipped = 0;

/** A step's wall time, and the CPU time (user + system) of its processes when Linux tells it. */
interface Timing {
  title: string;
  from: number;
  wall: number;
  cpu: number | null;
  ok: boolean;
}
const timings: Timing[] = [];

// Runs the command, then prints the CPU time its waited-for processes used (Linux's cutime and
// cstime of this wrapper, in ticks of 1/100 s) on file descriptor 3.
const CPU_WRAPPER = `
const r = require("node:child_process").spawnSync(process.argv[1], process.argv.slice(2), { stdio: "inherit" });
let cpu = null;
try { const f = require("node:fs").readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" "); cpu = (Number(f[13]) + Number(f[14])) / 100; } catch {}
require("node:fs").writeSync(3, JSON.stringify(cpu));
process.exit(r.status ?? 1);`;

/** Runs a command. Its output goes to the terminal as it comes, or is held (`quiet`: printed in one
 * piece when it ends, for steps beside vitest; `heldUntil`: printed from when that promise settles). */
function run(
  title: string,
  cmd: string,
  args: string[],
  opts: { env?: Record<string, string>; quiet?: boolean; heldUntil?: Promise<unknown> } = {},
): Promise<boolean> {
  const from = Date.now();
  const piped = opts.quiet || opts.heldUntil;
  if (!opts.quiet) console.log(`\n▶ ${title}`);
  const child = spawn(process.execPath, ["-e", CPU_WRAPPER, cmd, ...args], {
    cwd: root,
    env: { ...process.env, ...opts.env },
    stdio: ["ignore", piped ? "pipe" : "inherit", piped ? "pipe" : "inherit", "pipe"],
  });
  let held: Buffer[] | null = [];
  const out = (d: Buffer) => {
    if (held) held.push(d);
    else process.stdout.write(d);
  };
  child.stdout?.on("data", out);
  child.stderr?.on("data", out);
  const release = () => {
    if (held) process.stdout.write(Buffer.concat(held));
    held = null;
  };
  opts.heldUntil?.then(release, release);
  let cpu: number | null = null;
  child.stdio[3]!.on("data", (d: Buffer) => {
    cpu = JSON.parse(String(d));
  });
  return new Promise((resolve) =>
    child.once("close", (code) => {
      const ok = code === 0;
      const wall = (Date.now() - from) / 1000;
      timings.push({ title, from: (from - started) / 1000, wall, cpu, ok });
      if (opts.quiet)
        console.log(
          `\n▶ ${title} (${wall.toFixed(0)} s${cpu === null ? "" : `, ${(cpu as number).toFixed(0)} s CPU`}${ok ? "" : ", échec"})`,
        );
      if (!opts.heldUntil) release();
      resolve(ok);
    }),
  );
}

/** A step that counts as one test: passed when its command succeeds. */
async function step(title: string, cmd: string, args: string[], quiet = false) {
  const ok = await run(title, cmd, args, { quiet });
  if (ok) passed++;
  else {
    failed++;
    console.error(`✖ ${title} a échoué`);
  }
  return ok;
}

/** Seconds each test file took, by runner: printed slowest first at the end, kept in durations.json. */
const durations: { runner: string; file: string; seconds: number }[] = [];

async function checks() {
  await Promise.all([
    // Lint, formatting and import rules (biome.json, decision 081): ~3 s of CPU.
    step("Lint, format et règles d'import (biome)", "npx", ["biome", "ci", "--error-on-warnings"], true),
    step("Types (tsc)", "npx", ["tsc", "-p", "tsconfig.json"], true),
    step("Types du client (tsc)", "npx", ["tsc", "-p", "client/tsconfig.json"], true),
    step("Types du service worker (tsc)", "npx", ["tsc", "-p", "client/src/sw/tsconfig.json"], true),
  ]);
  await step("Migrations à jour (db:check)", "npm", ["run", "--silent", "db:check"], true);
}

const e2eDir = path.join(root, "tests/e2e");
const e2e = fs.readdirSync(e2eDir).some((f) => f.endsWith(".spec.ts"));

/** What the end-to-end tests run on: the client (only: the end-to-end server runs the server's
 * sources with tsx, not its compiled copy) and the seeded demo shop, kept between runs. */
async function e2ePreparation() {
  if (!e2e) return true;
  const [client, shop] = await Promise.all([
    (async () =>
      (await step(
        "Construction du client (vite build)",
        "npx",
        ["vite", "build", "--config", "client/vite.config.ts", "--logLevel", "warn"],
        true,
      )) &&
      (await step(
        "Rendu serveur de la vitrine (vite build --ssr)",
        "npx",
        ["vite", "build", "--config", "client/vite.config.ts", "--ssr", "src/entry-server.tsx", "--logLevel", "warn"],
        true,
      )))(),
    run("Boutique de démonstration (tests de bout en bout)", process.execPath, ["--import", "tsx", "tests/e2e/shops.ts"], { quiet: true }),
  ]);
  return client && shop;
}

/** Written by tests/tail-reporter.ts when vitest is down to its last file. */
const vitestTail = path.join(reports, "vitest-tail");

async function vitest() {
  const report = path.join(reports, "vitest.json");
  const ok = await run(
    "Tests serveur et client (vitest)",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, "--reporter=./tests/tail-reporter.ts"],
    { env: { VITEST_TAIL_FILE: vitestTail } },
  );
  if (!fs.existsSync(report)) {
    failed++;
    return;
  }
  const r = JSON.parse(fs.readFileSync(report, "utf8"));
  passed += r.numPassedTests;
  // Vitest also fails a run whose tests all passed when errors went uncaught: one failure more.
  const runFailed = !ok || !r.success;
  if (runFailed && !r.numFailedTests) console.error("✖ vitest a échoué sans test en échec (erreurs non interceptées : voir plus haut)");
  failed += r.numFailedTests + (runFailed && !r.numFailedTests ? 1 : 0);
  skipped += r.numPendingTests + r.numTodoTests;
  for (const f of r.testResults as { name: string; startTime: number; endTime: number }[]) {
    durations.push({ runner: "vitest", file: path.relative(root, f.name), seconds: (f.endTime - f.startTime) / 1000 });
  }
}

async function playwright(vitestRunning: Promise<unknown>) {
  const report = path.join(reports, "playwright.json");
  await run("Parcours dans Chromium (Playwright)", "npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    heldUntil: vitestRunning,
  });
  if (!fs.existsSync(report)) {
    failed++;
    return;
  }
  const r = JSON.parse(fs.readFileSync(report, "utf8"));
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  skipped += r.stats.skipped;
  durations.push(...playwrightDurations(r));
}

/** Settles when vitest is down to its last file (the other core is free) or done. */
function vitestTailOrEnd(done: Promise<unknown>) {
  let ended = false;
  const end = () => {
    ended = true;
  };
  done.then(end, end);
  return new Promise<void>((resolve) => {
    const check = () => (ended || fs.existsSync(vitestTail) ? resolve() : setTimeout(check, 500));
    check();
  });
}

type PlaywrightSuite = {
  file: string;
  specs?: { tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};
/** A spec file's time in each project: the sum of its tests' runs. */
function playwrightDurations(report: { suites: PlaywrightSuite[] }) {
  const byFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) {
        const key = `${suite.file} (${t.projectName})`;
        byFile.set(key, (byFile.get(key) ?? 0) + t.results.reduce((sum, r) => sum + r.duration, 0));
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...byFile].map(([file, ms]) => ({ runner: "playwright", file: `tests/e2e/${file}`, seconds: ms / 1000 }));
}

// vitest from the start; beside it, the checks and what Playwright needs. Playwright starts once
// that is ready and vitest is down to its last file (its output held until vitest ends).
const vitestDone = vitest();
// The demo shop from the start too: on a fresh clone it draws the demo's photos, which vitest's
// seed tests (small files, started last when vitest has no durations kept) then find drawn.
const checked = checks();
const prepared = e2ePreparation();
if (e2e) {
  const [ready] = await Promise.all([prepared, vitestTailOrEnd(vitestDone)]);
  if (ready) await playwright(vitestDone);
  else {
    failed++;
    console.error("✖ Parcours dans Chromium (Playwright) non lancés : leur préparation a échoué");
  }
}
await Promise.all([vitestDone, checked, prepared]);

durations.sort((a, b) => b.seconds - a.seconds);
fs.writeFileSync(path.join(reports, "durations.json"), JSON.stringify(durations, null, 1));
for (const runner of ["vitest", "playwright"]) {
  const slowest = durations.filter((d) => d.runner === runner).slice(0, 10);
  if (!slowest.length) continue;
  console.log(`\nLes 10 fichiers les plus lents (${runner}) :`);
  for (const d of slowest) console.log(`${d.seconds.toFixed(1).padStart(8)} s  ${d.file}`);
}
fs.writeFileSync(path.join(reports, "steps.json"), JSON.stringify({ loadAtStart, loadAtEnd: load(), timings }, null, 1));
console.log("\nÉtapes (début, durée, temps CPU de leurs processus) :");
for (const t of timings.sort((a, b) => a.from - b.from)) {
  console.log(
    `${`+${t.from.toFixed(0)} s`.padStart(8)} ${`${t.wall.toFixed(0)} s`.padStart(7)} ${t.cpu === null ? "      -" : `${t.cpu.toFixed(0)} s`.padStart(7)} CPU  ${t.title}${t.ok ? "" : " (échec)"}`,
  );
}
console.log(
  `\nDurée totale : ${((Date.now() - started) / 60_000).toFixed(1)} min (charge au début ${loadAtStart}, à la fin ${load()}) ; rapports dans ${path.relative(root, reports)}`,
);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
