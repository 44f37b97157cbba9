import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { supportPage } from '../../../web/src/screens/public/pages/podrska';

const PATH = '/podrska';
export const generateMetadata = () => marketingMetadata(PATH, supportPage);
export default function Page() {
  return <MarketingPage path={PATH} content={supportPage} />;
}
