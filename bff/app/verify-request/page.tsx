import { safeNextPath } from '@/src/api/next-path';
import { getLocale } from '@/src/server/session';
import { param, type SearchParams, titleMetadata } from '../_shell/page-helpers';
import { authMessages, VerifyRequestScreen } from '../_shell/screens';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  const token = param(await searchParams, 'token');
  return titleMetadata(authMessages, token ? 'confirmTitle' : 'checkTitle');
}

/**
 * Two pages in one address: after asking for a link ("check your e-mail"), and the link itself (?token=),
 * which asks for a click before signing in so that mail scanners opening it do not use it up.
 */
export default async function VerifyRequestPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const locale = await getLocale();
  return (
    <VerifyRequestScreen
      locale={locale}
      token={param(params, 'token', 256)}
      email={param(params, 'email', 254)}
      kind={param(params, 'kind') === 'signup' ? 'signup' : 'signin'}
      next={safeNextPath(param(params, 'next'), '') || null}
    />
  );
}
