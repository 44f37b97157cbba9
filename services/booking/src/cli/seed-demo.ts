// Demo working hours for every therapist booking knows of. Booking learns of therapists from therapists' profile
// events (the therapists seed puts them in its outbox), so this waits until that flow has settled, then gives each
// therapist without saved hours a varied demo week. Idempotent: hours a therapist saved are never overwritten.
import { fileURLToPath } from 'node:url';
import { createLogger, migrate } from '@oslonac/kit';
import { demoHours } from '../seed/hours';
import { saveAvailability } from '../store/availability';
import { createPrisma } from '../store/db';

const log = createLogger('booking-seed', process.env.LOG_LEVEL ?? 'info');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  log.fatal('DATABASE_URL is required');
  process.exit(1);
}
const WAIT_MS = Number(process.env.SEED_WAIT_MS ?? 60_000);
const SETTLED_MS = 2_000;

await migrate({
  databaseUrl,
  migrationsDir: fileURLToPath(new URL('../../prisma/migrations', import.meta.url)),
  log,
});
const prisma = createPrisma(databaseUrl);

/** Waits for the therapist read model to stop growing (events still arriving) — or gives up loudly. */
async function settledCount(): Promise<number> {
  const until = Date.now() + WAIT_MS;
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const count = await prisma.therapist.count({ where: { public: true } });
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (count > 0 && Date.now() - stableSince >= SETTLED_MS) {
      return count;
    }
    if (Date.now() > until) {
      if (count > 0) return count;
      throw new Error('no therapist reached booking: is the therapists service running and seeded?');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

try {
  const known = await settledCount();
  const therapists = await prisma.therapist.findMany({
    where: { public: true },
    select: { profileId: true, userId: true, timeZone: true },
  });
  const saved = new Set(
    (await prisma.availability.findMany({ select: { therapistUserId: true } })).map((a) => a.therapistUserId),
  );
  const now = new Date();
  let created = 0;
  for (const t of therapists) {
    if (saved.has(t.userId)) continue;
    const { rules, policy } = demoHours(t.profileId, t.timeZone);
    await saveAvailability(prisma, t.userId, rules, policy, now);
    created += 1;
  }
  // Let the service's sweeper announce first free slots for everyone now.
  await prisma.therapist.updateMany({ data: { freeCheckedAt: null } });
  log.info({ therapists: known, hoursCreated: created }, 'demo hours seeded');
} catch (err) {
  log.fatal({ err }, 'seeding failed');
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
