import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { PhoneGuess } from "./lib/media.ts";

/** Pages the server drew (data-ssr) are hydrated: React adopts their HTML instead of drawing it
 * again. Either way the work is a transition, cut into short tasks: on a slow phone the page stays
 * responsive meanwhile (the server's page, or its shell, is on screen). */
export function start(root: HTMLElement) {
  const app = (
    <StrictMode>
      <PhoneGuess.Provider value={root.dataset.phone === "1"}>
        <App />
      </PhoneGuess.Provider>
    </StrictMode>
  );
  startTransition(() => {
    if ("ssr" in root.dataset) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
