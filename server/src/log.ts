// The server's one logger (pino): JSON lines on stdout for journald and log collectors, a short
// readable line per entry when stdout is a terminal (npm start). Lines logged while a request is
// answered carry its id (decision 042).
import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "./env.ts";

export type { Logger };

/** LOG_LEVEL → pino level. "error" keeps warnings: the one-time admin password is one, and a
 * shop that asked for errors only must still be able to sign in. */
const LEVELS: Record<Config["LOG_LEVEL"], pino.LevelWithSilent> = { silent: "silent", error: "warn", info: "info", debug: "debug" };

/** The request being answered: its id is added to every line logged on its behalf. */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

export function createLogger(level: Config["LOG_LEVEL"], destination: DestinationStream = stdoutDestination()): Logger {
  return pino(
    {
      level: LEVELS[level],
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => requestContext.getStore() ?? {},
    },
    destination,
  );
}

function stdoutDestination(): DestinationStream {
  if (!process.stdout.isTTY) return pino.destination({ dest: 1, sync: true });
  return { write: (line: string) => void process.stdout.write(humanLine(JSON.parse(line))) };
}

const TAGS: Record<string, string> = { fatal: "ERREUR ", error: "ERREUR ", warn: "ATTENTION ", debug: "debug " };
const HIDDEN = new Set(["time", "level", "msg", "pid", "hostname", "err"]);

/** "14:03:07 message  clé=valeur…", an access line as "14:03:07 GET /pro 200 12 ms 3456 o", a stack below. */
export function humanLine(entry: Record<string, unknown>): string {
  const clock = String(entry.time ?? "").slice(11, 19);
  const tag = TAGS[String(entry.level)] ?? "";
  const access = entry.method !== undefined && entry.status !== undefined;
  const text = access ? `${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms ${entry.bytes} o` : String(entry.msg ?? "");
  const fields = access
    ? []
    : Object.entries(entry)
        .filter(([k]) => !HIDDEN.has(k))
        .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  return `${clock} ${tag}${text}${fields.length ? `  ${fields.join(" ")}` : ""}${err ? `\n${err.stack ?? err.message}` : ""}\n`;
}
