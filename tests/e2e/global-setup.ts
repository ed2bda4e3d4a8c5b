// One shop per Playwright worker (issue 23): each on its own port (data-dir.ts) and its own copy of
// the seeded demo shop, seeded once and kept between runs, keyed by a hash of what makes it
// (tests/cache.ts). Workers share nothing, so two can run the specs side by side.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { cached, keyOf } from "../cache.ts";
import { BASE_PORT } from "./data-dir.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Generous: the demo seed (470 photos) takes ~45 s on a quiet 2-core machine, minutes on a busy one. */
const START_LIMIT_MS = 600_000;

/** What the seeded shop's files come from: the server's code that writes them and the libraries. */
const demoKey = () => keyOf(["prisma/migrations", "server/src", "tests/e2e/server.ts", "package-lock.json"]);

function startShop(port: number, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/server.ts"], {
    cwd: ROOT, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: ["ignore", "inherit", "inherit"],
  });
  return child;
}

async function answers(port: number, child: ChildProcess) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur du port ${port} s'est arrêté au démarrage (code ${child.exitCode})`);
    try { if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return; } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Le serveur du port ${port} ne répond pas après ${START_LIMIT_MS / 1000} s`);
}

async function stopShop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

export default async function setup(config: FullConfig) {
  // Seeded by a real first start (migrations, super admin, banners and demo photos drawn by its
  // child process), stopped cleanly so its database files are whole.
  const demo = await cached("e2e-demo-shop", demoKey(), async (dir) => {
    const shop = startShop(BASE_PORT, dir);
    try { await answers(BASE_PORT, shop); } finally { await stopShop(shop); }
  });
  const shops = Array.from({ length: config.workers }, (_, i) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-e2e-"));
    fs.cpSync(demo, dataDir, { recursive: true });
    return { port: BASE_PORT + i, dataDir, child: startShop(BASE_PORT + i, dataDir) };
  });
  const stopAll = async () => {
    await Promise.all(shops.map((s) => stopShop(s.child)));
    for (const s of shops) fs.rmSync(s.dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(shops.map((s) => answers(s.port, s.child)));
  } catch (e) {
    await stopAll();
    throw e;
  }
  return stopAll;
}
