import { isIP } from 'node:net';
import { bffConfig } from './config';
import type { ClientInfo } from './gateways/identity';

/**
 * The client's address, trusting X-Forwarded-For only as far as `trustedHops` proxies we run wrote it. Each
 * proxy appends the address it saw, so with n trusted hops the n-th entry from the right is the first one a
 * trusted hop wrote; entries left of it are whatever the client claimed and are ignored. With no trusted hops
 * the header is not read at all and only the peer (socket) address counts. Anything that is not an IP
 * address becomes 'unknown' (one shared, therefore stricter, bucket), never a key the client picked.
 */
export function clientAddress(
  forwardedFor: string | null,
  trustedHops: number,
  peer: string | null = null,
): string {
  if (trustedHops <= 0) return normaliseIp(peer);
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Fewer entries than trusted hops: the chain is not the one we run; the nearest entry is all there is.
  if (hops.length === 0) return normaliseIp(peer);
  return normaliseIp(hops[Math.max(0, hops.length - trustedHops)] ?? null);
}

function normaliseIp(raw: string | null): string {
  if (!raw) return 'unknown';
  let ip = raw.trim();
  // "[2001:db8::1]:443" and "203.0.113.5:443" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  if (ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip.toLowerCase() : 'unknown';
}

/**
 * The caller's address as route handlers can know it. They do not see the socket: Next writes the peer
 * address into X-Forwarded-For only when the request came without one, so without trusted proxies
 * (TRUSTED_PROXY_HOPS=0) there is no peer address we could tell from a client's claim and every caller counts
 * as 'unknown'. Deployments behind the ingress set TRUSTED_PROXY_HOPS=1 (the chart does).
 */
export function clientIp(headers: Headers): string {
  return clientAddress(headers.get('x-forwarded-for'), bffConfig().trustedProxyHops, null);
}

export function clientInfo(headers: Headers): ClientInfo {
  return { ip: clientIp(headers), userAgent: (headers.get('user-agent') ?? '').slice(0, 512) };
}
