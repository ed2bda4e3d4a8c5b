// The uploaded catalogue file read within bounds (decision 094): a CSV (UTF-8 with or without BOM,
// `;` or `,`) or a ZIP of one CSV and its photos. Every refusal is a French 400/413 naming the line
// where there is one; what is wrong with a single cell is left to the plan (product-import.ts).
import crypto from "node:crypto";
import { parse, type CsvError } from "csv-parse/sync";
import { Unzip, UnzipInflate } from "fflate";
import { AppError, badInput } from "../lib/errors.ts";
import { IMAGE_LIMITS } from "./images.ts";
import { IMPORT_LIMITS, csvTooLarge, fileTooLarge } from "./import-limits.ts";

export interface ImportRow {
  /** The file's line where the row starts (the header is line 1). */
  line: number;
  cells: string[];
}
/** A photo of the archive by its name, or "trop-grande" past 5 MB (not kept). */
export type ArchivePhoto = Buffer | "trop-grande";

export interface ImportFile {
  header: string[];
  rows: ImportRow[];
  photos: Map<string, ArchivePhoto>;
  isZip: boolean;
  /** SHA-256 of the upload: the confirm sends back the file the seller checked. */
  fingerprint: string;
}

const refuse = (message: string) => badInput(message, "fichier");
/** 10000 → "10 000" (a plain space: messages are also read in logs and terminals). */
const frenchNumber = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, " ");

export function readImportFile(bytes: Buffer): ImportFile {
  if (bytes.length > IMPORT_LIMITS.fileBytes) throw fileTooLarge();
  if (bytes.length === 0) throw refuse("Le fichier est vide.");
  const fingerprint = crypto.createHash("sha256").update(bytes).digest("hex");
  const isZip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
  const { csv, photos } = isZip ? readArchive(bytes) : { csv: bytes, photos: new Map<string, ArchivePhoto>() };
  const { header, rows } = parseCsv(decodeText(csv));
  return { header, rows, photos, isZip, fingerprint };
}

/** A name inside the archive that could leave the folder it is extracted to, or hide. */
function unsafeEntryName(name: string): boolean {
  return (
    name.length > 255 ||
    name.includes("\0") ||
    name.includes("\\") ||
    name.startsWith("/") ||
    /^[a-z]:/i.test(name) ||
    name.split("/").some((part) => part === "..")
  );
}
/** What archivers add beside the files (macOS resource forks, hidden files): skipped. */
const isClutter = (name: string) => name.startsWith("__MACOSX/") || name.split("/").some((part) => part.startsWith("."));

/** Inflates entry by entry in small slices, so a bomb is stopped at the ceiling, not after it. */
function readArchive(bytes: Buffer): { csv: Buffer; photos: Map<string, ArchivePhoto> } {
  const csvs: { name: string; chunks: Buffer[]; complete: boolean }[] = [];
  const photos = new Map<string, ArchivePhoto>();
  let entries = 0;
  let inflated = 0;
  let failure: AppError | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (failure) return;
    if (++entries > IMPORT_LIMITS.zipEntries) {
      failure = refuse(`L'archive contient trop de fichiers : ${IMPORT_LIMITS.zipEntries} au plus (le CSV et ses photos).`);
      return;
    }
    if (unsafeEntryName(file.name)) {
      failure = refuse(
        `L'archive contient un nom de fichier refusé (« ${file.name.slice(0, 80).replace(/\0/g, "")} ») : chemin hors de l'archive ou caractère interdit.`,
      );
      return;
    }
    if (file.name.endsWith("/") || isClutter(file.name)) return;
    if (file.compression !== 0 && file.compression !== 8) {
      failure = refuse(
        `Le fichier « ${file.name} » de l'archive est compressé d'une façon non prise en charge : utilisez une archive ZIP ordinaire.`,
      );
      return;
    }
    const isCsv = /\.csv$/i.test(file.name);
    const cap = isCsv ? IMPORT_LIMITS.csvBytes : IMAGE_LIMITS.bytes;
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = (file.originalSize ?? 0) > cap;
    const entry = { name: file.name, chunks, complete: false };
    if (isCsv) csvs.push(entry);
    if (tooLarge && !isCsv) {
      photos.set(file.name, "trop-grande");
      return;
    }
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = refuse("L'archive ZIP est illisible ou endommagée.");
        return;
      }
      size += chunk.length;
      inflated += chunk.length;
      if (inflated > IMPORT_LIMITS.zipBytes) {
        failure = refuse(`L'archive décompressée dépasse ${IMPORT_LIMITS.zipBytes / 1024 / 1024} Mo.`);
        file.terminate();
        return;
      }
      if (size > cap) tooLarge = true;
      if (!tooLarge) chunks.push(Buffer.from(chunk));
      if (final) entry.complete = true;
      if (final && !isCsv) photos.set(file.name, tooLarge ? "trop-grande" : Buffer.concat(chunks));
      if (tooLarge && isCsv) failure = csvTooLarge();
    };
    file.start();
  };
  try {
    const SLICE = 16 * 1024; // at most ~16 MB inflated from one slice (deflate's 1:1032)
    for (let at = 0; at < bytes.length && !failure; at += SLICE) unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  } catch {
    failure ??= refuse("L'archive ZIP est illisible ou endommagée.");
  }
  if (failure) throw failure;
  // A cut archive ends without an error: what it began and never finished tells it.
  if (entries === 0 || csvs.some((c) => !c.complete)) throw refuse("L'archive ZIP est illisible ou endommagée.");
  if (csvs.length === 0) throw refuse("L'archive ne contient pas de fichier CSV.");
  if (csvs.length > 1)
    throw refuse(`L'archive contient plusieurs fichiers CSV (${csvs.map((c) => c.name).join(", ")}) : un seul à la fois.`);
  return { csv: Buffer.concat(csvs[0].chunks), photos };
}

