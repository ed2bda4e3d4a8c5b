// Listening and the graceful stop, together because the stop must know every listener, connection
// and answer still being written (issues 11 and 22).
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { Logger } from "../log.ts";
import { READY_PATH, sendReadiness, STOPPING } from "../http/readiness.ts";
import type { Background } from "../services/background.ts";
import type { Started } from "./start.ts";

/** A stop ends within this time whatever the clients do (issue 22): requests still unanswered then
 * are cut, and the database is closed. A creation with 5 photos of 4 MB takes 2-4 s. systemd's
 * TimeoutStopSec must exceed it, plus the database's close (deploy/systemd). */
export const STOP_LIMIT_MS = 5_000;
/** The listener stays open until no connection or request has arrived for QUIET_MS, this long at
 * most: clients that keep sending would otherwise hold it open for ever. */
const LISTEN_GRACE_MS = 1_000;
const QUIET_MS = 100;
/** How often idle keep-alive connections are closed while the last answers are written. */
const IDLE_SWEEP_MS = 50;
const STOPPING_BODY = JSON.stringify({ success: false, message: "Le serveur redémarre, réessayez dans un instant." });

const pause = (ms: number) => new Promise((r) => setTimeout(r, Math.max(ms, 0)));
// setImmediate runs after the event loop's poll: what the sockets received by then is read.
const afterPoll = () => new Promise((r) => setImmediate(r));

/** `keepAliveTimeout` (ms) replaces Node's 5 s for the listeners. */
export function createListeners(logger: Logger, keepAliveTimeout?: number) {
  const servers: http.Server[] = [];
  const connections = new Set<net.Socket>();
  // Answers still being written: a clean stop lets them finish before the database closes.
  const inFlight = new Set<http.ServerResponse>();
  // Connections accepted and requests read: a stop keeps listening until this stays still.
  let activity = 0;
  let stopping = false;

  /** Waits until no connection or request has arrived for QUIET_MS, or `until`. */
  async function untilQuiet(until: number) {
    let seen: number;
    do {
      seen = activity;
      await pause(QUIET_MS);
      await afterPoll();
    } while (activity !== seen && Date.now() < until);
  }
  /** Closes idle keep-alive connections as answers end, until none is left or `until`. */
  async function untilDisconnected(until: number) {
    for (;;) {
      await afterPoll();
      for (const s of servers) s.closeIdleConnections();
      if (connections.size === 0 || Date.now() >= until) return;
      await pause(Math.min(IDLE_SWEEP_MS, until - Date.now()));
    }
  }

  return {
    stopping: () => stopping,
    idle: () => inFlight.size === 0,
    /** Counts a request read, and its answer until written. */
    admit(res: http.ServerResponse) {
      inFlight.add(res);
      activity += 1;
      res.once("close", () => inFlight.delete(res));
    },
    /** Starts an HTTP server; port 0 picks a free one. Resolves with its base URL. */
    listen(handle: http.RequestListener, port: number, host: string): Promise<string> {
      const server = http.createServer(handle);
      if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
      server.on("connection", (socket: net.Socket) => {
        activity += 1;
        connections.add(socket);
        socket.once("close", () => connections.delete(socket));
      });
      servers.push(server);
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const { port: p } = server.address() as AddressInfo;
          resolve(`http://${host === "0.0.0.0" || host === "::" ? "localhost" : host}:${p}`);
        });
      });
    },
    /** Stops serving; resolves with the time the whole stop must end by. Requests already read
     * finish; requests read from now on are answered 503, and every answer not yet begun says
     * Connection: close, so keep-alive clients leave (issue 22). Closing the listener resets every
     * connection still waiting in its backlog, and closing a connection whose request is not read
     * yet sends a reset: the client sees ECONNRESET instead of an answer (issue 11). So the listener
     * stays open until no connection or request has arrived for QUIET_MS (LISTEN_GRACE_MS at most),
     * and idle connections are closed only after the event loop has read what they received. At
     * STOP_LIMIT_MS whatever is left is cut. */
    async stop(): Promise<number> {
      stopping = true;
      const started = Date.now();
      for (const res of inFlight) if (!res.headersSent) res.setHeader("connection", "close");
      await untilQuiet(started + LISTEN_GRACE_MS);
      const closed = Promise.all(servers.map((s) => new Promise<void>((r) => net.Server.prototype.close.call(s, () => r()))));
      await untilDisconnected(started + STOP_LIMIT_MS);
      if (inFlight.size) logger.warn(`Arrêt : ${inFlight.size} requête(s) encore sans réponse après ${STOP_LIMIT_MS / 1000} s, coupée(s).`);
      for (const s of servers) s.closeAllConnections();
      for (const socket of connections) socket.destroy();
      await closed;
      return started + STOP_LIMIT_MS;
    },
  };
}
export type Listeners = ReturnType<typeof createListeners>;

/** Stopping: a request read now is refused, with a status, rather than cut (issue 11). Its body
 * is read first: closing a socket with unread bytes sends a reset, and the client sees no answer. */
export function refuseWhileStopping(req: http.IncomingMessage, res: http.ServerResponse, pathname: string) {
  res.setHeader("connection", "close");
  req
    .resume()
    .once("end", () =>
      pathname === READY_PATH
        ? sendReadiness(res, STOPPING, req.method === "HEAD")
        : res.writeHead(503, { "retry-after": "5", "content-type": "application/json" }).end(STOPPING_BODY),
    );
}

/** Closes what start() opened, once no answer is left: the emails still being sent (until `until`),
 * the database's upkeep, the change channel, then the database. */
export async function release({ services, housekeeping, channel, prisma, db, logger }: Started, until: number) {
  await settleWithin(services.background, until, logger);
  await housekeeping?.stop();
  services.settings.close();
  await channel.close();
  await prisma.$disconnect();
  await db.close();
}

/** Emails being sent after an answer: awaited until `until`, then abandoned (the visitor can ask again). */
async function settleWithin(background: Background, until: number, logger: Logger) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((r) => {
    timer = setTimeout(() => r(false), Math.max(until - Date.now(), 0));
  });
  const settled = await Promise.race([background.settle().then(() => true), late]);
  clearTimeout(timer);
  if (!settled) logger.warn("Arrêt : des emails étaient encore en cours d'envoi, ils sont abandonnés.");
}
