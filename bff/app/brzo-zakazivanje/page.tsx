import { quickBookingPage } from '@oslonac/web/screens/public/pages/brzo-zakazivanje';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';

const PATH = '/brzo-zakazivanje';
export const generateMetadata = () => marketingMetadata(PATH, quickBookingPage);
export default function Page() {
  return <MarketingPage path={PATH} content={quickBookingPage} />;
}
