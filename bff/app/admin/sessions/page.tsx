import '../../../../web/src/screens/therapist/therapist.css';
import '../../../../web/src/screens/booking/booking.css';
import { status } from '@grpc/grpc-js';
import { errorCodeOf } from '@oslonac/kit/grpc-client';
import { redirect } from 'next/navigation';
import { booking } from '@/src/server/gateways/booking';
import { ADMIN_BOOKINGS_PAGE_SIZE } from '@/src/server/services/bookings';
import { getLocale } from '@/src/server/session';
import { AdminSessionsScreen } from '../../../../web/src/screens/booking/AdminSessionsScreen';
import { bookingMessages } from '../../../../web/src/screens/booking/messages';
import { param, type SearchParams, titleMetadata } from '../../_shell/page-helpers';
import { requireAdmin } from '../users-therapists/admin-data';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => titleMetadata(bookingMessages, 'adminMetaTitle');

const PAGE_TOKEN = /^[A-Za-z0-9_=.:-]{1,512}$/;

/** Admins only: sessions waiting for a bank payment, confirmed here by hand until card payments arrive. */
export default async function AdminSessionsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { actorToken } = await requireAdmin('/admin/sessions');
  const raw = param(params, 'pageToken');
  const pageToken = raw && PAGE_TOKEN.test(raw) ? raw : '';
  let page: Awaited<ReturnType<typeof booking.listBookingsForAdmin>>;
  try {
    page = await booking.listBookingsForAdmin(actorToken, {
      status: 'awaiting_payment',
      pageSize: ADMIN_BOOKINGS_PAGE_SIZE,
      pageToken,
    });
  } catch (err) {
    // A page marker the service does not recognise (edited by hand, or stale) starts the list over.
    if (pageToken && errorCodeOf(err)?.status === status.INVALID_ARGUMENT) redirect('/admin/sessions');
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
