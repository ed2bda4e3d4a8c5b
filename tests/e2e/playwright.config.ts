import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { workerPort } from "./data-dir.ts";

// Debian's Chromium (Playwright cannot download its own browsers here). Each worker has its own
// shop (global-setup.ts): a server on port E2E_PORT + its index, on a copy of the seeded demo shop.
// This file is read again in every worker, where TEST_PARALLEL_INDEX names it.
// Its headless shell (package chromium-headless-shell, the same Blink, Playwright's own default for
// headless runs) when installed: the full browser draws its hidden address bar's pop-up (a WebUI
// page) in every new window, and cost 38 % more CPU on the same specs (decision 082).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** Where a phone behaves otherwise (layout, gestures, bottom bar, accessibility): the specs the
 * phone project runs. The back-office's forms and lists run on desktop only; its phone layout
 * (the Navigation panel) is admin-layout's; the login screens are the same on both. */
const PHONE_SPECS = [
  "accessibility.spec.ts",
  "admin-bulk.spec.ts",
  "admin-import.spec.ts",
  "admin-settings.spec.ts",
  "admin-table.spec.ts",
  "admin-catalogue-order.spec.ts",
  "admin-layout.spec.ts",
  "early-taps.spec.ts",
  "orders.spec.ts",
  "product-gallery.spec.ts",
  "pwa.spec.ts",
  "storefront-budget.spec.ts",
  "storefront-layout.spec.ts",
  "storefront-phone.spec.ts",
  "storefront-ssr.spec.ts",
  "storefront.spec.ts",
  "variants.spec.ts",
];

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Both cores: one shop per worker, so specs that change the catalogue never meet.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Bounds, not waits: a passing test never reaches them. At load 12 on two cores a back-office
  // screen's first answer took more than 7 s and a test more than 30 s (decision 082).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json"]],
  globalSetup: "./global-setup.ts",
  // Service workers blocked except where a spec allows them (pwa.spec.ts): a page controlled by one
  // escapes page.route() and could be served kept answers (decision 038).
  use: {
    baseURL: `http://127.0.0.1:${workerPort()}`,
    locale: "fr-FR",
    timezoneId: "Africa/Dakar",
    launchOptions,
    trace: "off",
    serviceWorkers: "block",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    // Tests tagged @desktop-only check code the screen does not change (each says where).
    {
      name: "mobile",
      testMatch: PHONE_SPECS,
      grepInvert: /@desktop-only/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
});
