// Issue 11: a SIGTERM lets every request that reached the server be answered (or refused with 503)
// before the process exits: the real entry point (server/src/index.ts) in a child process.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-stop-"));
let child: ChildProcess | undefined;
afterAll(() => { if (child?.exitCode === null) child.kill("SIGKILL"); fs.rmSync(dataDir, { recursive: true, force: true }); });

function startServer(): Promise<string> {
  child = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
    cwd: ROOT, stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "pglite:memory://", SEED_DEMO: "false",
      SUPER_ADMIN_EMAIL: "chef@boutique.test", SUPER_ADMIN_PASSWORD: "MotDePasse!2026", LOG_LEVEL: "info",
    },
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child!.stdout!.on("data", (d) => { out += d; const url = /en ligne sur (http:\/\/\S+)/.exec(out)?.[1]; if (url) resolve(url); });
    child!.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
}

/** Sends a request on its own connection; `sent` resolves once its bytes are handed to the kernel. */
function send(url: string, method: string, body?: string, headers: Record<string, string> = {}) {
  let flushed!: () => void;
  const sent = new Promise<void>((r) => { flushed = r; });
  const answer = new Promise<number | string>((resolve) => {
    const req = http.request(url, { method, agent: false, headers: { "content-type": "application/json", ...headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode!));
      res.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    });
    req.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
    req.end(body, flushed);
  });
  return { sent, answer };
}

it("answers every request sent before SIGTERM, then exits 0", async () => {
  const url = await startServer();
  const login = await fetch(`${url}/graphql`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `mutation { login(identifiant: "chef@boutique.test", motDePasse: "MotDePasse!2026") { accessToken } }` }),
  });
  const token = (await login.json()).data.login.accessToken as string;
  const create = (i: number) => JSON.stringify({ query: `mutation { createCategory(input: { nom: "Arrêt ${i}" }) { id } }` });
  const requests = [
    ...Array.from({ length: 20 }, (_, i) => send(`${url}/graphql`, "POST", create(i), { authorization: `Bearer ${token}` })),
    ...Array.from({ length: 10 }, () => send(`${url}/health`, "GET")),
    ...Array.from({ length: 10 }, () => send(`${url}/api/v1/types`, "GET")),
  ];
  await Promise.all(requests.map((r) => r.sent));
  const exited = new Promise<number | null>((r) => child!.once("exit", (code) => r(code)));
  child!.kill("SIGTERM");
  const answers = await Promise.all(requests.map((r) => r.answer));
  expect(answers.filter((a) => a !== 200 && a !== 503)).toEqual([]); // no ECONNRESET
  expect(answers.filter((a) => a === 200).length).toBeGreaterThan(0);
  expect(await exited).toBe(0);
}, 120_000);
