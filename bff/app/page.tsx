import '@oslonac/web/screens/public/public.css';
import { localizeCopy } from '@oslonac/web/screens/public/copy';
import { PublicHomeScreen } from '@oslonac/web/screens/public/HomeScreen';
import { homePage } from '@oslonac/web/screens/public/pages/home';
import { publicMetadata } from '@/src/content/metadata';
import { getCurrentUser, getLocale } from '@/src/server/session';

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
