import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { serbianPage } from '../../../web/src/screens/public/pages/psiholozi-na-srpskom';

const PATH = '/psiholozi-na-srpskom';
export const generateMetadata = () => marketingMetadata(PATH, serbianPage);
export default function Page() {
  return <MarketingPage path={PATH} content={serbianPage} />;
}
