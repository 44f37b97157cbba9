import { describe, expect, it } from '@jest/globals';
import { BOOKING_STATUSES, type BookingStatus } from '@oslonac/lang';
import {
  type BookingPolicy,
  DEFAULT_POLICY,
  decideCancel,
  decideErasureCancel,
  decideReschedule,
  describePolicy,
  hoursPhrase,
  type Party,
  validatePolicy,
} from '../src/domain/policy';

const H = 3_600_000;
const startsAt = new Date('2026-05-10T16:00:00Z');
const before = (hours: number) => new Date(startsAt.getTime() - hours * H);
const policy = (over: Partial<BookingPolicy> = {}): BookingPolicy => ({ ...DEFAULT_POLICY, ...over });

const cancel = (over: {
  policy?: BookingPolicy;
  by?: Party;
  status?: BookingStatus;
  now?: Date;
  paid?: boolean;
  endsAt?: Date;
}) =>
  decideCancel({
    policy: over.policy ?? DEFAULT_POLICY,
    by: over.by ?? 'client',
    status: over.status ?? 'confirmed',
    startsAt,
    now: over.now ?? before(48),
    paid: over.paid ?? true,
    endsAt: over.endsAt,
  });

describe('decideCancel', () => {
  it('nobody cancels what is no longer active', () => {
    for (const status of ['completed', 'no_show', 'cancelled', 'expired'] as const) {
      for (const by of ['client', 'therapist', 'admin'] as const) {
        expect(cancel({ status, by })).toEqual({ allowed: false, reason: 'not_active' });
      }
    }
  });

  it('a client gets everything back up to the window, to the millisecond', () => {
    expect(cancel({ now: before(48) })).toEqual({ allowed: true, refundPercent: 100, late: false });
    expect(cancel({ now: before(24) })).toEqual({ allowed: true, refundPercent: 100, late: false });
    expect(cancel({ now: new Date(before(24).getTime() + 1) })).toEqual({
      allowed: false,
      reason: 'too_late',
    });
  });

  it('late cancellation follows the rule the client agreed to', () => {
    const late = before(3);
    expect(cancel({ now: late, policy: policy({ lateCancel: 'not_allowed' }) })).toEqual({
      allowed: false,
      reason: 'too_late',
    });
    expect(cancel({ now: late, policy: policy({ lateCancel: 'no_refund' }) })).toEqual({
      allowed: true,
      refundPercent: 0,
      late: true,
    });
    expect(cancel({ now: late, policy: policy({ lateCancel: 'half_refund' }) })).toEqual({
      allowed: true,
      refundPercent: 50,
      late: true,
    });
  });

  it('a client cannot cancel a confirmed session once it has started', () => {
    for (const lateCancel of ['not_allowed', 'no_refund', 'half_refund'] as const) {
      expect(cancel({ now: startsAt, policy: policy({ lateCancel }) })).toEqual({
        allowed: false,
        reason: 'already_started',
      });
    }
  });

  it('a window of 0 hours means free cancellation until the start', () => {
    expect(cancel({ now: before(0.01), policy: policy({ cancelWindowHours: 0 }) })).toEqual({
      allowed: true,
      refundPercent: 100,
      late: false,
    });
  });

  it('a client can always walk away from a booking not yet paid', () => {
    for (const status of ['held', 'offered', 'awaiting_payment'] as const) {
      for (const now of [before(100), before(1), startsAt]) {
        expect(cancel({ status, now, paid: false })).toEqual({
          allowed: true,
          refundPercent: 0,
          late: false,
        });
      }
    }
    // A payment that raced in before the cancellation comes back whole.
    expect(cancel({ status: 'awaiting_payment', paid: true, now: before(1) })).toEqual({
      allowed: true,
      refundPercent: 100,
      late: false,
    });
  });

  it('a confirmed but unpaid booking refunds nothing, even inside the half-refund window', () => {
    expect(cancel({ paid: false, now: before(48) })).toEqual({
      allowed: true,
      refundPercent: 0,
      late: false,
    });
    expect(cancel({ paid: false, now: before(2), policy: policy({ lateCancel: 'half_refund' }) })).toEqual({
      allowed: true,
      refundPercent: 0,
      late: true,
    });
  });

  it('therapist and admin cancel any active booking until it ends, refunding in full', () => {
    const endsAt = new Date(startsAt.getTime() + 50 * 60_000);
    for (const by of ['therapist', 'admin'] as const) {
      for (const status of ['held', 'offered', 'awaiting_payment', 'confirmed'] as const) {
        expect(cancel({ by, status, now: before(1) })).toEqual({
          allowed: true,
          refundPercent: 100,
          late: false,
        });
        expect(cancel({ by, status, now: new Date(startsAt.getTime() + 10 * 60_000), endsAt })).toEqual({
          allowed: true,
          refundPercent: 100,
          late: false,
        });
        expect(cancel({ by, status, now: endsAt, endsAt })).toEqual({
          allowed: false,
          reason: 'already_started',
        });
      }
      expect(cancel({ by, now: before(1), paid: false })).toEqual({
        allowed: true,
        refundPercent: 0,
        late: false,
      });
    }
  });
});

