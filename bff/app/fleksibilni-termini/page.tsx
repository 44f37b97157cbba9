import { flexibleTimesPage } from '@oslonac/web/screens/public/pages/fleksibilni-termini';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/fleksibilni-termini';
export const generateMetadata = () => marketingMetadata(PATH, flexibleTimesPage);
export default function Page() {
  return <MarketingPage path={PATH} content={flexibleTimesPage} />;
}
