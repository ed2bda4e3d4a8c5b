import { isIPv6 } from "node:net";

// The caller's address for login throttling and the connections list. Behind a load balancer the
// socket address is the balancer's, so TRUST_PROXY=n (the number of proxies in front) takes the
// address the outermost trusted proxy saw: the n-th from the right in X-Forwarded-For. Without
// TRUST_PROXY the header is ignored, since any caller could write it to dodge throttling.
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | null | undefined,
  trustedProxies: number,
): string {
  const socket = socketAddress ?? "";
  if (!trustedProxies || !forwardedFor) return socket;
  const hops = [forwardedFor]
    .flat()
    .join(",")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return hops[Math.max(hops.length - trustedProxies, 0)] ?? socket;
}

/**
 * The address as throttling counts it. An IPv6 caller is usually given a whole /64 (one home, one
 * phone, one server), so counting its /128s apart would hand it 2^64 fresh addresses: its /64 is
 * the unit ("2001:db8:1:2::/64"). An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4
 * address. Anything else (IPv4, "" for an unknown socket) is kept as it is.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, ""); // a zone ("fe80::1%eth0") names the interface, not the caller
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const hex = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a, b, c, d) => `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const [head, tail] = hex.split("::");
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}
