// What the PGlite worker (pglite-worker.mjs) serves on its socket: the database, with a leak of
// PGlite 0.4.3 worked around. Plain JavaScript, like the worker.

/** PGlite 0.4.3 keeps every message its raw protocol path parses (execProtocolRawStream, what the
 * socket server calls) in a list that only execProtocol empties: ~4 KB per query, so the worker's
 * heap grew until V8 stopped it (ERR_WORKER_OUT_OF_MEMORY after ~2 min at 40 req/s). A Terminate
 * message is returned by execProtocol before it reaches Postgres, and empties that list. */
export function withoutParsedMessageLeak(pglite) {
  const TERMINATE = new Uint8Array([88, 0, 0, 0, 4]);
  return new Proxy(pglite, {
    get(target, property) {
      if (property === "execProtocolRawStream") {
        return async (message, options) => {
          try {
            await target.execProtocolRawStream(message, options);
          } finally {
            await target.execProtocol(TERMINATE, { syncToFs: false, throwOnError: false });
          }
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
