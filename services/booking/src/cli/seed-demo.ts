// Demo data for local runs and browser journeys. Booking learns of therapists from therapists' profile events
// (the therapists seed puts them in its outbox), so this waits until that flow has settled, then gives each
// therapist without saved hours a demo week, and the demo therapist a practice with the demo client (past
// sessions completed, upcoming ones confirmed; services/booking/seed/demo-practice.ts). Idempotent.
import { runSeedCli } from '@oslonac/kit';
import { DEMO_PRACTICE } from '../../seed/demo-practice';
import { systemClock } from '../clock';
import { seedDemo } from '../seed/demo';
import { seedSessionNow } from '../seed/session-now';
import { settledTherapists } from '../seed/wait';
import { createPrisma } from '../store/db';

process.exitCode = await runSeedCli({
  name: 'booking-seed',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  async seed({ prisma, log }) {
    const known = await settledTherapists(prisma, {
      waitMs: Number(process.env.SEED_WAIT_MS ?? 60_000),
      settledMs: 2_000,
      mustHave: [DEMO_PRACTICE.therapistUserId],
    });
    const result = await seedDemo(prisma, DEMO_PRACTICE, systemClock(), log);
    log.info({ therapists: known, ...result }, 'demo hours and sessions seeded');
    // `make up` and the video journeys: a session whose room is open now.
    if (process.env.DEMO_SESSION_NOW === '1') {
      const id = await seedSessionNow(prisma, DEMO_PRACTICE, systemClock(), log);
      log.info(
        { bookingId: id },
        id ? 'demo session happening now seeded' : 'the demo therapist is busy now',
      );
      if (id) console.log(`DEMO_SESSION_NOW ${id}`);
    }
  },
});
