// What the back office pages outside therapist review show: users, sessions awaiting payment, support tickets.

import { admin } from '../../server/gateways/admin';
import { booking } from '../../server/gateways/booking';
import { identity } from '../../server/gateways/identity';
import type { SupportTicketDetail } from '../../server/views/support';
import { NotFound } from '../errors';
import { ADMIN_BOOKINGS_PAGE_SIZE } from '../handlers/bookings';

/** One page of accounts (the same call as GET /api/v1/admin/users); an unknown page marker is InvalidInput. */
export function usersPage(actorToken: string, input: Parameters<typeof identity.listUsers>[1]) {
  return identity.listUsers(actorToken, input);
}

/** Sessions waiting for payment; an unknown page marker is InvalidInput. */
export function awaitingPaymentPage(actorToken: string, pageToken: string) {
  return booking.listBookingsForAdmin(actorToken, {
    status: 'awaiting_payment',
    pageSize: ADMIN_BOOKINGS_PAGE_SIZE,
    pageToken,
  });
}

export function supportTicketsPage(
  actorToken: string,
  input: Parameters<typeof admin.listSupportTickets>[1],
) {
  return admin.listSupportTickets(actorToken, input);
}

/** One ticket (reading it is audited by the service), or null when it is missing or erased for good. */
export async function supportTicketOrNull(
  actorToken: string,
  ticketId: string,
): Promise<SupportTicketDetail | null> {
  try {
    return await admin.getSupportTicket(actorToken, ticketId);
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}
