// What a visitor's address counts as. An IPv6 visitor usually holds a whole /64 (2^64 addresses,
// one per device or per minute with privacy extensions): counted address by address, every one
// would be a new visitor with limits of its own. So an IPv6 address counts as its /64, an IPv4
// one as itself (an IPv4-mapped IPv6 address as the IPv4 address it carries).

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  const bare = ip.replace(/%.*$/, '');
  const halves = bare.split('::');
  if (halves.length > 2) return undefined;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  let [head, tail] = [part(halves[0]!), halves.length === 2 ? part(halves[1]!) : []];
  // A trailing dotted IPv4 (::ffff:192.0.2.1) is two groups.
  const last = (tail.length ? tail : head).at(-1);
  if (last?.includes('.')) {
    const octets = last.split('.').map(Number);
    if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return undefined;
    const groups = [((octets[0]! << 8) | octets[1]!).toString(16), ((octets[2]! << 8) | octets[3]!).toString(16)];
    if (tail.length) tail = [...tail.slice(0, -1), ...groups];
    else head = [...head.slice(0, -1), ...groups];
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  return all.map((g) => Number.parseInt(g, 16));
}

/**
 * The address as the limits and hashes count it: an IPv6 address's /64 prefix, written
 * `2001:db8:1:2::/64` the same way whatever the notation it came in; an IPv4 address (also one
 * mapped into IPv6) as it is. Anything else (an empty header) comes back unchanged.
 */
export function countedAddress(ip: string): string {
  const trimmed = ip.trim();
  if (!trimmed.includes(':')) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
