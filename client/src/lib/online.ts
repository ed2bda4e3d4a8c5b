// Whether the browser says it has a connection (the offline banner, the cart's order button).
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  addEventListener("online", onChange);
  addEventListener("offline", onChange);
  return () => {
    removeEventListener("online", onChange);
    removeEventListener("offline", onChange);
  };
}

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
