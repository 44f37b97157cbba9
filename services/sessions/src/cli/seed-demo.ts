// `make up` runs every service's demo seed, after the service itself started. Sessions holds nothing of its own to
// seed: the demo sessions arrive from booking's events (booking's seed confirms the demo bookings, this service's
// consumers make their sessions). The seed brings the schema up to date and reports what has arrived. Idempotent.
import { runSeedCli } from '@oslonac/kit';
import { createPrisma } from '../store/db';

process.exitCode = await runSeedCli({
  name: 'sessions-seed',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  async seed({ prisma, log }) {
    const sessions = await prisma.session.count();
    log.info({ sessions }, 'sessions come from booking: nothing to seed');
  },
});
