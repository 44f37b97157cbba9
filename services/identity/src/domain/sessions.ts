const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
// Writing last_seen_at on every request would turn every page view into a write; a minute of
// imprecision in a 7-day idle limit does not matter.
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;
export const ACTOR_TOKEN_TTL_SECONDS = 5 * 60;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

export type SessionState = 'active' | 'ended' | 'idle' | 'expired';

/** The absolute end of a session that starts now. Idle expiry is judged later from last_seen_at. */
export function absoluteExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS);
}

export function sessionState(s: SessionTimes, now: Date): SessionState {
  if (s.endedAt !== null) return 'ended';
  if (now.getTime() >= s.expiresAt.getTime()) return 'expired';
  if (now.getTime() - s.lastSeenAt.getTime() >= SESSION_IDLE_MS) return 'idle';
  return 'active';
}

export function shouldTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
