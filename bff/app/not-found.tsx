import '../../web/src/screens/public/public.css';
import { getCurrentUser, getLocale } from '@/src/server/session';
import { PublicNotFoundScreen } from '../../web/src/screens/public/NotFoundScreen';
import { titleMetadata } from './_shell/page-helpers';
import { errorMessages } from './_shell/screens';

export const generateMetadata = () => titleMetadata(errorMessages, 'notFoundMeta');

export default async function NotFound() {
  const [locale, user] = await Promise.all([getLocale(), getCurrentUser()]);
  return <PublicNotFoundScreen locale={locale} signedIn={user !== null} />;
}
