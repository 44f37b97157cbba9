// Reads the therapist back office pages share.

import { therapists } from '../../server/gateways/therapists';
import type { ConnectionRequestView, ProfileStatusView, ProfileView } from '../../server/views/therapists';
import { NotFound } from '../errors';
import { ADMIN_PAGE_SIZE } from '../handlers/admin-therapists';

export { ADMIN_PAGE_SIZE };

import { isUuid } from '../ids';

const MAX_SCAN_PAGES = 20;

/** Every profile in the given states, page by page (bounded). */
async function scan(actorToken: string, statuses: readonly ProfileStatusView[]): Promise<ProfileView[]> {
  const out: ProfileView[] = [];
  for (const s of statuses) {
    for (let page = 1; page <= MAX_SCAN_PAGES; page++) {
      const res = await therapists.listProfilesForReview(actorToken, {
        status: s,
        page,
        pageSize: ADMIN_PAGE_SIZE,
      });
      out.push(...res.items);
      if (res.items.length < ADMIN_PAGE_SIZE || page * ADMIN_PAGE_SIZE >= res.total) break;
    }
  }
  return out;
}

/** One profile in any state, or null when there is none with this id. */
export async function findProfile(actorToken: string, profileId: string): Promise<ProfileView | null> {
  try {
    return await therapists.getProfileForReview(actorToken, profileId);
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}

export async function approvedProfiles(actorToken: string): Promise<ProfileView[]> {
  return scan(actorToken, ['approved']);
}

/** Profile id → display name for the ids a page of a list carries. */
export async function namesOf(
  actorToken: string,
  profileIds: readonly string[],
): Promise<Record<string, string>> {
  const ids = [...new Set(profileIds.filter(isUuid))];
  return ids.length === 0 ? {} : therapists.getProfileNames(actorToken, ids);
}

/** A document list that is simply empty when the service has none for this profile yet. */
export async function documentsOf(actorToken: string, profileId: string) {
  try {
    return await therapists.listDocuments(actorToken, profileId);
  } catch (err) {
    if (err instanceof NotFound) return [];
    throw err;
  }
}

/** One page of profiles in a state, for the review list. */
export function profilesForReviewPage(
  actorToken: string,
  input: Parameters<typeof therapists.listProfilesForReview>[1],
) {
  return therapists.listProfilesForReview(actorToken, input);
}

/** One page of reviews in a state, for moderation. */
export function reviewsPage(actorToken: string, input: Parameters<typeof therapists.listReviews>[1]) {
  return therapists.listReviews(actorToken, input);
}

/** One page of "connect me" requests in a state. */
export function connectionRequestsPage(
  actorToken: string,
  input: Parameters<typeof therapists.listConnectionRequests>[1],
) {
  return therapists.listConnectionRequests(actorToken, input);
}

/** Profiles matching a name, for assigning a therapist by hand. */
export async function profilesNamed(actorToken: string, query: string) {
  return (await therapists.search({ query, page: 1, pageSize: 20 }, actorToken)).profiles;
}

/** This client's open requests, newest first (the queue is not filtered by client in the contract). */
export async function openRequestsOf(
  actorToken: string,
  clientUserId: string,
): Promise<ConnectionRequestView[]> {
  const out: ConnectionRequestView[] = [];
  for (let page = 1; page <= MAX_SCAN_PAGES; page++) {
    const res = await therapists.listConnectionRequests(actorToken, {
      status: 'open',
      page,
      pageSize: ADMIN_PAGE_SIZE,
    });
    out.push(...res.items.filter((r) => r.clientUserId === clientUserId));
    if (res.items.length < ADMIN_PAGE_SIZE || page * ADMIN_PAGE_SIZE >= res.total) break;
  }
  return out.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}
