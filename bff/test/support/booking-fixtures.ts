// Booking messages as the service would send them, and signed-in visitors without an identity service: the
// BFF's actor cache is primed with the session, exactly what it would hold after resolving the cookie.
import {
  Booking,
  BookingStatus,
  LateCancelRule,
  Party,
  SessionKind,
  TherapistSummary,
} from '@oslonac/proto/oslonac/booking/v1/booking';

export { signedIn } from './http';

export const BOOKING_ID = '0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b';

export function pbBooking(over: Partial<Booking> = {}): Booking {
  return Booking.fromPartial({
    id: BOOKING_ID,
    therapistProfileId: '0193a1b2-0000-7000-8000-000000000001',
    therapistUserId: '0193a1b2-0000-7000-8000-000000000002',
    therapistSlug: 'ana-anic',
    therapistName: 'Ana Anić',
    clientUserId: '0193a1b2-0000-7000-8000-000000000003',
    clientName: 'Mila Milić',
    kind: SessionKind.SESSION_KIND_INDIVIDUAL,
    status: BookingStatus.BOOKING_STATUS_HELD,
    startsAt: new Date('2026-12-01T09:00:00Z'),
    endsAt: new Date('2026-12-01T09:50:00Z'),
    expiresAt: new Date('2026-11-22T10:10:00Z'),
    timeZone: 'Europe/Belgrade',
    price: { amountMinor: 450_000, currency: 'RSD' },
    history: [{ at: new Date('2026-11-22T10:00:00Z'), by: Party.PARTY_CLIENT, action: 'held' }],
    canCancel: true,
    canReschedule: true,
    cancelRefundPercent: 100,
    policy: {
      cancelWindowHours: 24,
      rescheduleWindowHours: 12,
      lateCancel: LateCancelRule.LATE_CANCEL_RULE_HALF_REFUND,
    },
    createdAt: new Date('2026-11-22T10:00:00Z'),
    ...over,
  });
}

export function pbTherapist(over: Partial<TherapistSummary> = {}): TherapistSummary {
  return TherapistSummary.fromPartial({
    profileId: '0193a1b2-0000-7000-8000-000000000001',
    userId: '0193a1b2-0000-7000-8000-000000000002',
    slug: 'ana-anic',
    displayName: 'Ana Anić',
    title: 'psihoterapeut',
    timeZone: 'Europe/Belgrade',
    sessionTypes: [
      {
        kind: SessionKind.SESSION_KIND_INDIVIDUAL,
        durationMinutes: 50,
        priceRsd: { amountMinor: 450_000, currency: 'RSD' },
        priceEur: { amountMinor: 4_000, currency: 'EUR' },
      },
    ],
    specialties: ['anksioznost'],
    languages: ['sr', 'en'],
    ...over,
  });
}
