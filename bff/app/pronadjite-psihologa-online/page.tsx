import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { findOnlinePage } from '../../../web/src/screens/public/pages/pronadjite-psihologa-online';

const PATH = '/pronadjite-psihologa-online';
export const generateMetadata = () => marketingMetadata(PATH, findOnlinePage);
export default function Page() {
  return <MarketingPage path={PATH} content={findOnlinePage} />;
}
