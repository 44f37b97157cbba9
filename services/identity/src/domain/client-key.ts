import { isIP } from 'node:net';

/**
 * The part of a client address that one subscriber controls, for rate-limit keys: an IPv4 address as it is,
 * an IPv6 address cut to its /64 (providers hand each subscriber at least a /64, so keying on the full
 * address would let one person rotate through 2^64 fresh budgets). IPv4-mapped IPv6 counts as the IPv4
 * address. An empty address shares one "unknown" bucket on purpose: forgetting to pass the IP must make
 * limits stricter, never switch them off.
 */
export function clientKey(ip: string): string {
  let raw = ip.trim().toLowerCase();
  if (raw.startsWith('[') && raw.endsWith(']')) raw = raw.slice(1, -1);
  raw = raw.split('%')[0] ?? '';
  if (!raw) return 'unknown';
  const kind = isIP(raw);
  if (kind === 4) return raw;
  if (kind !== 6) return `raw:${raw.slice(0, 64)}`;
  const groups = ipv6Groups(raw);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
}
