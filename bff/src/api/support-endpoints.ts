// Support's /api/v1 endpoints (the admin service behind them): part of the one registry in endpoints.ts (spread
// into it), so route files bind to them and the OpenAPI document lists them like every other endpoint.
import { SUPPORT_ROUTE_FIELD_MESSAGES } from '../server/support-errors';
import { endpoint } from './endpoint';
import { EmptyQuery } from './schemas';
import * as s from './support-schemas';

export const supportEndpoints = {
  createSupportTicket: endpoint({
    method: 'POST',
    path: '/api/v1/support/tickets',
    summary: 'Write to support (the /podrska contact form); a signed-in sender is linked to their account',
    tag: 'support',
    auth: 'optional',
    // The same per-IP bucket as sign-in; the admin service adds 5 tickets per e-mail address and hour.
    rateLimited: true,
    body: s.SupportTicketBody,
    fieldMessages: SUPPORT_ROUTE_FIELD_MESSAGES,
    success: { status: 201, description: 'Received', schema: s.SupportTicketCreatedResponse },
  }),
  adminSupportTickets: endpoint({
    method: 'GET',
    path: '/api/v1/admin/support/tickets',
    summary: 'Support tickets by status (without message text), open ones oldest first',
    tag: 'admin',
    auth: 'admin',
    query: s.AdminSupportTicketsQuery,
    success: { status: 200, description: 'A page of tickets', schema: s.SupportTicketsPageResponse },
  }),
  adminSupportTicket: endpoint({
    method: 'GET',
    path: '/api/v1/admin/support/tickets/{id}',
    summary: 'One ticket with its message and internal note (every read is audited)',
    tag: 'admin',
    auth: 'admin',
    params: s.SupportTicketIdParams,
    query: EmptyQuery,
    success: { status: 200, description: 'The ticket', schema: s.SupportTicketDetailResponse },
  }),
  adminUpdateSupportTicket: endpoint({
    method: 'PATCH',
    path: '/api/v1/admin/support/tickets/{id}',
    summary: 'Mark a ticket open, answered or closed, with an internal note (replaces the previous one)',
    tag: 'admin',
    auth: 'admin',
    params: s.SupportTicketIdParams,
    body: s.UpdateSupportTicketBody,
    success: { status: 200, description: 'The changed ticket', schema: s.SupportTicketResponse },
  }),
};
