import { experiencesPage } from '@oslonac/web/screens/public/pages/iskustva';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/iskustva';
export const generateMetadata = () => marketingMetadata(PATH, experiencesPage);
export default function Page() {
  return <MarketingPage path={PATH} content={experiencesPage} />;
}
