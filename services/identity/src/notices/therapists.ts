import type { Tx } from '@oslonac/kit';
import type {
  ConnectionRequestAssigned,
  TherapistProfileApproved,
  TherapistProfileRejected,
  TherapistProfileUpdated,
} from '@oslonac/proto/oslonac/events/v1/therapists';
import { noticeLinks } from '../domain/notice-kinds';
import type { Db } from '../store/db';
import { findRecipients, upsertTherapist } from '../store/notices';
import type { NoticeDeps } from './deps';
import { sendNotice } from './send';

// Therapists' facts: the profile decisions and "connect me" assignments mailed to the therapist, and the public
// facts (name, zone, page) that booking notices use.

async function therapistAccount(tx: Tx, userId: string) {
  return (await findRecipients(tx as Db, [userId])).get(userId);
}

export async function onProfileApproved(tx: Tx, d: NoticeDeps, e: TherapistProfileApproved): Promise<void> {
  const account = await therapistAccount(tx, e.userId);
  if (!account) return;
  const link = e.slug ? noticeLinks.publicProfile(d.publicUrl, e.slug) : noticeLinks.dashboard(d.publicUrl);
  await sendNotice(tx, d, account, () => ({ kind: 'profile_approved', link }));
}

/** The reason stays in therapists: the mail only says where to read it. */
export async function onProfileRejected(tx: Tx, d: NoticeDeps, e: TherapistProfileRejected): Promise<void> {
  const account = await therapistAccount(tx, e.userId);
  if (!account) return;
  await sendNotice(tx, d, account, () => ({
    kind: 'profile_rejected',
    link: noticeLinks.therapistProfile(d.publicUrl),
  }));
}

export async function onConnectionAssigned(
  tx: Tx,
  d: NoticeDeps,
  e: ConnectionRequestAssigned,
): Promise<void> {
  const account = await therapistAccount(tx, e.therapistUserId);
  if (!account) return;
  await sendNotice(tx, d, account, () => ({
    kind: 'connection_assigned',
    link: noticeLinks.dashboard(d.publicUrl),
  }));
}

/** Only a public profile's facts are kept: an unpublished draft's name is not what clients booked. */
export async function onProfileUpdated(tx: Tx, d: NoticeDeps, e: TherapistProfileUpdated): Promise<void> {
  if (!e.public) return;
  await upsertTherapist(tx as Db, {
    userId: e.userId,
    profileId: e.profileId,
    displayName: e.displayName,
    slug: e.slug,
    timeZone: e.timeZone || 'Europe/Belgrade',
    updatedAt: e.occurredAt ?? d.clock(),
  });
}
