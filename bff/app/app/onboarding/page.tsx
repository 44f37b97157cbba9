import { redirect } from 'next/navigation';
import { getLocale, requireUser } from '@/src/server/session';
import { titleMetadata } from '../../_shell/page-helpers';
import { ChoosePathScreen, onboardingMessages } from '../../_shell/screens';
import { STEP_PAGES } from './steps';

export const generateMetadata = () => titleMetadata(onboardingMessages, 'metaChoose');

export default async function OnboardingPage() {
  const user = await requireUser('/app/onboarding');
  if (user.onboardingStep !== 'choose_path') redirect(STEP_PAGES[user.onboardingStep]);
  return <ChoosePathScreen locale={await getLocale()} />;
}
