// One shape for every marketing route: metadata from the page's copy, the screen in the visitor's locale.
import '@oslonac/web/screens/public/public.css';
import { localizeCopy, type PageContent } from '@oslonac/web/screens/public/copy';
import { MarketingScreen } from '@oslonac/web/screens/public/MarketingScreen';
import type { Metadata } from 'next';
import { getLocale } from '../server/session';
import { publicMetadata } from './metadata';

export async function marketingMetadata(path: string, content: PageContent): Promise<Metadata> {
  const copy = localizeCopy(content, await getLocale());
  return publicMetadata({ path, title: copy.metaTitle, description: copy.description });
}

/** Server component for a marketing route: `<MarketingPage path="/o-nama" content={aboutPage} />`. */
export async function MarketingPage({ path, content }: { path: string; content: PageContent }) {
  const slug = path.replace(/^\/+/, '').replace(/[^a-z0-9]+/g, '-') || 'home';
  return <MarketingScreen content={content} locale={await getLocale()} slug={slug} />;
}
