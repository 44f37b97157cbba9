import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { discreetPage } from '../../../web/src/screens/public/pages/diskretna-i-sigurna-terapija';

const PATH = '/diskretna-i-sigurna-terapija';
export const generateMetadata = () => marketingMetadata(PATH, discreetPage);
export default function Page() {
  return <MarketingPage path={PATH} content={discreetPage} />;
}
