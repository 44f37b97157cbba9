import type { Actor, Tx } from '@oslonac/kit';
import { v7 } from 'uuid';
import { onCancelled, onConfirmed, onPartnerJoined } from '../../src/flows/bookings';
import type { Harness } from './harness';

// Sessions as booking's events make them, applied through the consumers' own handlers in a transaction (the bus
// itself is exercised in bookings.int.test.ts), and the people in them with their tokens.

export interface Person {
  actor: Actor;
  token: string;
}

export interface Booked {
  sessionId: string;
  relationshipId: string;
  client: Person;
  therapist: Person;
  partner?: Person;
  startsAt: Date;
  endsAt: Date;
}

export const inTx = (h: Harness, fn: (tx: Tx) => Promise<void>) =>
  h.prisma.$transaction((tx) => fn(tx as unknown as Tx));

/**
 * A confirmed 50-minute session starting at `startsAt` (a couples one with a partner when asked), between new people
 * unless a therapist is given.
 */
export async function book(
  h: Harness,
  startsAt: Date,
  opts: { partner?: boolean; therapist?: Person } = {},
): Promise<Booked> {
  const client = await h.person(['client']);
  const therapist = opts.therapist ?? (await h.person(['therapist']));
  const b: Booked = {
    sessionId: v7(),
    relationshipId: v7(),
    client,
    therapist,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60_000),
  };
  await inTx(h, (tx) =>
    onConfirmed(
      tx,
      {
        bookingId: b.sessionId,
        clientUserId: client.actor.userId,
        therapistUserId: therapist.actor.userId,
        therapistProfileId: v7(),
        relationshipId: b.relationshipId,
        kind: opts.partner ? 'couples' : 'individual',
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        priceMinor: 450_000,
        currency: 'RSD',
        occurredAt: h.clock.read(),
      },
      h.clock.read,
    ),
  );
  if (!opts.partner) return b;
  const partner = await h.person(['partner']);
  await inTx(h, (tx) =>
    onPartnerJoined(
      tx,
      {
        relationshipId: b.relationshipId,
        clientUserId: client.actor.userId,
        partnerUserId: partner.actor.userId,
        therapistUserId: therapist.actor.userId,
        therapistProfileId: v7(),
        occurredAt: h.clock.read(),
      },
      h.clock.read,
    ),
  );
  return { ...b, partner };
}

export async function cancel(h: Harness, b: Booked): Promise<void> {
  await inTx(h, (tx) =>
    onCancelled(
      tx,
      {
        bookingId: b.sessionId,
        clientUserId: b.client.actor.userId,
        therapistUserId: b.therapist.actor.userId,
        therapistProfileId: v7(),
        cancelledBy: 'client',
        wasConfirmed: true,
        refundPercent: 100,
        startsAt: b.startsAt,
        occurredAt: h.clock.read(),
      },
      h.clock.read,
    ),
  );
}

export const minutesAfter = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
