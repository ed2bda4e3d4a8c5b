// The Content-Security-Policy (docs/decisions/032) in a real browser: the storefront and the
// back-office draw under it without a single violation (scripts, styles, images, fonts, fetches).
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydrated.ts";
import { loginByEmail, SUPER_ADMIN } from "./admin-helpers.ts";

// The storefront registers its service worker under the policy (worker-src), as shoppers' browsers do.
test.use({ serviceWorkers: "allow" });

/** Violations the page reports, collected from the moment it starts loading. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (v: string) => {
    violations.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

test("storefront and back-office pages load with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await page.goto("/pro?limit=50");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  // A tap on a server-drawn link before React owns it is lost (decision 044); the first-screen
  // loader of decision 050 widens that window on a busy machine.
  await waitForHydration(page);
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/produits\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await loginByEmail(page, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/compte");
  await expect(page.getByText("Super Administrateur")).toBeVisible();
  expect(violations).toEqual([]);
});

test("GraphiQL is served from the shop itself and runs a query under its CSP", async ({ page }) => {
  const violations = await watchViolations(page);
  const remote: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1") && !r.url().startsWith("blob:") && !r.url().startsWith("data:")) remote.push(r.url());
  });
  await page.goto("/graphql");
  await expect(page.locator(".graphiql-container").first()).toBeVisible();
  await page.getByRole("button", { name: /Execute query/i }).click();
  await expect(page.locator(".result-window")).toContainText(/"data"|"errors"/);
  expect(violations).toEqual([]);
  expect(remote).toEqual([]);
});
