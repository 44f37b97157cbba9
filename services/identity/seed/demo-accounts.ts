import type { DemoAccount } from '../src/seed/accounts';

// The demo logins README.md promises (one password for all, DEMO_PASSWORD or the default in cli/seed-demo.ts).
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@oslonac.rs', displayName: 'Jelena Marković', roles: ['admin', 'superuser'] },
  { email: 'terapeut@oslonac.rs', displayName: 'Dr Milan Petrović', roles: ['therapist'] },
  { email: 'klijent@oslonac.rs', displayName: 'Ana Jovanović', roles: ['client'] },
];
