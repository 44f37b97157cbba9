import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { partnersPage } from '../../../web/src/screens/public/pages/partneri';

const PATH = '/partneri';
export const generateMetadata = () => marketingMetadata(PATH, partnersPage);
export default function Page() {
  return <MarketingPage path={PATH} content={partnersPage} />;
}
