// Work done after an answer is sent (emails whose sending must not show in the answer). The app
// waits for it before closing the database, so nothing is cut off on shutdown or in tests.
export function createBackground(log: (message: string) => void) {
  const pending = new Set<Promise<void>>();
  return {
    later(task: () => Promise<unknown>) {
      const p: Promise<void> = task()
        .then(() => undefined, (e: unknown) => log(`Tâche en arrière-plan échouée : ${e instanceof Error ? e.message : String(e)}`))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settle() {
      while (pending.size) await Promise.all(pending);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
