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

// The server draws the page online; an offline visit hydrates it so, then shows the banner.
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
