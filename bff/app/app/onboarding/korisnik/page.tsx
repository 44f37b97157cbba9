import { redirect } from 'next/navigation';
import { getLocale, requireUser } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';
import { ClientDetailsScreen, onboardingMessages } from '../../../_shell/screens';
import { STEP_PAGES } from '../steps';

export const generateMetadata = () => titleMetadata(onboardingMessages, 'metaClient');

export default async function ClientOnboardingPage() {
  const user = await requireUser('/app/onboarding/korisnik');
  if (user.onboardingStep !== 'client_details') redirect(STEP_PAGES[user.onboardingStep]);
  return <ClientDetailsScreen locale={await getLocale()} displayName={user.displayName} />;
}
