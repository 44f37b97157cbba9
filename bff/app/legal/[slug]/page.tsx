import '@oslonac/web/screens/public/public.css';
import { toCyrillic } from '@oslonac/lang';
import { LegalScreen } from '@oslonac/web/screens/public/LegalScreen';
import { notFound } from 'next/navigation';
import { getLegal, listLegal } from '@/src/content';
import { publicMetadata } from '@/src/content/metadata';
import { getLocale } from '@/src/server/session';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const doc = getLegal((await params).slug);
  if (!doc) return {};
  const cyr = (await getLocale()) === 'sr-Cyrl';
  return publicMetadata({
    path: `/legal/${doc.meta.slug}`,
    title: cyr ? toCyrillic(doc.meta.title) : doc.meta.title,
    description: cyr ? toCyrillic(doc.meta.description) : doc.meta.description,
  });
}

export default async function LegalPage({ params }: { params: Params }) {
  const doc = getLegal((await params).slug);
  if (!doc) notFound();
  return <LegalScreen doc={doc} all={listLegal()} locale={await getLocale()} />;
}
