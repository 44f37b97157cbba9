import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { experiencesPage } from '../../../web/src/screens/public/pages/iskustva';

const PATH = '/iskustva';
export const generateMetadata = () => marketingMetadata(PATH, experiencesPage);
export default function Page() {
  return <MarketingPage path={PATH} content={experiencesPage} />;
}
