// Decision 036: a server on an embedded database persisted in a directory (what `npm start` runs)
// serves it from a worker thread over a private socket. Reads and writes, atomic transactions,
// migrations at start, a clean stop that keeps every write, a main thread that keeps answering
// while the database works, and a dead worker answered 503 in French.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { gql, startedDataDir, startTestApp, type TestApp } from "./helpers.ts";
import { createCategory } from "../fixtures/catalogue.ts";
import { listMigrations } from "../../server/src/db/migrate.ts";
import { derivedCategoryColumns } from "../../server/src/services/product-columns.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-worker-"));
const onDisk = (name: string) => ({ DATA_DIR: path.join(work, name), DATABASE_URL: `pglite:${path.join(work, name, "pglite")}` });
/** A shop on disk past its first start (the migrated files unpacked, the banners drawn): the tests
 * below are about the worker serving it, not about creating it (the first test is). */
const started = (name: string) => startedDataDir(path.join(work, name));
let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("the embedded database in a worker thread", () => {
  it("migrates at the first start, keeps every write through a clean stop, and migrates nothing at the next", async () => {
    const env = onDisk("redemarrage");
    app = await startTestApp("pglite", env);
    expect(app.db.worker).toBeDefined();
    expect(app.appliedMigrations).toEqual(listMigrations().map((m) => m.name));
    const category = await createCategory(app.prisma, "Bazins");
    await app.prisma.category.update({ where: { id: category.id }, data: { description: "Bazins riches" } });
    await app.stop(); // removes the helper's own temporary directory, not DATA_DIR
    app = await startTestApp("pglite", env);
    expect(app.appliedMigrations).toEqual([]);
    expect((await app.prisma.category.findUnique({ where: { id: category.id } }))?.description).toBe("Bazins riches");
    const r = await gql(app, `{ categories { nom } }`);
    expect(r.data.categories.map((c: { nom: string }) => c.nom)).toContain("Bazins");
  }, 180_000); // two starts, the first drawing the banners in a process of its own: minutes on a busy machine

  it("keeps an interactive transaction atomic, and serves concurrent ones one after the other", async () => {
    app = await startTestApp("pglite", started("transactions"));
    const prisma = app.prisma;
    await expect(
      prisma.$transaction(async (tx) => {
        await tx.category.create({ data: { name: "Annulée", ...derivedCategoryColumns("Annulée") } });
        throw new Error("abandon");
      }),
    ).rejects.toThrow("abandon");
    expect(await prisma.category.count({ where: { name: "Annulée" } })).toBe(0);
    // Each reads a counter then writes it back: interleaved, two would read the same value.
    const counter = await prisma.category.update({
      where: { id: (await createCategory(prisma, "Compteur")).id },
      data: { description: "0" },
    });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        prisma.$transaction(async (tx) => {
          const { description } = await tx.category.findUniqueOrThrow({ where: { id: counter.id } });
          await tx.category.update({ where: { id: counter.id }, data: { description: String(Number(description) + 1) } });
        }),
      ),
    );
    expect((await prisma.category.findUniqueOrThrow({ where: { id: counter.id } })).description).toBe("5");
  });

  it("answers /health while the database runs a long statement", async () => {
    app = await startTestApp("pglite", started("occupee"));
    const order: string[] = [];
    const slow = app.db.sql.query("SELECT pg_sleep(1.5)").then(() => order.push("database"));
    const health = fetch(`${app.url}/health`).then((r) => {
      order.push("health");
      return r.status;
    });
    expect(await health).toBe(200);
    await slow;
    expect(order).toEqual(["health", "database"]);
  });

  it("answers every request 503 in French once the worker has died", async () => {
    const lines: string[] = [];
    app = await startTestApp("pglite", started("panne"), (m) => lines.push(m));
    const exited = new Promise((r) => app!.db.worker!.once("exit", r));
    await app.db.worker!.terminate();
    await exited;
    for (const [target, init] of [
      ["/health", {}],
      ["/ready", {}],
      ["/api/v1/types", {}],
      [
        "/graphql",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ categories { nom } }" }) },
      ],
    ] as const) {
      const res = await fetch(`${app.url}${target}`, init);
      expect(res.status, target).toBe(503);
      expect((await res.json()).message, target).toBe("La base de données est indisponible : le serveur doit être redémarré.");
    }
    expect(lines.some((l) => l.startsWith("Base embarquée : le processus de la base s'est arrêté"))).toBe(true);
  });
});
