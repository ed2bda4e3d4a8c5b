// The backup archive is a plain POSIX tar (ustar), readable by `tar tf` and any archiver, written
// and read here without a dependency: regular files only, streamed from and to disk so that
// gigabytes of photos never sit in memory.
import fs from "node:fs/promises";

const BLOCK = 512;
const CHUNK = 1 << 20;
const MAX_SIZE = 8 ** 11 - 1; // 11 octal digits: ustar's limit per file (8 GiB)

export class ArchiveError extends Error {}

function octal(value: number, width: number) {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

/** ustar splits a long name at a "/" into prefix (155 bytes) and name (100 bytes). */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ["", name];
  for (let i = name.indexOf("/"); i >= 0; i = name.indexOf("/", i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new ArchiveError(`Nom trop long pour l'archive : ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (size > MAX_SIZE) throw new ArchiveError(`Fichier trop gros pour l'archive (8 Gio au plus) : ${name}`);
  const [prefix, short] = splitName(name);
  const h = Buffer.alloc(BLOCK);
  h.write(short, 0, 100);
  h.write(octal(0o600, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  h.write(" ".repeat(8), 148);
  h.write("0", 156);
  h.write("ustar\0", 257);
  h.write("00", 263);
  h.write(prefix, 345, 155);
  h.write(octal(checksum(h), 7) + " ", 148);
  return h;
}

function checksum(h: Buffer) {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
  return sum;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes entries one after the other into `file`; finish() writes the end marker. */
export async function createTar(file: string, mode: number) {
  const out = await fs.open(file, "wx", mode);
  let position = 0;
  const write = async (b: Buffer) => { await out.write(b, 0, b.length, position); position += b.length; };
  return {
    async addBuffer(name: string, body: Buffer, mtime = new Date()) {
      await write(header(name, body.length, mtime));
      await write(body);
      await write(Buffer.alloc(padding(body.length)));
    },
    async addFile(name: string, source: string) {
      const input = await fs.open(source, "r");
      try {
        const { size, mtime } = await input.stat();
        await write(header(name, size, mtime));
        const chunk = Buffer.alloc(CHUNK);
        for (let done = 0; done < size;) {
          const { bytesRead } = await input.read(chunk, 0, Math.min(CHUNK, size - done), done);
          if (bytesRead === 0) throw new ArchiveError(`Fichier raccourci pendant la sauvegarde : ${source}`);
          await write(chunk.subarray(0, bytesRead));
          done += bytesRead;
        }
        await write(Buffer.alloc(padding(size)));
      } finally {
        await input.close();
      }
    },
    async finish() { await write(Buffer.alloc(BLOCK * 2)); await out.sync(); await out.close(); },
    async abandon() { await out.close(); },
  };
}

export interface TarEntry { name: string; size: number; offset: number }

/** Opens an archive written by createTar: its regular files (every header checked), and their bytes. */
export async function openTar(file: string) {
  const input = await fs.open(file, "r");
  try {
    const entries = await list(input);
    const copy = async (entry: TarEntry, sink: (chunk: Buffer) => Promise<unknown>) => {
      const chunk = Buffer.alloc(Math.min(CHUNK, Math.max(entry.size, 1)));
      for (let done = 0; done < entry.size;) {
        const { bytesRead } = await input.read(chunk, 0, Math.min(chunk.length, entry.size - done), entry.offset + done);
        if (bytesRead === 0) throw new ArchiveError("Archive incomplète : un fichier est coupé.");
        await sink(chunk.subarray(0, bytesRead));
        done += bytesRead;
      }
    };
    return {
      entries,
      /** One entry's bytes, for the small ones (the manifest, the database). */
      async read(entry: TarEntry): Promise<Buffer> {
        const parts: Buffer[] = [];
        await copy(entry, async (c) => parts.push(Buffer.from(c)));
        return Buffer.concat(parts);
      },
      /** Copies one entry to a new file `target`, created with `mode`. */
      async extract(entry: TarEntry, target: string, mode: number) {
        const out = await fs.open(target, "wx", mode);
        try { await copy(entry, (c) => out.write(c)); } finally { await out.close(); }
      },
      close: () => input.close(),
    };
  } catch (e) {
    await input.close();
    throw e;
  }
}

async function list(input: fs.FileHandle): Promise<TarEntry[]> {
  const { size: total } = await input.stat();
  const entries: TarEntry[] = [];
  const h = Buffer.alloc(BLOCK);
  for (let position = 0; ;) {
    const { bytesRead } = await input.read(h, 0, BLOCK, position);
    if (bytesRead < BLOCK) throw new ArchiveError("Archive incomplète : la fin de l'archive manque.");
    if (h.every((b) => b === 0)) return entries;
    const field = (start: number, length: number) => h.subarray(start, start + length).toString("utf8").replace(/\0.*$/s, "");
    if (parseInt(field(148, 8), 8) !== checksum(h)) throw new ArchiveError(`Archive endommagée : en-tête illisible à l'octet ${position}.`);
    const size = parseInt(field(124, 12), 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const offset = position + BLOCK;
    if (!Number.isSafeInteger(size) || offset + size > total) throw new ArchiveError("Archive incomplète : un fichier est coupé.");
    if (type !== "0" && type !== "") throw new ArchiveError(`Archive refusée : « ${name} » n'est pas un fichier ordinaire.`);
    entries.push({ name, size, offset });
    position = offset + size + padding(size);
  }
}
