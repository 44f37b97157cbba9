import '@oslonac/web/screens/therapist/therapist.css';
import '@oslonac/web/screens/booking/booking.css';
import { AdminSessionsScreen } from '@oslonac/web/screens/booking/AdminSessionsScreen';
import { bookingMessages } from '@oslonac/web/screens/booking/messages';
import { redirect } from 'next/navigation';
import { InvalidInput } from '@/src/api/errors';
import { awaitingPaymentPage } from '@/src/api/loaders/admin';
import { getLocale } from '@/src/server/session';
import { requireAdmin } from '../../_shell/guards';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(bookingMessages, 'adminMetaTitle');

const PAGE_TOKEN = /^[A-Za-z0-9_=.:-]{1,512}$/;

/** Admins only: sessions waiting for payment, each linking to its payments on /admin/payments. */
export default async function AdminSessionsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/sessions');
  const raw = param(params, 'pageToken');
  const pageToken = raw && PAGE_TOKEN.test(raw) ? raw : '';
  let page: Awaited<ReturnType<typeof awaitingPaymentPage>>;
  try {
    page = await awaitingPaymentPage(actorToken, pageToken);
  } catch (err) {
    // A page marker the service does not recognise (edited by hand, or stale) starts the list over.
    if (pageToken && err instanceof InvalidInput) redirect('/admin/sessions');
    throw err;
  }
  return (
    <AdminSessionsScreen
      locale={await getLocale()}
      bookings={page.bookings}
      nextPageToken={page.nextPageToken}
      paged={pageToken !== ''}
    />
  );
}
