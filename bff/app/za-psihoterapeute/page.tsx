import { forTherapistsPage } from '@oslonac/web/screens/public/pages/za-psihoterapeute';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/za-psihoterapeute';
export const generateMetadata = () => marketingMetadata(PATH, forTherapistsPage);
export default function Page() {
  return <MarketingPage path={PATH} content={forTherapistsPage} />;
}
