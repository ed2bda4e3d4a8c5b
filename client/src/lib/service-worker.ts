// The service worker (src/sw/sw.ts, decision 038) is its own file, registered once the page has
// loaded and the main thread is idle: it never competes with the first screen.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Refused (private browsing, blocked by the browser): the shop works without it.
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(register) : setTimeout(register, 1000));
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
