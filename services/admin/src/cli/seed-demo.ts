// `make up` runs every service's demo seed. Admin has nothing to invent: tickets come from people writing on
// /podrska, and their messages can only be sealed by the running service (it alone holds DATA_MASTER_KEY). So
// the seed only brings the schema up to date, which makes it safe to run before or after the service starts.
import { runSeedCli } from '@oslonac/kit';
import { createPrisma } from '../store/db';

process.exitCode = await runSeedCli({
  name: 'admin-seed',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  seed: async ({ log }) => log.info('admin: no demo data to seed'),
});
