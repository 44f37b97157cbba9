import { describe, expect, it } from '@jest/globals';
import { ACTIVE_STATUSES, BOOKING_STATUSES, type BookingStatus, isActive } from '@oslonac/lang';
import { BOOKING_ACTIONS, type BookingAction, canComplete, nextStatus } from '../src/domain/states';

// The whole machine, written out: every status × every action. '-' = not allowed.
const TABLE: Record<BookingStatus, Record<BookingAction, BookingStatus | '-'>> = {
  held: {
    submit: 'awaiting_payment',
    accept_offer: '-',
    // Never submitted, so never paid for: only a booking awaiting payment is confirmed.
    confirm: '-',
    complete: '-',
    mark_no_show: '-',
    cancel: 'cancelled',
    expire: 'expired',
    reschedule: 'held',
  },
  offered: {
    submit: '-',
    accept_offer: 'awaiting_payment',
    confirm: '-',
    complete: '-',
    mark_no_show: '-',
    cancel: 'cancelled',
    expire: 'expired',
    reschedule: '-',
  },
  awaiting_payment: {
    submit: '-',
    accept_offer: '-',
    confirm: 'confirmed',
    complete: '-',
    mark_no_show: '-',
    cancel: 'cancelled',
    expire: 'expired',
    reschedule: 'awaiting_payment',
  },
  confirmed: {
    submit: '-',
    accept_offer: '-',
    confirm: '-',
    complete: 'completed',
    mark_no_show: 'no_show',
    cancel: 'cancelled',
    expire: '-',
    reschedule: 'confirmed',
  },
  completed: {
    submit: '-',
    accept_offer: '-',
    confirm: '-',
    complete: '-',
    mark_no_show: '-',
    cancel: '-',
    expire: '-',
    reschedule: '-',
  },
  no_show: {
    submit: '-',
    accept_offer: '-',
    confirm: '-',
    complete: '-',
    mark_no_show: '-',
    cancel: '-',
    expire: '-',
    reschedule: '-',
  },
  cancelled: {
    submit: '-',
    accept_offer: '-',
    confirm: '-',
    complete: '-',
    mark_no_show: '-',
    cancel: '-',
    expire: '-',
    reschedule: '-',
  },
  expired: {
    submit: '-',
    accept_offer: '-',
    confirm: '-',
    complete: '-',
    mark_no_show: '-',
    cancel: '-',
    expire: '-',
    reschedule: '-',
  },
};

describe('nextStatus', () => {
  const cases = BOOKING_STATUSES.flatMap((from) =>
    BOOKING_ACTIONS.map((action) => [from, action, TABLE[from][action]] as const),
  );

  it.each(cases)('%s --%s--> %s', (from, action, expected) => {
    expect(nextStatus(from, action)).toBe(expected === '-' ? null : expected);
  });

  it('covers all 8 × 8 pairs', () => {
    expect(cases).toHaveLength(64);
  });

  it('ends in a status that no longer blocks the calendar for every way out of an active booking', () => {
    for (const from of ACTIVE_STATUSES) {
      for (const action of ['cancel', 'complete', 'mark_no_show', 'expire'] as const) {
        const to = nextStatus(from, action);
        if (to) expect(isActive(to)).toBe(false);
      }
    }
  });

  it('does not fall for names from Object.prototype', () => {
    expect(nextStatus('constructor' as BookingStatus, 'submit')).toBeNull();
    expect(nextStatus('held', 'toString' as BookingAction)).toBeNull();
  });
});

describe('statuses', () => {
  it('a session can be completed once it has ended, not before', () => {
    const endsAt = new Date('2026-05-10T16:50:00Z');
    expect(canComplete(endsAt, new Date('2026-05-10T16:49:59Z'))).toBe(false);
    expect(canComplete(endsAt, endsAt)).toBe(true);
    expect(canComplete(endsAt, new Date('2026-05-11T08:00:00Z'))).toBe(true);
  });
});
