import '@oslonac/web/screens/therapist/therapist.css';
import { redirect } from 'next/navigation';
import { InvalidInput } from '@/src/api/errors';
import { usersPage } from '@/src/api/loaders/admin';
import { getLocale, getSession, requireRole } from '@/src/server/session';
import { param, type SearchParams, titleMetadata } from '../_shell/page-helpers';
import { isRole } from '../_shell/roles';
import { AdminUsersScreen, adminMessages } from '../_shell/screens';

export const generateMetadata = () => titleMetadata(adminMessages, 'metaTitle');

const PAGE_SIZE = 50;
const PAGE_TOKEN = /^[A-Za-z0-9_=.-]{1,512}$/;

/** Admins and superusers only: anyone else is sent to their dashboard with a note, never shown this page. */
export default async function AdminPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const viewer = await requireRole(['admin', 'superuser'], '/admin');
  const session = await getSession();
  const roleParam = param(params, 'role');
  const role = isRole(roleParam) ? roleParam : null;
  const q = (param(params, 'q', 100) ?? '').trim();
  const tokenParam = param(params, 'pageToken');
  const pageToken = tokenParam && PAGE_TOKEN.test(tokenParam) ? tokenParam : '';
  // Same call as GET /api/v1/admin/users, made here so the list is in the first HTML.
  let page: Awaited<ReturnType<typeof usersPage>>;
  try {
    page = await usersPage(session!.actorToken, {
      role: role ?? undefined,
      query: q || undefined,
      pageToken: pageToken || undefined,
      pageSize: PAGE_SIZE,
    });
  } catch (err) {
    // A page marker identity does not recognise (edited by hand, or from an older list) starts the list over.
    if (pageToken && err instanceof InvalidInput) {
      const again = new URLSearchParams();
      if (role) again.set('role', role);
      if (q) again.set('q', q);
      redirect(again.size > 0 ? `/admin?${again.toString()}` : '/admin');
    }
    throw err;
  }
  return (
    <AdminUsersScreen
      locale={await getLocale()}
      viewerRoles={viewer.roles}
      users={page.users}
      filter={{ role, q }}
      pageToken={pageToken}
      nextPageToken={page.nextPageToken}
    />
  );
}
