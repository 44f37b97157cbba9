import { redirect } from 'next/navigation';
import { getLocale, requireUser } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';
import { onboardingMessages, TherapistDetailsScreen } from '../../../_shell/screens';
import { STEP_PAGES } from '../steps';

export const generateMetadata = () => titleMetadata(onboardingMessages, 'metaTherapist');

export default async function TherapistOnboardingPage() {
  const user = await requireUser('/app/onboarding/terapeut');
  if (user.onboardingStep !== 'therapist_details') redirect(STEP_PAGES[user.onboardingStep]);
  return <TherapistDetailsScreen locale={await getLocale()} displayName={user.displayName} />;
}
