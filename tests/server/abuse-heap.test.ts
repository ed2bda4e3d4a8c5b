// Memory (issue 22): the real server, its heap capped as `npm start` caps it, lives through the
// attacks that killed it. Moved out of abuse.test.ts (decision 073): its child server's start and
// attacks are the suite's longest single block, and a file of their own lets the other worker run
// abuse.test.ts's walks beside it instead of after.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { copyBanners, describeEachDatabase, loadScaledMs, startedDataDir, throwawayPostgres, type DatabaseKind } from "./helpers.ts";
import { createApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/env.ts";
import { ALIAS_ATTACK, longCatalogue, post } from "./long-catalogue.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** `npm start`'s heap, semi-space and malloc settings (package.json), on the source. */
const START_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=4"];
const START_MALLOC = { MALLOC_ARENA_MAX: "1", MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_MMAP_THRESHOLD_: "32768" };
const RSS_LIMIT_MB = 400;

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

describeEachDatabase("memory: the server, its heap capped as npm start caps it, lives through the attacks", (kind: DatabaseKind) => {
  let child: ChildProcess | undefined;
  let url = "";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-memory-"));
  let dropDatabase: (() => Promise<void>) | undefined;
  let exited: string | null = null;
  let peak = 0;
  const sample = () => {
    if (child?.pid && exited === null) peak = Math.max(peak, rssMb(child.pid));
  };

  beforeAll(async () => {
    const throwaway = kind === "postgresql" ? await throwawayPostgres("boutique_memory") : null;
    dropDatabase = throwaway?.drop;
    // PGlite on disk under DATA_DIR, as `npm start` runs it (a worker thread), or PostgreSQL; both
    // migrated and with their banners, as after a first start.
    if (throwaway) copyBanners(dataDir);
    const data = throwaway ? { DATA_DIR: dataDir, DATABASE_URL: throwaway.url } : startedDataDir(dataDir);
    const env = { ...data, SEED_DEMO: "false", LOG_LEVEL: "error" as const };
    // The catalogue is written by an app of this process, which then lets the database go.
    const seeding = await createApp(loadConfig(env));
    await longCatalogue(seeding.prisma);
    await seeding.close();
    child = spawn(process.execPath, [...START_FLAGS, "--import", "tsx", "server/src/index.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...START_MALLOC, ...env, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" },
    });
    let out = "";
    child.stderr!.on("data", (d) => {
      out += d;
    });
    url = await new Promise<string>((resolve, reject) => {
      child!.stdout!.on("data", (d) => {
        out += d;
        const found = /en ligne sur (http:\/\/\S+)/.exec(out)?.[1];
        if (found) resolve(found);
      });
      child!.once("exit", (code, signal) => reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`)));
    });
    child.once("exit", (code, signal) => {
      exited = `${code ?? signal}: ${out.slice(-2000)}`;
    });
  }, 180_000);
  afterAll(async () => {
    if (child && exited === null) {
      const gone = new Promise((r) => child!.once("exit", r));
      child.kill("SIGTERM");
      await gone;
    }
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Alive, and quick about it: /health within a second (asked twice if the machine was busy once). */
  async function expectHealthy() {
    expect(exited, "the server died").toBeNull();
    const health = async () => {
      const start = performance.now();
      const res = await fetch(`${url}/health`);
      await res.text();
      return { status: res.status, ms: performance.now() - start };
    };
    let answer = await health();
    if (answer.ms >= loadScaledMs(1000)) answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeLessThan(loadScaledMs(1000));
  }
  /** Runs requests one after the other, the server's memory sampled all along. */
  async function attack(requests: number, send: (n: number) => Promise<Response>) {
    peak = 0;
    const sampler = setInterval(sample, 25);
    try {
      for (let n = 0; n < requests && exited === null; n++) {
        const res = await send(n);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        sample();
      }
    } finally {
      clearInterval(sampler);
    }
    expect(exited, "the server died").toBeNull();
    expect(peak, "resident memory through the attack (MB)").toBeLessThan(RSS_LIMIT_MB);
    await expectHealthy();
  }

  it("answers 20 requests of 15 aliases of 100 long products (8 MB each), each a new comment", async () => {
    await attack(20, (n) => post(url, { query: `${ALIAS_ATTACK} # ${n}` }));
  }, 300_000);

  it("answers 300 lists of 100 long products with a junk parameter each, on REST and GraphQL", async () => {
    await attack(300, (n) => fetch(`${url}/api/v1/produits?limit=100&junk=${n}`));
    await attack(300, (n) => post(url, { query: `{ products(limit: 100) { items { id nom description } } } # ${n}` }));
  }, 300_000);

  it("answers 200 documents of a megabyte of comment each (Yoga kept 1 024 of them, the 158th killed it)", async () => {
    const padding = "x".repeat(1000 * 1000 - 100);
    await attack(200, (n) => post(url, { query: `{ boutique { nom } } # ${n} ${padding}` }));
  }, 300_000);
});
