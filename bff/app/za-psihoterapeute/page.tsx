import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { forTherapistsPage } from '../../../web/src/screens/public/pages/za-psihoterapeute';

const PATH = '/za-psihoterapeute';
export const generateMetadata = () => marketingMetadata(PATH, forTherapistsPage);
export default function Page() {
  return <MarketingPage path={PATH} content={forTherapistsPage} />;
}
