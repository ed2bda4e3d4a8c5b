// npm run db:deploy, run by a shop before restarting its instances (docs/operations.md, 2.8): it
// migrates the shop's own database (DATA_DIR/pglite here) and says so in French, then that nothing
// is left to apply.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function deploy(dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/db.ts", "deploy"],
      { cwd: ROOT, env: { ...inherited, DATA_DIR: dataDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe("npm run db:deploy", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-deploy-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("applies the migrations to the shop's database, then finds none left", async () => {
    const first = await deploy(dataDir);
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toMatch(/^Migrations appliquées : \d{14}_\w+(, \d{14}_\w+)*\n$/);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
    expect(await deploy(dataDir)).toEqual({ code: 0, stdout: "Aucune migration en attente : la base est à jour.\n", stderr: "" });
  }, 240_000); // two processes, the first creating the database: minutes on a busy machine
});
