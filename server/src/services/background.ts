// Work done after an answer is sent (emails whose sending must not show in the answer). The app
// waits for it before closing the database, so nothing is cut off on shutdown or in tests.
import type { Logger } from "../log.ts";

export function createBackground(logger: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    later(task: () => Promise<unknown>) {
      const p: Promise<void> = task()
        .then(
          () => undefined,
          (err: unknown) => {
            logger.error({ err }, "Tâche en arrière-plan échouée");
          },
        )
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async settle() {
      while (pending.size) await Promise.all(pending);
    },
  };
}
export type Background = ReturnType<typeof createBackground>;
