import { findOnlinePage } from '@oslonac/web/screens/public/pages/pronadjite-psihologa-online';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/pronadjite-psihologa-online';
export const generateMetadata = () => marketingMetadata(PATH, findOnlinePage);
export default function Page() {
  return <MarketingPage path={PATH} content={findOnlinePage} />;
}
