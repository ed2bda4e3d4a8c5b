// Loading states are checked by holding an answer back. The app gives up on an API call after
// API_TIMEOUT_MS and says 'Délai d'attente dépassé'; on a busy machine axe alone outlasted that
// (load 12), so the page's own timers of that length are stretched while a test holds answers.
import type { Page, Request } from "@playwright/test";
import { API_TIMEOUT_MS } from "../../client/src/lib/http.ts";

const STRETCHED_MS = 10 * 60_000;

/** The app's API time-outs (API_TIMEOUT_MS or a multiple: uploads get one per photo) last 10 min
 * in this page, from now on and in the documents it opens next. */
export async function stretchApiTimeouts(page: Page) {
  const stretch = ({ unit, stretched }: { unit: number; stretched: number }) => {
    const real = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      real(handler, delay && delay >= unit && delay % unit === 0 ? stretched : delay, ...args)) as typeof window.setTimeout;
  };
  const limits = { unit: API_TIMEOUT_MS, stretched: STRETCHED_MS };
  await page.addInitScript(stretch, limits);
  if (page.url() !== "about:blank") await page.evaluate(stretch, limits);
}

/** Holds every GraphQL request `matches` picks until the returned release() is called. */
export async function holdGraphql(page: Page, matches: (request: Request) => boolean) {
  await stretchApiTimeouts(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/graphql", async (route) => {
    if (matches(route.request())) await released;
    await route.fallback();
  });
  return release;
}

/** Holds the GraphQL operation named `operationName` until release() is called. */
export function holdOperation(page: Page, operationName: string) {
  return holdGraphql(page, (request) => operationOf(request) === operationName);
}

function operationOf(request: Request): string | undefined {
  if (!request.headers()["content-type"]?.startsWith("application/json")) return undefined;
  return request.postDataJSON()?.operationName;
}
