// Outgoing email: SMTP_URL through nodemailer, or (no SMTP configured) an .eml file per message in
// DATA_DIR/outbox with its link printed to the console, so every flow works on a laptop.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { PRIVATE_DIR, PRIVATE_FILE } from "../lib/private-files.ts";
import type { Config } from "../env.ts";
import type { Logger } from "../log.ts";

export interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}
export interface Mailer {
  send(message: Message): Promise<void>;
}

/** `shopName` is read at each email: the sender's name follows the settings (decision 091).
 * nodemailer quotes a name given apart from its address. */
export function createMailer(config: Config, logger: Logger, shopName = () => config.SHOP_NAME): Mailer {
  const address = `no-reply@${new URL(config.PUBLIC_URL).hostname}`;
  const sender = () => config.MAIL_FROM ?? { name: shopName(), address };
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(m) {
        await transport.sendMail({ from: sender(), to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const outbox = path.join(config.DATA_DIR, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // Two emails in one millisecond had one file name, and the second replaced the first.
  let sequence = 0;
  return {
    async send(m) {
      const info = await transport.sendMail({ from: sender(), to: m.to, subject: m.subject, text: m.text, html: m.html });
      await fs.mkdir(outbox, { recursive: true, mode: PRIVATE_DIR });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++sequence).padStart(6, "0")}-${m.to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE });
      // A production log is read by more people, and kept: the link (a password) stays in the outbox.
      logger.info(
        config.NODE_ENV === "production"
          ? `Email pour ${m.to} (${m.subject}) écrit dans ${outbox}`
          : `Email pour ${m.to} (${m.subject}) : ${m.link}`,
      );
    },
  };
}
