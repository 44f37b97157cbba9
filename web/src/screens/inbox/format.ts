// How the inbox says times: the therapist's promise in words, the measured reply time, clock times of a day.
import type { Messages, TFunction } from '@oslonac/web/i18n';
import type { inboxMessages } from './messages';
import type { ReplyPromise } from './types';

export type InboxKey = typeof inboxMessages extends Messages<infer K> ? K : never;
type T = TFunction<InboxKey>;

/** 540 → "09:00"; 1440 → "24:00". */
export function clock(minute: number): string {
  const m = Math.max(0, Math.min(1440, Math.floor(minute)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** "09:30" → 570, or null when it is not a time of day. */
export function minuteOf(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (m > 59 || h > 24 || (h === 24 && m > 0)) return null;
  return h * 60 + m;
}

/** Monday–Friday → "radnim danima"; all seven → "svakog dana"; otherwise the days named. */
export function daysText(days: readonly number[], t: T): string {
  const set = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (set.length === 7) return t('everyDay');
  if (set.join(',') === '1,2,3,4,5') return t('workingDays');
  return set.map((d) => t(`day${d}` as InboxKey)).join(', ');
}

export function promiseText(promise: ReplyPromise | null, t: T): string {
  if (!promise) return t('promiseDefault');
  return t('promiseLine', {
    hours: promise.answerWithinHours,
    days: daysText(promise.days, t),
    start: clock(promise.startMinute),
    end: clock(promise.endMinute),
  });
}

/** Under an hour in minutes, under two days in hours, else in days, rounded to the nearest. */
export function durationText(seconds: number, t: T): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return t('minutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t('hours', { count: hours });
  return t('daysCount', { count: Math.round(hours / 24) });
}

/** The names of whom a conversation is with, joined ("Ana i Marko"); the generic title when none are known. */
export function conversationTitle(names: readonly string[], t: T): string {
  if (names.length === 0) return t('conversationUnnamed');
  return t('conversationWith', { names: names.join(t('namesJoin')) });
}
