import '@oslonac/web/screens/therapist/therapist.css';
import { AdminInvoicesScreen } from '@oslonac/web/screens/admin-billing/AdminInvoicesScreen';
import { adminBillingMessages } from '@oslonac/web/screens/admin-billing/messages';
import { INVOICE_KINDS, type InvoiceKind } from '@oslonac/web/screens/settings/invoice-types';
import { redirect } from 'next/navigation';
import { InvalidInput } from '@/src/api/errors';
import { invoicesPage } from '@/src/api/loaders/admin-billing';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../_shell/guards';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminBillingMessages, 'invoicesMetaTitle');

const PAGE_TOKEN = /^\d{1,6}$/;

/** Staff only (second factor passed): every invoice and credit note, each as a PDF. */
export default async function AdminInvoicesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/invoices');
  const kindParam = param(params, 'kind');
  const filter = {
    kind:
      kindParam && (INVOICE_KINDS as readonly string[]).includes(kindParam)
        ? (kindParam as InvoiceKind)
        : null,
    q: (param(params, 'q', 100) ?? '').trim(),
  };
  const raw = param(params, 'pageToken');
  const pageToken = raw && PAGE_TOKEN.test(raw) ? raw : '';
  let page: Awaited<ReturnType<typeof invoicesPage>>;
  try {
    page = await invoicesPage(actorToken, {
      kind: filter.kind ?? undefined,
      q: filter.q,
      pageToken,
    });
  } catch (err) {
    if (pageToken && err instanceof InvalidInput) redirect('/admin/invoices');
    throw err;
  }
  return (
    <AdminInvoicesScreen
      locale={await getLocale()}
      invoices={page.items}
      filter={filter}
      pageToken={pageToken}
      nextPageToken={page.nextPageToken}
    />
  );
}
