// The PGlite worker serves its database through withoutParsedMessageLeak (pglite-served.mjs): the
// raw protocol path of PGlite 0.4.3 keeps every parsed message (~4 KB a query) until the worker's
// heap is exhausted. Measured on the heap after a full collection: the unwrapped database shows the
// leak (so the measure can see it), the wrapped one does not.
import v8 from "node:v8";
import vm from "node:vm";
import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";

// A specifier tsc does not follow: the worker's modules are plain JavaScript.
const SERVED = "../../server/src/db/pglite-served.mjs";
const served = () => import(SERVED) as Promise<{ withoutParsedMessageLeak: (db: PGlite) => PGlite }>;

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const heapMb = () => {
  gc();
  gc();
  return v8.getHeapStatistics().used_heap_size / 2 ** 20;
};

// A simple-protocol Query message, as a socket client sends it.
function queryMessage(sql: string) {
  const text = new TextEncoder().encode(`${sql}\0`);
  const message = new Uint8Array(5 + text.length);
  message[0] = 0x51;
  new DataView(message.buffer).setInt32(1, 4 + text.length);
  message.set(text, 5);
  return message;
}

async function heapGrowth(db: PGlite, queries: number) {
  const message = queryMessage("SELECT id, name FROM t WHERE id > 500 ORDER BY name LIMIT 20");
  let bytes = 0;
  const before = heapMb();
  for (let i = 0; i < queries; i++) {
    await db.runExclusive(() =>
      db.execProtocolRawStream(message, {
        onRawData: (data) => {
          bytes += data.length;
        },
      }),
    );
  }
  return { growth: heapMb() - before, bytes };
}

it("keeps the worker's heap flat over thousands of socket queries, with the same answers", async () => {
  const db = await PGlite.create();
  try {
    await db.exec(
      "CREATE TABLE t (id int PRIMARY KEY, name text); INSERT INTO t SELECT i, 'nom ' || i FROM generate_series(1, 1000) AS i;",
    );
    const { withoutParsedMessageLeak } = await served();
    const leaking = await heapGrowth(db, 2000);
    const fixed = await heapGrowth(withoutParsedMessageLeak(db), 2000);
    expect(leaking.growth).toBeGreaterThan(4);
    expect(fixed.growth).toBeLessThan(1.5);
    expect(fixed.bytes).toBe(leaking.bytes);
    // The wrapped database still answers, in and out of a transaction.
    const wrapped = withoutParsedMessageLeak(db);
    expect(wrapped.isInTransaction()).toBe(false);
    expect((await wrapped.query<{ n: number }>("SELECT count(*)::int AS n FROM t")).rows[0].n).toBe(1000);
  } finally {
    await db.close();
  }
}, 120_000);
