// The caller's address for login throttling and the connections list. Behind a load balancer the
// socket address is the balancer's, so TRUST_PROXY=n (the number of proxies in front) takes the
// address the outermost trusted proxy saw: the n-th from the right in X-Forwarded-For. Without
// TRUST_PROXY the header is ignored, since any caller could write it to dodge throttling.
export function clientIp(socketAddress: string | undefined, forwardedFor: string | string[] | null | undefined, trustedProxies: number): string {
  const socket = socketAddress ?? "";
  if (!trustedProxies || !forwardedFor) return socket;
  const hops = [forwardedFor].flat().join(",").split(",").map((s) => s.trim()).filter(Boolean);
  return hops[Math.max(hops.length - trustedProxies, 0)] ?? socket;
}
