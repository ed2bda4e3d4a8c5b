// Server CPU per request under the mixed scenario: robust to a busy machine, unlike req/s, because it
// counts the server process's own CPU ticks (/proc/<pid>/stat) over the requests it answered.
//   node --import tsx scripts/bench/cpu-probe.ts (--data-dir DIR | --database-url URL) [--seconds 20] [--root .] [--port 3994]
// PROBE_CACHE=true runs the server with its response cache (every mixed request misses it).
// The server runs as npm start does (npm run build first), with NODE_ENV=production.
// Prints ms of server CPU a request (user + system; the main thread's apart) and, for PostgreSQL, the
// backends' CPU a request.
// Extra Node flags for the server go through SERVER_NODE_OPTIONS (e.g. --cpu-prof --cpu-prof-dir=DIR).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { mixedRequests } from "./mixed.ts";
import { START, probeEnv } from "./run.ts";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const root = path.resolve(flag("root") ?? path.join(import.meta.dirname, "../.."));
const seconds = Number(flag("seconds") ?? 20);
const port = Number(flag("port") ?? 3994);
const dataDir = flag("data-dir");
const databaseUrl = flag("database-url");
if (!dataDir && !databaseUrl) {
  console.error("--data-dir ou --database-url");
  process.exit(2);
}
const base = `http://127.0.0.1:${port}`;
const TICK_MS = 1000 / 100; // CLK_TCK is 100 on Linux

/** utime + stime of a process (or, with `thread`, of that one thread), in ms. */
function cpu(pid: number, thread?: number) {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = fs.readFileSync(file, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
/** CPU of every postgres backend of the machine, in ms (the bench's are the only busy ones). */
function postgresCpu() {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") total += cpu(Number(pid));
    } catch {
      /* gone */
    }
  }
  return total;
}

const { DATABASE_URL: _ignored, ...env } = process.env;
const nodeOptions = [...START.flags, ...(process.env.SERVER_NODE_OPTIONS ?? "").split(" ").filter(Boolean)];
const server = spawn(process.execPath, [...nodeOptions, "server/dist/server/src/index.js"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...env,
    ...START.env,
    ...probeEnv(),
    NODE_ENV: "production",
    ...(databaseUrl
      ? { DATABASE_URL: databaseUrl, JWT_SECRET: "cpu-probe: the same secret for every checkout it compares" }
      : { DATA_DIR: dataDir }),
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    RESPONSE_CACHE: process.env.PROBE_CACHE ?? "false",
    LOG_LEVEL: "error",
  },
});
const exited = new Promise<void>((r) => server.once("exit", () => r()));
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode})`);
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const requests = await mixedRequests(`${base}/graphql`);
  const opts = {
    url: `${base}/graphql`,
    connections: 10,
    method: "POST" as const,
    headers: { "content-type": "application/json" },
    requests,
  };
  await autocannon({ ...opts, duration: 5 });
  // The main thread (its id is the process's) runs HTTP and GraphQL; the embedded database has a
  // worker thread of its own: the busier of the two bounds the throughput.
  const before = { node: cpu(server.pid!), main: cpu(server.pid!, server.pid!), pg: postgresCpu() };
  const r = await autocannon({ ...opts, duration: seconds });
  const after = { node: cpu(server.pid!), main: cpu(server.pid!, server.pid!), pg: postgresCpu() };
  const n = r.requests.total;
  console.log(
    `${n} req, ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx} ; server ${((after.node - before.node) / n).toFixed(3)} ms/req` +
      ` (main thread ${((after.main - before.main) / n).toFixed(3)})` +
      (databaseUrl ? ` ; postgres ${((after.pg - before.pg) / n).toFixed(3)} ms/req` : "") +
      ` ; load ${os.loadavg()[0].toFixed(2)}`,
  );
} finally {
  server.kill();
  await exited; // a --cpu-prof profile is written as the server exits
}
