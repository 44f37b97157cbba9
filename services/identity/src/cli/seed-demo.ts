// Demo accounts for local runs and browser journeys. Idempotent: run it any number of times; existing
// accounts get their password, name, roles and finished onboarding back.
import { EnvelopeCrypto, runSeedCli } from '@oslonac/kit';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { seedDemoAccounts } from '../seed/accounts';
import { createPrisma } from '../store/db';

const password = process.env.DEMO_PASSWORD || 'Oslonac-demo-2026';

process.exitCode = await runSeedCli({
  name: 'identity-seed',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  async seed({ prisma, log }) {
    // The demo admin's TOTP secret is sealed like a real one, so the seed needs the service's master key.
    const key = process.env.DATA_MASTER_KEY;
    if (!key) log.warn('DATA_MASTER_KEY is not set: the demo admin gets no second factor');
    const crypto = key ? EnvelopeCrypto.fromBase64(key) : undefined;
    const results = await seedDemoAccounts(prisma, DEMO_ACCOUNTS, password, new Date(), crypto);
    for (const r of results) log.info(r, r.created ? 'demo account created' : 'demo account updated');
  },
});
