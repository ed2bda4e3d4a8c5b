// One shop per Playwright worker (issue 23): each on its own port (data-dir.ts) and its own copy of
// the seeded demo shop (shops.ts). Workers share nothing, so two can run the specs side by side.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { claimPorts } from "./ports.ts";
import { answers, demoShop, startShop, stopShop } from "./shops.ts";

export default async function setup(config: FullConfig) {
  const demo = await demoShop();
  const ports = await claimPorts(config.workers);
  // Read by every worker (data-dir.ts): Playwright starts them with this process's environment.
  process.env.E2E_PORT = String(ports.base);
  const shops = Array.from({ length: config.workers }, (_, i) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-e2e-"));
    fs.cpSync(demo, dataDir, { recursive: true });
    return { port: ports.base + i, dataDir, child: startShop(ports.base + i, dataDir) };
  });
  const stopAll = async () => {
    await Promise.all(shops.map((s) => stopShop(s.child)));
    for (const s of shops) fs.rmSync(s.dataDir, { recursive: true, force: true });
    ports.release();
  };
  try {
    await Promise.all(shops.map((s) => answers(s.port, s.child)));
    await Promise.all(shops.map((s) => compressAssets(s.port)));
  } catch (e) {
    await stopAll();
    throw e;
  }
  return stopAll;
}

/** The server compresses each built file (brotli 11, gzip 9) at its first request, synchronously:
 * asked here once per shop, that once-a-server work happens before the tests, not inside the
 * first test that opens the back-office (a cold first page, timed by its expectations, was what
 * failed first on a busy machine; decision 074). */
async function compressAssets(port: number) {
  const assets = path.resolve(import.meta.dirname, "../../client/dist/assets");
  for (const file of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
    if (!/\.(js|css)$/.test(file)) continue;
    const res = await fetch(`http://127.0.0.1:${port}/assets/${file}`, { headers: { "accept-encoding": "br" } });
    await res.arrayBuffer();
  }
}
