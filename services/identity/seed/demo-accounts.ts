import type { DemoAccount } from '../src/seed/accounts';

// The demo logins README.md promises (one password for all, DEMO_PASSWORD or the default in cli/seed-demo.ts).
// Fixed ids: therapists' seed gives the therapist a profile and booking's seed gives the pair their sessions
// by these ids (services/therapists/seed/demo-therapist.ts, services/booking/seed/demo-practice.ts). An account
// made before the ids were fixed keeps its own, and those seeds then find nobody to seed for.
/**
 * The demo admin's TOTP secret, for development and browser journeys only (README's demo accounts; the e2e
 * helpers compute its codes). Never a real account's: the seed is not run in production.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'OSLONACDEMOADMINTOTPSECRET234567';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    id: '01900000-0000-7000-8000-000000000001',
    email: 'admin@oslonac.rs',
    displayName: 'Jelena Marković',
    roles: ['admin', 'superuser'],
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  },
  {
    id: '01900000-0000-7000-8000-000000000002',
    email: 'terapeut@oslonac.rs',
    displayName: 'Dr Milan Petrović',
    roles: ['therapist'],
  },
  {
    id: '01900000-0000-7000-8000-000000000003',
    email: 'klijent@oslonac.rs',
    displayName: 'Ana Jovanović',
    roles: ['client'],
  },
];
