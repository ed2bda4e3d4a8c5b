// Notifications without paying for the toast machinery up front: the first notify() loads it.
import { lazy, Suspense, useSyncExternalStore } from "react";

export interface Notice {
  type: "success" | "error" | "warning" | "info";
  title: string;
  description?: string;
}

type Create = (n: Notice) => void;
let create: Create | null = null;
let requested = false;
const queue: Notice[] = [];
const listeners = new Set<() => void>();

const ToasterView = lazy(async () => {
  const m = await import("./ToasterView.tsx");
  create = (n) => m.toaster.create(n);
  // The view subscribes to the toaster store on mount; flush on the next tick.
  setTimeout(() => queue.splice(0).forEach((n) => create!(n)), 0);
  return { default: m.Toaster };
});

export function notify(n: Notice) {
  if (create) return create(n);
  queue.push(n);
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
}

/** Mounted once in the layout; renders the toast region after the first notification. */
export function ToasterHost() {
  const active = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => requested,
    () => false,
  );
  return active ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
