import { experiencedPage } from '@oslonac/web/screens/public/pages/iskusni-psiholozi';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/iskusni-psiholozi';
export const generateMetadata = () => marketingMetadata(PATH, experiencedPage);
export default function Page() {
  return <MarketingPage path={PATH} content={experiencedPage} />;
}
