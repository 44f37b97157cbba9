import { redirect } from 'next/navigation';
import { getLocale, getSessionOwingSecondFactor } from '@/src/server/session';
import { afterSignInPath, loginPath, safeNextPath } from '@/src/shared/next-path';
import { param, type SearchParams, titleMetadata } from '../../../_shell/page-helpers';
import { SecondFactorScreen, secondFactorMessages } from '../../../_shell/screens';

export const generateMetadata = () => titleMetadata(secondFactorMessages, 'metaStep');

/** The second step of signing in: only for a session that owes it; anyone else carries on or signs in. */
export default async function SecondFactorPage({ searchParams }: { searchParams: SearchParams }) {
  const next = safeNextPath(param(await searchParams, 'next'), '') || null;
  const session = await getSessionOwingSecondFactor();
  if (!session) redirect(loginPath(next ?? ''));
  if (session.secondFactor !== 'pending') redirect(afterSignInPath(next, session.user.onboardingStep));
  return <SecondFactorScreen locale={await getLocale()} next={next} />;
}
