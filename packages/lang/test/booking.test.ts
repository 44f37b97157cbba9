import { describe, expect, it } from '@jest/globals';
import {
  ACTIVE_STATUSES,
  BOOKING_STATUSES,
  isActive,
  isBookingStatus,
  isSessionKind,
  isUnpaid,
  UNPAID_STATUSES,
} from '../src/booking';

describe('booking vocabulary', () => {
  it('active ones are exactly those holding a time', () => {
    expect(BOOKING_STATUSES.filter(isActive)).toEqual(['held', 'offered', 'awaiting_payment', 'confirmed']);
    expect(isBookingStatus('confirmed')).toBe(true);
    expect(isBookingStatus('paid')).toBe(false);
  });

  it('unpaid ones are the active ones before confirmation', () => {
    expect(BOOKING_STATUSES.filter(isUnpaid)).toEqual(['held', 'offered', 'awaiting_payment']);
    expect(UNPAID_STATUSES.every((s) => ACTIVE_STATUSES.includes(s))).toBe(true);
    expect(isUnpaid('confirmed')).toBe(false);
  });

  it('recognises kinds, and nothing from Object.prototype', () => {
    expect(isSessionKind('couples')).toBe(true);
    expect(isSessionKind('group')).toBe(false);
    expect(isSessionKind('constructor')).toBe(false);
    expect(isBookingStatus('toString')).toBe(false);
  });
});
