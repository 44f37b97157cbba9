// `make up` runs every service's demo seed. Admin has nothing to invent: tickets come from people writing on
// /podrska, and their messages can only be sealed by the running service (it alone holds DATA_MASTER_KEY). So
// the seed only brings the schema up to date, which makes it safe to run before or after the service starts.
import { fileURLToPath } from 'node:url';
import { createLogger, migrate } from '@oslonac/kit';

const log = createLogger('admin-seed', process.env.LOG_LEVEL ?? 'info');
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
log.info('admin: no demo data to seed');
