/**
 * The join token: what the BFF hands a page (through IssueJoinToken) so its WebSocket may enter one session's room.
 * HMAC-signed claims, short-lived, bound to one session and one person: the SFU needs no database round trip to
 * check it, and a token for one booking opens no other. Pure; the secret and the clock come from the caller.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@oslonac/rtc';

export const JOIN_TOKEN_TTL_MS = 2 * 60_000;
const VERSION = 'v1';

export interface JoinClaims {
  sessionId: string;
  userId: string;
  role: Role;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type JoinTokenCheck =
  | { ok: true; claims: JoinClaims }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest('base64url');
}

export function signJoinToken(claims: JoinClaims, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ s: claims.sessionId, u: claims.userId, r: claims.role, e: claims.expiresAt }),
  ).toString('base64url');
  return `${VERSION}.${payload}.${sign(payload, secret)}`;
}

export function verifyJoinToken(token: string, secret: string, now: Date): JoinTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
  const [, payload, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'forged' };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const c = raw as { s?: unknown; u?: unknown; r?: unknown; e?: unknown };
  if (
    typeof c.s !== 'string' ||
    typeof c.u !== 'string' ||
    (c.r !== 'client' && c.r !== 'partner' && c.r !== 'therapist') ||
    typeof c.e !== 'number'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  if (now.getTime() >= c.e) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { sessionId: c.s, userId: c.u, role: c.r, expiresAt: c.e } };
}
