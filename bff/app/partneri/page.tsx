import { partnersPage } from '@oslonac/web/screens/public/pages/partneri';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/partneri';
export const generateMetadata = () => marketingMetadata(PATH, partnersPage);
export default function Page() {
  return <MarketingPage path={PATH} content={partnersPage} />;
}
