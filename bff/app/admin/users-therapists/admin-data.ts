// Reads the therapist back office pages share.
import { status } from '@grpc/grpc-js';
import { errorCodeOf } from '@oslonac/kit/grpc-client';
import { redirect } from 'next/navigation';
import { therapists } from '@/src/server/gateways/therapists';
import { ADMIN_PAGE_SIZE } from '@/src/server/services/admin-therapists';
import { getSession, requireRole } from '@/src/server/session';
import type { ProfileStatusView, ProfileView } from '@/src/server/views/therapists';
import { param } from '../../_shell/page-helpers';

export { ADMIN_PAGE_SIZE };

const MAX_SCAN_PAGES = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Admins and superusers only; anyone else goes to their dashboard with a note. */
export async function requireAdmin(path: string): Promise<{ actorToken: string }> {
  await requireRole(['admin', 'superuser'], path);
  const session = await getSession();
  if (!session) redirect(`/app/login?next=${encodeURIComponent(path)}`);
  return { actorToken: session.actorToken };
}

/** `page` from the query: 1–500, anything else is page 1. */
export function pageFrom(params: Record<string, string | string[] | undefined>): number {
  const raw = param(params, 'page', 3);
  const n = raw && /^[1-9][0-9]{0,2}$/.test(raw) ? Number(raw) : 1;
  return Math.min(n, 500);
}

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
    if (errorCodeOf(err)?.status === status.NOT_FOUND) return null;
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
    if (errorCodeOf(err)?.status === status.NOT_FOUND) return [];
    throw err;
  }
}
