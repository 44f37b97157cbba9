import { serbianPage } from '@oslonac/web/screens/public/pages/psiholozi-na-srpskom';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/psiholozi-na-srpskom';
export const generateMetadata = () => marketingMetadata(PATH, serbianPage);
export default function Page() {
  return <MarketingPage path={PATH} content={serbianPage} />;
}
