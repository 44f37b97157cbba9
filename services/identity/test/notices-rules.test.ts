import { describe, expect, it } from '@jest/globals';
import {
  isEnabled,
  isWellFormedUnsubscribeToken,
  mailLogKind,
  noticeLinks,
  optionalKindOf,
  reminderSchedule,
  reminderStillUseful,
  unsubscribeHeaders,
} from '../src/domain/notice-kinds';
import { generateToken } from '../src/domain/tokens';

const H = 60 * 60_000;
const start = new Date('2026-11-27T13:30:00Z');
const at = (msBefore: number) => new Date(start.getTime() - msBefore);

describe('reminder schedule', () => {
  it('schedules 24 h and 1 h before a session far enough ahead', () => {
    expect(reminderSchedule(start, at(3 * 24 * H))).toEqual([
      { lead: '24h', dueAt: at(24 * H) },
      { lead: '1h', dueAt: at(H) },
    ]);
  });

  it('leaves out a reminder whose moment has passed at confirmation', () => {
    expect(reminderSchedule(start, at(5 * H))).toEqual([{ lead: '1h', dueAt: at(H) }]);
    expect(reminderSchedule(start, at(24 * H))).toEqual([{ lead: '1h', dueAt: at(H) }]);
    expect(reminderSchedule(start, at(30 * 60_000))).toEqual([]);
  });

  it('drops a late reminder once the session started, and a 24 h one overtaken by the 1 h one', () => {
    expect(reminderStillUseful('24h', start, at(20 * H))).toBe(true);
    expect(reminderStillUseful('24h', start, at(30 * 60_000))).toBe(false);
    expect(reminderStillUseful('1h', start, at(30 * 60_000))).toBe(true);
    expect(reminderStillUseful('1h', start, start)).toBe(false);
  });
});

describe('kinds and preferences', () => {
  it('makes reminders, new-message and review mail optional and everything else essential', () => {
    expect(optionalKindOf('reminder')).toBe('reminders');
    expect(optionalKindOf('new_message')).toBe('new_message');
    expect(optionalKindOf('review_request')).toBe('review_request');
    for (const k of ['booking_held', 'booking_confirmed', 'booking_cancelled', 'profile_rejected'] as const)
      expect(optionalKindOf(k)).toBeNull();
    expect(mailLogKind('booking_confirmed')).toBe('notice.booking_confirmed');
  });

  it('treats a kind without a stored choice as on', () => {
    expect(isEnabled(new Map(), 'reminders')).toBe(true);
    expect(isEnabled(new Map([['reminders', false]]), 'reminders')).toBe(false);
    expect(isEnabled(new Map([['reminders', false]]), 'new_message')).toBe(true);
  });
});

describe('unsubscribe links', () => {
  it('builds the RFC 8058 headers and the confirm page from the public URL', () => {
    expect(unsubscribeHeaders('https://oslonac.rs/', 'tok_en')).toEqual({
      'List-Unsubscribe': '<https://oslonac.rs/api/v1/unsubscribe/tok_en>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(noticeLinks.unsubscribePage('https://oslonac.rs', 'tok_en')).toBe(
      'https://oslonac.rs/unsubscribe/tok_en',
    );
    expect(noticeLinks.session('https://oslonac.rs', 'b1')).toBe('https://oslonac.rs/app/session/b1');
    expect(noticeLinks.conversation('https://oslonac.rs', 'r1')).toBe('https://oslonac.rs/app/inbox/r1');
  });

  it('accepts only tokens shaped like the ones it makes', () => {
    expect(isWellFormedUnsubscribeToken(generateToken())).toBe(true);
    expect(isWellFormedUnsubscribeToken('')).toBe(false);
    expect(isWellFormedUnsubscribeToken(`${generateToken()}x`)).toBe(false);
    expect(isWellFormedUnsubscribeToken(`${'a'.repeat(42)}/`)).toBe(false);
  });
});
