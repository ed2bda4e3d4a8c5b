// Bounds of a catalogue import (issue 29 item 4, decision 094), checked in bytes and in counts
// before anything is parsed further: what one upload can make the server hold or do.
import { z } from "zod";
import { AppError } from "../lib/errors.ts";
import { IMPORT_FILE_BYTES } from "../../../contract/product-csv.ts";

const MB = 1024 * 1024;

export const IMPORT_LIMITS = {
  /** The uploaded file, CSV or ZIP (the form's own ceiling is 27 MB). */
  fileBytes: IMPORT_FILE_BYTES,
  /** The CSV's text, alone or inside a ZIP. */
  csvBytes: 8 * MB,
  /** Product lines, the header not counted. */
  lines: 10_000,
  /** One line's characters (a description is 5 000 at most). */
  lineChars: 20_000,
  columns: 20,
  /** ZIP: entries (the CSV, photos, folders) and what they inflate to, counted while inflating. */
  zipEntries: 201,
  zipBytes: 50 * MB,
  /** Lines the plan answers with in full (lines with errors first); the counts cover every line. */
  shownLines: 500,
  /** Checks and imports one administrator may run in 10 minutes, on one instance. */
  perWindow: 30,
  windowMs: 10 * 60 * 1000,
} as const;

const sizeMb = (bytes: number) => `${bytes / MB} Mo`;
export const fileTooLarge = () =>
  new AppError("PAYLOAD_TOO_LARGE", `Le fichier à importer dépasse ${sizeMb(IMPORT_LIMITS.fileBytes)}.`, "fichier");
export const csvTooLarge = () =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `Le fichier CSV dépasse ${sizeMb(IMPORT_LIMITS.csvBytes)} : découpez-le en plusieurs fichiers.`,
    "fichier",
  );

/** The form limits of an import: one file (multipart.ts checks them while it reads). */
export const IMPORT_FILES = {
  count: 1,
  bytes: IMPORT_LIMITS.fileBytes,
  tooMany: "Un seul fichier à importer (CSV ou ZIP).",
  tooLarge: fileTooLarge,
};

/** The check's answer the confirm sends back with the same file: the SHA-256 of its bytes. */
const FINGERPRINT_MESSAGE = "L'empreinte de la vérification manque ou est invalide : vérifiez le fichier d'abord.";
export const IMPORT_FINGERPRINT = z
  .string({ error: FINGERPRINT_MESSAGE })
  .max(64, { message: FINGERPRINT_MESSAGE, abort: true })
  .regex(/^[0-9a-f]{64}$/, FINGERPRINT_MESSAGE)
  .meta({ description: "L'empreinte que la vérification du même fichier a donnée" });
