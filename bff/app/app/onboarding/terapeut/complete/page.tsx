import '@oslonac/web/screens/therapist/therapist.css';
import { therapistMessages } from '@oslonac/web/screens/therapist/messages';
import { ProfileCompleteScreen } from '@oslonac/web/screens/therapist/OnboardingScreens';
import { requireTherapist } from '@/app/_shell/guards';
import { safeTaxonomy } from '@/src/api/loaders/catalog';
import { findMyProfile, myDocuments } from '@/src/api/loaders/therapist-settings';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../../../../_shell/page-helpers';

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
  const documents = await myDocuments(actorToken, profile !== null);
  return (
    <ProfileCompleteScreen locale={locale} profile={profile} taxonomy={taxonomy} documents={documents} />
  );
}
