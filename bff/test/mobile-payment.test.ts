// /mobile/payment/{therapyRelationshipId}: which session of the relationship is the one to pay (pure choice).
import { describe, expect, it } from '@jest/globals';
import { BookingStatus } from '@oslonac/proto/oslonac/booking/v1/booking';
import { dueSession } from '../src/api/loaders/mobile-payment';
import { bookingView } from '../src/server/gateways/booking';
import type { Relationship } from '../src/server/views/booking';
import { pbBooking } from './support/booking-fixtures';

const ME = '01900000-0000-7000-8000-000000000003';
const THERAPIST = '01900000-0000-7000-8000-000000000002';

const tie = { id: 'r1', therapistUserId: THERAPIST, clientUserId: ME } as Relationship;

const b = (id: string, over: Parameters<typeof pbBooking>[0]) =>
  bookingView(pbBooking({ id, clientUserId: ME, therapistUserId: THERAPIST, ...over }));

describe('dueSession', () => {
  it('picks the relationship’s session awaiting payment whose deadline comes first', () => {
    const awaiting = BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT;
    const list = [
      b('confirmed', { status: BookingStatus.BOOKING_STATUS_CONFIRMED }),
      b('later', { status: awaiting, expiresAt: new Date('2026-12-10T12:00:00Z') }),
      b('sooner', { status: awaiting, expiresAt: new Date('2026-12-09T12:00:00Z') }),
      b('other-therapist', {
        status: awaiting,
        therapistUserId: '01900000-0000-7000-8000-0000000000ff',
        expiresAt: new Date('2026-12-01T12:00:00Z'),
      }),
    ];
    expect(dueSession(tie, ME, list)?.id).toBe('sooner');
  });

  it('finds nothing when no session of the relationship awaits payment', () => {
    expect(dueSession(tie, ME, [b('c', { status: BookingStatus.BOOKING_STATUS_CONFIRMED })])).toBeNull();
    expect(dueSession(tie, ME, [])).toBeNull();
  });
});
