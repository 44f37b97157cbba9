import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import {
  assertNotOwnProfile,
  type ProfileStatus,
  transition,
  type VerificationData,
} from '../domain/profile';
import { profileApproved, profileRejected, profileUpdated } from '../events';
import { ensureAvailabilitySummary } from '../store/availability';
import { transaction } from '../store/db';
import {
  findProfile,
  findProfilesByIds,
  markApproved,
  markRejected,
  type ProfileView,
  profileIdsForReview,
  profileNames,
  setFeatured as storeFeatured,
} from '../store/profiles';
import type { Deps } from './deps';
import { derivedColumns } from './profiles';

/**
 * The review queue. "submitted" also lists approved profiles whose verified fields were edited and wait for a
 * second look (they stay public meanwhile); oldest first.
 */
export async function listProfilesForReview(
  d: Deps,
  q: { status: ProfileStatus | null; page: number; pageSize: number },
): Promise<{ profiles: ProfileView[]; total: number }> {
  const { ids, total } = await profileIdsForReview(d.prisma, {
    status: q.status ?? 'submitted',
    skip: (q.page - 1) * q.pageSize,
    take: q.pageSize,
  });
  const byId = new Map((await findProfilesByIds(d.prisma, ids, false)).map((p) => [p.id, p]));
  return { profiles: ids.map((id) => byId.get(id)).filter((p): p is ProfileView => Boolean(p)), total };
}

/** One profile in any state, for the admin who reviews it (the draft's waiting edits included). */
export async function getProfileForReview(d: Deps, profileId: string): Promise<ProfileView> {
  const [profile] = await findProfilesByIds(d.prisma, [profileId], false);
  if (!profile) throw errors.notFound('profile');
  return profile;
}

/** Names for ids that lists carry (reviews, assigned requests). */
export async function getProfileNames(d: Deps, profileIds: string[]): Promise<Record<string, string>> {
  return Object.fromEntries(await profileNames(d.prisma, [...new Set(profileIds)]));
}

/** Records what was checked, makes the profile public (or applies waiting edits) and tells booking. */
export async function approveProfile(
  d: Deps,
  actor: Actor,
  profileId: string,
  v: Omit<VerificationData, 'checkedBy' | 'checkedAt'>,
): Promise<ProfileView> {
  return transaction(d.prisma, async (tx) => {
    const current = await findProfile(tx, { id: profileId }, { lock: true });
    if (!current) throw errors.notFound('profile');
    assertNotOwnProfile(current.userId, actor.userId);
    const wasPublic = current.status === 'approved';
    transition(current.status, 'approve', { hasPendingChanges: current.pendingChanges !== null });
    const now = d.clock();
    const draft = { ...current.draft, ...(current.pendingChanges ?? {}) };
    const verification: VerificationData = { ...v, checkedBy: actor.userId, checkedAt: now.toISOString() };
    const derived = await derivedColumns(tx, draft);
    await markApproved(tx, profileId, {
      draft,
      derived,
      verification,
      firstApproval: !wasPublic,
      now,
    });
    await ensureAvailabilitySummary(tx, profileId, now);
    const approved = (await findProfile(tx, { id: profileId })) as ProfileView;
    if (!wasPublic) await profileApproved(tx, approved, now);
    await profileUpdated(tx, approved, now);
    return approved;
  });
}

/** A submitted profile becomes rejected with the reason; waiting edits of a public one are dropped. */
export async function rejectProfile(
  d: Deps,
  actor: Actor,
  profileId: string,
  reason: string,
): Promise<ProfileView> {
  if (!reason.trim()) throw errors.invalidArgument('reason', 'Navedite razlog odbijanja.');
  return transaction(d.prisma, async (tx) => {
    const current = await findProfile(tx, { id: profileId }, { lock: true });
    if (!current) throw errors.notFound('profile');
    assertNotOwnProfile(current.userId, actor.userId);
    const status = transition(current.status, 'reject', {
      hasPendingChanges: current.pendingChanges !== null,
    });
    const now = d.clock();
    await markRejected(tx, profileId, { status, reason: reason.trim(), now });
    const rejected = (await findProfile(tx, { id: profileId })) as ProfileView;
    await profileRejected(tx, rejected, now);
    return rejected;
  });
}

export async function setFeatured(
  d: Deps,
  profileId: string,
  featured: boolean,
  rank: number,
): Promise<ProfileView> {
  if (!(await storeFeatured(d.prisma, profileId, featured, rank))) throw errors.notFound('profile');
  return (await findProfile(d.prisma, { id: profileId })) as ProfileView;
}
