import '../../../../../../web/src/screens/therapist/therapist.css';
import { therapists } from '@/src/server/gateways/therapists';
import { findMyProfile } from '@/src/server/services/therapist-profile';
import { getLocale } from '@/src/server/session';
import { therapistMessages } from '../../../../../../web/src/screens/therapist/messages';
import { ProfileCompleteScreen } from '../../../../../../web/src/screens/therapist/OnboardingScreens';
import { titleMetadata } from '../../../../_shell/page-helpers';
import { safeTaxonomy } from '../../../../terapeuti/catalog-page';
import { requireTherapist } from '../profil/therapist-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(therapistMessages, 'metaComplete');

export default async function TherapistCompletePage() {
  const { actorToken } = await requireTherapist('/app/onboarding/terapeut/complete');
  const [profile, taxonomy, locale] = await Promise.all([
    findMyProfile(actorToken),
    safeTaxonomy(),
    getLocale(),
  ]);
  // Documents belong to a profile: before the first save there are none to list.
  const documents = profile ? await therapists.listDocuments(actorToken) : [];
  return (
    <ProfileCompleteScreen locale={locale} profile={profile} taxonomy={taxonomy} documents={documents} />
  );
}
