import { pricePage } from '@oslonac/web/screens/public/pages/pristupacna-cena-psihoterapije';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/pristupacna-cena-psihoterapije';
export const generateMetadata = () => marketingMetadata(PATH, pricePage);
export default function Page() {
  return <MarketingPage path={PATH} content={pricePage} />;
}
