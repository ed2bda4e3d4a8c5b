import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { PhoneGuess } from "./lib/media.ts";
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/playfair-display/latin-700.css";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <PhoneGuess.Provider value={root.dataset.phone === "1"}>
      <App />
    </PhoneGuess.Provider>
  </StrictMode>
);

// Pages the server drew (data-ssr) are hydrated: React adopts their HTML instead of drawing it
// again. Either way the work is a transition, cut into short tasks: on a slow phone the page stays
// responsive meanwhile (the server's page, or its shell, is on screen).
startTransition(() => {
  if ("ssr" in root.dataset) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
