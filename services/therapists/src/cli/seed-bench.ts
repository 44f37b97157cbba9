// N therapists (default 10,000; `seed-bench.ts 20000` or BENCH_THERAPISTS) for `make bench`, written in large
// multi-row batches. Idempotent like the demo seed: the generator's user ids are deterministic. Without booking in
// the bench, about seven in ten get a first free slot within three weeks as booking would report it.
// `--events` also enqueues the profile events (as seed-demo does) for a bench whose booking should know them;
// by default the outbox stays empty, so a relay does not publish 20,000 events in the middle of a measurement.
import { runSeedCli } from '@oslonac/kit';
import { generateBenchTherapists } from '../seed/generate';
import { insertSeedTherapists } from '../seed/insert';
import { createPrisma } from '../store/db';
import { analyzeSeeded, seedBenchAvailability } from '../store/seed';

process.exitCode = await runSeedCli({
  name: 'therapists-seed-bench',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  count: { env: 'BENCH_THERAPISTS', fallback: 10_000 },
  async seed({ prisma, log, count, flag }) {
    const started = Date.now();
    const therapists = generateBenchTherapists(count);
    const now = new Date();
    const seeded = await insertSeedTherapists(prisma, therapists, {
      batchSize: 1000,
      events: flag('events'),
      now,
    });
    const available = await seedBenchAvailability(
      prisma,
      therapists.map((t) => t.userId),
      now,
    );
    await analyzeSeeded(prisma);
    log.info(
      { therapists: seeded.written, events: seeded.events, available, ms: Date.now() - started },
      'bench therapists seeded',
    );
  },
});
