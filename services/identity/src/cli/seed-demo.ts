// Demo accounts for local runs and browser journeys. Idempotent: run it any number of times; existing
// accounts get their password, name, roles and finished onboarding back.
import { runSeedCli } from '@oslonac/kit';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { seedDemoAccounts } from '../seed/accounts';
import { createPrisma } from '../store/db';

const password = process.env.DEMO_PASSWORD || 'Oslonac-demo-2026';

process.exitCode = await runSeedCli({
  name: 'identity-seed',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  async seed({ prisma, log }) {
    const results = await seedDemoAccounts(prisma, DEMO_ACCOUNTS, password, new Date());
    for (const r of results) log.info(r, r.created ? 'demo account created' : 'demo account updated');
  },
});
