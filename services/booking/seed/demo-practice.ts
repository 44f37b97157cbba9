import type { DemoPractice } from '../src/seed/demo-practice';

// The demo therapist's practice with the demo client, so `terapeut@oslonac.rs` and `klijent@oslonac.rs` open a
// lived-in calendar. The user ids are the ones identity's seed gives these accounts
// (services/identity/seed/demo-accounts.ts); the therapist's profile comes from therapists' seed by its events.
// Days count from the seed's today in the therapist's zone; a day off moves a session to the next working day.
export const DEMO_PRACTICE: DemoPractice = {
  therapistUserId: '01900000-0000-7000-8000-000000000002',
  client: { userId: '01900000-0000-7000-8000-000000000003', name: 'Ana Jovanović' },
  // Monday to Friday 9–17 with lunch at 13, Saturday mornings.
  weekly: [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 17 * 60 })),
    { weekday: 6, startMinute: 9 * 60, endMinute: 13 * 60 },
  ],
  breaks: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 13 * 60, endMinute: 14 * 60 })),
  // The past sessions' ids are fixed: billing's demo seed pays and invoices them
  // (services/billing/seed/demo-payments.ts).
  sessions: [
    { day: -21, minute: 10 * 60, id: '01900000-0000-7000-8000-000000000b21' },
    { day: -14, minute: 10 * 60, id: '01900000-0000-7000-8000-000000000b14' },
    { day: -7, minute: 10 * 60, id: '01900000-0000-7000-8000-000000000b07' },
    { day: 2, minute: 11 * 60 },
    { day: 9, minute: 11 * 60 },
  ],
};
