import { redirect } from 'next/navigation';
import { getCurrentUser, getLocale } from '@/src/server/session';
import { afterSignInPath, safeNextPath } from '@/src/shared/next-path';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { authMessages, LoginScreen } from '../../_shell/screens';

export const generateMetadata = () => titleMetadata(authMessages, 'metaPartner');

// The partner dashboard (/partneri/dashboard) is not built yet, so partners land on the shared dashboard.
const PARTNER_HOME = '/app/dashboard';

export default async function PartnerLoginPage({ searchParams }: { searchParams: SearchParams }) {
  const next = safeNextPath(param(await searchParams, 'next'), PARTNER_HOME);
  const [locale, user] = await Promise.all([getLocale(), getCurrentUser()]);
  if (user) redirect(afterSignInPath(next, user.onboardingStep));
  return <LoginScreen locale={locale} mode="signin" next={next} audience="partner" />;
}
