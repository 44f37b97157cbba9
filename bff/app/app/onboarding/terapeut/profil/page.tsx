import '@oslonac/web/screens/therapist/therapist.css';
import { therapistMessages } from '@oslonac/web/screens/therapist/messages';
import { ProfileEditScreen } from '@oslonac/web/screens/therapist/OnboardingScreens';
import { requireTherapist } from '@/app/_shell/guards';
import { safeTaxonomy } from '@/src/api/loaders/catalog';
import { findMyProfile } from '@/src/api/loaders/therapist-settings';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../../../../_shell/page-helpers';

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
