// booking's messages → the JSON the BFF serves, and booking's field problems → problem+json entries: what a
// newer or odd answer from the service turns into on screen.
import { describe, expect, it } from '@jest/globals';
import {
  Availability,
  BookingStatus,
  type LateCancelRule,
  type SessionKind,
} from '@oslonac/proto/oslonac/booking/v1/booking';
import { AvailabilityBody, FreeSlotsQuery, rangeOf } from '../src/api/booking-schemas';
import { boardInputOf } from '../src/api/handlers/booking-public';
import { bookingFieldProblems, fieldKey } from '../src/server/booking-errors';
import { availabilityPb, availabilityView, bookingView, therapistView } from '../src/server/gateways/booking';
import { pbBooking, pbTherapist } from './support/booking-fixtures';

describe('booking → view', () => {
  it('writes instants as ISO strings and enums as words', () => {
    const v = bookingView(pbBooking({ status: BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT }));
    expect(v.status).toBe('awaiting_payment');
    expect(v.kind).toBe('individual');
    expect(v.startsAt).toBe('2026-12-01T09:00:00.000Z');
    expect(v.policy?.lateCancel).toBe('half_refund');
  });

  it('shows a state it does not know as over, never as something still to act on', () => {
    expect(bookingView(pbBooking({ status: 99 as BookingStatus })).status).toBe('expired');
    expect(
      bookingView(
        pbBooking({
          policy: { cancelWindowHours: 1, rescheduleWindowHours: 1, lateCancel: 42 as LateCancelRule },
        }),
      ).policy?.lateCancel,
    ).toBe('not_allowed');
  });

  it("leaves out session types of unknown kinds and defaults a therapist's zone to Belgrade", () => {
    const t = therapistView(
      pbTherapist({
        timeZone: '',
        sessionTypes: [
          { kind: 9 as SessionKind, durationMinutes: 30, priceRsd: undefined, priceEur: undefined },
        ],
      }),
    );
    expect(t.sessionTypes).toEqual([]);
    expect(t.timeZone).toBe('Europe/Belgrade');
  });

  it('round-trips availability, and gives a schedule without a policy the strict default', () => {
    const parsed = AvailabilityBody.parse({
      timeZone: 'America/Chicago',
      weekly: [{ weekday: 2, startMinute: 540, endMinute: 1020 }],
      breaks: [{ weekday: 2, startMinute: 720, endMinute: 780 }],
      overrides: [{ date: '2026-03-29', ranges: [{ startMinute: 600, endMinute: 720 }] }],
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 10,
      minimumNoticeMinutes: 720,
      horizonDays: 60,
      slotStepMinutes: 30,
      policy: { cancelWindowHours: 48, rescheduleWindowHours: 24, lateCancel: 'no_refund' },
    });
    expect(availabilityView(availabilityPb(parsed))).toEqual(parsed);
    const bare = availabilityView(Availability.fromPartial({ timeZone: '' }));
    expect(bare.timeZone).toBe('Europe/Belgrade');
    expect(bare.policy.lateCancel).toBe('not_allowed');
  });
});

describe('input rules', () => {
  it('refuses schedules that cannot be right before the service sees them', () => {
    const base = AvailabilityBody.parse({
      timeZone: 'Europe/Belgrade',
      weekly: [],
      breaks: [],
      overrides: [],
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 0,
      horizonDays: 30,
      slotStepMinutes: 30,
      policy: { cancelWindowHours: 24, rescheduleWindowHours: 24, lateCancel: 'not_allowed' },
    });
    expect(AvailabilityBody.safeParse({ ...base, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(
      AvailabilityBody.safeParse({ ...base, weekly: [{ weekday: 8, startMinute: 0, endMinute: 60 }] })
        .success,
    ).toBe(false);
    expect(
      AvailabilityBody.safeParse({ ...base, overrides: [{ date: '29.03.2026', ranges: [] }] }).success,
    ).toBe(false);
    expect(AvailabilityBody.safeParse({ ...base, slotStepMinutes: 0 }).success).toBe(false);
  });

  it('reads the board filters a GET form sends, empty meaning "any"', () => {
    expect(boardInputOf(FreeSlotsQuery.parse({ window: '48', maxPrice: '4500', language: 'de' }))).toEqual({
      windowHours: 48,
      specialty: '',
      language: 'de',
      maxPriceRsd: 4500,
      pageToken: '',
    });
    expect(boardInputOf(FreeSlotsQuery.parse({ specialty: '', maxPrice: '' })).maxPriceRsd).toBe(0);
  });

  it('covers the next 14 days when no span is given, starting now or at `from`', () => {
    const now = new Date('2026-03-28T12:00:00Z');
    expect(rangeOf({}, now)).toEqual({ from: now, to: new Date('2026-04-11T12:00:00Z') });
    expect(rangeOf({ from: '2026-10-24T22:00:00Z' }, now).to.toISOString()).toBe('2026-11-07T22:00:00.000Z');
  });
});

describe('schedule problems from the service', () => {
  it('keeps each field once, with the service sentence for Serbian and the field text for English', () => {
    const out = bookingFieldProblems('booking.invalid_availability', {
      fields: 'weekly[1],horizonDays',
      problems: JSON.stringify([
        { field: 'weekly[1]', message: 'Utorak: kraj je pre početka.' },
        { field: 'weekly[1]', message: 'drugi put' },
        { field: 'horizonDays', message: '' },
      ]),
    });
    expect(out).toEqual({
      'weekly.1': {
        sr: 'Utorak: kraj je pre početka.',
        en: 'Check the working hours: each range starts before it ends and does not overlap another.',
      },
      horizonDays: {
        sr: 'Zakazivanje unapred može biti od 1 do 365 dana.',
        en: 'Booking ahead can be 1 to 365 days.',
      },
    });
  });

  it('ignores field names that could be anything, and broken JSON', () => {
    expect(fieldKey('__proto__.x')).toBeNull();
    expect(bookingFieldProblems('booking.invalid_availability', { fields: 'constructor' })).toEqual({
      constructor: { sr: 'Proverite ovo polje.', en: 'Please check this field.' },
    });
    expect(fieldKey('a b')).toBeNull();
    expect(fieldKey('x'.repeat(60))).toBeNull();
    expect(bookingFieldProblems('booking.invalid_availability', { problems: '{not json' })).toEqual({});
    expect(bookingFieldProblems('booking.slot_taken', { fields: 'weekly' })).toEqual({});
  });
});
