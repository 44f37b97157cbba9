import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { experiencedPage } from '../../../web/src/screens/public/pages/iskusni-psiholozi';

const PATH = '/iskusni-psiholozi';
export const generateMetadata = () => marketingMetadata(PATH, experiencedPage);
export default function Page() {
  return <MarketingPage path={PATH} content={experiencedPage} />;
}
