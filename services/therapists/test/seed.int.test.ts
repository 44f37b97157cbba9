import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrate } from '@oslonac/kit';
import { createTestDatabase, type TestDatabase } from '@oslonac/kit/testing';
import {
  TherapistProfileApproved,
  TherapistProfileUpdated,
} from '@oslonac/proto/oslonac/events/v1/therapists';
import { PROFILE_APPROVED_SUBJECT, PROFILE_UPDATED_SUBJECT } from '../src/events';
import { generateBenchTherapists, generateDemoTherapists } from '../src/seed/generate';
import { deterministicUuid, insertSeedTherapists } from '../src/seed/insert';
import type { SeedTherapist } from '../src/seed/types';
import { createPrisma, type PrismaClient } from '../src/store/db';
import { seedBenchAvailability } from '../src/store/seed';
import { migrationsDir } from './support/harness';

// Booking builds its picture of therapists only from therapists' profile events, so seeded therapists must
// reach the outbox like approved ones do, in the seed's own transaction, and exactly once.

let db: TestDatabase;
let prisma: PrismaClient;
let demo: SeedTherapist[];

interface OutboxRow {
  subject: string;
  aggregate_id: string;
  payload: Uint8Array;
}

async function outbox(): Promise<OutboxRow[]> {
  return prisma.$queryRaw<OutboxRow[]>`SELECT subject, aggregate_id, payload FROM outbox ORDER BY id`;
}

beforeAll(async () => {
  db = await createTestDatabase('therapists_seed');
  await migrate({ databaseUrl: db.url, migrationsDir });
  prisma = createPrisma(db.url);
  demo = generateDemoTherapists().slice(0, 12);
});

afterAll(async () => {
  await prisma?.$disconnect();
  await db?.drop();
});

