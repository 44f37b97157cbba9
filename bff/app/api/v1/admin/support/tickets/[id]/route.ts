import { endpoints } from '@/src/api/endpoints';
import { route } from '@/src/api/route';
import { getSupportTicket, updateSupportTicket } from '@/src/server/services/support';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminSupportTicket, getSupportTicket);
export const PATCH = route(endpoints.adminUpdateSupportTicket, updateSupportTicket);
