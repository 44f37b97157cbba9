import { notFound } from 'next/navigation';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import type { PageContent } from '../../../../web/src/screens/public/copy';
import { betterHelpComparison } from '../../../../web/src/screens/public/pages/oslonac-vs-betterhelp';

type Params = Promise<{ comparison: string }>;

/** Only comparisons we have written and can stand behind; every other name is a 404. */
const COMPARISONS: Readonly<Record<string, PageContent>> = {
  'oslonac-vs-betterhelp': betterHelpComparison,
};

function comparison(name: string): PageContent | null {
  return Object.hasOwn(COMPARISONS, name) ? COMPARISONS[name]! : null;
}

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