describe('seeding enqueues the profile events', () => {
  it('writes approved and updated for every seeded profile, with what booking shows and filters on', async () => {
    const { written, events } = await insertSeedTherapists(prisma, demo, {
      withReviews: true,
      events: true,
      batchSize: 5,
    });
    expect(written).toBe(demo.length);
    expect(events).toBe(2 * demo.length);
    const rows = await outbox();
    const profileIds = demo.map((t) => deterministicUuid(`profile:${t.userId}`));
    for (const subject of [PROFILE_APPROVED_SUBJECT, PROFILE_UPDATED_SUBJECT]) {
      expect(
        rows
          .filter((r) => r.subject === subject)
          .map((r) => r.aggregate_id)
          .sort(),
      ).toEqual([...profileIds].sort());
    }
    // Approval comes first for each profile, as a live approval writes it.
    for (const id of profileIds) {
      expect(rows.filter((r) => r.aggregate_id === id).map((r) => r.subject)).toEqual([
        PROFILE_APPROVED_SUBJECT,
        PROFILE_UPDATED_SUBJECT,
      ]);
    }

    const t = demo[0]!;
    const approved = TherapistProfileApproved.decode(
      rows.find((r) => r.subject === PROFILE_APPROVED_SUBJECT && r.aggregate_id === profileIds[0])!.payload,
    );
    expect(approved).toMatchObject({ userId: t.userId, slug: t.slug, timeZone: t.timeZone });
    const updated = TherapistProfileUpdated.decode(
      rows.find((r) => r.subject === PROFILE_UPDATED_SUBJECT && r.aggregate_id === profileIds[0])!.payload,
    );
    expect(updated).toMatchObject({
      profileId: profileIds[0],
      userId: t.userId,
      slug: t.slug,
      public: true,
      displayName: t.displayName,
      title: t.title,
      specialties: t.specialties,
      languages: t.languages,
      timeZone: t.timeZone,
    });
    expect(updated.sessionTypes).toEqual(
      t.sessionTypes.map((s) => ({
        kind: s.kind,
        durationMinutes: s.durationMinutes,
        priceRsdMinor: s.priceRsdMinor,
        priceEurMinor: s.priceEurMinor,
      })),
    );
  });

  it('enqueues nothing when run again over the same profiles', async () => {
    const before = (await outbox()).length;
    const { events } = await insertSeedTherapists(prisma, demo, { withReviews: true, events: true });
    expect(events).toBe(0);
    expect((await outbox()).length).toBe(before);
  });

  it('publishes an update when the seed puts back a public fact that was edited since', async () => {
    const t = demo[1]!;
    const id = deterministicUuid(`profile:${t.userId}`);
    await prisma.$executeRaw`UPDATE profiles SET title = 'savetnik', bio = 'Izmenjeno.' WHERE id = ${id}::uuid`;
    const before = (await outbox()).length;
    const { events } = await insertSeedTherapists(prisma, demo, { events: true });
    expect(events).toBe(1);
    const added = (await outbox()).slice(before);
    expect(added.map((r) => [r.subject, r.aggregate_id])).toEqual([[PROFILE_UPDATED_SUBJECT, id]]);
    expect(TherapistProfileUpdated.decode(added[0]!.payload).title).toBe(t.title);
  });

  it('announces a profile the seed makes public again', async () => {
    const t = demo[2]!;
    const id = deterministicUuid(`profile:${t.userId}`);
    await prisma.$executeRaw`UPDATE profiles SET status = 'submitted' WHERE id = ${id}::uuid`;
    const before = (await outbox()).length;
    await insertSeedTherapists(prisma, demo, { events: true });
    expect((await outbox()).slice(before).map((r) => [r.subject, r.aggregate_id])).toEqual([
      [PROFILE_APPROVED_SUBJECT, id],
      [PROFILE_UPDATED_SUBJECT, id],
    ]);
  });

  it('leaves the outbox alone unless asked (the bench seed), and announces such profiles once when asked', async () => {
    const before = (await outbox()).length;
    const bench = generateBenchTherapists(30);
    const { written, events } = await insertSeedTherapists(prisma, bench, { batchSize: 10 });
    expect({ written, events }).toEqual({ written: 30, events: 0 });
    expect((await outbox()).length).toBe(before);

    // Public already, but booking never heard of them (as after a seed from before seeds wrote events).
    expect((await insertSeedTherapists(prisma, bench, { batchSize: 10, events: true })).events).toBe(60);
    const added = (await outbox()).slice(before);
    expect(added.filter((r) => r.subject === PROFILE_APPROVED_SUBJECT)).toHaveLength(30);
    expect(added.filter((r) => r.subject === PROFILE_UPDATED_SUBJECT)).toHaveLength(30);
    expect((await insertSeedTherapists(prisma, bench, { batchSize: 10, events: true })).events).toBe(0);
  });
});

describe('bench availability', () => {
  it('gives most bench profiles a first free slot within three weeks, and leaves booking-reported rows', async () => {
    const bench = generateBenchTherapists(200);
    const now = new Date();
    await insertSeedTherapists(prisma, bench, { batchSize: 100, now });
    const reported = deterministicUuid(`profile:${bench[0]!.userId}`);
    await prisma.$executeRaw`UPDATE availability_summary SET availability_updated_at = now(), first_free_slot = NULL
      WHERE profile_id = ${reported}::uuid`;
    const set = await seedBenchAvailability(
      prisma,
      bench.map((t) => t.userId),
      now,
    );
    expect(set).toBeGreaterThan(100);
    expect(set).toBeLessThan(180);
    const [range] = await prisma.$queryRaw<{ min: Date; max: Date }[]>`
      SELECT min(first_free_slot) AS min, max(first_free_slot) AS max FROM availability_summary a
      JOIN profiles p ON p.id = a.profile_id WHERE p.user_id = ANY(${bench.map((t) => t.userId)}::uuid[])`;
    expect(range!.min.getTime()).toBeGreaterThanOrEqual(now.getTime());
    expect(range!.max.getTime()).toBeLessThanOrEqual(now.getTime() + 21 * 24 * 3600_000);
    const row = await prisma.availabilitySummary.findUnique({ where: { profileId: reported } });
    expect(row?.firstFreeSlot).toBeNull();
  });
});
