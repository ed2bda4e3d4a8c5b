// The bench's modules load without running a benchmark (npm run bench is never a timed test), and
// the memory sampler of the blocking scenario reads a live process and tells a missing one apart.
import { describe, expect, it } from "vitest";
import { rssMb } from "../../scripts/bench/blocking.ts";

describe("bench modules", () => {
  it("load, and read a process's resident memory from /proc", async () => {
    await Promise.all([import("../../scripts/bench/grown.ts"), import("../../scripts/bench/mixed.ts"), import("../../scripts/bench/run.ts")]);
    expect(rssMb(process.pid)).toBeGreaterThan(10);
    expect(rssMb(2 ** 22 + 1)).toBeNull(); // above Linux's largest pid
  });
});
