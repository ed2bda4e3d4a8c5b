// The end-to-end tests' shops (issue 23): the seeded demo shop, seeded once and kept between runs
// under a hash of what makes it (tests/cache.ts), and the servers started on copies of it.
// `node --import tsx tests/e2e/shops.ts` seeds it ahead (npm test does, beside vitest).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cached, demoPhotoCache, keyOf } from "../cache.ts";
import { claimPorts } from "./ports.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Generous: the demo seed (470 photos) takes ~45 s on a quiet 2-core machine, minutes on a busy one. */
const START_LIMIT_MS = 600_000;

/** What the seeded shop's files come from: the server's code that writes them and the libraries. */
const demoKey = () => keyOf(["prisma/migrations", "server/src", "tests/e2e/server.ts", "package-lock.json"]);

export function startShop(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "tests/e2e/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_PHOTO_CACHE: demoPhotoCache() },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

export async function answers(port: number, child: ChildProcess) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur du port ${port} s'est arrêté au démarrage (code ${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Le serveur du port ${port} ne répond pas après ${START_LIMIT_MS / 1000} s`);
}

export async function stopShop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The seeded demo shop's kept data directory: seeded by a real first start (migrations, super
 * admin, banners and demo photos drawn by its child process), stopped cleanly so its database
 * files are whole. */
export function demoShop() {
  return cached("e2e-demo-shop", demoKey(), async (dir) => {
    const ports = await claimPorts(1);
    const shop = startShop(ports.base, dir);
    try {
      await answers(ports.base, shop);
    } finally {
      await stopShop(shop);
      ports.release();
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`Boutique de démonstration des tests de bout en bout : ${path.relative(ROOT, await demoShop())}`);
}
