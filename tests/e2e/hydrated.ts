import { test as base } from "@playwright/test";
import type { Page } from "@playwright/test";

/**
 * Storefront pages arrive drawn by the server (decision 044): their buttons and fields are on
 * screen before React owns them, and a tap or a choice made then does nothing. A shopper's
 * second tap works; a test's single one must wait until every control of the page is React's.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    if (!root) return true; // not the shop's page (an image, GraphiQL, a file)
    const owned = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
    // What a shopper acts on: React's once hydrated (markup React sets as HTML has no fiber).
    // (a <link> React hoisted for the server's preloads is not one of them.)
    return (
      [...root.children].some(owned) &&
      [...root.querySelectorAll("a[href], button, input, select, textarea, [role=button], [tabindex]")].every(owned)
    );
  });
}

/** `test` whose page waits for the hydration after every navigation it starts itself. */
export const test = base.extend({
  page: async ({ page }, use) => {
    for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await waitForHydration(page);
          return response;
        },
      });
    }
    await use(page);
  },
});
export { expect } from "@playwright/test";
