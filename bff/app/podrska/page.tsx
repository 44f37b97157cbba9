import { MarketingScreen } from '@oslonac/web/screens/public/MarketingScreen';
import { supportPage } from '@oslonac/web/screens/public/pages/podrska';
import { SupportForm } from '@oslonac/web/screens/public/pages/podrska-form';
import { marketingMetadata } from '@/src/content/marketing';
import { getCurrentUser, getLocale } from '@/src/server/session';
import type { SearchParams } from '../_shell/page-helpers';
import { sendSupportTicket } from './actions';

const PATH = '/podrska';
export const generateMetadata = () => marketingMetadata(PATH, supportPage);

/** Answers to common questions, then the contact form: its tickets reach staff on /admin/complaints. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const [params, locale, user] = await Promise.all([searchParams, getLocale(), getCurrentUser()]);
  return (
    <MarketingScreen content={supportPage} locale={locale} slug="podrska">
      <SupportForm
        action={sendSupportTicket}
        prefill={{ name: user?.displayName ?? '', email: user?.email ?? '' }}
        sent={params.poslato === '1'}
      />
    </MarketingScreen>
  );
}
