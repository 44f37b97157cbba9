import type { DemoPayments } from '../src/seed/demo';

// What the demo client has paid for: the demo practice's three past sessions (booking's demo seed gives them these
// fixed ids: services/booking/seed/demo-practice.ts), each paid by card a week before it and invoiced, so
// `klijent@oslonac.rs` finds invoices in /app/settings/invoices and `terapeut@oslonac.rs` has paid sessions.
// The user ids are identity's demo accounts (services/identity/seed/demo-accounts.ts); the price is the demo
// therapist's individual session (services/therapists/seed/demo-therapist.ts).
export const DEMO_PAYMENTS: DemoPayments = {
  clientUserId: '01900000-0000-7000-8000-000000000003',
  therapistUserId: '01900000-0000-7000-8000-000000000002',
  buyerName: 'Ana Jovanović',
  amountMinor: 450_000n,
  currency: 'RSD',
  sessionMinutes: 50,
  // The therapist's zone and hours as booking's demo practice has them (Monday to Saturday mornings).
  timeZone: 'Europe/Belgrade',
  workingWeekdays: [1, 2, 3, 4, 5, 6],
  sessions: [
    {
      bookingId: '01900000-0000-7000-8000-000000000b21',
      paymentId: '01900000-0000-7000-8000-000000000c21',
      day: -21,
      minute: 10 * 60,
    },
    {
      bookingId: '01900000-0000-7000-8000-000000000b14',
      paymentId: '01900000-0000-7000-8000-000000000c14',
      day: -14,
      minute: 10 * 60,
    },
    {
      bookingId: '01900000-0000-7000-8000-000000000b07',
      paymentId: '01900000-0000-7000-8000-000000000c07',
      day: -7,
      minute: 10 * 60,
    },
  ],
};
