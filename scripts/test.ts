// npm test: every check, in the order that fails fastest, then one closing line "N passed, N failed".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-test-"));
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

const vitestReport = path.join(reports, "vitest.json");
run("Tests serveur et client (vitest)", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`]);
if (fs.existsSync(vitestReport)) {
  const r = JSON.parse(fs.readFileSync(vitestReport, "utf8"));
  passed += r.numPassedTests; failed += r.numFailedTests + (r.success || r.numFailedTests ? 0 : 1); skipped += r.numPendingTests + r.numTodoTests;
} else failed++;

const e2eDir = path.join(root, "tests/e2e");
if (fs.readdirSync(e2eDir).some((f) => f.endsWith(".spec.ts"))) {
  step("Construction du client (vite build)", "npm", ["run", "--silent", "build"]);
  const e2eReport = path.join(reports, "playwright.json");
  run("Parcours dans Chromium (Playwright)", "npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  if (fs.existsSync(e2eReport)) {
    const s = JSON.parse(fs.readFileSync(e2eReport, "utf8")).stats;
    passed += s.expected + s.flaky; failed += s.unexpected; skipped += s.skipped;
  } else failed++;
}

fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
