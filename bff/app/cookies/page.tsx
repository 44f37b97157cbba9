import { cookiesPage } from '@oslonac/web/screens/public/pages/cookies';
import { MarketingPage, marketingMetadata } from '@/src/content/marketing';
import { DEV_SESSION_COOKIE, SECURE_SESSION_COOKIE } from '@/src/server/cookies';
import { CSRF_COOKIE, LOCALE_COOKIE } from '@/src/shared/types';

const PATH = '/cookies';
// Names come from the modules that set the cookies, so this page lists exactly what the browser receives.
const content = cookiesPage({
  secureSession: SECURE_SESSION_COOKIE,
  devSession: DEV_SESSION_COOKIE,
  csrf: CSRF_COOKIE,
  locale: LOCALE_COOKIE,
});

export const generateMetadata = () => marketingMetadata(PATH, content);
export default function Page() {
  return <MarketingPage path={PATH} content={content} />;
}
