import '@oslonac/web/screens/public/public.css';
import { t } from '@oslonac/web/i18n';
import { BlogIndexScreen } from '@oslonac/web/screens/public/BlogScreens';
import { publicMessages } from '@oslonac/web/screens/public/messages';
import { listPosts } from '@/src/content';
import { publicMetadata } from '@/src/content/metadata';
import { getLocale } from '@/src/server/session';

export async function generateMetadata() {
  const locale = await getLocale();
  return publicMetadata({
    path: '/blog',
    title: t(publicMessages, locale, 'blogMetaTitle'),
    description: t(publicMessages, locale, 'blogDescription'),
  });
}

export default async function BlogPage() {
  return <BlogIndexScreen posts={listPosts()} locale={await getLocale()} />;
}
