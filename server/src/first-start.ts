// A new shop's pictures, drawn in a throw-away process (decision 051): the 6 banners and, with
// SEED_DEMO, the demo catalogue (470 photos). sharp's native memory (libvips and glibc's
// per-thread arenas: ~500 MB after the demo's photos) is never given back to the system by the
// process that drew; drawn in the server's process, it stayed resident until the next restart.
import { fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import type { Config } from "./env.ts";
import type { Database } from "./db/connect.ts";
import type { PrismaClient } from "./generated/prisma/client.ts";
import type { FileStorage } from "./storage/index.ts";
import type { Logger } from "./log.ts";
import { bannersMissing, ensureBanners } from "./services/banners.ts";
import { seedDemoCatalogue } from "./demo/seed.ts";

/** What the drawing process is sent: it opens the same storage and database as the server. */
export interface FirstStartWork {
  config: Config;
  connection: pg.ClientConfig;
  seed: boolean;
}
/** What it answers: progress lines, and the error that stopped it if one did. */
export type FirstStartMessage = { log: string } | { error: string };

/** Draws the missing banners and, when `seed`, adds the demo catalogue. In this process only for a
 * database no other process can reach (in-memory: tests), where the memory goes with the process. */
export async function drawFirstStart(opts: {
  config: Config;
  db: Database;
  prisma: PrismaClient;
  storage: FileStorage;
  seed: boolean;
  logger: Logger;
}) {
  const { config, db, seed, logger } = opts;
  if (!seed && !(await bannersMissing(opts.storage))) return;
  if (db.connection) return drawInChildProcess({ config, connection: db.connection, seed }, logger);
  await ensureBanners(opts.storage);
  if (seed) await seedDemoCatalogue(opts.prisma, opts.storage, (m) => logger.info(m), config.DEMO_PHOTO_CACHE);
}

// .ts from the sources (tests, npm run dev: the child needs tsx too), .js once built (npm start).
const SELF = fileURLToPath(import.meta.url);
const CHILD = path.join(path.dirname(SELF), `first-start-child${path.extname(SELF)}`);

function drawInChildProcess(work: FirstStartWork, logger: Logger) {
  // The server's working directory (not config.ROOT, which tests point at other checkouts): a
  // relative DATA_DIR means the same, and tsx resolves from the checkout.
  const child = fork(CHILD, [], { execArgv: CHILD.endsWith(".ts") ? ["--import", "tsx"] : [], serialization: "advanced" });
  return new Promise<void>((resolve, reject) => {
    let failure: string | undefined;
    child.on("message", (m: FirstStartMessage) => {
      if ("log" in m) logger.info(m.log);
      else failure = m.error;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 && !failure
        ? resolve()
        : reject(new Error(`Premier démarrage : le dessin des images a échoué (${failure ?? `code ${code}`})`)),
    );
    child.send(work);
  });
}
