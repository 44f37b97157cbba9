import { couplesPage } from '@oslonac/web/screens/public/pages/terapija-za-parove';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/terapija-za-parove';
export const generateMetadata = () => marketingMetadata(PATH, couplesPage);
export default function Page() {
  return <MarketingPage path={PATH} content={couplesPage} />;
}
