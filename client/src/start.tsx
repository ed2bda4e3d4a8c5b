import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { PhoneGuess } from "./lib/media.ts";
import { shopSystem } from "./app/theme.ts";

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Pages the server drew (data-ssr) are hydrated: React adopts their HTML instead of drawing it
 * again. Either way the work is a transition, cut into short tasks: on a slow phone the page stays
 * responsive meanwhile (the server's page, or its shell, is on screen). The theme is made in a
 * task of its own, between the code's evaluation and the first render (decision 050). */
export async function start(root: HTMLElement) {
  await nextTask();
  shopSystem();
  await nextTask();
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
