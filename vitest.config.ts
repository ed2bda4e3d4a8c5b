import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  test: {
    // Each server test file boots its own databases; two files at a time fit the 2-core machines.
    maxWorkers: 2,
    projects: [
      {
        // Node resolves graphql to its CommonJS build; Vite would pick index.mjs: two realms, one schema.
        resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          environment: "node",
          // The migrated databases and the banners, built once for every app the tests start.
          globalSetup: ["tests/server/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "client",
          include: ["tests/client/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/client/setup.ts"],
        },
      },
    ],
  },
});
