import '../../../../../../web/src/screens/therapist/therapist.css';
import { findMyProfile } from '@/src/server/services/therapist-profile';
import { getLocale } from '@/src/server/session';
import { therapistMessages } from '../../../../../../web/src/screens/therapist/messages';
import { ProfileEditScreen } from '../../../../../../web/src/screens/therapist/OnboardingScreens';
import { titleMetadata } from '../../../../_shell/page-helpers';
import { safeTaxonomy } from '../../../../terapeuti/catalog-page';
import { requireTherapist } from './therapist-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(therapistMessages, 'metaProfile');

export default async function TherapistProfilePage() {
  const { user, actorToken } = await requireTherapist('/app/onboarding/terapeut/profil');
  const [profile, taxonomy, locale] = await Promise.all([
    findMyProfile(actorToken),
    safeTaxonomy(),
    getLocale(),
  ]);
  return (
    <ProfileEditScreen locale={locale} profile={profile} defaultName={user.displayName} taxonomy={taxonomy} />
  );
}
