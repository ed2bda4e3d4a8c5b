// One shop per Playwright worker (issue 23): each on its own port (data-dir.ts) and its own copy of
// the seeded demo shop (shops.ts). Workers share nothing, so two can run the specs side by side.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { BASE_PORT } from "./data-dir.ts";
import { answers, demoShop, startShop, stopShop } from "./shops.ts";

export default async function setup(config: FullConfig) {
  const demo = await demoShop();
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
