import { discreetPage } from '@oslonac/web/screens/public/pages/diskretna-i-sigurna-terapija';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/diskretna-i-sigurna-terapija';
export const generateMetadata = () => marketingMetadata(PATH, discreetPage);
export default function Page() {
  return <MarketingPage path={PATH} content={discreetPage} />;
}
