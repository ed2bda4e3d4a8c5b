// deploy/systemd/*: systemd's own checker accepts the units (when systemd-analyze is installed), an
// instance of boutique@.service refuses to start without PostgreSQL, and the nightly backup stops
// the shop and starts it again (the shell its lines hand to sh, run against a fake systemctl).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { STOP_LIMIT_MS } from "../../server/src/app/stop.ts";

const UNITS = path.resolve(import.meta.dirname, "../../deploy/systemd");
const ANALYZE = "/usr/bin/systemd-analyze";
const analyzer = fs.existsSync(ANALYZE);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-units-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The unit's text with this machine's node and npm when they live elsewhere than Debian's /usr/bin. */
function unit(name: string) {
  const npm = spawnSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).stdout.trim();
  return fs
    .readFileSync(path.join(UNITS, name), "utf8")
    .replaceAll("/usr/bin/node ", `${process.execPath} `)
    .replaceAll("/usr/bin/npm ", `${npm || "/usr/bin/npm"} `);
}

/** The `sh -c` scripts of a unit's `key=` lines, in order, as systemd hands them to sh: "$$" is "$",
 * "%%" is "%", and the "+" prefix (run as root, outside the sandbox) is systemd's, not the shell's. */
function scripts(text: string, key: string) {
  const lines = [...text.matchAll(new RegExp(`^${key}=(\\+?)/bin/sh -c '(.*)'$`, "gm"))];
  return lines.map(([, prefix, script]) => ({ root: prefix === "+", script: script.replaceAll("$$", "$").replaceAll("%%", "%") }));
}

/** A directory of fake commands: each call is appended to `log`; `systemctl is-active` answers per
 * $SHOP; `npm` prints its arguments. */
function fakeCommands() {
  const bin = fs.mkdtempSync(path.join(tmp, "bin-"));
  const log = path.join(bin, "appels.log");
  fs.writeFileSync(
    path.join(bin, "systemctl"),
    `#!/bin/sh\necho "systemctl $*" >> "${log}"\n[ "$1" != is-active ] || [ "$SHOP" = active ]\n`,
    { mode: 0o755 },
  );
  fs.writeFileSync(path.join(bin, "npm"), `#!/bin/sh\necho "$*"\n`, { mode: 0o755 });
  return { bin, calls: () => (fs.existsSync(log) ? fs.readFileSync(log, "utf8").trim().split("\n") : []) };
}

describe("deploy/systemd", () => {
  it.skipIf(!analyzer)(`systemd-analyze verify accepts every unit${analyzer ? "" : " (systemd-analyze absent : ignoré)"}`, () => {
    const files = ["boutique.service", "boutique-backup.service", "boutique-backup.timer"].map((name) => {
      fs.writeFileSync(path.join(tmp, name), unit(name));
      return path.join(tmp, name);
    });
    fs.writeFileSync(path.join(tmp, "boutique@3001.service"), unit("boutique@.service"));
    const r = spawnSync(ANALYZE, ["verify", ...files, path.join(tmp, "boutique@3001.service")], { encoding: "utf8", cwd: tmp });
    expect(r.stderr + r.stdout).toBe("");
    expect(r.status).toBe(0);
  });

  it("an instance of boutique@.service starts only with a postgresql:// DATABASE_URL", () => {
    const line = /^ExecStartPre=\/bin\/sh -c '(.*)'$/m.exec(unit("boutique@.service"))![1];
    const script = line.replaceAll("$$", "$").replaceAll("%i", "3001"); // what systemd hands to sh
    const run = (url: string) => spawnSync("/bin/sh", ["-c", script], { encoding: "utf8", env: { DATABASE_URL: url } });
    expect(run("postgresql://boutique@10.0.0.5:5432/boutique").status).toBe(0);
    expect(run("postgres://boutique@127.0.0.1/boutique").status).toBe(0);
    const embedded = run("");
    expect(embedded.status).toBe(1);
    expect(embedded.stderr).toContain("boutique@3001 : plusieurs instances demandent DATABASE_URL=postgresql://");
  });

  it("gives a stop more time than the shop takes at most (its bound, then closing the database), so systemd never kills it", () => {
    for (const name of ["boutique.service", "boutique@.service"]) {
      const seconds = Number(/^TimeoutStopSec=(\d+)s$/m.exec(unit(name))?.[1]);
      expect([name, seconds >= STOP_LIMIT_MS / 1000 + 10]).toEqual([name, true]);
    }
  });

  describe("boutique-backup.service", () => {
    const text = fs.readFileSync(path.join(UNITS, "boutique-backup.service"), "utf8");
    const runtime = /^RuntimeDirectory=(.+)$/m.exec(text)![1];
    const [guard, stop] = scripts(text, "ExecStartPre");
    const [start] = scripts(text, "ExecStopPost");
    /** The unit's scripts as one night runs them, in a throwaway RuntimeDirectory (systemd makes it
     * empty before the first line and removes it after the last). */
    function night(shop: "active" | "inactive") {
      const { bin, calls } = fakeCommands();
      const run = fs.mkdtempSync(path.join(tmp, "run-"));
      const sh = (script: string) =>
        spawnSync("/bin/sh", ["-c", script.replaceAll(`/run/${runtime}/`, `${run}/`)], {
          encoding: "utf8",
          env: { PATH: `${bin}:/usr/bin:/bin`, SHOP: shop },
        });
      expect(sh(stop.script).status).toBe(0);
      const stopped = calls();
      expect(sh(start.script).status).toBe(0);
      return { stopped, all: calls() };
    }

    it("on PostgreSQL fails before the shop is touched, saying what to use instead", () => {
      expect(guard.root).toBe(false);
      const run = (url: string) => spawnSync("/bin/sh", ["-c", guard.script], { encoding: "utf8", env: { DATABASE_URL: url } });
      const refused = run("postgresql://boutique@127.0.0.1/boutique");
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("DATABASE_URL désigne PostgreSQL");
      expect(refused.stderr).toContain("systemctl disable --now boutique-backup.timer");
      expect(run("").status).toBe(0);
    });

    it("stops the running shop before the backup and starts it again in ExecStopPost (run after success, failure or timeout)", () => {
      expect([stop.root, start.root]).toEqual([true, true]);
      // The marker lives where systemd cleans up: the unit's own RuntimeDirectory.
      expect(stop.script).toContain(`/run/${runtime}/`);
      const { stopped, all } = night("active");
      expect(stopped).toEqual(["systemctl is-active --quiet boutique.service", "systemctl stop boutique.service"]);
      expect(all.slice(stopped.length)).toEqual(["systemctl start boutique.service"]);
    });

    it("leaves a shop that was not running stopped (an operator's stop, or instances on PostgreSQL)", () => {
      const { stopped, all } = night("inactive");
      expect(stopped).toEqual(["systemctl is-active --quiet boutique.service", "systemctl stop boutique.service"]);
      expect(all).toEqual(stopped);
    });

    it("writes a dated plain tar archive where the clean-up looks", () => {
      const [backup] = scripts(text, "ExecStart");
      const { bin } = fakeCommands();
      const r = spawnSync("/bin/sh", ["-c", backup.script.replaceAll("/usr/bin/npm ", `${bin}/npm `)], { encoding: "utf8" });
      expect(r.stdout.trim()).toMatch(/^run --silent backup -- \/var\/backups\/boutique\/boutique-\d{8}-\d{4}\.tar$/);
      expect(text).toMatch(/^ExecStartPost=\/usr\/bin\/find \/var\/backups\/boutique -name 'boutique-\*' -mtime \+14 -delete$/m);
    });
  });
});
