import { publish } from '../events';
import type { Prisma } from '../generated/prisma/client';
import { ensureRelationship } from '../store/relationships';
import type { DemoPractice } from './demo-practice';

/** The demo pair's relationship, announced the way the first confirmed booking announces it; returns its id. */
export async function ensureDemoRelationship(
  tx: Prisma.TransactionClient,
  therapist: { profileId: string; userId: string },
  p: DemoPractice,
  firstBookedAt: Date,
  now: Date,
): Promise<string> {
  const relationship = await ensureRelationship(
    tx,
    {
      therapistProfileId: therapist.profileId,
      therapistUserId: therapist.userId,
      clientUserId: p.client.userId,
      clientName: p.client.name,
    },
    firstBookedAt,
  );
  if (relationship.created) {
    await publish.relationshipCreated(
      tx,
      {
        id: relationship.id,
        clientUserId: p.client.userId,
        therapistUserId: therapist.userId,
        therapistProfileId: therapist.profileId,
      },
      now,
    );
  }
  return relationship.id;
}
