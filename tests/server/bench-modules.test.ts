// The bench's modules load without running a benchmark (npm run bench is never a timed test), and
// the memory sampler of the blocking scenario reads a live process and tells a missing one apart,
// and counts the memory of the child processes beside it (none hidden in another process); the
// servers they start get npm start's flags and environment.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { descendants, memorySample, rssMb } from "../../scripts/bench/blocking.ts";
import { START } from "../../scripts/bench/run.ts";

describe("bench modules", () => {
  it("load, and read a process's resident memory from /proc", async () => {
    await Promise.all([
      import("../../scripts/bench/grown.ts"),
      import("../../scripts/bench/mixed.ts"),
      import("../../scripts/bench/run.ts"),
      import("../../scripts/bench/orders.ts"),
    ]);
    expect(rssMb(process.pid)).toBeGreaterThan(10);
    expect(rssMb(2 ** 22 + 1)).toBeNull(); // above Linux's largest pid
  });

  it("start the server with npm start's Node flags and environment, read from package.json", () => {
    expect(START.flags).toEqual(["--max-old-space-size=192", "--max-semi-space-size=4"]);
    expect(START.env).toEqual({ MALLOC_ARENA_MAX: "1", MALLOC_TRIM_THRESHOLD_: "131072", MALLOC_MMAP_THRESHOLD_: "32768" });
  });

  it("adds the resident memory of a process's children to its own", async () => {
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      await expect.poll(() => rssMb(child.pid!) ?? 0).toBeGreaterThan(10);
      expect(descendants(process.pid)).toContain(child.pid);
      const sample = memorySample(process.pid)!;
      expect(sample.children).toBeGreaterThan(10);
      expect(sample.total).toBe(sample.server + sample.children);
    } finally {
      child.kill();
    }
  });
});
