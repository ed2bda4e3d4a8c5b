// GET /ready: whether this instance can serve traffic. The database answers, every migration this
// code ships is applied, and the photo storage takes a write. Each check has its own time limit, so
// a hung database gets a 503 in seconds rather than a probe that never returns. The body names each
// check with a French reason and never an error's text (hosts, paths, keys): that goes to the log.
import crypto from "node:crypto";
import type { ServerResponse } from "node:http";
import type { SqlRunner } from "../db/connect.ts";
import { READY_PROBE_PREFIX, type FileStorage } from "../storage/index.ts";
import type { Logger } from "../log.ts";

export const READY_PATH = "/ready";
export const CHECK_TIMEOUT_MS = 2000;
/** Probes from several balancers, or a caller hammering /ready, share one run per second: the
 * storage check is a real write (a paid request on object storage). */
const REUSE_MS = 1000;

interface CheckResult {
  ok: boolean;
  ms: number;
  reason?: string;
}
export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}
/** What the log gets besides the answer: the error, or the missing migrations' names. */
type Detail = { err?: unknown; missing?: string[] };

class TimedOut extends Error {}

/** run resolves with null when all is well, or with the reason and what to log. */
async function timed(
  run: () => Promise<{ reason: string; detail: Detail } | null>,
  reasons: { timeout: string; error: string },
): Promise<CheckResult & { detail?: Detail }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), CHECK_TIMEOUT_MS);
  });
  const ms = () => Math.round(performance.now() - started);
  try {
    const problem = await Promise.race([run(), limit]);
    return problem ? { ok: false, ms: ms(), reason: problem.reason, detail: problem.detail } : { ok: true, ms: ms() };
  } catch (err) {
    return err instanceof TimedOut
      ? { ok: false, ms: ms(), reason: reasons.timeout }
      : { ok: false, ms: ms(), reason: reasons.error, detail: { err } };
  } finally {
    clearTimeout(timer);
  }
}

export function createReadiness(deps: { sql: SqlRunner; storage: FileStorage; migrations: string[]; logger: Logger }) {
  const { sql, storage, migrations, logger } = deps;
  const seconds = `${CHECK_TIMEOUT_MS / 1000} s`;

  const database = () =>
    timed(
      async () => {
        await sql.query("SELECT 1");
        return null;
      },
      { timeout: `la base de données ne répond pas (${seconds})`, error: "la base de données est injoignable" },
    );

  const applied = () =>
    timed(
      async () => {
        const rows = await sql.query<{ migration_name: string }>(
          `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        );
        const done = new Set(rows.map((r) => r.migration_name));
        const missing = migrations.filter((m) => !done.has(m));
        const s = missing.length > 1 ? "s" : "";
        return missing.length
          ? {
              reason: `${missing.length} migration${s} non appliquée${s} : redémarrez une instance pour les appliquer`,
              detail: { missing },
            }
          : null;
      },
      {
        timeout: `vérification impossible : la base de données ne répond pas (${seconds})`,
        error: "vérification impossible : la base de données est injoignable",
      },
    );

  const writable = () =>
    timed(
      async () => {
        const key = `${READY_PROBE_PREFIX}${crypto.randomUUID()}`;
        await storage.put(key, Buffer.from("ok"), "text/plain");
        await storage.remove([key]);
        return null;
      },
      { timeout: `le stockage des photos ne répond pas (${seconds})`, error: "écriture impossible dans le stockage des photos" },
    );

  let last: { at: number; result: Promise<Readiness> } | null = null;
  let lastState = "";
  const run = async (): Promise<Readiness> => {
    const [db, mig, st] = await Promise.all([database(), applied(), writable()]);
    const all = { database: db, migrations: mig, storage: st };
    const checks = Object.fromEntries(Object.entries(all).map(([k, { detail: _, ...shown }]) => [k, shown]));
    const failing = Object.entries(all).filter(([, c]) => !c.ok);
    // Logged when the state changes, not on every probe of a lasting outage.
    const state = failing.map(([k, c]) => `${k}:${c.reason}`).join("|");
    if (state !== lastState) {
      if (!failing.length) logger.info("Instance de nouveau prête");
      else for (const [check, c] of failing) logger.warn({ check, reason: c.reason, ...c.detail }, "Instance pas prête");
    }
    lastState = state;
    return { ready: !failing.length, checks };
  };

  return {
    check(): Promise<Readiness> {
      if (!last || performance.now() - last.at >= REUSE_MS) last = { at: performance.now(), result: run() };
      return last.result;
    },
  };
}

/** While the server stops, before any check: a balancer must stop sending traffic here. */
export const STOPPING: Readiness = { ready: false, checks: { server: { ok: false, ms: 0, reason: "le serveur s'arrête" } } };

export function sendReadiness(res: ServerResponse, result: Readiness, head: boolean) {
  const body = JSON.stringify(result);
  res
    .writeHead(result.ready ? 200 : 503, {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(body),
      ...(result.ready ? {} : { "retry-after": "5" }),
    })
    .end(head ? undefined : body);
}
