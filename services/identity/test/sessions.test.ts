import { describe, expect, it } from '@jest/globals';
import {
  absoluteExpiry,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionState,
  shouldTouch,
} from '../src/domain/sessions';

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const DAY = 86_400_000;

function session(overrides: Partial<{ lastSeenAt: Date; endedAt: Date | null }> = {}) {
  return { createdAt: t0, lastSeenAt: t0, expiresAt: absoluteExpiry(t0), endedAt: null, ...overrides };
}

describe('session timeouts', () => {
  it('last 30 days at most', () => {
    expect(absoluteExpiry(t0).getTime() - t0.getTime()).toBe(30 * DAY);
    expect(SESSION_ABSOLUTE_MS).toBe(30 * DAY);
  });

  it('are active right after creation', () => {
    expect(sessionState(session(), t0)).toBe('active');
  });

  it('go idle after 7 days without activity', () => {
    expect(SESSION_IDLE_MS).toBe(7 * DAY);
    expect(sessionState(session(), at(7 * DAY - 1))).toBe('active');
    expect(sessionState(session(), at(7 * DAY))).toBe('idle');
  });

  it('stay alive with activity, but never past the absolute limit', () => {
    const s = session({ lastSeenAt: at(29 * DAY) });
    expect(sessionState(s, at(29 * DAY + 1))).toBe('active');
    expect(sessionState(s, at(30 * DAY))).toBe('expired');
  });

  it('stay ended once ended', () => {
    expect(sessionState(session({ endedAt: at(1000) }), at(2000))).toBe('ended');
  });
});

describe('last_seen_at writes', () => {
  it('happen at most once a minute', () => {
    expect(shouldTouch(t0, at(59_999))).toBe(false);
    expect(shouldTouch(t0, at(60_000))).toBe(true);
  });
});
