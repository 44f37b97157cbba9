import '@oslonac/web/screens/therapist/therapist.css';
import { therapistMessages } from '@oslonac/web/screens/therapist/messages';
import { VerifyingScreen } from '@oslonac/web/screens/therapist/OnboardingScreens';
import { requireTherapist } from '@/app/_shell/guards';
import { findMyProfile } from '@/src/api/loaders/therapist-settings';
import { getLocale } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(therapistMessages, 'metaVerifying');

export default async function VerifyingPage() {
  const { actorToken } = await requireTherapist('/app/onboarding/verifying');
  const [profile, locale] = await Promise.all([findMyProfile(actorToken), getLocale()]);
  return <VerifyingScreen locale={locale} profile={profile} />;
}
