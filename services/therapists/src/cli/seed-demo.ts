// Demo therapists for local runs and browser journeys: approved, verified, with reviews. Idempotent: run it
// any number of times; the seeded profiles come back to their seeded state. Profiles that become public (or
// whose published facts the seed restores) get their profile events in the outbox, in the same transaction, so
// booking learns of them when the relay runs; a re-run that changes nothing enqueues nothing. The demo therapist
// account (terapeut@oslonac.rs) gets its profile here too.
import { runSeedCli } from '@oslonac/kit';
import { DEMO_THERAPIST } from '../../seed/demo-therapist';
import { generateDemoTherapists } from '../seed/generate';
import { insertSeedTherapists } from '../seed/insert';
import { createPrisma } from '../store/db';

process.exitCode = await runSeedCli({
  name: 'therapists-seed',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  async seed({ prisma, log }) {
    // The catalogue's demo profiles, and the demo therapist account's own (the one booking's seed fills in).
    const therapists = [...generateDemoTherapists(), DEMO_THERAPIST];
    const { events } = await insertSeedTherapists(prisma, therapists, { withReviews: true, events: true });
    log.info({ therapists: therapists.length, events }, 'demo therapists seeded');
  },
});
