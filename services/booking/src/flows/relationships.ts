import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Actor } from '@oslonac/kit';
import type { InvitationStatus } from '@oslonac/lang';
import { errors } from '../domain/errors';
import { publish } from '../events';
import { transaction } from '../store/db';
import {
  findRelationship,
  hasUpcomingBooking,
  listRelationshipsOf,
  lockRelationship,
  type RelationshipRecord,
  saveInvitation,
  setEnded,
  setInvitationStatus,
  setPartner,
} from '../store/relationships';
import { findTherapistsByProfileIds } from '../store/therapists';
import type { Deps } from './deps';

const HOUR = 3_600_000;
const hash = (token: string) => createHash('sha256').update(token).digest();

export function invitationState(r: RelationshipRecord, now: Date): InvitationStatus | null {
  const inv = r.invitation;
  if (!inv) return null;
  if (inv.status === 'pending' && inv.expiresAt <= now) return 'expired';
  return inv.status;
}

export async function listMine(deps: Deps, actor: Actor) {
  const relationships = await listRelationshipsOf(deps.prisma, actor.userId);
  const therapists = await findTherapistsByProfileIds(
    deps.prisma,
    relationships.map((r) => r.therapistProfileId),
  );
  return relationships.map((r) => ({
    relationship: r,
    therapist: therapists.get(r.therapistProfileId) ?? null,
  }));
}

/** The client invites a partner: a fresh single-use token (72 h) replaces any earlier one. Shown once. */
export async function invite(deps: Deps, actor: Actor, relationshipId: string) {
  const now = deps.clock();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + deps.settings.partnerInvitationHours * HOUR);
  await transaction(deps.prisma, async (tx) => {
    const r = await lockRelationship(tx, relationshipId);
    if (!r || r.clientUserId !== actor.userId) throw errors.notFound('relationship');
    if (r.partnerUserId) throw errors.partnerAlreadyJoined();
    // An ended relationship has a read-only inbox and no sessions ahead: nothing a partner could join.
    if (r.endedAt) throw errors.relationshipEnded();
    await saveInvitation(tx, relationshipId, hash(token), expiresAt, now);
  });
  return { token, relationship: await must(deps, relationshipId) };
}

export async function revoke(deps: Deps, actor: Actor, relationshipId: string) {
  await transaction(deps.prisma, async (tx) => {
    const r = await lockRelationship(tx, relationshipId);
    if (!r || r.clientUserId !== actor.userId || !r.invitation) throw errors.notFound('relationship');
    if (r.invitation.status === 'pending')
      await setInvitationStatus(tx, relationshipId, 'revoked', deps.clock());
  });
  return must(deps, relationshipId);
}

/**
 * The client or the therapist ends the relationship (messaging closes the conversation). Refused while a session
 * is still ahead, so nobody is left with a booked hour in a closed relationship; ending an ended one changes
 * nothing and publishes nothing. A partner, like a stranger, gets "not found": only the two who agreed end it.
 */
export async function end(deps: Deps, actor: Actor, relationshipId: string) {
  const now = deps.clock();
  await transaction(deps.prisma, async (tx) => {
    const r = await lockRelationship(tx, relationshipId);
    const by = !r
      ? null
      : r.clientUserId === actor.userId
        ? 'client'
        : r.therapistUserId === actor.userId
          ? 'therapist'
          : null;
    if (!r || !by) throw errors.notFound('relationship');
    if (r.endedAt) return;
    if (await hasUpcomingBooking(tx, r, now)) throw errors.relationshipHasUpcoming();
    await setEnded(tx, r.id, now);
    await publish.relationshipEnded(tx, r, by, now);
  });
  return must(deps, relationshipId);
}

async function must(deps: Deps, id: string): Promise<RelationshipRecord> {
  const r = await findRelationship(deps.prisma, id);
  if (!r) throw errors.notFound('relationship');
  return r;
}

function tokenMatches(r: RelationshipRecord, token: string): boolean {
  const stored = r.invitation?.tokenHash;
  if (!stored || token.length === 0 || token.length > 200) return false;
  return timingSafeEqual(Buffer.from(stored), hash(token));
}

/** Public: what the invitation page may show. Without the right token nothing is revealed, not even existence. */
export async function peek(deps: Deps, relationshipId: string, token: string) {
  const r = await findRelationship(deps.prisma, relationshipId);
  if (!r || !tokenMatches(r, token)) throw errors.invitationInvalid();
  const therapist = (await findTherapistsByProfileIds(deps.prisma, [r.therapistProfileId])).get(
    r.therapistProfileId,
  );
  return {
    relationship: r,
    state: invitationState(r, deps.clock()),
    therapistName: therapist?.displayName ?? '',
  };
}

export async function accept(
  deps: Deps,
  actor: Actor,
  input: { relationshipId: string; token: string; partnerName: string },
) {
  const now = deps.clock();
  await transaction(deps.prisma, async (tx) => {
    const r = await lockRelationship(tx, input.relationshipId);
    if (!r || !tokenMatches(r, input.token)) throw errors.invitationInvalid();
    if (r.clientUserId === actor.userId || r.therapistUserId === actor.userId) throw errors.ownInvitation();
    const state = invitationState(r, now);
    if (state === 'revoked') throw errors.invitationInvalid();
    if (state === 'expired') throw errors.invitationExpired();
    if (state === 'accepted' || r.partnerUserId) throw errors.invitationUsed();
    if (r.endedAt) throw errors.relationshipEnded();
    await setPartner(tx, r.id, actor.userId, input.partnerName);
    await setInvitationStatus(tx, r.id, 'accepted', now);
    await publish.partnerJoined(tx, { ...r, partnerUserId: actor.userId }, now);
  });
  return must(deps, input.relationshipId);
}
