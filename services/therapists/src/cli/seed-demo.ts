// Demo therapists for local runs and browser journeys: approved, verified, with reviews. Idempotent: run it
// any number of times; the seeded profiles come back to their seeded state. Profiles that become public (or
// whose published facts the seed restores) get their profile events in the outbox, in the same transaction, so
// booking learns of them when the relay runs; a re-run that changes nothing enqueues nothing.
import { fileURLToPath } from 'node:url';
import { createLogger, migrate } from '@oslonac/kit';
import { generateDemoTherapists } from '../seed/generate';
import { insertSeedTherapists } from '../seed/insert';
import { createPrisma } from '../store/db';

const log = createLogger('therapists-seed', process.env.LOG_LEVEL ?? 'info');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  log.fatal('DATABASE_URL is required');
  process.exit(1);
}
await migrate({
  databaseUrl,
  migrationsDir: fileURLToPath(new URL('../../prisma/migrations', import.meta.url)),
  log,
});
const prisma = createPrisma(databaseUrl);
try {
  const therapists = generateDemoTherapists();
  const { events } = await insertSeedTherapists(prisma, therapists, { withReviews: true, events: true });
  log.info({ therapists: therapists.length, events }, 'demo therapists seeded');
} catch (err) {
  log.fatal({ err }, 'seeding failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
