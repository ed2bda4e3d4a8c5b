// A new shop on disk: its pictures (banners, the demo's photos) are drawn by a throw-away process,
// so sharp's native memory never enters the server's (decision 051). A file of its own: this
// test's process must not have drawn anything before (seed.test.ts draws in-process, in memory).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { gql, startTestApp } from "./helpers.ts";

/** Whether libvips, sharp's native library, is mapped into this process (the server's, in tests). */
const libvipsLoaded = () => fs.readFileSync("/proc/self/maps", "utf8").includes("libvips");

describe("an embedded database on disk", () => {
  it("is seeded once, in another process: sharp never loads in the server's; a second start keeps the same catalogue and adds nothing", async () => {
    const first = await startTestApp("pglite", { SEED_DEMO: "true", DATABASE_URL: "" });
    const dataDir = first.dataDir;
    const before = await first.prisma.product.findMany({ select: { id: true }, orderBy: { id: "asc" } });
    expect(before.length).toBeGreaterThanOrEqual(150);
    const { data } = await gql(first, "{ bannieres { url } }");
    expect((await fetch(first.url + data.bannieres[0].url)).status).toBe(200);
    expect(libvipsLoaded()).toBe(false);
    // Seeded, then vacuumed and analysed before serving (decision 048): the planner knows its size.
    const [product] = await first.db.sql.query<{ rows: number }>(
      `SELECT reltuples AS rows FROM pg_class WHERE oid = '"Product"'::regclass`,
    );
    expect(product.rows).toBe(before.length);
    await first.prisma.product.update({ where: { id: before[0].id }, data: { stock: 999 } });
    await first.close();
    const second = await startTestApp("pglite", { SEED_DEMO: "true", DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      const after = await second.prisma.product.findMany({ select: { id: true, stock: true }, orderBy: { id: "asc" } });
      expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
      expect(after[0].stock).toBe(999);
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // The probe itself: sharp loaded here does show.
    await import("sharp");
    expect(libvipsLoaded()).toBe(true);
  }, 600_000); // two starts and a demo seed: minutes on a busy machine
});
