import { describe, expect, it } from '@jest/globals';
import {
  answeringNow,
  checkPromise,
  DEFAULT_PROMISE,
  nextAnswerAt,
  type ReplyPromise,
} from '../src/domain/promise';
import { codeOf } from './support/errors';

const at = (iso: string) => new Date(iso);
const promise = (over: Partial<ReplyPromise> = {}): ReplyPromise => ({ ...DEFAULT_PROMISE, ...over });

describe('the default promise', () => {
  it('is 24 h, Monday to Friday, 9–17 in Belgrade', () => {
    expect(DEFAULT_PROMISE).toEqual({
      answerWithinHours: 24,
      days: [1, 2, 3, 4, 5],
      startMinute: 540,
      endMinute: 1020,
      timeZone: 'Europe/Belgrade',
    });
  });
});

describe('answeringNow', () => {
  it('is true within the hours of a working day in the therapist zone (winter, UTC+1)', () => {
    // Tuesday 1 December 2026.
    expect(answeringNow(at('2026-12-01T07:59:00Z'), DEFAULT_PROMISE)).toBe(false);
    expect(answeringNow(at('2026-12-01T08:00:00Z'), DEFAULT_PROMISE)).toBe(true);
    expect(answeringNow(at('2026-12-01T15:59:00Z'), DEFAULT_PROMISE)).toBe(true);
    expect(answeringNow(at('2026-12-01T16:00:00Z'), DEFAULT_PROMISE)).toBe(false);
  });

  it('follows summer time (UTC+2) and the weekend', () => {
    // Wednesday 1 July 2026, 09:00 in Belgrade is 07:00 UTC.
    expect(answeringNow(at('2026-07-01T07:00:00Z'), DEFAULT_PROMISE)).toBe(true);
    expect(answeringNow(at('2026-07-01T06:59:00Z'), DEFAULT_PROMISE)).toBe(false);
    // Saturday 4 July 2026 at noon.
    expect(answeringNow(at('2026-07-04T10:00:00Z'), DEFAULT_PROMISE)).toBe(false);
  });

  it('reads the weekday in the therapist zone, not in UTC', () => {
    // Monday 00:30 in Belgrade is still Sunday 23:30 UTC.
    const midnight = promise({ days: [1], startMinute: 0, endMinute: 60 });
    expect(answeringNow(at('2026-11-29T23:30:00Z'), midnight)).toBe(true);
    // The same instant in New York is Sunday evening.
    expect(answeringNow(at('2026-11-29T23:30:00Z'), { ...midnight, timeZone: 'America/New_York' })).toBe(
      false,
    );
  });
});

describe('nextAnswerAt', () => {
  it('is now while the therapist is answering', () => {
    const now = at('2026-12-01T10:00:00Z');
    expect(nextAnswerAt(now, DEFAULT_PROMISE)).toEqual(now);
  });

  it('is later the same day before the hours, and the next working day after them', () => {
    expect(nextAnswerAt(at('2026-12-01T05:00:00Z'), DEFAULT_PROMISE)).toEqual(at('2026-12-01T08:00:00Z'));
    expect(nextAnswerAt(at('2026-12-01T17:00:00Z'), DEFAULT_PROMISE)).toEqual(at('2026-12-02T08:00:00Z'));
  });

  it('skips the weekend across the spring DST change (Friday 27 → Monday 30 March 2026)', () => {
    // Friday 18:00 CET = 17:00 UTC; Monday 09:00 CEST = 07:00 UTC.
    expect(nextAnswerAt(at('2026-03-27T17:00:00Z'), DEFAULT_PROMISE)).toEqual(at('2026-03-30T07:00:00Z'));
  });

  it('skips the weekend across the autumn DST change (Friday 23 → Monday 26 October 2026)', () => {
    // Friday 18:00 CEST = 16:00 UTC; Monday 09:00 CET = 08:00 UTC.
    expect(nextAnswerAt(at('2026-10-23T16:00:00Z'), DEFAULT_PROMISE)).toEqual(at('2026-10-26T08:00:00Z'));
  });

  it('reads a start in the spring-forward gap as the same clock reading after the change', () => {
    // Sunday 29 March 2026: 02:00–03:00 does not exist in Belgrade; 02:30 becomes 03:30 CEST = 01:30 UTC.
    const night = promise({ days: [7], startMinute: 150, endMinute: 300 });
    expect(nextAnswerAt(at('2026-03-28T21:00:00Z'), night)).toEqual(at('2026-03-29T01:30:00Z'));
    expect(answeringNow(at('2026-03-29T01:45:00Z'), night)).toBe(true);
  });

  it('waits a full week when the only day has just ended', () => {
    const sundays = promise({ days: [7], startMinute: 600, endMinute: 660 });
    // Sunday 6 December 2026, 12:00 in Belgrade (11:00 UTC): next is Sunday 13 December 10:00 (09:00 UTC).
    expect(nextAnswerAt(at('2026-12-06T11:00:00Z'), sundays)).toEqual(at('2026-12-13T09:00:00Z'));
  });
});

describe('checkPromise', () => {
  it('accepts the bounds and sorts the days', () => {
    expect(
      checkPromise(promise({ answerWithinHours: 1, days: [7, 1, 3], startMinute: 0, endMinute: 1440 })),
    ).toEqual(promise({ answerWithinHours: 1, days: [1, 3, 7], startMinute: 0, endMinute: 1440 }));
    expect(
      checkPromise(promise({ answerWithinHours: 168, timeZone: 'America/Argentina/Salta' }))
        .answerWithinHours,
    ).toBe(168);
  });

  it.each([
    ['answerWithinHours', { answerWithinHours: 0 }],
    ['answerWithinHours', { answerWithinHours: 169 }],
    ['days', { days: [] }],
    ['days', { days: [0, 1] }],
    ['days', { days: [8] }],
    ['days', { days: [1, 2, 2] }],
    ['startMinute', { startMinute: 600, endMinute: 600 }],
    ['startMinute', { startMinute: 700, endMinute: 600 }],
    ['startMinute', { startMinute: -1 }],
    ['startMinute', { endMinute: 1441 }],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }],
    ['timeZone', { timeZone: '+01:00' }],
    ['timeZone', { timeZone: '' }],
  ])('refuses a bad %s (%j)', (field, over) => {
    expect(codeOf(() => checkPromise(promise(over as Partial<ReplyPromise>)))).toEqual({
      code: 'messaging.invalid_promise',
      meta: { field },
    });
  });
});
