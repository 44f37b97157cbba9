import '../../../../../web/src/screens/therapist/therapist.css';
import { findMyProfile } from '@/src/server/services/therapist-profile';
import { getLocale } from '@/src/server/session';
import { therapistMessages } from '../../../../../web/src/screens/therapist/messages';
import { VerifyingScreen } from '../../../../../web/src/screens/therapist/OnboardingScreens';
import { titleMetadata } from '../../../_shell/page-helpers';
import { requireTherapist } from '../terapeut/profil/therapist-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(therapistMessages, 'metaVerifying');

export default async function VerifyingPage() {
  const { actorToken } = await requireTherapist('/app/onboarding/verifying');
  const [profile, locale] = await Promise.all([findMyProfile(actorToken), getLocale()]);
  return <VerifyingScreen locale={locale} profile={profile} />;
}
