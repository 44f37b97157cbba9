import type { Tx } from '@oslonac/kit';
import type { Role } from '@oslonac/rtc';
import { isClientSide } from '../domain/membership';
import { publish } from '../events';
import type { RoomFacts, SessionLedger } from '../rtc/ports';
import { type PrismaClient, transaction } from '../store/db';
import { addParticipation, closeAllParticipations, closeParticipation } from '../store/participations';
import { findSession, markClientJoined, markEnded, markOpened } from '../store/sessions';

// The SFU's record of what happened in a room (src/rtc/ports.ts): each call is one transaction that changes the
// read model and writes its event to the outbox, so booking learns of every opening, entry and end exactly once.

const asTx = (tx: unknown) => tx as Tx;

export function createSessionLedger(prisma: PrismaClient): SessionLedger {
  return {
    async facts(sessionId): Promise<RoomFacts | null> {
      const s = await findSession(prisma, sessionId);
      if (!s) return null;
      return {
        sessionId: s.id,
        therapistUserId: s.therapistUserId,
        clientUserId: s.clientUserId,
        partnerUserId: s.partnerUserId,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        status: s.status,
      };
    },

    roomOpened: (sessionId, at) =>
      transaction(prisma, async (tx) => {
        if (!(await markOpened(tx, sessionId, at))) return;
        await publish.roomOpened(asTx(tx), { sessionId, bookingId: sessionId, occurredAt: at });
      }),

    participantJoined: (sessionId, userId, role: Role, at) =>
      transaction(prisma, async (tx) => {
        if (!(await findSession(tx, sessionId))) return;
        await addParticipation(tx, { sessionId, userId, role, at });
        if (isClientSide(role)) await markClientJoined(tx, sessionId);
        await publish.participantJoined(asTx(tx), {
          sessionId,
          bookingId: sessionId,
          userId,
          role,
          occurredAt: at,
        });
      }),

    participantLeft: (sessionId, userId, role: Role, at) =>
      transaction(prisma, async (tx) => {
        // Only someone who was in the call leaves it: a repeated report announces nothing twice.
        if ((await closeParticipation(tx, sessionId, userId, at)) === 0) return;
        await publish.participantLeft(asTx(tx), {
          sessionId,
          bookingId: sessionId,
          userId,
          role,
          occurredAt: at,
        });
      }),

    ended: (sessionId, endedBy, at) =>
      transaction(prisma, async (tx) => {
        const ended = await markEnded(tx, sessionId, endedBy, at);
        if (!ended) return;
        await closeAllParticipations(tx, sessionId, at);
        await publish.sessionEnded(asTx(tx), {
          sessionId,
          bookingId: sessionId,
          clientJoined: ended.clientJoined,
          endedBy,
          occurredAt: at,
        });
      }),
  };
}
