import type { Actor, Tx } from '@oslonac/kit';
import { v7 } from 'uuid';
import { onCreated, onEnded, onPartnerJoined, onReopened } from '../../src/flows/relationships';
import type { Harness } from './harness';

// Relationships as booking's events make them, applied through the consumers' own handlers in a transaction (the
// bus itself is exercised in membership.int.test.ts), and the people in them with their tokens.

export interface Person {
  actor: Actor;
  token: string;
}

export interface Pair {
  relationshipId: string;
  client: Person;
  therapist: Person;
  partner?: Person;
}

async function inTx(h: Harness, fn: (tx: Tx) => Promise<void>): Promise<void> {
  await h.prisma.$transaction((tx) => fn(tx as unknown as Tx));
}

/** A new relationship (a couples one with a partner when asked) and its conversation. */
export async function pair(h: Harness, opts: { partner?: boolean } = {}): Promise<Pair> {
  const relationshipId = v7();
  const client = await h.person(['client']);
  const therapist = await h.person(['therapist']);
  const base = {
    relationshipId,
    clientUserId: client.actor.userId,
    therapistUserId: therapist.actor.userId,
    therapistProfileId: v7(),
    occurredAt: h.clock.read(),
  };
  await inTx(h, (tx) => onCreated(tx, base, h.clock.read));
  if (!opts.partner) return { relationshipId, client, therapist };
  const partner = await h.person(['partner']);
  await inTx(h, (tx) => onPartnerJoined(tx, { ...base, partnerUserId: partner.actor.userId }, h.clock.read));
  return { relationshipId, client, therapist, partner };
}

export async function endRelationship(h: Harness, p: Pair): Promise<void> {
  const e = {
    relationshipId: p.relationshipId,
    clientUserId: p.client.actor.userId,
    therapistUserId: p.therapist.actor.userId,
    endedBy: 'client',
    occurredAt: h.clock.read(),
  };
  await inTx(h, (tx) => onEnded(tx, e, h.clock.read));
}

export async function reopenRelationship(h: Harness, p: Pair): Promise<void> {
  const e = {
    relationshipId: p.relationshipId,
    clientUserId: p.client.actor.userId,
    therapistUserId: p.therapist.actor.userId,
    occurredAt: h.clock.read(),
  };
  await inTx(h, (tx) => onReopened(tx, e, h.clock.read));
}

/** Sends as `who` through gRPC; a fresh client message id unless one is given. */
export function send(
  h: Harness,
  p: Pair,
  who: Person,
  text: string,
  more: { attachmentIds?: string[]; clientMessageId?: string } = {},
) {
  return h.call(
    h.client.sendMessage.bind(h.client),
    {
      relationshipId: p.relationshipId,
      text,
      attachmentIds: more.attachmentIds ?? [],
      clientMessageId: more.clientMessageId ?? v7(),
    },
    who.token,
  );
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR crtež koji je klijentkinja nacrtala'),
]);
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nNalaz psihijatra\n%%EOF\n',
);
