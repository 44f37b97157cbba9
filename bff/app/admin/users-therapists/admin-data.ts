// Reads the therapist back office pages share. The therapists contract has no "profile by id" call for
// admins, so one profile is found by paging the review lists (see the report of issue 3).
import { status } from '@grpc/grpc-js';
import { errorCodeOf } from '@oslonac/kit/grpc-client';
import { redirect } from 'next/navigation';
import { therapists } from '@/src/server/gateways/therapists';
import { getSession, requireRole } from '@/src/server/session';
import { PROFILE_STATUSES, type ProfileStatusView, type ProfileView } from '@/src/server/views/therapists';
import { param } from '../../_shell/page-helpers';

export const ADMIN_PAGE_SIZE = 50;
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
async function scan(
  actorToken: string,
  statuses: readonly ProfileStatusView[],
  stop: (p: ProfileView) => boolean = () => false,
): Promise<ProfileView[]> {
  const out: ProfileView[] = [];
  for (const s of statuses) {
    for (let page = 1; page <= MAX_SCAN_PAGES; page++) {
      const res = await therapists.listProfilesForReview(actorToken, {
        status: s,
        page,
        pageSize: ADMIN_PAGE_SIZE,
      });
      out.push(...res.items);
      if (res.items.some(stop)) return out;
      if (res.items.length < ADMIN_PAGE_SIZE || page * ADMIN_PAGE_SIZE >= res.total) break;
    }
  }
  return out;
}

export async function findProfile(actorToken: string, profileId: string): Promise<ProfileView | null> {
  // Submitted first: that is where admins come from most of the time.
  const order: ProfileStatusView[] = ['submitted', ...PROFILE_STATUSES.filter((s) => s !== 'submitted')];
  const found = await scan(actorToken, order, (p) => p.id === profileId);
  return found.find((p) => p.id === profileId) ?? null;
}

export async function approvedProfiles(actorToken: string): Promise<ProfileView[]> {
  return scan(actorToken, ['approved']);
}

/** Profile id → display name of approved profiles, for lists that only carry ids. */
export async function approvedNames(actorToken: string): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const p of await approvedProfiles(actorToken)) names[p.id] = p.displayName;
  return names;
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
