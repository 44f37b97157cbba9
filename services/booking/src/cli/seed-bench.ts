// Benchmark data for the free-slot board: BENCH_THERAPISTS (default 1,000) therapists with demo hours and about a
// third of next week's slots booked, written into booking's own database (DATABASE_URL).
import { fileURLToPath } from 'node:url';
import { createLogger, migrate } from '@oslonac/kit';
import { seedBenchTherapists } from '../seed/bench';
import { createPrisma } from '../store/db';

const log = createLogger('booking-seed-bench', process.env.LOG_LEVEL ?? 'info');
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
  const out = await seedBenchTherapists(prisma, Number(process.env.BENCH_THERAPISTS ?? 1000), new Date());
  log.info(out, 'bench therapists seeded');
} catch (err) {
  log.fatal({ err }, 'seeding failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
