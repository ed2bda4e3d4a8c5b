// The change channel's supervisor (decision 041) over a connection the test controls: a
// connection that stops answering without closing (a cable pulled, a firewall dropping packets)
// is noticed by the heartbeat, and the real caches stop serving until it is back. Killed
// connections, PostgreSQL and Redis are in two-instances.test.ts.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { supervise } from "../../server/src/channel/index.ts";
import type { Listener, Transport } from "../../server/src/channel/transport.ts";
import { cacheGroup, createCatalogueCache } from "../../server/src/http/response-cache.ts";
import { ConfigError, loadConfig } from "../../server/src/env.ts";

function controlledTransport() {
  const state = { listens: 0, answering: true, published: [] as string[], deliver: (_: string) => {} };
  const transport: Transport = {
    label: "de test",
    async listen(onMessage): Promise<Listener> {
      state.listens += 1;
      state.deliver = onMessage;
      return { ping: () => (state.answering ? Promise.resolve() : new Promise<void>(() => {})), close: async () => {} };
    },
    async publish(payload) {
      state.published.push(payload);
    },
    close: async () => {},
  };
  return { state, transport };
}

let logged: string[];
beforeEach(() => {
  vi.useFakeTimers();
  logged = [];
});
afterEach(() => vi.useRealTimers());

function start() {
  const { state, transport } = controlledTransport();
  const responses = createCatalogueCache();
  const channel = supervise("postgresql", transport, "boutique-cache-test", "instance-a", cacheGroup(responses), (m) => logged.push(m));
  return { state, responses, channel };
}

it("stops serving when the connection stops answering pings, and serves again once reconnected", async () => {
  const { state, responses, channel } = start();
  await channel.start();
  expect([channel.live, responses.live, state.listens]).toEqual([true, true, 1]);
  responses.keep("rest:/produits", "[]", responses.generation);

  state.answering = false;
  await vi.advanceTimersByTimeAsync(10_000 + 5_000);
  expect([channel.live, responses.live, responses.read("rest:/produits")]).toEqual([false, false, undefined]);
  expect(logged).toEqual([
    "Cache du catalogue : canal de test perdu (ping : pas de réponse en 5 s). Cache vidé et contourné jusqu'à la reconnexion.",
  ]);

  state.answering = true;
  await vi.advanceTimersByTimeAsync(250);
  expect([channel.live, responses.live, state.listens]).toEqual([true, true, 2]);
  expect(logged.at(-1)).toBe("Cache du catalogue : canal de test rétabli (1 tentative(s)) ; cache vidé, mise en cache reprise.");
  await channel.close();
});

it("clears on the other instances' announcements, not on its own echo", async () => {
  const { state, responses, channel } = start();
  await channel.start();
  channel.publish();
  await vi.advanceTimersByTimeAsync(0);
  expect(state.published).toEqual(["instance-a"]);
  responses.keep("rest:/types", "[]", responses.generation);
  state.deliver("instance-a");
  expect(responses.read("rest:/types")).toBe("[]");
  state.deliver("instance-b");
  expect(responses.read("rest:/types")).toBeUndefined();
  await channel.close();
});

it("does not store an answer read before a clear (another instance's write heard meanwhile)", () => {
  const cache = createCatalogueCache();
  const generation = cache.generation; // noted before the query or the handler runs
  const key = cache.responseKey("requete");
  cache.clear();
  cache.keep(key, "stale", generation);
  cache.keep("rest:/produits", "stale", generation);
  expect([cache.size, cache.read(key), cache.read("rest:/produits")]).toEqual([0, undefined, undefined]);
  const fresh = cache.responseKey("requete");
  cache.keep(fresh, "fresh", cache.generation);
  expect(cache.read(fresh)).toBe("fresh");
});

it("refuses a REDIS_URL that is not a redis:// or rediss:// URL, in French", () => {
  for (const bad of ["localhost:6379", "http://127.0.0.1:6379", "redis://"]) {
    expect(() => loadConfig({ REDIS_URL: bad })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: bad })).toThrow(
      "REDIS_URL : doit être une URL redis://[utilisateur:motdepasse@]hôte:port (rediss:// pour TLS)",
    );
  }
  expect(loadConfig({ REDIS_URL: "rediss://boutique:secret@cache.example.sn:6380" }).REDIS_URL).toBe(
    "rediss://boutique:secret@cache.example.sn:6380",
  );
});
