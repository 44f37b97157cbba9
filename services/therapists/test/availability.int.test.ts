import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Bus, createLogger } from '@oslonac/kit';
import { eventually, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { AvailabilityChanged } from '@oslonac/proto/oslonac/events/v1/booking';
import {
  Gender,
  SessionKind,
  SortOrder,
  type TherapistsServiceClient,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { AVAILABILITY_CHANGED_DURABLE, startConsumers } from '../src/consumers';
import { type Harness, startTherapists } from './support/harness';

// Booking tells the catalogue each therapist's first free slot over NATS; the catalogue shows it and filters
// "available within N days" by it. Real PostgreSQL, real JetStream, the service's own consumer.

let h: Harness;
let c: TherapistsServiceClient;
let events: TestBus;
let bus: Bus;
let consumers: { stop(): Promise<void> };
let prefix: string;
const log = createLogger('therapists-availability-int', process.env.TEST_LOG_LEVEL ?? 'silent');
const HOUR = 3600_000;
const DAY = 24 * HOUR;

const search = {
  query: '',
  specialties: [],
  approaches: [],
  priceMinRsd: 0,
  priceMaxRsd: 0,
  gender: Gender.GENDER_UNSPECIFIED,
  languages: [],
  couplesOnly: false,
  sort: SortOrder.SORT_ORDER_RELEVANCE,
  page: 1,
  pageSize: 50,
  city: '',
  availableWithinDays: 0,
};

let n = 0;
/** A public profile, onboarded and approved through the API. */
async function approved(): Promise<{ id: string; userId: string; slug: string }> {
  const userId = randomUUID();
  const t = await h.actorToken({ userId, roles: ['therapist'], sessionId: randomUUID() });
  const admin = await h.actorToken({ userId: randomUUID(), roles: ['admin'], sessionId: randomUUID() });
  n++;
  const saved = await h.call(
    c.saveMyProfile.bind(c),
    {
      draft: {
        displayName: `Slobodni Termin ${'abcdefghij'[n % 10]}${randomUUID().slice(0, 4).replace(/\d/g, 'k')}`,
        title: 'psiholog',
        bio: 'Radim sa odraslima koji prolaze kroz anksioznost i stres. Mirno, strukturisano i bez osuđivanja, uz jasne ciljeve.',
        languages: ['sr'],
        specialties: ['anksioznost'],
        approaches: ['kbt'],
        education: [{ institution: 'Filozofski fakultet u Nišu', degree: 'Master psihologije', year: 2015 }],
        certifications: [],
        yearsOfPractice: 8,
        city: 'Niš',
        gender: Gender.GENDER_FEMALE,
        worksWithCouples: false,
        sessionTypes: [
          {
            kind: SessionKind.SESSION_KIND_INDIVIDUAL,
            durationMinutes: 50,
            priceRsd: { amountMinor: 350000, currency: 'RSD' },
            priceEur: { amountMinor: 3000, currency: 'EUR' },
          },
        ],
        timeZone: 'Europe/Belgrade',
      },
    },
    t,
  );
  const id = saved.profile?.id ?? '';
  await h.call(c.submitMyProfile.bind(c), {}, t);
  await h.call(
    c.approveProfile.bind(c),
    {
      profileId: id,
      verification: {
        degreeChecked: true,
        licenceNumber: 'DPS-77',
        association: 'Društvo psihologa Srbije',
        supervisionChecked: false,
        checkedBy: '',
        checkedAt: undefined,
        note: '',
      },
    },
    admin,
  );
  return { id, userId, slug: saved.profile?.slug ?? '' };
}

/** Publishes as booking does: one message per fact, its id in Nats-Msg-Id. */
async function availabilityChanged(e: Partial<AvailabilityChanged> & { occurredAt: Date }): Promise<string> {
  const id = randomUUID();
  await bus.js.publish(
    `${prefix}booking.availability.changed.v1`,
    AvailabilityChanged.encode({
      therapistProfileId: '',
      therapistUserId: '',
      firstFreeSlotAt: undefined,
      ...e,
    }).finish(),
    { msgID: id },
  );
  return id;
}

/** Waits until the consumer has handled the message (its id is in the inbox). */
async function handled(messageId: string): Promise<void> {
  await eventually(`message ${messageId} handled`, () =>
    h.prisma.inbox.findUnique({
      where: { consumer_messageId: { consumer: AVAILABILITY_CHANGED_DURABLE, messageId } },
    }),
  );
}

async function firstFreeSlot(slug: string): Promise<Date | undefined> {
  return (await h.call(c.getPublicProfile.bind(c), { slug })).profile?.firstFreeSlot;
}

async function within(days: number): Promise<string[]> {
  return (await h.call(c.searchTherapists.bind(c), { ...search, availableWithinDays: days })).profiles.map(
    (p) => p.id,
  );
}

beforeAll(async () => {
  h = await startTherapists('therapists_availability');
  c = h.client;
  events = await startTestBus('therapists-availability-test', log);
  ({ bus, prefix } = events);
  consumers = await startConsumers({ bus, prisma: h.prisma, log });
});

afterAll(async () => {
  await consumers?.stop();
  await events?.close();
  await h?.close();
});

describe('first free slot from booking.availability.changed.v1', () => {
  it('shows the reported slot on the profile and in search, and filters "available within N days" by it', async () => {
    const soon = await approved();
    const later = await approved();
    const unknown = await approved();
    expect(await firstFreeSlot(soon.slug)).toBeUndefined();

    const soonSlot = new Date(Date.now() + 2 * DAY + 3 * HOUR);
    const laterSlot = new Date(Date.now() + 10 * DAY);
    await handled(
      await availabilityChanged({
        therapistProfileId: soon.id,
        firstFreeSlotAt: soonSlot,
        occurredAt: new Date(),
      }),
    );
    // Booking may name the therapist by account only.
    await handled(
      await availabilityChanged({
        therapistUserId: later.userId,
        firstFreeSlotAt: laterSlot,
        occurredAt: new Date(),
      }),
    );

    expect(await firstFreeSlot(soon.slug)).toEqual(soonSlot);
    expect(await firstFreeSlot(later.slug)).toEqual(laterSlot);
    const card = (await h.call(c.searchTherapists.bind(c), search)).profiles.find((p) => p.id === soon.id);
    expect(card?.firstFreeSlot).toEqual(soonSlot);

    expect(await within(2)).toEqual([]);
    expect(await within(3)).toEqual([soon.id]);
    expect((await within(14)).sort()).toEqual([soon.id, later.id].sort());
    const all = await h.call(c.searchTherapists.bind(c), { ...search, availableWithinDays: 60 });
    expect(all.total).toBe(2);
    expect(all.profiles.map((p) => p.id)).not.toContain(unknown.id);
  });

  it('keeps the newer report when an older one arrives late', async () => {
    const t = await approved();
    const newer = new Date(Date.now() + 1 * DAY);
    const older = new Date(Date.now() + 20 * DAY);
    const now = Date.now();
    await handled(
      await availabilityChanged({
        therapistProfileId: t.id,
        firstFreeSlotAt: newer,
        occurredAt: new Date(now),
      }),
    );
    await handled(
      await availabilityChanged({
        therapistProfileId: t.id,
        firstFreeSlotAt: older,
        occurredAt: new Date(now - 60_000),
      }),
    );
    expect(await firstFreeSlot(t.slug)).toEqual(newer);
    expect(await within(2)).toContain(t.id);

    // A newer report wins again, including "nothing free within the horizon".
    await handled(
      await availabilityChanged({ therapistProfileId: t.id, occurredAt: new Date(now + 60_000) }),
    );
    expect(await firstFreeSlot(t.slug)).toBeUndefined();
    expect(await within(60)).not.toContain(t.id);
  });

  it('treats a reported slot that has already passed as unknown', async () => {
    const t = await approved();
    await handled(
      await availabilityChanged({
        therapistProfileId: t.id,
        firstFreeSlotAt: new Date(Date.now() - HOUR),
        occurredAt: new Date(),
      }),
    );
    expect(await firstFreeSlot(t.slug)).toBeUndefined();
    expect(await within(60)).not.toContain(t.id);
  });

  it('acknowledges a report about a therapist it does not know, and keeps consuming', async () => {
    const stray = await availabilityChanged({
      therapistProfileId: randomUUID(),
      firstFreeSlotAt: new Date(Date.now() + DAY),
      occurredAt: new Date(),
    });
    await handled(stray);
    const t = await approved();
    const slot = new Date(Date.now() + 5 * DAY);
    await handled(
      await availabilityChanged({ therapistProfileId: t.id, firstFreeSlotAt: slot, occurredAt: new Date() }),
    );
    expect(await firstFreeSlot(t.slug)).toEqual(slot);
  });
});
