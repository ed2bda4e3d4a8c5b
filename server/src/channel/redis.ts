// Redis pub/sub (REDIS_URL): a subscribed connection per instance, re-opened by the channel's
// supervisor; announcements through a second connection (a subscribed one cannot publish), which
// reconnects by itself and holds announcements until Redis answers again.
import { createClient } from "@redis/client";
import type { Listener, Transport } from "./transport.ts";

const CONNECT_TIMEOUT_MS = 5_000;

export function redisTransport(url: string, channel: string, connectionName: string): Transport {
  const publisher = createClient({ url, name: `${connectionName}-pub`, socket: { connectTimeout: CONNECT_TIMEOUT_MS } });
  publisher.on("error", () => {}); // it retries by itself; a failed announcement is logged by the channel
  let connecting: Promise<unknown> | null = null;

  return {
    label: "Redis (pub/sub)",
    async listen(onMessage, onLost): Promise<Listener> {
      const client = createClient({
        url,
        name: connectionName,
        disableOfflineQueue: true,
        socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: false },
      });
      let listening = false;
      const drop = (e: Error) => {
        if (listening) onLost(e);
      };
      client.on("error", drop);
      client.on("end", () => drop(new Error("connexion fermée")));
      try {
        await client.connect();
        await client.subscribe(channel, (payload) => onMessage(payload));
      } catch (e) {
        client.destroy();
        throw e;
      }
      listening = true;
      return {
        ping: async () => {
          await client.ping();
        },
        close: async () => {
          listening = false;
          client.destroy();
        },
      };
    },
    async publish(payload) {
      // Resolves once connected, however long Redis is away; a refusal (wrong password) is retried
      // by the next announcement.
      connecting ??= publisher.connect().catch((e: unknown) => {
        connecting = null;
        throw e;
      });
      await connecting;
      await publisher.publish(channel, payload);
    },
    close: async () => {
      publisher.destroy();
    },
  };
}
