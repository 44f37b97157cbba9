// N therapists (default 10,000; `seed-bench.ts 20000` or BENCH_THERAPISTS) for `make bench`, written in large
// multi-row batches. Idempotent like the demo seed: the generator's user ids are deterministic. Without booking in
// the bench, about seven in ten get a first free slot within three weeks as booking would report it.
// `--events` also enqueues the profile events (as seed-demo does) for a bench whose booking should know them;
// by default the outbox stays empty, so a relay does not publish 20,000 events in the middle of a measurement.
import { fileURLToPath } from 'node:url';
import { createLogger, migrate } from '@oslonac/kit';
import { generateBenchTherapists } from '../seed/generate';
import { insertSeedTherapists, seedBenchAvailability } from '../seed/insert';
import { createPrisma } from '../store/db';

const log = createLogger('therapists-seed-bench', process.env.LOG_LEVEL ?? 'info');
const databaseUrl = process.env.DATABASE_URL;
const args = process.argv.slice(2);
const events = args.includes('--events');
const n = Number(args.find((a) => !a.startsWith('--')) ?? process.env.BENCH_THERAPISTS ?? 10_000);
if (!databaseUrl || !Number.isInteger(n) || n < 1) {
  log.fatal('DATABASE_URL is required and N must be a positive whole number');
  process.exit(1);
}
await migrate({
  databaseUrl,
  migrationsDir: fileURLToPath(new URL('../../prisma/migrations', import.meta.url)),
  log,
});
const prisma = createPrisma(databaseUrl);
try {
  const started = Date.now();
  const therapists = generateBenchTherapists(n);
  const now = new Date();
  const seeded = await insertSeedTherapists(prisma, therapists, { batchSize: 1000, events, now });
  const available = await seedBenchAvailability(
    prisma,
    therapists.map((t) => t.userId),
    now,
  );
  await prisma.$executeRaw`ANALYZE profiles`;
  await prisma.$executeRaw`ANALYZE availability_summary`;
  log.info(
    { therapists: seeded.written, events: seeded.events, available, ms: Date.now() - started },
    'bench therapists seeded',
  );
} catch (err) {
  log.fatal({ err }, 'seeding failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
