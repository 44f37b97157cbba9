import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { flexibleTimesPage } from '../../../web/src/screens/public/pages/fleksibilni-termini';

const PATH = '/fleksibilni-termini';
export const generateMetadata = () => marketingMetadata(PATH, flexibleTimesPage);
export default function Page() {
  return <MarketingPage path={PATH} content={flexibleTimesPage} />;
}
