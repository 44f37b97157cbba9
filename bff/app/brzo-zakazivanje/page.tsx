import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { quickBookingPage } from '../../../web/src/screens/public/pages/brzo-zakazivanje';

const PATH = '/brzo-zakazivanje';
export const generateMetadata = () => marketingMetadata(PATH, quickBookingPage);
export default function Page() {
  return <MarketingPage path={PATH} content={quickBookingPage} />;
}
