import { firstScreenLoaded, preloadPageChunks } from "./lib/boot.ts";
import "./fonts/fonts.css";

// The entry is only this loader: the shop's code (React, Chakra, the pages) is one dynamic import.
// A page the server drew is readable without it, so on a slow connection its main photo downloads
// first, alone, and the code after it is on screen (decisions 047, 050); other pages need the code
// at once.
const root = document.getElementById("root")!;
void firstScreenLoaded(root)
  .then(() => {
    preloadPageChunks(root);
    return import("./start.tsx");
  })
  .then(({ start }) => start(root));
