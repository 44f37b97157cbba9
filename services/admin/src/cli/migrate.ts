// The chart's migration Job runs this before new pods start (services also migrate at boot unless
// MIGRATE_ON_START=false; the kit's advisory lock makes both safe together).
import { fileURLToPath } from 'node:url';
import { createLogger, migrate } from '@oslonac/kit';

const log = createLogger('admin-migrate', process.env.LOG_LEVEL ?? 'info');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  log.fatal('DATABASE_URL is required');
  process.exit(1);
}
const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));
try {
  const { applied } = await migrate({ databaseUrl, migrationsDir, log });
  log.info({ applied }, applied.length ? 'migrations applied' : 'database already up to date');
} catch (err) {
  log.fatal({ err }, 'migration failed');
  process.exit(1);
}
