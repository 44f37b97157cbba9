import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { eventually, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { TherapistProfileUpdated } from '@oslonac/proto/oslonac/events/v1/therapists';
import { v7 } from 'uuid';
import { startConsumers } from '../src/consumers';
import { type Harness, startBooking } from './support/harness';

const log = createLogger('booking-consumers-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let events: TestBus;
let consumers: { stop(): Promise<void> };

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
  events = await startTestBus('booking-test', log);
  consumers = await startConsumers({ bus: events.bus, prisma: h.prisma, log });
});

afterAll(async () => {
  await consumers?.stop();
  await events?.close();
  await h?.close();
});

describe('therapist profiles from therapists’ events', () => {
  it('builds the read model from the bus and ignores an older event that arrives late', async () => {
    const profileId = v7();
    const userId = v7();
    const subject = `${events.prefix}therapists.profile.updated.v1`;
    const { js } = events.bus;
    await js.publish(subject, profileEvent(profileId, userId, '2026-11-30T10:00:00Z', 'Psihoterapeutkinja'));
    const row = await eventually('the therapist in the read model', () =>
      h.prisma.therapist.findUnique({ where: { profileId } }),
    );
    expect(row.languages).toEqual(['sr', 'en']);
    expect(row.individualRsd).toBe(400000n);
    await js.publish(subject, profileEvent(profileId, userId, '2026-11-30T09:00:00Z', 'Stari naziv'));
    await js.publish(subject, profileEvent(profileId, userId, '2026-11-30T11:00:00Z', 'Psiholog'));
    const updated = await eventually('the newer title', async () => {
      const r = await h.prisma.therapist.findUnique({ where: { profileId } });
      return r?.title === 'Psiholog' ? r : null;
    });
    expect(updated.sourceAt.toISOString()).toBe('2026-11-30T11:00:00.000Z');
    // The late, older event was handled (acked) without overwriting anything.
    expect(await h.prisma.inbox.count()).toBe(3);
  });
});
