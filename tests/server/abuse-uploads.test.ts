// Issue 22, items 1, 8 and 9: multipart bodies are read only for an administrator, and then within
// strict limits; file names and Host headers that can't be stored or parsed get a French 400.
// The memory section runs the real entry point (server/src/index.ts) in a child process with the
// heap `npm start` gives it (192 MB) and reads its resident memory from /proc.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createThrowawayDatabase } from "../../scripts/lib/throwaway-postgres.ts";
import { POSTGRES_URL, describeEachDatabase, type DatabaseKind } from "./helpers.ts";
import { TEST_PASSWORD } from "./session.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN_EMAIL = "chef@boutique.test";
const BOUNDARY = "----boutique-abus";

/** The request: one operation and `parts` one-byte files, ~147 bytes a part (150 000 ≈ 22 MB). */
function hostileForm(parts: number, operations = JSON.stringify({ query: "{ boutique { nom } }" })): Buffer {
  const part = (i: number) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${i}"; filename="f"\r\nContent-Type: application/octet-stream\r\nX-Pad: ${"p".repeat(17 - String(i).length)}\r\n\r\nx\r\n`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`;
  return Buffer.concat([Buffer.from(head), ...Array.from({ length: parts }, (_, i) => Buffer.from(part(i))), Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

interface Answer { status: number | string; body: string; ms: number }
/** Sends `body` on its own connection and resolves with the answer (or the socket's error code). */
function post(url: string, body: Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method: "POST", agent: false, headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "content-length": body.length, ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (d: string) => { text += d; }).on("end", () => resolve({ status: res.statusCode!, body: text, ms: performance.now() - start }));
      res.on("error", (e: NodeJS.ErrnoException) => resolve({ status: e.code ?? e.message, body: text, ms: performance.now() - start }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => resolve({ status: e.code ?? e.message, body: "", ms: performance.now() - start }));
    req.end(body);
  });
}

/** Resident memory of a process now and at its peak since the last resetPeak, in MB (Linux). */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)![1]);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");

describeEachDatabase("a hostile multipart body against the server as `npm start` runs it", (kind: DatabaseKind) => {
  let child: ChildProcess | undefined;
  let url = "";
  let token = "";
  let dropDatabase = async () => {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-abuse-uploads-"));
  const attack = hostileForm(150_000);

  beforeAll(async () => {
    const database = kind === "postgresql" ? await createThrowawayDatabase(POSTGRES_URL, `boutique_abuse_uploads_${process.pid}`) : null;
    if (database) dropDatabase = database.drop;
    child = spawn(process.execPath, ["--max-old-space-size=192", "--max-semi-space-size=4", "--import", "tsx", "server/src/index.ts"], {
      cwd: ROOT, stdio: ["ignore", "pipe", "pipe"],
      env: {
        // PGlite on disk, served by its worker, as `npm start` runs it (in memory it would weigh 700 MB here).
        ...process.env, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}), SEED_DEMO: "false",
        SUPER_ADMIN_EMAIL: ADMIN_EMAIL, SUPER_ADMIN_PASSWORD: TEST_PASSWORD, LOG_LEVEL: "info",
        MALLOC_ARENA_MAX: "1", MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_MMAP_THRESHOLD_: "32768", // as package.json's start
      },
    });
    url = await new Promise<string>((resolve, reject) => {
      let out = "";
      child!.stdout!.on("data", (d) => { out += d; const found = /en ligne sur (http:\/\/\S+)/.exec(out)?.[1]; if (found) resolve(found); });
      child!.stderr!.on("data", (d) => { out += d; });
      child!.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
    });
    const login = await fetch(`${url}/graphql`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `mutation { login(identifiant: "${ADMIN_EMAIL}", motDePasse: "${TEST_PASSWORD}") { accessToken } }` }),
    });
    token = (await login.json()).data.login.accessToken;
  }, 120_000);
  afterAll(async () => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends the attack, then checks the server is alive at once and its memory stayed put. */
  async function survives(target: string, headers: Record<string, string> = {}) {
    expect(attack.length).toBeGreaterThan(22_000_000);
    resetPeak(child!.pid!);
    const before = memoryOf(child!.pid!);
    const answer = await post(url + target, attack, headers);
    const health = performance.now();
    const alive = await fetch(`${url}/health`);
    const healthMs = performance.now() - health;
    const after = memoryOf(child!.pid!);
    console.info(`${kind} ${target} ${headers.authorization?.slice(0, 12) ?? "anonyme"} : ${answer.status} en ${Math.round(answer.ms)} ms, RSS ${Math.round(before.rss)} → ${Math.round(after.rss)} Mo, pic ${Math.round(after.peak)} Mo`);
    expect(alive.status).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    expect(after.peak).toBeLessThan(400);
    expect(after.rss - before.rss).toBeLessThan(40);
    return answer;
  }

  it("GraphQL: 150 000 parts without a token are refused at once, unread, in French; the server stays up", async () => {
    const answer = await survives("/graphql");
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).errors[0]).toMatchObject({ message: "Authentification requise", extensions: { code: "UNAUTHENTICATED" } });
    expect(answer.ms).toBeLessThan(5000);
  }, 60_000);

  it("REST: the same body on POST /api/v1/produits, without a token and with a forged one", async () => {
    const anonymous = await survives("/api/v1/produits");
    expect([anonymous.status, JSON.parse(anonymous.body)]).toEqual([401, { success: false, message: "Authentification requise" }]);
    const forged = await survives("/api/v1/produits", { authorization: "Bearer pas.un.jeton" });
    expect([forged.status, JSON.parse(forged.body)]).toEqual([401, { success: false, message: "Token invalide" }]);
  }, 60_000);

  it("an administrator's token gets the body read, and refused at the 6th file", async () => {
    const graphql = await survives("/graphql", { authorization: `Bearer ${token}` });
    expect([graphql.status, JSON.parse(graphql.body).errors[0].message]).toEqual([400, "5 images au plus par produit."]);
    const rest = await survives("/api/v1/produits", { authorization: `Bearer ${token}` });
    expect([rest.status, JSON.parse(rest.body).message]).toEqual([400, "5 images au plus par produit."]);
  }, 60_000);
});
