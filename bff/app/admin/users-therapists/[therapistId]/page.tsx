import '../../../../../web/src/screens/therapist/therapist.css';
import { getLocale } from '@/src/server/session';
import { AdminTherapistScreen } from '../../../../../web/src/screens/admin-therapists/AdminTherapistsScreens';
import { adminTherapistMessages } from '../../../../../web/src/screens/admin-therapists/messages';
import { titleMetadata } from '../../../_shell/page-helpers';
import { safeTaxonomy } from '../../../terapeuti/catalog-page';
import { documentsOf, findProfile, isUuid, requireAdmin } from '../admin-data';

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
