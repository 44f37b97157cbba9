import { aboutPage } from '@oslonac/web/screens/public/pages/o-nama';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/o-nama';
export const generateMetadata = () => marketingMetadata(PATH, aboutPage);
export default function Page() {
  return <MarketingPage path={PATH} content={aboutPage} />;
}
