// Emails of a test app without SMTP: .eml files in DATA_DIR/outbox (quoted-printable decoded).
import fs from "node:fs";
import path from "node:path";
import type { TestApp } from "./helpers.ts";

/** Messages sent to `to`, oldest first, once the work queued after answers has finished. */
export async function mailsTo(app: TestApp, to: string): Promise<string[]> {
  await app.services.background.settle();
  const dir = path.join(app.config.DATA_DIR, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith(`-${to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`)).sort()
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8").replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
}

/** The link of the latest email sent to `to`. */
export async function lastLink(app: TestApp, to: string): Promise<string> {
  const mail = (await mailsTo(app, to)).at(-1);
  if (!mail) throw new Error(`no email for ${to}`);
  return mail.match(/https?:\/\/[^\s"<>]+token=[A-Za-z0-9_-]+(&invitation=1)?/)![0];
}

export const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
