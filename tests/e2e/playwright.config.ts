import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium (Playwright cannot download its own browsers here); the app is started by
// tests/e2e/server.ts on a fresh demo database.
const PORT = Number(process.env.E2E_PORT ?? 3900);
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json"]],
  // Service workers blocked except where a spec allows them (pwa.spec.ts): a page controlled by one
  // escapes page.route() and could be served kept answers (decision 038).
  use: { baseURL: `http://127.0.0.1:${PORT}`, locale: "fr-FR", timezoneId: "Africa/Dakar", launchOptions, trace: "off", serviceWorkers: "block" },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions } },
  ],
  webServer: {
    command: `node --import tsx tests/e2e/server.ts`,
    cwd: "../..",
    url: `http://127.0.0.1:${PORT}/health`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    // Generous: the demo seed (470 photos) takes ~45 s on a quiet 2-core machine, minutes on a busy one.
    timeout: 600_000,
    stdout: "pipe",
  },
});
