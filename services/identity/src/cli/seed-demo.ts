// Demo accounts for local runs and browser journeys. Idempotent: run it any number of times; existing
// accounts get their password, name, roles and finished onboarding back.
import { fileURLToPath } from 'node:url';
import { createLogger, migrate } from '@oslonac/kit';
import { type DemoAccount, seedDemoAccounts } from '../seed';
import { createPrisma } from '../store/db';

const demoAccounts: DemoAccount[] = [
  { email: 'admin@oslonac.rs', displayName: 'Jelena Marković', roles: ['admin', 'superuser'] },
  { email: 'terapeut@oslonac.rs', displayName: 'Dr Milan Petrović', roles: ['therapist'] },
  { email: 'klijent@oslonac.rs', displayName: 'Ana Jovanović', roles: ['client'] },
];

const log = createLogger('identity-seed', process.env.LOG_LEVEL ?? 'info');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  log.fatal('DATABASE_URL is required');
  process.exit(1);
}
const password = process.env.DEMO_PASSWORD || 'Oslonac-demo-2026';

await migrate({
  databaseUrl,
  migrationsDir: fileURLToPath(new URL('../../prisma/migrations', import.meta.url)),
  log,
});
const prisma = createPrisma(databaseUrl);
try {
  const results = await seedDemoAccounts(prisma, demoAccounts, password, new Date());
  for (const r of results) log.info(r, r.created ? 'demo account created' : 'demo account updated');
} catch (err) {
  log.fatal({ err }, 'seeding failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
