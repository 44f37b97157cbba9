// N therapists (default 10,000; `seed-bench.ts 20000` or BENCH_THERAPISTS) for `make bench`, written in large
// multi-row batches. Idempotent like the demo seed: the generator's user ids are deterministic.
import { fileURLToPath } from 'node:url';
import { createLogger, migrate } from '@oslonac/kit';
import { generateBenchTherapists } from '../seed/generate';
import { insertSeedTherapists } from '../seed/insert';
import { createPrisma } from '../store/db';

const log = createLogger('therapists-seed-bench', process.env.LOG_LEVEL ?? 'info');
const databaseUrl = process.env.DATABASE_URL;
const n = Number(process.argv[2] ?? process.env.BENCH_THERAPISTS ?? 10_000);
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
  const written = await insertSeedTherapists(prisma, generateBenchTherapists(n), { batchSize: 1000 });
  await prisma.$executeRaw`ANALYZE profiles`;
  log.info({ therapists: written, ms: Date.now() - started }, 'bench therapists seeded');
} catch (err) {
  log.fatal({ err }, 'seeding failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
