import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { couplesPage } from '../../../web/src/screens/public/pages/terapija-za-parove';

const PATH = '/terapija-za-parove';
export const generateMetadata = () => marketingMetadata(PATH, couplesPage);
export default function Page() {
  return <MarketingPage path={PATH} content={couplesPage} />;
}