const SAVE_AS_UTF8 = "enregistrez-le au format « CSV UTF-8 » depuis votre tableur et recommencez.";

/** UTF-8 only: UTF-16 and Latin-1 (Windows-1252) files are refused, saying how to save them. */
function decodeText(bytes: Buffer): string {
  if (bytes.length > IMPORT_LIMITS.csvBytes) throw csvTooLarge();
  const head = bytes.subarray(0, 512);
  const zeros = head.filter((b) => b === 0).length;
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff) || zeros > head.length / 4)
    throw refuse(`Le fichier est en UTF-16 : ${SAVE_AS_UTF8}`);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const bad = lenient.indexOf("\uFFFD");
    const line = lenient.slice(0, Math.max(bad, 0)).split("\n").length;
    throw refuse(`Ligne ${line} : le fichier n'est pas en UTF-8 (sans doute en Latin-1 ou Windows-1252) : ${SAVE_AS_UTF8}`);
  }
}

/** `;` unless the header line has more `,` (quoted text not counted). */
function delimiterOf(text: string): ";" | "," {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (let i = 0; i < text.length && i < IMPORT_LIMITS.lineChars; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && c === ";") semicolons++;
    else if (!quoted && c === ",") commas++;
  }
  return commas > semicolons ? "," : ";";
}

const lineBreaks = (cell: string) => cell.match(/\r\n|\r|\n/g)?.length ?? 0;

function parseCsv(text: string): { header: string[]; rows: ImportRow[] } {
  const starts: number[] = []; // each record's first line
  let lastLine = 0; // where the last complete record ended: an unclosed quote opens on the next one
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: IMPORT_LIMITS.lineChars,
      to: IMPORT_LIMITS.lines + 2,
      on_record: (record: string[], context) => {
        const start = context.lines - record.reduce((n, c) => n + lineBreaks(c), 0);
        if (record.length > IMPORT_LIMITS.columns)
          throw refuse(`Ligne ${start} : trop de colonnes (${record.length}) : ${IMPORT_LIMITS.columns} au plus.`);
        starts.push(start);
        lastLine = context.lines;
        return record;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw csvRefusal(error as CsvError, lastLine);
  }
  if (records.length > IMPORT_LIMITS.lines + 1)
    throw refuse(`Trop de lignes : ${frenchNumber(IMPORT_LIMITS.lines)} produits au plus par import.`);
  const [header, ...rest] = records;
  if (!header) throw refuse("Le fichier est vide.");
  return {
    header,
    // A line of empty cells (a spreadsheet's trailing ";;;;") is no product.
    rows: rest.flatMap((cells, i) => (cells.some((c) => c.trim() !== "") ? [{ line: starts[i + 1], cells }] : [])),
  };
}

function csvRefusal(error: CsvError, lastLine: number): AppError {
  const line = typeof error.lines === "number" ? error.lines : lastLine + 1;
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return refuse(`Ligne ${lastLine + 1} : un guillemet (") ouvert n'est jamais fermé.`);
    case "INVALID_OPENING_QUOTE":
    case "CSV_INVALID_CLOSING_QUOTE":
      return refuse(
        `Ligne ${line} : guillemet mal placé. Une cellule qui contient des guillemets s'écrit entre guillemets, chacun doublé ("").`,
      );
    case "CSV_MAX_RECORD_SIZE":
      return refuse(`Ligne ${line} : ligne trop longue (${frenchNumber(IMPORT_LIMITS.lineChars)} caractères au plus).`);
    default:
      return refuse(`Ligne ${line} : le fichier CSV est illisible.`);
  }
}
