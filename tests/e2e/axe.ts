import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";

/**
 * Serious and critical axe violations, each with its targets. Finite animations (a dialog fading
 * in, a menu sliding open) finish first: mid-fade text is semi-transparent and axe would report a
 * contrast the shopper never sees. Endless ones (skeletons, spinners) are the loading state itself.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // An analysis is seconds of CPU in the page: on a busy machine a test of several outran its 30 s
  // (admin-products-list's dark theme, load 10-13). Each analysis adds a minute to the limit.
  test.info().setTimeout(test.info().timeout + 60_000);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  // Only the violations are read: axe then keeps one node per passed or inapplicable rule instead
  // of every node it checked, a third less CPU on /pro with the same violations (decision 082).
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target} ${n.html.slice(0, 160)} ${n.failureSummary ?? ""}`).join(" | ")}`);
}
