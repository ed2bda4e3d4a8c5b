import { firstScreenLoaded, preloadPageChunks } from "./lib/boot.ts";
import "./fonts/fonts.css";

// The entry is only this loader: the shop's code (React, Chakra, the pages) is dynamic imports.
// A page the server drew is readable without it, so on a slow connection its main photo downloads
// first, alone, and the code after it is on screen (decisions 047, 050); other pages need the code
// at once. On a page the server drew, every chunk of the code is announced at once (data-chunks)
// and evaluated in steps, a task apart: React DOM, then the rest (decision 075).
const root = document.getElementById("root")!;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void firstScreenLoaded(root).then(async () => {
  preloadPageChunks(root);
  if ("ssr" in root.dataset) {
    await import("./react-first.ts");
    await nextTask();
  }
  const { start } = await import("./start.tsx");
  return start(root);
});
