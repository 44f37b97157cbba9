import '../../web/src/screens/public/public.css';
import { publicMetadata } from '@/src/content/metadata';
import { getCurrentUser, getLocale } from '@/src/server/session';
import { localizeCopy } from '../../web/src/screens/public/copy';
import { PublicHomeScreen } from '../../web/src/screens/public/HomeScreen';
import { homePage } from '../../web/src/screens/public/pages/home';

export async function generateMetadata() {
  const copy = localizeCopy(homePage, await getLocale());
  return publicMetadata({
    path: '/',
    title: copy.metaTitle,
    description: copy.description,
    absoluteTitle: true,
  });
}

export default async function HomePage() {
  const [locale, user] = await Promise.all([getLocale(), getCurrentUser()]);
  return <PublicHomeScreen locale={locale} user={user} />;
}
