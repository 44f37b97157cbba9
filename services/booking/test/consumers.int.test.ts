import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Bus, createLogger, streamName } from '@oslonac/kit';
import { testNatsUrl, testStreamPrefix, uniqueTestPrefix } from '@oslonac/kit/testing';
import { TherapistProfileUpdated } from '@oslonac/proto/oslonac/events/v1/therapists';
import { v7 } from 'uuid';
import { startConsumers } from '../src/consumers';
import { type Harness, startBooking } from './support/harness';

const log = createLogger('booking-consumers-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let bus: Bus;
let prefix: string;
let consumers: { stop(): Promise<void> };

async function eventually<T>(fn: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function profileEvent(profileId: string, userId: string, at: string, title: string) {
  return TherapistProfileUpdated.encode({
    profileId,
    userId,
    slug: `ana-${profileId.slice(-6)}`,
    timeZone: 'Europe/Belgrade',
    sessionTypes: [{ kind: 'individual', durationMinutes: 50, priceRsdMinor: 400000, priceEurMinor: 4000 }],
    public: true,
    occurredAt: new Date(at),
    displayName: 'Ana Petrović',
    title,
    specialties: ['anksioznost'],
    languages: ['sr', 'en'],
  }).finish();
}

beforeAll(async () => {
  h = await startBooking('booking_consumers', new Date('2026-12-01T07:00:00Z'));
  prefix = uniqueTestPrefix();
  bus = await Bus.connect({
    url: testNatsUrl(),
    name: 'booking-test',
    log,
    subjectPrefix: prefix,
    streamPrefix: testStreamPrefix(prefix),
  });
  consumers = await startConsumers({ bus, prisma: h.prisma, log, streamPrefix: testStreamPrefix(prefix) });
});

afterAll(async () => {
  await consumers?.stop();
  for (const s of [streamName(testStreamPrefix(prefix), 'therapists'), `${testStreamPrefix(prefix)}_DLQ`]) {
    await bus?.jsm.streams.delete(s).catch(() => {});
  }
  await bus?.close();
  await h?.close();
});

describe('therapist profiles from therapists’ events', () => {
  it('builds the read model from the bus and ignores an older event that arrives late', async () => {
    const profileId = v7();
    const userId = v7();
    const subject = `${prefix}therapists.profile.updated.v1`;
    await bus.js.publish(
      subject,
      profileEvent(profileId, userId, '2026-11-30T10:00:00Z', 'Psihoterapeutkinja'),
    );
    const row = await eventually(() => h.prisma.therapist.findUnique({ where: { profileId } }));
    expect(row.languages).toEqual(['sr', 'en']);
    expect(row.individualRsd).toBe(400000n);
    await bus.js.publish(subject, profileEvent(profileId, userId, '2026-11-30T09:00:00Z', 'Stari naziv'));
    await bus.js.publish(subject, profileEvent(profileId, userId, '2026-11-30T11:00:00Z', 'Psiholog'));
    const updated = await eventually(async () => {
      const r = await h.prisma.therapist.findUnique({ where: { profileId } });
      return r?.title === 'Psiholog' ? r : null;
    });
    expect(updated.sourceAt.toISOString()).toBe('2026-11-30T11:00:00.000Z');
    // The late, older event was handled (acked) without overwriting anything.
    expect(await h.prisma.inbox.count()).toBe(3);
  });
});
