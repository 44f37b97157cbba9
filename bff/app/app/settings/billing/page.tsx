import '@oslonac/web/screens/settings/billing.css';
import { BillingScreen } from '@oslonac/web/screens/settings/BillingScreen';
import { billingMessages } from '@oslonac/web/screens/settings/billing-messages';
import { billingSettingsForPage } from '@/src/api/loaders/billing-settings';
import { BILLING_SETTINGS_PATH, CARD_ADDED_FLAG } from '@/src/api/use-cases/cards';
import { getLocale, getSession, requireRole } from '@/src/server/session';
import { param, type SearchParams, titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(billingMessages, 'meta');

export default async function BillingSettingsPage({ searchParams }: { searchParams: SearchParams }) {
  // Cards, billing details and payments are the paying client's: billing answers these RPCs to clients only, and
  // anyone else goes to the dashboard as from /app/settings/invoices.
  await requireRole(['client'], BILLING_SETTINGS_PATH);
  const session = await getSession();
  if (!session) throw new Error('session vanished after requireRole');
  const params = await searchParams;
  const back = param(params, CARD_ADDED_FLAG, 10);
  const [data, locale] = await Promise.all([billingSettingsForPage(session.actorToken), getLocale()]);
  return (
    <BillingScreen
      locale={locale}
      cards={data.cards}
      details={data.details}
      payments={data.payments}
      cardReturn={back === 'dodata' || back === 'odustao' ? back : null}
    />
  );
}
