import { fileURLToPath } from 'node:url';
import { createLogger, errorSummary, type Logger } from '../log';
import { migrate } from './migrate';

export interface SeedCliOptions<P extends { $disconnect(): Promise<void> }> {
  /** Names the logger, e.g. 'therapists-seed-bench'. */
  name: string;
  migrationsDir: string | URL;
  createPrisma(databaseUrl: string): P;
  /** How many to seed: the first word that is not a flag, else this variable, else the fallback. */
  count?: { env: string; fallback: number };
  seed(run: SeedRun<P>): Promise<void>;
  /** Default process.argv.slice(2) and process.env (tests pass their own). */
  args?: string[];
  env?: NodeJS.ProcessEnv;
}

export interface SeedRun<P> {
  prisma: P;
  log: Logger;
  /** The count asked for (see SeedCliOptions.count); 0 when the command takes none. */
  count: number;
  /** Whether `--name` was given. */
  flag(name: string): boolean;
}

/**
 * The whole of a service's `cli/seed-*.ts`: checks DATABASE_URL and the arguments, brings the schema up to date
 * (so a seed may run before the service ever started), runs the seed on a fresh client and disconnects it.
 * Returns the exit code (the script sets `process.exitCode`); every failure is logged in one line first.
 */
export async function runSeedCli<P extends { $disconnect(): Promise<void> }>(
  opts: SeedCliOptions<P>,
): Promise<number> {
  const env = opts.env ?? process.env;
  const args = opts.args ?? process.argv.slice(2);
  const log = createLogger(opts.name, env.LOG_LEVEL ?? 'info');
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    log.fatal('DATABASE_URL is required');
    return 1;
  }
  let count = 0;
  if (opts.count) {
    count = Number(args.find((a) => !a.startsWith('--')) ?? env[opts.count.env] ?? opts.count.fallback);
    if (!Number.isInteger(count) || count < 1) {
      log.fatal(`the count (first argument or ${opts.count.env}) must be a positive whole number`);
      return 1;
    }
  }
  const migrationsDir =
    typeof opts.migrationsDir === 'string' ? opts.migrationsDir : fileURLToPath(opts.migrationsDir);
  try {
    await migrate({ databaseUrl, migrationsDir, log });
  } catch (err) {
    log.fatal({ error: errorSummary(err) }, 'migration failed');
    return 1;
  }
  const prisma = opts.createPrisma(databaseUrl);
  try {
    await opts.seed({ prisma, log, count, flag: (name) => args.includes(`--${name}`) });
    return 0;
  } catch (err) {
    log.fatal({ err }, 'seeding failed');
    return 1;
  } finally {
    await prisma.$disconnect();
  }
}
