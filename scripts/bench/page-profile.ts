// Where a storefront page's main-thread time goes on a slow phone: loads a page in Chromium as
// Lighthouse's mobile run sees it (Moto G Power screen and User-Agent, CPU slowed 4×), records a
// sampling CPU profile and the long tasks, and prints the blocking time (Σ max(0, task − 50 ms))
// and the self time grouped by original source (package or client file) through the source maps.
// Build with source maps first: `npx vite build --config client/vite.config.ts --sourcemap`.
// Usage: node --import tsx scripts/bench/page-profile.ts <url> [runs]   (PROFILE_TOP=30)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
const top = Number(process.env.PROFILE_TOP ?? 30);
if (!url) throw new Error("usage: page-profile.ts <url> [runs]");
const dist = path.resolve(import.meta.dirname, "../../client/dist");
const UA =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string }; name?: string };
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapFor(scriptUrl: string) {
  const file = `${path.join(dist, new URL(scriptUrl).pathname)}.map`;
  if (!maps.has(file))
    maps.set(file, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, "utf8")) as RawSourceMap) : null);
  return maps.get(file);
}
function origin(frame: Node["callFrame"]): string {
  if (!frame.url) return `(${frame.functionName || "program"})`;
  if (!frame.url.includes("/assets/")) return `page ${frame.functionName}`;
  const pos = mapFor(frame.url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos?.source) return `${path.basename(new URL(frame.url).pathname)} ${frame.functionName}`;
  const pkg = pos.source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  return pkg
    ? `${pkg} ${pos.name ?? frame.functionName}`
    : `${pos.source.replace(/^.*client\/src\//, "")} ${pos.name ?? frame.functionName}`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const totals = new Map<string, number>();
const byPackage = new Map<string, number>();
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: UA,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __tasks: number[][] }).__tasks = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) (window as unknown as { __tasks: number[][] }).__tasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  // PROFILE_CSS: a rule added to the page's <head>, to try a style change before making it.
  if (process.env.PROFILE_CSS) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace("</head>", () => `<style>${process.env.PROFILE_CSS}</style></head>`),
      });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (d) => {
    events.push(...(d.value as unknown as TraceEvent[]));
  });
  const traced = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", {
    categories: `toplevel,devtools.timeline,v8.execute,__metadata${process.env.PROFILE_INVALIDATIONS ? ",disabled-by-default-devtools.timeline.invalidationTracking" : ""}`,
    transferMode: "ReportEvents",
  });
  await page.goto(url, { waitUntil: "load" });
  // Hydration and the parts hydrated later: wait until the main thread has been idle a while.
  // A string, not a function: tsx's name-keeping helper does not exist in the page.
  await page.evaluate(`new Promise((resolve) => {
    let last = performance.now();
    new PerformanceObserver(() => { last = performance.now(); }).observe({ type: "longtask" });
    const check = () => (performance.now() - last > 3000 ? resolve() : setTimeout(check, 250));
    check();
  })`);
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  await cdp.send("Tracing.end");
  await traced;
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[][] }).__tasks);
  const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);
  const blocking = tasks.filter(([s]) => s >= fcp).reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
  console.log(
    `run ${i + 1}: FCP ${fcp.toFixed(0)} ms, blocking ${blocking.toFixed(0)} ms, tasks ${tasks.map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`).join(" ")}`,
  );
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  printLongTasks(events, profile, nodes);
  profile.samples.forEach((id, k) => {
    const key = origin(nodes.get(id)!.callFrame);
    const ms = profile.timeDeltas[k] / 1000 / runs;
    totals.set(key, (totals.get(key) ?? 0) + ms);
    const pkg = key.split(" ")[0];
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  });
  await context.close();
}
await browser.close();
/** Each long task of the renderer's main thread (≥ 50 ms at 4×): what it did (trace events, self
 * time) and whose code ran in it (profile samples in its window). */
function printLongTasks(events: TraceEvent[], profile: Profile, nodes: Map<number, Node>) {
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (!main) {
    console.log("  (no main thread in the trace:", [...new Set(events.map((e) => e.name))].slice(0, 20).join(", "), ")");
    return;
  }
  const mine = events.filter((e) => e.tid === main.tid && e.pid === main.pid && e.ph === "X" && e.dur !== undefined);
  if (process.env.PROFILE_DEBUG)
    console.log(
      [...mine]
        .sort((a, b) => b.dur! - a.dur!)
        .slice(0, 15)
        .map((e) => `${e.name} ${e.dur}`)
        .join("; "),
    );
  const parents = new Map<number, Node>();
  for (const n of nodes.values()) for (const c of n.children ?? []) parents.set(c, n);
  const stamps: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) stamps.push((t += d));
  for (const task of mine.filter((e) => (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && e.dur! >= 50_000)) {
    const end = task.ts + task.dur!;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && !e.name.endsWith("RunTask"));
    const kinds = new Map<string, number>();
    for (const e of inside) {
      const label =
        e.name === "EvaluateScript" || e.name === "FunctionCall"
          ? `${e.name}(${path.basename(e.args?.data?.url ?? "")} ${e.args?.data?.functionName ?? ""})`
          : e.name;
      // Self time: minus the direct children's durations.
      const children = inside.filter(
        (c) =>
          c !== e &&
          c.ts >= e.ts &&
          c.ts + c.dur! <= e.ts + e.dur! &&
          !inside.some(
            (m) => m !== e && m !== c && m.ts >= e.ts && m.ts + m.dur! <= e.ts + e.dur! && c.ts >= m.ts && c.ts + c.dur! <= m.ts + m.dur!,
          ),
      );
      const self = e.dur! - children.reduce((n, c) => n + c.dur!, 0);
      kinds.set(label, (kinds.get(label) ?? 0) + self / 1000);
    }
    if (process.env.PROFILE_INVALIDATIONS) {
      const why = new Map<string, number>();
      const previous = mine.filter((e) => e.name.endsWith("RunTask") && e.ts + e.dur! <= task.ts).at(-1);
      for (const e of events) {
        if (e.tid !== main.tid || !/Invalidation/.test(e.name) || e.ts > end || e.ts < (previous?.ts ?? 0)) continue;
        const d = (e.args?.data ?? {}) as Record<string, unknown>;
        const label = `${e.name}:${String(d.reason ?? d.invalidationSet ?? "")}:${String(d.nodeName ?? "")}`.slice(0, 90);
        why.set(label, (why.get(label) ?? 0) + 1);
      }
      if (why.size)
        console.log(
          `      invalidated by: ${[...why]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 8)
            .map(([k, v]) => `${k} ×${v}`)
            .join("; ")}`,
        );
    }
    const code = new Map<string, number>();
    const inclusive = new Map<string, number>();
    stamps.forEach((s, k) => {
      if (s < task.ts || s > end) return;
      if (process.env.PROFILE_DEBUG) {
        const seen = new Set<string>();
        for (let n = nodes.get(profile.samples[k]); n; n = parents.get(n.id)) {
          const o = origin(n.callFrame);
          if (new RegExp(process.env.PROFILE_INCLUSIVE ?? "^(react-dom|scheduler) |^../../src/").test(o)) seen.add(o);
        }
        for (const o of seen) inclusive.set(o, (inclusive.get(o) ?? 0) + profile.timeDeltas[k] / 1000);
      }
      const full = origin(nodes.get(profile.samples[k])!.callFrame);
      const key = process.env.PROFILE_FUNCTIONS ? full : full.split(" ")[0];
      code.set(key, (code.get(key) ?? 0) + profile.timeDeltas[k] / 1000);
    });
    const fmt = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .filter(([, v]) => v >= 2)
        .slice(0, 8)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(", ");
    console.log(`  task ${(task.dur! / 1000).toFixed(0)} ms: ${fmt(kinds)}\n      code: ${fmt(code)}`);
    if (inclusive.size)
      console.log(
        `      react (inclusive): ${[...inclusive]
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(process.env.PROFILE_FRAMES ?? 12))
          .map(([k, v]) => `${k.replace("../../src/", "")} ${v.toFixed(0)}`)
          .join(", ")}`,
      );
  }
}

const print = (m: Map<string, number>, n: number) =>
  [...m]
    .filter(([k]) => !k.startsWith("(idle"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .forEach(([k, v]) => console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`));
console.log("\nself time by source (mean of runs, at 4× CPU):");
print(byPackage, 20);
console.log("\nself time by function:");
print(totals, top);
