import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { pricePage } from '../../../web/src/screens/public/pages/pristupacna-cena-psihoterapije';

const PATH = '/pristupacna-cena-psihoterapije';
export const generateMetadata = () => marketingMetadata(PATH, pricePage);
export default function Page() {
  return <MarketingPage path={PATH} content={pricePage} />;
}
