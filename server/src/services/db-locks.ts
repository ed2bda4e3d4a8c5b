// A check and the record it guards in one step, across every instance on the database: a
// transaction takes advisory locks on the keys it counts by (held until its commit or rollback), so
// parallel requests on one key take turns, then reads and writes. Keys are namespaced strings
// ("login-ip:…"), hashed to PostgreSQL's 64-bit lock space.
import type { Prisma, PrismaClient } from "../generated/prisma/client.ts";

/** Generous: on the embedded database every transaction waits for the one before (one session). */
const TRANSACTION_LIMITS = { maxWait: 10_000, timeout: 10_000 };

/** Runs `fn` in a transaction holding the locks of `keys`, taken in the order given (callers
 * name them in one fixed order, address first, so two transactions never wait on each other). */
export function withKeyLocks<T>(prisma: PrismaClient, keys: string[], fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (tx) => {
    for (const key of keys) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    return fn(tx);
  }, TRANSACTION_LIMITS);
}
