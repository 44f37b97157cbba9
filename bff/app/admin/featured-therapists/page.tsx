import '@oslonac/web/screens/therapist/therapist.css';
import { adminTherapistMessages } from '@oslonac/web/screens/admin-therapists/messages';
import { AdminFeaturedScreen } from '@oslonac/web/screens/admin-therapists/ReviewsFeaturedScreens';
import { approvedProfiles } from '@/src/api/loaders/admin-therapists';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../_shell/guards';
import { titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminTherapistMessages, 'metaFeatured');

export default async function FeaturedTherapistsPage() {
  const { actorToken } = await requireAdmin('/admin/featured-therapists');
  const [profiles, locale] = await Promise.all([approvedProfiles(actorToken), getLocale()]);
  return <AdminFeaturedScreen locale={locale} profiles={profiles} />;
}