describe('decideErasureCancel', () => {
  const erase = (erased: 'client' | 'therapist', hoursBefore: number, over: Partial<BookingPolicy> = {}) =>
    decideErasureCancel({
      policy: policy({ cancelWindowHours: 24, ...over }),
      erased,
      status: 'confirmed',
      startsAt,
      now: before(hoursBefore),
      paid: true,
    });

  it('refunds the client everything when the therapist leaves, however late', () => {
    expect(erase('therapist', 1, { lateCancel: 'not_allowed' })).toEqual({ refundPercent: 100 });
  });

  it("treats a client's deletion as the client's own cancellation", () => {
    expect(erase('client', 48)).toEqual({ refundPercent: 100 });
    expect(erase('client', 2, { lateCancel: 'half_refund' })).toEqual({ refundPercent: 50 });
    expect(erase('client', 2, { lateCancel: 'no_refund' })).toEqual({ refundPercent: 0 });
    // Too late to cancel at all: the session still cannot happen, and nothing is refunded.
    expect(erase('client', 2, { lateCancel: 'not_allowed' })).toEqual({ refundPercent: 0 });
  });
});

describe('decideReschedule', () => {
  const move = (by: Party, status: BookingStatus, now: Date, p = DEFAULT_POLICY) =>
    decideReschedule({ policy: p, by, status, startsAt, now });

  it('a client may move a booking only until the window', () => {
    expect(move('client', 'confirmed', before(24))).toEqual({ allowed: true });
    expect(move('client', 'confirmed', before(23))).toEqual({ allowed: false, reason: 'too_late' });
    expect(move('client', 'held', before(23))).toEqual({ allowed: false, reason: 'too_late' });
    expect(move('client', 'confirmed', before(5), policy({ rescheduleWindowHours: 4 }))).toEqual({
      allowed: true,
    });
  });

  it('therapist and admin may move it any time before the start', () => {
    for (const by of ['therapist', 'admin'] as const) {
      expect(move(by, 'confirmed', before(0.5))).toEqual({ allowed: true });
      expect(move(by, 'awaiting_payment', before(0.5))).toEqual({ allowed: true });
      expect(move(by, 'confirmed', startsAt)).toEqual({ allowed: false, reason: 'already_started' });
    }
    expect(move('client', 'confirmed', startsAt)).toEqual({ allowed: false, reason: 'already_started' });
  });

  it('only held, awaiting-payment and confirmed bookings can move', () => {
    const movable = new Set<BookingStatus>(['held', 'awaiting_payment', 'confirmed']);
    for (const status of BOOKING_STATUSES) {
      const result = move('admin', status, before(48));
      expect(result).toEqual(
        movable.has(status) ? { allowed: true } : { allowed: false, reason: 'not_active' },
      );
    }
  });
});

