import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/playfair-display/latin-700.css";

// A transition render is cut into short tasks: on a slow phone the page stays responsive while the
// first render runs (the server's page shell is on screen meanwhile).
startTransition(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
