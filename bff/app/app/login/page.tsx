import { redirect } from 'next/navigation';
import { getCurrentUser, getLocale } from '@/src/server/session';
import { afterSignInPath, safeNextPath } from '@/src/shared/next-path';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { authMessages, LoginScreen } from '../../_shell/screens';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  const mode = param(await searchParams, 'mode');
  return titleMetadata(authMessages, mode === 'signup' ? 'metaSignUp' : 'metaSignIn');
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const next = safeNextPath(param(params, 'next'), '') || null;
  const [locale, user] = await Promise.all([getLocale(), getCurrentUser()]);
  // Already signed in: carry on to where the visitor was going.
  if (user) redirect(afterSignInPath(next, user.onboardingStep));
  return (
    <LoginScreen
      locale={locale}
      mode={param(params, 'mode') === 'signup' ? 'signup' : 'signin'}
      next={next}
    />
  );
}
