// Every API call has the same time-out and the same French messages for a dead network (SPEC §7/§8).
export const API_TIMEOUT_MS = 10_000;
export const TIMEOUT_MESSAGE = "Délai d'attente dépassé";
export const NETWORK_MESSAGE = "Erreur réseau";

/** fetch with a 10 s time-out; failures become Errors carrying the French message to show. */
export async function timeoutFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, API_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  init.signal?.addEventListener("abort", abortFromCaller);
  try {
    // Looked up at call time so that tests can replace the global fetch.
    return await globalThis.fetch(input, { ...init, signal: controller.signal });
  } catch (e) {
    if (timedOut) throw new Error(TIMEOUT_MESSAGE);
    if (init.signal?.aborted) throw e;
    throw new Error(NETWORK_MESSAGE, { cause: e });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener("abort", abortFromCaller);
  }
}
