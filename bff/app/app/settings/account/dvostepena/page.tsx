import { getLocale, getSession, requireUser } from '@/src/server/session';
import { safeNextPath } from '@/src/shared/next-path';
import { param, type SearchParams, titleMetadata } from '../../../../_shell/page-helpers';
import { SecondFactorEnrolScreen, secondFactorMessages } from '../../../../_shell/screens';

export const generateMetadata = () => titleMetadata(secondFactorMessages, 'metaEnrol');

/** Turning two-step sign-in on, on its own page: staff without it are sent here from /admin (next=/admin…). */
export default async function SecondFactorEnrolPage({ searchParams }: { searchParams: SearchParams }) {
  const next = safeNextPath(param(await searchParams, 'next'), '') || null;
  const user = await requireUser(
    next
      ? `/app/settings/account/dvostepena?next=${encodeURIComponent(next)}`
      : '/app/settings/account/dvostepena',
  );
  const session = await getSession();
  const staff = user.roles.includes('admin') || user.roles.includes('superuser');
  return (
    <SecondFactorEnrolScreen
      locale={await getLocale()}
      state={session?.secondFactor ?? 'not_enrolled'}
      hasPassword={user.hasPassword}
      next={next ?? '/app/settings/account'}
      staffRequired={staff && session?.secondFactor === 'not_enrolled'}
    />
  );
}
