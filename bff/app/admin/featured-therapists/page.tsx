import '../../../../web/src/screens/therapist/therapist.css';
import { getLocale } from '@/src/server/session';
import { adminTherapistMessages } from '../../../../web/src/screens/admin-therapists/messages';
import { AdminFeaturedScreen } from '../../../../web/src/screens/admin-therapists/ReviewsFeaturedScreens';
import { titleMetadata } from '../../_shell/page-helpers';
import { approvedProfiles, requireAdmin } from '../users-therapists/admin-data';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminTherapistMessages, 'metaFeatured');

export default async function FeaturedTherapistsPage() {
  const { actorToken } = await requireAdmin('/admin/featured-therapists');
  const [profiles, locale] = await Promise.all([approvedProfiles(actorToken), getLocale()]);
  return <AdminFeaturedScreen locale={locale} profiles={profiles} />;
}
