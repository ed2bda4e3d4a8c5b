// Storage failures on demand, for the tests of writes that must leave nothing half done.
import type { FileStorage } from "../../server/src/storage/index.ts";

/** Wraps the configured storage (disk or bucket) so that its writes fail from the Nth one on (a
 * full disk, a lost bucket). */
export function failingStorage() {
  const state = { failFrom: Infinity, writes: 0 };
  const wrap = (storage: FileStorage): FileStorage => ({
    ...storage,
    async put(key, body, type) {
      state.writes += 1;
      if (state.writes >= state.failFrom) throw new Error("disque plein (test)");
      await storage.put(key, body, type);
    },
  });
  return {
    wrap,
    failOnWrite: (n: number) => {
      state.writes = 0;
      state.failFrom = n;
    },
    reset: () => {
      state.failFrom = Infinity;
    },
  };
}
