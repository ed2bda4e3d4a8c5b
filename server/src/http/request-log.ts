// Request ids and the access line: every answer carries X-Request-Id (the caller's when it is a
// plain token, a new UUID otherwise) and, once sent, one info line says what was answered, in how
// long, to whom. Never the query string, headers or bodies: tokens and passwords travel there.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientIp } from "../auth/client-ip.ts";
import type { Logger } from "../log.ts";

export const REQUEST_ID_HEADER = "x-request-id";
const MAX_ID_LENGTH = 64;
const ID_CHARSET = /^[A-Za-z0-9._:-]+$/;
const MAX_LOGGED_PATH = 300;
/** Probes answered 200 every few seconds by a load balancer: debug, not info. */
const PROBES = new Set(["/health", "/ready"]);

/** The caller's id when well formed (length checked before the pattern runs), else a new one. */
export function requestId(incoming: string | string[] | undefined): string {
  const id = Array.isArray(incoming) ? undefined : incoming;
  return id && id.length <= MAX_ID_LENGTH && ID_CHARSET.test(id) ? id : crypto.randomUUID();
}

/** The path as logged: the one route that carries a token in its path (REST account
 * verification) has it masked; an overlong path is cut. */
export function loggedPath(pathname: string): string {
  const path = pathname.replace(/(\/verify\/).*/, "$1[masqué]");
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/** Sets the id header and logs the access line when the answer is done; returns the id. */
export function trackRequest(req: IncomingMessage, res: ServerResponse, pathname: string, logger: Logger, trustedProxies: number): string {
  const reqId = requestId(req.headers[REQUEST_ID_HEADER]);
  res.setHeader(REQUEST_ID_HEADER, reqId);
  const started = performance.now();
  // Read now: by the time a cut answer emits "close", the request may have lost its socket.
  const remoteAddress = req.socket?.remoteAddress;
  // Most handlers answer with one end(body); photos are streamed (write… then end): count both.
  let bytes = 0;
  const count = (chunk: unknown) => {
    bytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0;
  };
  const write = res.write as (...args: unknown[]) => boolean;
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    count(args[0]);
    return write.apply(this, args);
  } as typeof res.write;
  const end = res.end as (...args: unknown[]) => ServerResponse;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] !== "function") count(args[0]);
    return end.apply(this, args);
  } as typeof res.end;
  res.once("close", () => {
    const line = {
      reqId,
      method: req.method,
      path: loggedPath(pathname),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      bytes: req.method === "HEAD" ? 0 : bytes,
      ip: clientIp(remoteAddress, req.headers["x-forwarded-for"], trustedProxies),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (PROBES.has(pathname) && res.statusCode === 200) logger.debug(line, "requête");
    else logger.info(line, "requête");
  });
  return reqId;
}
