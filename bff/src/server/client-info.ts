import { bffConfig } from './config';
import type { ClientInfo } from './gateways/identity';

/**
 * The caller's address. Route handlers do not see the socket; Next fills X-Forwarded-For from it only when
 * the header is absent, and proxies append to it. With TRUSTED_PROXY_HOPS=n the n-th entry from the right
 * is the first one a trusted hop wrote (entries left of it are whatever the client claimed).
 */
export function clientIp(headers: Headers): string {
  const raw = headers.get('x-forwarded-for');
  if (!raw) return headers.get('x-real-ip')?.trim().slice(0, 64) || 'unknown';
  const hops = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const n = Math.max(1, bffConfig().trustedProxyHops);
  const ip = hops[Math.max(0, hops.length - n)] ?? 'unknown';
  return ip.slice(0, 64);
}

export function clientInfo(headers: Headers): ClientInfo {
  return { ip: clientIp(headers), userAgent: (headers.get('user-agent') ?? '').slice(0, 512) };
}
