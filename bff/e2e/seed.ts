import type { Stack } from '../../scripts/stack/index';

export const DEMO_PASSWORD = 'Oslonac-e2e-lozinka-2026';
/** The accounts identity's demo seed creates (services/identity/seed/demo-accounts.ts). */
export const DEMO = {
  admin: { email: 'admin@oslonac.rs', name: 'Jelena Marković' },
  therapist: { email: 'terapeut@oslonac.rs', name: 'Dr Milan Petrović' },
  client: { email: 'klijent@oslonac.rs', name: 'Ana Jovanović' },
} as const;

/** Every service's own demo seed against the stack's databases, the way `make up` seeds the demo. */
export function seedDemoAccounts(stack: Stack): Promise<void> {
  return stack.seedDemo(DEMO_PASSWORD);
}
