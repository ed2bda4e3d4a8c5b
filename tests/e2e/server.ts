// The shop as `npm start` runs it, on a fresh temporary data directory (migrated and seeded).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-e2e-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.HOST = "127.0.0.1";
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import("../../server/src/index.ts");
