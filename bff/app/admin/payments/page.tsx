import '@oslonac/web/screens/therapist/therapist.css';
import '@oslonac/web/screens/admin-billing/admin-billing.css';
import { AdminPaymentsScreen } from '@oslonac/web/screens/admin-billing/AdminPaymentsScreen';
import { adminBillingMessages } from '@oslonac/web/screens/admin-billing/messages';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '@oslonac/web/screens/booking/payment-types';
import { redirect } from 'next/navigation';
import { InvalidInput } from '@/src/api/errors';
import { paymentsPage } from '@/src/api/loaders/admin-billing';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../_shell/guards';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(adminBillingMessages, 'paymentsMetaTitle');

const PAGE_TOKEN = /^\d{1,6}$/;
const oneOf = <T extends string>(list: readonly T[], v: string | null | undefined): T | null =>
  v && (list as readonly string[]).includes(v) ? (v as T) : null;

/** Staff only (second factor passed): every payment, the bank statement import, reconciliation and refunds. */
export default async function AdminPaymentsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/payments');
  const filter = {
    status: oneOf<PaymentStatus>(PAYMENT_STATUSES, param(params, 'status')),
    method: oneOf<PaymentMethod>(PAYMENT_METHODS, param(params, 'method')),
    q: (param(params, 'q', 100) ?? '').trim(),
  };
  const raw = param(params, 'pageToken');
  const pageToken = raw && PAGE_TOKEN.test(raw) ? raw : '';
  // The same call as GET /api/v1/admin/payments, made here so the list is in the first HTML.
  let page: Awaited<ReturnType<typeof paymentsPage>>;
  try {
    page = await paymentsPage(actorToken, {
      status: filter.status ?? undefined,
      method: filter.method ?? undefined,
      q: filter.q,
      pageToken,
    });
  } catch (err) {
    // A page marker billing does not take (edited by hand) starts the list over.
    if (pageToken && err instanceof InvalidInput) redirect('/admin/payments');
    throw err;
  }
  return (
    <AdminPaymentsScreen
      locale={await getLocale()}
      payments={page.items}
      filter={filter}
      pageToken={pageToken}
      nextPageToken={page.nextPageToken}
    />
  );
}
