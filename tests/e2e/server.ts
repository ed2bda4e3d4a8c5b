// The shop as `npm start` runs it, on DATA_DIR when the setup gives one (a copy of the seeded demo
// shop, tests/e2e/global-setup.ts), else on a fresh temporary data directory (migrated and seeded).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { dataDirPointer } from "./data-dir.ts";

const own = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "boutique-e2e-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.HOST = "127.0.0.1";
// Playwright prints the server's output: errors only, not an access line per request.
process.env.LOG_LEVEL ??= "error";
// The back-office specs log in as this super admin and read invitations from the outbox.
process.env.SUPER_ADMIN_EMAIL = "admin@boutique.local";
process.env.SUPER_ADMIN_PASSWORD = "MotDePasse!2026";
const pointer = dataDirPointer(process.env.PORT);
fs.writeFileSync(pointer, dataDir);
process.on("exit", () => {
  if (own) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(pointer, { force: true });
});
// Playwright's API requests (`request`, `page.request`) keep idle sockets with no time limit of
// their own, while Node closes an idle one after 5 s (keepAliveTimeout): on a loaded machine a
// request written on a socket the server was closing at that moment failed with ECONNRESET
// (decision 074). A test's idle gaps are far shorter than this, and the shop's stop still closes
// idle connections at once (app.close()). Production keeps Node's 5 s: nginx leaves at 4 s.
const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (this: http.Server, ...args: unknown[]) {
  this.keepAliveTimeout = 10 * 60_000;
  return listen.apply(this, args as Parameters<typeof listen>);
} as typeof listen;
await import("../../server/src/index.ts");
