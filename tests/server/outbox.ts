// Emails of a test app without SMTP: .eml files in DATA_DIR/outbox, decoded for assertions.
import fs from "node:fs";
import path from "node:path";
import type { TestApp } from "./helpers.ts";

/** Quoted-printable (bodies, and `_` for spaces in encoded-word headers) to UTF-8 text. */
function decodeQuotedPrintable(text: string, header = false) {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < source.length; i++) {
    if (source[i] === "=" && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (header && source[i] === "_") bytes.push(32);
    else bytes.push(...Buffer.from(source[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
const decodeMail = (raw: string) =>
  decodeQuotedPrintable(
    raw.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => decodeQuotedPrintable(word, true).replace(/=/g, "=3D")),
  );

/** Messages sent to `to` found in a data directory, oldest first. */
export function readOutbox(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`))
    .sort()
    .map((f) => decodeMail(fs.readFileSync(path.join(dir, f), "utf8")));
}

/** Messages sent to `to` by a test app, once the work it queued after its answers has finished. */
export async function mailsTo(app: TestApp, to: string): Promise<string[]> {
  await app.services.background.settle();
  return readOutbox(app.config.DATA_DIR, to);
}

/** The link of the latest email sent to `to`. */
export async function lastLink(app: TestApp, to: string): Promise<string> {
  const mail = (await mailsTo(app, to)).at(-1);
  if (!mail) throw new Error(`no email for ${to}`);
  return mail.match(/https?:\/\/[^\s"<>]+token=[A-Za-z0-9_-]+(&invitation=1)?/)![0];
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
