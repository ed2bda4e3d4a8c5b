// The checkout's root (where package.json is), found upwards from this file: it runs from
// server/src/lib (tsx, tests) or from its compiled copy server/dist/server/src/lib (npm start,
// decision 049), so a fixed number of "../" would be right for one of them only.
import fs from "node:fs";
import path from "node:path";

function findRoot(dir: string): string {
  if (fs.existsSync(path.join(dir, "package.json"))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error(`package.json introuvable au-dessus de ${import.meta.dirname}`);
  return findRoot(parent);
}

export const ROOT = findRoot(import.meta.dirname);
