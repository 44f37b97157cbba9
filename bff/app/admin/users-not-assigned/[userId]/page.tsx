import '@oslonac/web/screens/therapist/therapist.css';
import { AdminAssignScreen } from '@oslonac/web/screens/admin-therapists/ConnectScreens';
import { adminTherapistMessages } from '@oslonac/web/screens/admin-therapists/messages';
import { isUuid } from '@/src/api/ids';
import { openRequestsOf, profilesNamed } from '@/src/api/loaders/admin-therapists';
import { safeTaxonomy } from '@/src/api/loaders/catalog';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../../_shell/guards';
import { param, type SearchParams, titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminTherapistMessages, 'metaAssign');

export default async function AssignPage({
  params,
  searchParams,
}: {
  params: Promise<{ userId: string }>;
  searchParams: SearchParams;
}) {
  const [{ userId }, query] = await Promise.all([params, searchParams]);
  const { actorToken } = await requireAdmin(`/admin/users-not-assigned/${encodeURIComponent(userId)}`);
  const q = (param(query, 'q', 100) ?? '').trim();
  const [requests, taxonomy, locale] = await Promise.all([
    isUuid(userId) ? openRequestsOf(actorToken, userId) : [],
    safeTaxonomy(),
    getLocale(),
  ]);
  const results = requests.length ? await profilesNamed(actorToken, q) : [];
  return (
    <AdminAssignScreen
      locale={locale}
      clientUserId={userId}
      requests={requests}
      q={q}
      results={results}
      taxonomy={taxonomy}
    />
  );
}
