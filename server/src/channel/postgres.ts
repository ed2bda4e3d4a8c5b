// PostgreSQL LISTEN/NOTIFY: one dedicated connection listens (a pooled one could be handed to a
// query mid-notification, and LISTEN belongs to the session); announcements go through the pool
// right after the write's commit. Channels are per database already; the shop id scopes them anyway.
import pg from "pg";
import { postgresConnection, type Database } from "../db/connect.ts";
import type { Listener, Transport } from "./transport.ts";

export function postgresTransport(url: string, db: Database, channel: string, connectionName: string): Transport {
  return {
    label: "PostgreSQL (LISTEN/NOTIFY)",
    async listen(onMessage, onLost): Promise<Listener> {
      const client = new pg.Client({
        ...postgresConnection(url),
        application_name: connectionName,
        keepAlive: true,
        connectionTimeoutMillis: 5_000,
      });
      let listening = false;
      client.on("error", (e) => {
        if (listening) onLost(e);
      });
      client.on("end", () => {
        if (listening) onLost(new Error("connexion fermée"));
      });
      client.on("notification", (n) => {
        if (n.channel === channel) onMessage(n.payload ?? "");
      });
      try {
        await client.connect();
        await client.query(`LISTEN "${channel}"`);
      } catch (e) {
        await client.end().catch(() => {});
        throw e;
      }
      listening = true;
      return {
        ping: async () => {
          await client.query("SELECT 1");
        },
        close: () => {
          listening = false;
          return client.end();
        },
      };
    },
    async publish(payload) {
      await db.sql.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    close: async () => {},
  };
}
