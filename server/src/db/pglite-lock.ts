// The embedded database is files written by one process: a second process opening them (a second
// server, a backup, a seed script) would corrupt them, and PGlite itself does not notice (its
// postmaster.pid holds no real process id). Whoever opens the directory first writes
// <dir>.lock with its pid; a lock whose process is gone (a crash) is taken over.
import fs from "node:fs";
import os from "node:os";
import { PRIVATE_FILE } from "../lib/private-files.ts";

interface Holder {
  pid: number;
  hostname: string;
  since: string;
}

export class DatabaseBusyError extends Error {
  constructor(
    readonly holder: Holder,
    dir: string,
  ) {
    super(
      holder.hostname === os.hostname()
        ? `La base embarquée ${dir} est déjà ouverte par le processus ${holder.pid} (depuis ${holder.since}) : arrêtez-le d'abord (Ctrl+C, ou systemctl stop pour un service).`
        : `La base embarquée ${dir} est ouverte par le processus ${holder.pid} de la machine ${holder.hostname} (depuis ${holder.since}) : arrêtez-le d'abord.`,
    );
  }
}

export const lockPath = (dir: string) => `${dir.replace(/[\\/]+$/, "")}.lock`;

function alive(holder: Holder) {
  // Another machine (a shared disk): its processes cannot be seen from here, so it counts as alive.
  if (holder.hostname !== os.hostname()) return true;
  // Our own pid in a lock we have not taken: a previous life of this container, restarted.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Holder;
  } catch {
    return null;
  }
}

/** Takes the directory for this process; returns the release function. Throws DatabaseBusyError. */
export function lockDatabaseDir(dir: string): () => void {
  const file = lockPath(dir);
  const me: Holder = { pid: process.pid, hostname: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: "wx", mode: PRIVATE_FILE });
      return () => {
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = readHolder(file);
      if (holder && alive(holder)) throw new DatabaseBusyError(holder, dir);
      // Unreadable: being written by a process starting right now, or cut short by a crash long ago.
      if (!holder && Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 10_000) break;
      fs.rmSync(file, { force: true }); // left by a process that is gone
    }
  }
  throw new DatabaseBusyError(readHolder(file) ?? { pid: 0, hostname: os.hostname(), since: "à l'instant" }, dir);
}
