import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { aboutPage } from '../../../web/src/screens/public/pages/o-nama';

const PATH = '/o-nama';
export const generateMetadata = () => marketingMetadata(PATH, aboutPage);
export default function Page() {
  return <MarketingPage path={PATH} content={aboutPage} />;
}
