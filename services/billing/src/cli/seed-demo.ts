// Demo data for local runs: the demo client's paid past sessions with their invoices
// (services/billing/seed/demo-payments.ts; the bookings are booking's demo practice, by their fixed ids). Other
// payments come from checkouts made against the Stripe emulator. Idempotent.
import { runSeedCli } from '@oslonac/kit';
import { DEMO_PAYMENTS } from '../../seed/demo-payments';
import { systemClock } from '../clock';
import { seedDemoPayments } from '../seed/demo';
import { createPrisma } from '../store/db';

process.exitCode = await runSeedCli({
  name: 'billing-seed',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  async seed({ prisma, log }) {
    const result = await seedDemoPayments(prisma, DEMO_PAYMENTS, systemClock(), log);
    log.info(result, 'demo payments and invoices seeded');
  },
});
