import '@oslonac/web/screens/public/public.css';
import { PublicNotFoundScreen } from '@oslonac/web/screens/public/NotFoundScreen';
import { getCurrentUser, getLocale } from '@/src/server/session';
import { titleMetadata } from './_shell/page-helpers';
import { errorMessages } from './_shell/screens';

export const generateMetadata = () => titleMetadata(errorMessages, 'notFoundMeta');

export default async function NotFound() {
  const [locale, user] = await Promise.all([getLocale(), getCurrentUser()]);
  return <PublicNotFoundScreen locale={locale} signedIn={user !== null} />;
}
