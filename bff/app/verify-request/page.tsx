import { headers } from 'next/headers';
import { accountChoice } from '@/src/api/loaders/email-link';
import { LINK_SENT_COOKIE, readCookie } from '@/src/server/cookies';
import { getCurrentUser, getLocale } from '@/src/server/session';
import { safeNextPath } from '@/src/shared/next-path';
import { param, type SearchParams, titleMetadata } from '../_shell/page-helpers';
import { authMessages, VerifyRequestScreen } from '../_shell/screens';

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }) {
  const token = param(await searchParams, 'token');
  return titleMetadata(authMessages, token ? 'confirmTitle' : 'checkTitle');
}

/** The address the link went to: from a short-lived HttpOnly cookie, never from the URL. */
function linkSentTo(h: Headers): string | null {
  const email = readCookie({ headers: h }, LINK_SENT_COOKIE);
  return email && email.length <= 254 && email.includes('@') ? email : null;
}

/**
 * Two pages in one address: after asking for a link ("check your e-mail"), and the link itself (?token=),
 * which asks for a click before signing in so that mail scanners opening it do not use it up.
 */
export default async function VerifyRequestPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const [locale, h, user] = await Promise.all([getLocale(), headers(), getCurrentUser()]);
  const token = param(params, 'token', 256);
  // Another account signed in here: ask which one to continue with rather than switch silently.
  const choice = token ? await accountChoice(token, user, h) : null;
  return (
    <VerifyRequestScreen
      locale={locale}
      token={token}
      choice={choice}
      email={linkSentTo(h)}
      kind={param(params, 'kind') === 'signup' ? 'signup' : 'signin'}
      next={safeNextPath(param(params, 'next'), '') || null}
    />
  );
}
