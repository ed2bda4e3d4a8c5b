// The backup archive is a plain POSIX tar, readable by `tar tf` and any archiver, written and read
// with node-tar (issue 22: a hand-written reader looped forever on a negative size). Regular files
// only, streamed from and to disk so that gigabytes of photos never sit in memory. Every refusal
// is an ArchiveError with a French message.
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { Header, Pack, Parser, ReadEntry } from "tar";

const BLOCK = 512;

export class ArchiveError extends Error {}

export interface TarEntry {
  name: string;
  size: number;
}
export type EntryBody = ReadEntry;

/** Never written as hard links: a photo hard-linked to another (a copy made with `cp -l`) is
 * archived as a file of its own, since the restore accepts regular files only. */
class NoHardLinks extends Map<`${number}:${number}`, string> {
  override set() {
    return this;
  }
}

/** Writes entries one after the other into a new file `file`; `cwd` is where addFile's names are
 * read from. finish() writes the end marker and syncs the file. */
export function createTar(file: string, mode: number, cwd: string) {
  const pack = new Pack({ cwd, portable: true, strict: true, linkCache: new NoHardLinks() });
  // flush: the file is synced before it is closed, so a backup reported written is on disk.
  const written = pipeline(pack, fs.createWriteStream(file, { flags: "wx", mode, flush: true }));
  written.catch(() => {}); // awaited by finish() or dropped by abandon()
  return {
    addBuffer(name: string, body: Buffer, mtime = new Date()) {
      const entry = new ReadEntry(new Header({ path: name, mode: 0o600, size: body.length, mtime, type: "File" }));
      pack.add(entry);
      entry.end(body);
    },
    /** `name`: a regular file's path relative to `cwd`, also its name in the archive. */
    addFile(name: string) {
      pack.add(name);
    },
    async finish() {
      pack.end();
      await written;
    },
    async abandon() {
      pack.destroy();
      await written.catch(() => {});
    },
  };
}

/** What node-tar's warnings mean for the operator. */
function refusal(code: string, message: string): ArchiveError {
  if (code === "TAR_BAD_ARCHIVE" && message.startsWith("Truncated")) return new ArchiveError("Archive incomplète : un fichier est coupé.");
  if (code === "TAR_BAD_ARCHIVE") return new ArchiveError("Archive illisible : ce n'est pas une archive tar.");
  return new ArchiveError("Archive endommagée : en-tête illisible.");
}

/** Checks an entry's header before its bytes are read; null when it is a regular file that fits. */
function problemOf(entry: ReadEntry, used: number, total: number): ArchiveError | null {
  if (entry.type !== "File" && entry.type !== "OldFile")
    return new ArchiveError(`Archive refusée : « ${entry.path} » n'est pas un fichier ordinaire.`);
  // node-tar reads a negative or unreadable size as none: the next blocks would be taken for headers.
  if (!Number.isSafeInteger(entry.header.size)) return new ArchiveError(`Archive endommagée : taille illisible pour « ${entry.path} ».`);
  // Headers and bodies take at least this much of the file: a size beyond it cannot be there (and a
  // compressed archive that would unpack to more than its own size is refused the same way).
  if (used > total) return new ArchiveError("Archive incomplète : un fichier est coupé.");
  return null;
}

/** Reads `file` to its end marker, handing each regular file to `visit` in order (its body is
 * skipped when visit does not read it). Links, directories, devices, unreadable or impossible
 * sizes, damaged headers and a missing end are refused with an ArchiveError, at the first one;
 * an error thrown by `visit` stops the reading and is passed on. */
export async function readTar(file: string, visit: (entry: TarEntry, body: EntryBody) => Promise<void>): Promise<void> {
  const total = (await fs.promises.stat(file)).size;
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const done = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const input = fs.createReadStream(file);
  let used = 0;
  let ended = false;
  let failed = false;
  let visits = Promise.resolve();
  const fail = (e: unknown) => {
    if (failed) return;
    failed = true;
    input.destroy();
    parser.abort(e instanceof Error ? e : new Error(String(e)));
    reject(e);
  };
  // Each header is checked as soon as it is parsed (filter), before the blocks after it are read.
  const parser = new Parser({
    strict: false,
    filter: (_path, entry) => {
      used += BLOCK + Math.ceil(entry.size / BLOCK) * BLOCK;
      const problem = problemOf(entry as ReadEntry, used, total);
      if (problem) fail(problem);
      return !problem;
    },
  });
  parser.on("warn", (code: string, message: string) => fail(refusal(code, message)));
  parser.on("error", (e: Error) => fail(e instanceof ArchiveError ? e : new ArchiveError("Archive endommagée : en-tête illisible.")));
  parser.on("eof", () => {
    ended = true;
  });
  parser.on("entry", (entry: ReadEntry) => {
    visits = visits
      .then(() => (failed ? undefined : visit({ name: entry.path, size: entry.size }, entry)))
      .then(() => {
        entry.resume();
      }, fail);
  });
  // Types node-tar does not know (tape volumes, sparse files…) are skipped by it: refused here.
  parser.on("ignoredEntry", (entry: ReadEntry) =>
    fail(new ArchiveError(`Archive refusée : « ${entry.path} » n'est pas un fichier ordinaire.`)),
  );
  parser.on(
    "end",
    () =>
      void visits.then(() => {
        if (!ended) fail(new ArchiveError("Archive incomplète : la fin de l'archive manque."));
        else if (!failed) resolve();
      }),
  );
  input.on("error", fail);
  input.pipe(parser);
  await done;
}

/** An entry's bytes, for the small ones (the manifest, the database). */
export async function readBody(body: EntryBody): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** Copies an entry to a new file `target`, created with `mode`. */
export async function extractBody(body: EntryBody, target: string, mode: number) {
  await pipeline(body, fs.createWriteStream(target, { flags: "wx", mode }));
}
