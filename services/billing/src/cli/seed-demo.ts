// Demo data for local runs: billing has none of its own (payments come from checkouts made against the Stripe
// emulator), so this only brings the schema up to date, like every service's seed does before it writes.
import { runSeedCli } from '@oslonac/kit';
import { createPrisma } from '../store/db';

process.exitCode = await runSeedCli({
  name: 'billing-seed',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  async seed({ log }) {
    log.info('billing has no demo data');
  },
});
