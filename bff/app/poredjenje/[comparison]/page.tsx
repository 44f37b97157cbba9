import { notFound } from 'next/navigation';
import { comparison } from '@/src/content/comparisons';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

type Params = Promise<{ comparison: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const name = (await params).comparison;
  const content = comparison(name);
  return content ? marketingMetadata(`/poredjenje/${name}`, content) : {};
}

export default async function ComparisonPage({ params }: { params: Params }) {
  const name = (await params).comparison;
  const content = comparison(name);
  if (!content) notFound();
  return <MarketingPage path={`/poredjenje/${name}`} content={content} />;
}
