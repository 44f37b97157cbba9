import '@oslonac/web/screens/therapist/therapist.css';
import { AdminTherapistScreen } from '@oslonac/web/screens/admin-therapists/AdminTherapistsScreens';
import { adminTherapistMessages } from '@oslonac/web/screens/admin-therapists/messages';
import { isUuid } from '@/src/api/ids';
import { documentsOf, findProfile } from '@/src/api/loaders/admin-therapists';
import { safeTaxonomy } from '@/src/api/loaders/catalog';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../../_shell/guards';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminTherapistMessages, 'metaTherapist');

export default async function AdminTherapistPage({ params }: { params: Promise<{ therapistId: string }> }) {
  const { therapistId } = await params;
  const { actorToken } = await requireAdmin(`/admin/users-therapists/${encodeURIComponent(therapistId)}`);
  const [profile, taxonomy, locale] = await Promise.all([
    isUuid(therapistId) ? findProfile(actorToken, therapistId) : null,
    safeTaxonomy(),
    getLocale(),
  ]);
  // Listing documents is not a read of their content; downloads are the audited reads.
  const documents = profile ? await documentsOf(actorToken, profile.id) : [];
  return <AdminTherapistScreen locale={locale} profile={profile} documents={documents} taxonomy={taxonomy} />;
}
