import { createLogger, errorSummary } from '../log';
import { migrate } from './migrate';

/**
 * The body of every service's `cli/migrate.ts`, which the chart's migration Job runs before new pods start
 * (services also migrate at boot unless MIGRATE_ON_START=false; the advisory lock makes both safe together).
 * Exits non-zero with a logged reason, so the Job fails visibly.
 */
export async function runMigrateCli(service: string, migrationsDir: string): Promise<void> {
  const log = createLogger(`${service}-migrate`, process.env.LOG_LEVEL ?? 'info');
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    log.fatal('DATABASE_URL is required');
    process.exit(1);
  }
  try {
    const { applied } = await migrate({ databaseUrl, migrationsDir, log });
    log.info({ applied }, applied.length ? 'migrations applied' : 'database already up to date');
  } catch (err) {
    log.fatal({ error: errorSummary(err) }, 'migration failed');
    process.exit(1);
  }
}
