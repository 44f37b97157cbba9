import { InvoicesScreen } from '@oslonac/web/screens/settings/InvoicesScreen';
import { invoiceMessages } from '@oslonac/web/screens/settings/invoices-messages';
import { myInvoicesForPage } from '@/src/api/loaders/invoices';
import { getLocale, getSession, requireRole } from '@/src/server/session';
import { titleMetadata } from '../../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(invoiceMessages, 'meta');

export default async function InvoicesPage() {
  // Invoices are the paying client's: billing answers ListMyInvoices to clients only.
  await requireRole(['client'], '/app/settings/invoices');
  const session = await getSession();
  const [invoices, locale] = await Promise.all([
    session ? myInvoicesForPage(session.actorToken) : Promise.resolve([]),
    getLocale(),
  ]);
  return <InvoicesScreen locale={locale} invoices={invoices} />;
}
