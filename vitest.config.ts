import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Node resolves graphql to its CommonJS build; Vite would pick index.mjs: two realms, one schema.
const serverResolve = { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] };
const serverTest = {
  environment: "node" as const,
  // The migrated databases and the banners, built once for every app the tests start.
  globalSetup: ["tests/server/global-setup.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};
/** Server files that measure their own process (its mapped libraries, its heap): each runs in a
 * process of its own, which no other file has loaded anything into (decision 073). */
const ownProcess = ["tests/server/seed-on-disk.test.ts", "tests/server/pglite-served.test.ts"];

export default defineConfig({
  test: {
    // Each server test file boots its own databases; two files at a time fit the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        resolve: serverResolve,
        test: {
          ...serverTest,
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          exclude: ownProcess,
          // One process per worker for all its files (decision 073): the server, Prisma's client and
          // PGlite are imported once per worker instead of once per file. The files keep no state
          // between them: each starts its own apps and databases and stops them.
          isolate: false,
          // Stops the apps a file left running (a start that outlived its hook's time limit).
          setupFiles: ["tests/server/setup.ts"],
        },
      },
      {
        resolve: serverResolve,
        // After the other projects (groupOrder): on a fresh clone the end-to-end lane draws the
        // demo's photos meanwhile, and seed-on-disk then finds them kept instead of drawing them
        // a second time beside it (98 s instead of 14 s in the first quiet run after decision 073).
        test: { ...serverTest, name: "own-process", include: ownProcess, sequence: { groupOrder: 1 } },
      },
      {
        plugins: [react()],
        test: {
          name: "client",
          include: ["tests/client/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/client/setup.ts"],
          // One process and one jsdom window per worker (decision 073): React, Chakra and Apollo are
          // imported once, not once per file. Stubbed globals are put back after each test.
          isolate: false,
          unstubGlobals: true,
        },
      },
    ],
  },
});