describe('validatePolicy', () => {
  it('accepts whole hours from 0 to 168 and the three late-cancel rules', () => {
    expect(validatePolicy(DEFAULT_POLICY)).toEqual({ ok: true, policy: DEFAULT_POLICY });
    expect(
      validatePolicy({ cancelWindowHours: 0, rescheduleWindowHours: 168, lateCancel: 'half_refund' }).ok,
    ).toBe(true);
  });

  it('names every bad field', () => {
    const result = validatePolicy({
      cancelWindowHours: 169,
      rescheduleWindowHours: 1.5,
      lateCancel: 'sometimes' as never,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual([
      'cancelWindowHours',
      'rescheduleWindowHours',
      'lateCancel',
    ]);
    expect(result.problems[0]!.message).toBe(
      'Rok za besplatno otkazivanje mora biti ceo broj sati od 0 do 168.',
    );
    expect(validatePolicy({ ...DEFAULT_POLICY, cancelWindowHours: -1 }).ok).toBe(false);
  });
});

describe('describePolicy', () => {
  it('uses Serbian plural forms for hours', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 24, 25, 48, 101, 168].map(hoursPhrase)).toEqual([
      '1 sat',
      '2 sata',
      '4 sata',
      '5 sati',
      '11 sati',
      '12 sati',
      '21 sat',
      '22 sata',
      '24 sata',
      '25 sati',
      '48 sati',
      '101 sat',
      '168 sati',
    ]);
  });

  it('tells the client the default terms in plain sentences', () => {
    expect(describePolicy(DEFAULT_POLICY)).toEqual([
      'Termin možete besplatno otkazati najkasnije 24 sata pre početka.',
      'Kasnije otkazivanje nije moguće.',
      'Termin možete pomeriti najkasnije 24 sata pre početka.',
      'Ako terapeut otkaže termin, vraćamo ceo uplaćeni iznos.',
    ]);
  });

  it('puts the hours in the right form inside the sentence', () => {
    const sentence = (h: number) => describePolicy(policy({ cancelWindowHours: h }))[0];
    expect(sentence(1)).toBe('Termin možete besplatno otkazati najkasnije 1 sat pre početka.');
    expect(sentence(2)).toBe('Termin možete besplatno otkazati najkasnije 2 sata pre početka.');
    expect(sentence(5)).toBe('Termin možete besplatno otkazati najkasnije 5 sati pre početka.');
    expect(sentence(21)).toBe('Termin možete besplatno otkazati najkasnije 21 sat pre početka.');
    expect(sentence(22)).toBe('Termin možete besplatno otkazati najkasnije 22 sata pre početka.');
    expect(sentence(25)).toBe('Termin možete besplatno otkazati najkasnije 25 sati pre početka.');
    expect(describePolicy(policy({ rescheduleWindowHours: 21 }))[2]).toBe(
      'Termin možete pomeriti najkasnije 21 sat pre početka.',
    );
  });

  it('explains each late-cancel rule, and drops it when there is no window', () => {
    expect(describePolicy(policy({ lateCancel: 'no_refund' }))[1]).toBe(
      'Ako otkažete kasnije, uplaćeni iznos se ne vraća.',
    );
    expect(describePolicy(policy({ lateCancel: 'half_refund' }))[1]).toBe(
      'Ako otkažete kasnije, vraćamo polovinu uplaćenog iznosa.',
    );
    expect(
      describePolicy({ cancelWindowHours: 0, rescheduleWindowHours: 0, lateCancel: 'half_refund' }),
    ).toEqual([
      'Termin možete besplatno otkazati sve do početka.',
      'Termin možete pomeriti sve do početka.',
      'Ako terapeut otkaže termin, vraćamo ceo uplaćeni iznos.',
    ]);
  });
});
