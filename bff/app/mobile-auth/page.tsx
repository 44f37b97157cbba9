import { getCurrentUser, getLocale } from '@/src/server/session';
import { titleMetadata } from '../_shell/page-helpers';
import { authMessages, MobileAuthScreen } from '../_shell/screens';

export const generateMetadata = () => titleMetadata(authMessages, 'metaMobile');

export default async function MobileAuthPage() {
  const [locale, user] = await Promise.all([getLocale(), getCurrentUser()]);
  return <MobileAuthScreen locale={locale} signedIn={user !== null} />;
}
