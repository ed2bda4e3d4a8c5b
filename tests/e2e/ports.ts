// Two `npm test` runs on one machine must never meet: each claims its own block of ports for its
// shops (a lock file per block, created exclusively, then a bind check), unless E2E_PORT names one.
// Without this, the second run's shops could not listen and its browsers tested the first run's.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const FIRST = 3900;
const STEP = 10;
const BLOCKS = 100;

const lockOf = (base: number) => path.join(os.tmpdir(), `boutique-e2e-ports-${base}.lock`);

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** The lock of a block, taken for this process; a lock whose process is gone is taken over once. */
function lock(base: number): boolean {
  const file = lockOf(base);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return true;
    } catch {
      const owner = Number(fs.readFileSync(file, { encoding: "utf8", flag: "a+" }));
      if (owner && alive(owner)) return false;
      fs.rmSync(file, { force: true });
    }
  }
  return false;
}

function unlock(base: number) {
  const file = lockOf(base);
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === String(process.pid)) fs.rmSync(file, { force: true });
}

/** `count` consecutive free ports (at most 10) for this run: E2E_PORT's when set, else the first
 * free block of 3900, 3910, … that no other live run holds. `release` gives the block back. */
export async function claimPorts(count: number): Promise<{ base: number; release(): void }> {
  if (process.env.E2E_PORT) return { base: Number(process.env.E2E_PORT), release() {} };
  for (let b = 0; b < BLOCKS; b++) {
    const base = FIRST + b * STEP;
    if (!lock(base)) continue;
    const ports = Array.from({ length: Math.min(count, STEP) }, (_, i) => base + i);
    if ((await Promise.all(ports.map(free))).every(Boolean)) return { base, release: () => unlock(base) };
    unlock(base);
  }
  throw new Error(`Aucun bloc de ports libre entre ${FIRST} et ${FIRST + BLOCKS * STEP} pour les boutiques de test`);
}
