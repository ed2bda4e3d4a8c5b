// A check and the record it guards in one step, across every instance on the database: a
// transaction takes advisory locks on the keys it counts by (held until its commit or rollback), so
// parallel requests on one key take turns, then reads and writes. Keys are namespaced strings
// ("login-ip:…"), hashed to PostgreSQL's 64-bit lock space.
//
// Within an instance the turns are taken in memory first: 300 attempts at once from one address
// would otherwise each hold a pooled connection while waiting for the database lock, and every
// other request (the administrator's own login, the catalogue) would wait for a connection.
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";

/** Generous: on the embedded database every transaction waits for the one before (one session). */
const TRANSACTION_LIMITS = { maxWait: 10_000, timeout: 10_000 };

/**
 * `withKeyLocks(keys, fn)` runs `fn` in a transaction holding the locks of `keys`, taken in the
 * order given (callers name them in one fixed order, address first, so two never wait on each
 * other). The in-memory queue holds one entry per key in use, and one waiter per request already
 * being answered: it is as bounded as the requests in flight.
 */
export function createKeyLocks(prisma: PrismaClient) {
  const tails = new Map<string, Promise<void>>();

  /** Waits for this instance's turn on `key`; returns the function that passes the turn on. */
  async function turn(key: string) {
    const previous = tails.get(key) ?? Promise.resolve();
    let pass!: () => void;
    const mine = new Promise<void>((resolve) => {
      pass = resolve;
    });
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await previous;
    return () => {
      pass();
      if (tails.get(key) === tail) tails.delete(key);
    };
  }

  return async function withKeyLocks<T>(keys: string[], fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    const passes: (() => void)[] = [];
    try {
      for (const key of keys) passes.push(await turn(key));
      return await prisma.$transaction(async (tx) => {
        for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
        return fn(tx);
      }, TRANSACTION_LIMITS);
    } finally {
      for (const pass of passes.reverse()) pass();
    }
  };
}
